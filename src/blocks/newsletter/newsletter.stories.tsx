import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import Newsletter from './newsletter';

const aboutPage = { page: { data: {}, route: { kind: 'page', path: 'page/about' } } };

const meta = {
  title: 'Blocks/Newsletter',
  component: Newsletter,
  args: { text: 'New arrivals and workshop stories, once a month. Unsubscribe in one click.' },
  parameters: aboutPage,
} satisfies Meta<typeof Newsletter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A plain form first: it posts to the shop and comes back to this page without a script. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = canvasElement.querySelector('form')!;
    await expect(form).toHaveAttribute('method', 'post');
    await expect(form).toHaveAttribute('action', '/newsletter');
    await expect(canvas.getByRole('heading', { name: 'Get our newsletter' })).toBeVisible();
    await expect(canvas.getByLabelText('Email address')).toHaveAttribute('type', 'email');
  },
};

/** Once focused, it signs up in place and says so in its live region. */
export const SignsUpInPlace: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const realFetch = window.fetch;
    window.fetch = async (input, init) =>
      String(input).includes('/api/web/newsletter/join') ? Response.json({ code: 0, msg: '', data: { accepted: true } }) : realFetch(input, init);
    try {
      await userEvent.click(canvas.getByLabelText('Email address'));
      await userEvent.keyboard('ada@example.org');
      // The call loads on focus; the press waits for nothing else.
      await new Promise((resolve) => setTimeout(resolve, 300));
      await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
      await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('a confirmation link is on its way'));
    } finally {
      window.fetch = realFetch;
    }
  },
};

export const WithItsOwnHeading: Story = { args: { heading: 'Letters from the workshop' } };

export const SimplifiedChinese: Story = {
  args: { text: '每月一期新品与作坊故事，一键退订。' },
  globals: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '订阅' })).toBeVisible();
  },
};

export const TraditionalChinese: Story = {
  args: { text: '每月一期新品與工作室故事，一鍵取消訂閱。' },
  globals: { locale: 'zh-HK' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('電郵地址')).toBeVisible();
    await expect(canvasElement.querySelector('form')).toHaveAttribute('action', '/zh-HK/newsletter');
  },
};
