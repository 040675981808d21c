import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withShopApi } from '../../fixtures/auth';
import { commentPage, commentPageData, emptyCommentPage } from '../../fixtures/comments';
import { PageContext, usePage } from '../../renderer/kit/page-context';
import { storyBlock } from '../../../.storybook/decorators';
import CommentListBlock from './comment-list';

// `withPage` reads the page data it declares from the story's page, as the renderer would.
const CommentList = storyBlock(CommentListBlock);

const articlePage = (data: Record<string, unknown>) => ({ page: { data, route: { kind: 'article', path: 'article/caring-for-linen' } } });

/** The page as the server draws it for a signed-in shopper. */
function SignedInPage({ children }: { children: ReactNode }) {
  const page = usePage();
  return <PageContext value={{ ...page, shopper: { id: 'shopper-1', name: 'Tom', avatar: null } }}>{children}</PageContext>;
}

const signedIn: Decorator = (Story) => (
  <SignedInPage>
    <Story />
  </SignedInPage>
);

const meta = {
  title: 'Blocks/Comment list',
  component: CommentList,
  args: { heading: '' },
  parameters: articlePage(commentPageData()),
} satisfies Meta<typeof CommentList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What a guest sees: threads, a deleted comment kept above its reply, a link, and the way to sign in. */
export const AsAGuest: Story = {};

/** A signed-in shopper writes, and sees their own comment awaiting approval with its Edit button. */
export const SignedIn: Story = {
  decorators: [signedIn],
  beforeEach: withShopApi({ 'comment/list': { data: commentPage({ withOwnPending: true }) } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Awaiting approval/, {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Your comment' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Edit' })).toBeVisible();
  },
};

/** Delete asks first; Cancel keeps the comment. */
export const DeleteAsksFirst: Story = {
  decorators: [signedIn],
  beforeEach: withShopApi({ 'comment/list': { data: commentPage({ withOwnPending: true }) } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete' }, { timeout: 5000 }));
    const dialog = canvas.getByRole('dialog');
    await expect(within(dialog).getByText('Are you sure you want to delete this comment?')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
  },
};

/** Opening a reply form under a thread. */
export const Replying: Story = {
  decorators: [signedIn],
  beforeEach: withShopApi({ 'comment/list': { data: commentPage() } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Reply: Ada' }, { timeout: 5000 }));
    await expect(canvas.getByRole('textbox', { name: 'Your reply to Ada' })).toBeVisible();
  },
};

export const NoCommentsYet: Story = { parameters: articlePage({ template: 'article', comments: emptyCommentPage() }) };

export const ManyPages: Story = { parameters: articlePage({ template: 'article', comments: commentPage({ total: 34 }) }) };

export const SimplifiedChinese: Story = { globals: { locale: 'zh-CN' }, parameters: articlePage(commentPageData({ locale: 'zh-CN' })) };

export const TraditionalChinese: Story = { globals: { locale: 'zh-HK' }, parameters: articlePage(commentPageData({ locale: 'zh-HK' })) };
