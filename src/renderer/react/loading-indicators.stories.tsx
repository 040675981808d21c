import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { storyText } from '../../../.storybook/decorators';
import { LoadingSpinner, PROGRESS_MINIMUM, ProgressBar } from './loading-indicators';

/** A stand-in for in-app navigation: the bar runs while a page is "loading". */
function NavigationDemo({ initiallyLoading }: { initiallyLoading: boolean }) {
  const [loading, setLoading] = useState(initiallyLoading);
  return (
    <div className="container py-block">
      <ProgressBar active={loading} />
      <p>{loading ? 'Fetching the next page…' : 'Page shown.'}</p>
      <div className="mt-4 flex gap-3">
        <button type="button" className="rounded-theme border border-theme px-4 py-2" onClick={() => setLoading(true)}>
          Start navigation
        </button>
        <button type="button" className="rounded-theme border border-theme px-4 py-2" onClick={() => setLoading(false)}>
          Finish navigation
        </button>
      </div>
    </div>
  );
}

const meta = {
  title: 'Renderer/Loading indicators',
  component: NavigationDemo,
  args: { initiallyLoading: true },
} satisfies Meta<typeof NavigationDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Shown while the first page loads; screen readers hear what is happening. */
export const Spinner: Story = {
  render: () => <LoadingSpinner />,
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(storyText(globals, 'renderer.loading'));
  },
};

export const SpinnerInChinese: Story = {
  render: () => <LoadingSpinner />,
  globals: { locale: 'zh-CN' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('加载中…');
  },
};

/** The thin bar along the top during in-app navigation, starting at 8% and creeping forward. */
export const ProgressBarRunning: Story = {
  play: async ({ canvas, globals }) => {
    const bar = canvas.getByRole('progressbar', { name: storyText(globals, 'renderer.progress') });
    await expect(bar).toHaveAttribute('aria-valuenow', String(Math.round(PROGRESS_MINIMUM * 100)));
    await expect(bar.getBoundingClientRect().top).toBe(0);
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

/** A whole navigation: the bar appears, fills when the page arrives, then fades away. */
export const ProgressBarCompletes: Story = {
  args: { initiallyLoading: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Start navigation' }));
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', String(Math.round(PROGRESS_MINIMUM * 100)));
    await userEvent.click(canvas.getByRole('button', { name: 'Finish navigation' }));
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    await waitFor(() => expect(canvas.queryByRole('progressbar')).toBeNull(), { timeout: 2000 });
  },
};
