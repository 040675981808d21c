import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storyText } from '../../../.storybook/decorators';
import { TemplateMissingScreen } from './template-missing-screen';

const meta = {
  title: 'Renderer/Template missing screen',
  component: TemplateMissingScreen,
  args: { template: 'product-detail' },
} satisfies Meta<typeof TemplateMissingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A page whose template has no body: the merchant learns which template to restore. */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: storyText(globals, 'renderer.templateMissing.title') })).toBeVisible();
    // The sentence names the template, set apart as code inside it.
    const body = storyText(globals, 'renderer.templateMissing.body', { template: 'product-detail' });
    await expect(canvas.getByText((_, element) => element?.tagName === 'P' && element.textContent === body)).toBeVisible();
    await expect(canvas.getByText('product-detail', { selector: 'code' })).toBeVisible();
    await expect(canvas.getByText(storyText(globals, 'renderer.templateMissing.action'))).toBeVisible();
  },
};

/** The template name comes from the server: markup in it is shown as text, never run. */
export const TemplateNameWithMarkup: Story = {
  args: { template: '<img src="/missing.png" onerror="window.__vitrineInjected = 1">landing' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(/<img src=/, { selector: 'code' })).toBeVisible();
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

export const TraditionalChinese: Story = {
  globals: { locale: 'zh-HK' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '範本不存在' })).toBeVisible();
    await expect(canvas.getByText((_, element) => element?.tagName === 'P' && /「product-detail」/.test(element.textContent ?? ''))).toBeVisible();
  },
};
