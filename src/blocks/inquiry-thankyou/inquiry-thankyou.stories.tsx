import type { Meta, StoryObj } from '@storybook/react-vite';
import { thankYouPageData } from '../../fixtures/inquiries';
import { storyBlock } from '../../../.storybook/decorators';
import InquiryThankyouBlock from './inquiry-thankyou';

// `withPage` reads the page data it declares from the story's page, as the renderer would.
const InquiryThankyou = storyBlock(InquiryThankyouBlock);

const thanksPage = (data: Record<string, unknown>) => ({ page: { data, route: { kind: 'inquiry-thankyou', path: 'inquiry/thankyou' } } });

const meta = {
  title: 'Blocks/Inquiry thank-you',
  component: InquiryThankyou,
  args: { heading: '' },
  parameters: thanksPage(thankYouPageData()),
} satisfies Meta<typeof InquiryThankyou>;

export default meta;
type Story = StoryObj<typeof meta>;

export const QuoteByEmail: Story = {};

export const FeedbackByText: Story = {
  parameters: thanksPage(thankYouPageData({ inquiryNo: 'Q20261124-000008', kind: 'feedback', contactKind: 'mobile' })),
};

export const UnknownNumber: Story = { parameters: thanksPage(thankYouPageData(null)) };

export const SimplifiedChinese: Story = { globals: { locale: 'zh-CN' } };

export const TraditionalChinese: Story = { globals: { locale: 'zh-HK' } };
