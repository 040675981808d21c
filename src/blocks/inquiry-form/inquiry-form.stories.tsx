import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { feedbackForm, inquiryFormPageData } from '../../fixtures/inquiries';
import { storyBlock } from '../../../.storybook/decorators';
import InquiryFormBlock from './inquiry-form';

// `withPage` reads the page data it declares from the story's page, as the renderer would.
const InquiryForm = storyBlock(InquiryFormBlock);

const quotePage = (data: Record<string, unknown>) => ({
  page: { data, route: { kind: 'inquiry', path: 'inquiry/stoneware-teapot', params: { slug: 'stoneware-teapot' } } },
});

const meta = {
  title: 'Blocks/Inquiry form',
  component: InquiryForm,
  args: { heading: '' },
  parameters: quotePage(inquiryFormPageData()),
} satisfies Meta<typeof InquiryForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A quote about a product: quantity, message, contact, pictures and the slider. */
export const QuoteRequest: Story = {};

/** Sending without a message names the field before anything leaves the browser. */
export const NamesTheMissingMessage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Quantity/), '12');
    await userEvent.click(canvas.getByRole('button', { name: 'Request a quote' }));
    await expect(await canvas.findByText('Please enter your message')).toBeInTheDocument();
  },
};

export const Feedback: Story = {
  parameters: { page: { data: inquiryFormPageData(feedbackForm), route: { kind: 'inquiry-feedback', path: 'inquiry/feedback' } } },
};

export const SimplifiedChinese: Story = { globals: { locale: 'zh-CN' } };

export const TraditionalChinese: Story = { globals: { locale: 'zh-HK' } };
