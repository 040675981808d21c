import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ErrorScreen } from './error-screen';

const meta = {
  title: 'Renderer/Error screen',
  component: ErrorScreen,
  args: { status: 404, homeHref: '/' },
  argTypes: { status: { control: 'inline-radio', options: [404, 500, 403] } },
} satisfies Meta<typeof ErrorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /error/404: the page does not exist or has moved. */
export const NotFound: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Error 404')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Page not found' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  },
};

/** /error/500: the server failed; the shopper is asked to try again shortly. */
export const ServerError: Story = {
  args: { status: 500 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Error 500')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
    await expect(canvas.getByText(/try again in a moment/)).toBeVisible();
  },
};

/** /error/403: the shopper may not see this page. */
export const Forbidden: Story = {
  args: { status: 403 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Error 403')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Access denied' })).toBeVisible();
  },
};

/** In Simplified Chinese the way home keeps the shopper's language in the path. */
export const NotFoundInChinese: Story = {
  args: { homeHref: '/zh' },
  globals: { locale: 'zh-CN' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '页面不存在' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/zh');
  },
};
