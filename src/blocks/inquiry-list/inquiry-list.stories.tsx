import type { Meta, StoryObj } from '@storybook/react-vite';
import { answeredQuote, inquiryListPageData } from '../../fixtures/inquiries';
import { storyBlock } from '../../../.storybook/decorators';
import InquiryListBlock from './inquiry-list';

// `withPage` reads the page data it declares from the story's page, as the renderer would.
const InquiryList = storyBlock(InquiryListBlock);

const listPage = (data: Record<string, unknown>) => ({ page: { data, route: { kind: 'user-inquiry', path: 'user/inquiry' } } });

const meta = {
  title: 'Blocks/Inquiry list',
  component: InquiryList,
  args: { heading: '' },
  parameters: listPage(inquiryListPageData()),
} satisfies Meta<typeof InquiryList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AnsweredAndWaiting: Story = {};

/** Opened from the answer's mail or live message: that inquiry shows its answer at once. */
export const OneOpened: Story = { parameters: listPage(inquiryListPageData(undefined, answeredQuote.inquiryNo)) };

export const Empty: Story = { parameters: listPage(inquiryListPageData([])) };

export const SimplifiedChinese: Story = {
  globals: { locale: 'zh-CN' },
  parameters: listPage(inquiryListPageData(undefined, answeredQuote.inquiryNo)),
};

export const TraditionalChinese: Story = {
  globals: { locale: 'zh-HK' },
  parameters: listPage(inquiryListPageData(undefined, answeredQuote.inquiryNo)),
};
