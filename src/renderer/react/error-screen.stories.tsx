import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storyText } from '../../../.storybook/decorators';
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
  play: async ({ canvas, globals }) => {
    const title = storyText(globals, 'renderer.errorScreen.notFound.title');
    await expect(canvas.getByText(storyText(globals, 'renderer.errorScreen.statusLabel', { status: 404 }))).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: title })).toBeVisible();
    // The section is named by its heading, so screen readers can jump straight to it.
    await expect(canvas.getByRole('region', { name: title })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: storyText(globals, 'renderer.errorScreen.backHome') })).toHaveAttribute('href', '/');
  },
};

/** /error/500: the server failed; the shopper is asked to try again shortly. */
export const ServerError: Story = {
  args: { status: 500 },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(storyText(globals, 'renderer.errorScreen.statusLabel', { status: 500 }))).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: storyText(globals, 'renderer.errorScreen.serverError.title') })).toBeVisible();
    await expect(canvas.getByText(storyText(globals, 'renderer.errorScreen.serverError.body'))).toBeVisible();
  },
};

/** /error/403: the shopper may not see this page. */
export const Forbidden: Story = {
  args: { status: 403 },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(storyText(globals, 'renderer.errorScreen.statusLabel', { status: 403 }))).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: storyText(globals, 'renderer.errorScreen.forbidden.title') })).toBeVisible();
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
