import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { COMMENT_IDS, commentPage, commentPageData } from '../../fixtures/comments';
import { fixtureArticle } from '../../fixtures/content';
import { drawnOnPage, renderWithPage } from '../../fixtures/render-with-page';
import { PageContext, usePage } from '../../renderer/kit/page-context';
import CommentListBlock from './comment-list';

// Drawn as the renderer draws it: the page data it declares is read from the page and passed as props.
const CommentList = drawnOnPage(CommentListBlock);

type Sent = { path: string; body: Record<string, unknown>; headers: Headers };
type Reply = { status?: number; code?: number; msg?: string; data: unknown };
let sent: Sent[];
let answer: (sent: Sent) => Reply;

beforeAll(() => {
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.open = false;
  };
});

beforeEach(() => {
  sent = [];
  answer = () => ({ data: commentPage({ withOwnPending: true }) });
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const call = { path: String(url).replace('/api/web/', ''), body: JSON.parse(String(init.body)) as Record<string, unknown>, headers: new Headers(init.headers) };
    sent.push(call);
    const { status = 200, code = 0, msg = '', data } = answer(call);
    return Response.json({ code, msg, data }, { status });
  });
});
afterEach(() => vi.unstubAllGlobals());

/** The page as the server draws it for a signed-in shopper. */
function AsShopper({ children }: { children: ReactNode }) {
  const page = usePage();
  return <PageContext value={{ ...page, shopper: { id: 'shopper-1', name: 'Tom', avatar: null } }}>{children}</PageContext>;
}

const openAsGuest = (data = commentPageData(), lang: 'en' | 'zh-HK' = 'en') =>
  renderWithPage(<CommentList heading="" />, { data, kind: 'article', path: 'article/caring-for-linen', lang });
const openAsShopper = (data = commentPageData()) =>
  renderWithPage(
    <AsShopper>
      <CommentList heading="" />
    </AsShopper>,
    { data, kind: 'article', path: 'article/caring-for-linen' },
  );

const commentBy = (name: string) => screen.getByRole('article', { name: `Comment by ${name}` });

describe('comment-list', () => {
  test('shows a guest the threads the server drew, replies under their comment, and a sign-in link instead of a form', async () => {
    await openAsGuest();
    expect(screen.getByRole('heading', { level: 2, name: 'Comments' })).toBeTruthy();
    expect(screen.getByText('3 comments')).toBeTruthy();
    const ada = commentBy('Ada');
    expect(within(ada).getByText(/Does linen really get softer/)).toBeTruthy();
    const adaThread = ada.closest('li')!;
    expect(within(adaThread).getByRole('article', { name: 'Comment by Mei' }).textContent).toContain('five or six washes');
    expect(within(adaThread).getByText('(edited)')).toBeTruthy();
    // A deleted comment with a reply stays as a marker above the reply.
    expect(screen.getByRole('article', { name: 'Comment deleted' })).toBeTruthy();
    expect(screen.getByText('I had the same question.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in to comment' }).getAttribute('href')).toBe('/auth/signin');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Reply/ })).toBeNull();
    expect(sent).toEqual([]);
  });

  test('sends a guest to sign in and back to the article they were reading', async () => {
    await openAsGuest({ ...commentPageData(), article: fixtureArticle });
    const href = screen.getByRole('link', { name: 'Sign in to comment' }).getAttribute('href');
    expect(href).toBe(`/auth/signin?${new URLSearchParams({ redirect: fixtureArticle.href }).toString()}`);
  });

  test('makes addresses links that search engines do not follow, and shows markup as the characters typed', async () => {
    const page = commentPage();
    page.threads[0]!.text = '<script>alert(1)</script><img src=x onerror=alert(2)> javascript:alert(3) https://tea.example/brew';
    const { container } = await openAsGuest({ template: 'article', comments: page });
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText(/<script>alert\(1\)<\/script><img src=x onerror=alert\(2\)> javascript:alert\(3\)/)).toBeTruthy();
    const link = screen.getByRole('link', { name: 'https://tea.example/brew' });
    expect(link.getAttribute('href')).toBe('https://tea.example/brew');
    expect(link.getAttribute('rel')).toBe('nofollow ugc noopener');
    expect(screen.getAllByRole('link').map((anchor) => anchor.getAttribute('href'))).not.toContain('javascript:alert(3)');
  });

  test('asks again for a signed-in shopper’s own view, with their comment marked as awaiting approval and editable', async () => {
    await openAsShopper();
    await waitFor(() => expect(screen.getByText(/Awaiting approval/)).toBeTruthy());
    expect(sent[0]).toMatchObject({ path: 'comment/list', body: { articleSlug: 'caring-for-linen', page: 1 } });
    // Their own comment shows beside the three public threads (one a deleted comment's marker), but the count is of the public ones.
    expect(screen.getAllByRole('article', { name: /^Comment (by|deleted)/ }).filter((comment) => !comment.closest('ul ul'))).toHaveLength(4);
    expect(screen.getByText('3 comments')).toBeTruthy();
    const mine = commentBy('You');
    expect(within(mine).getByRole('button', { name: 'Edit' })).toBeTruthy();
    expect(within(mine).queryByRole('button', { name: /Report/ })).toBeNull();
    expect(within(commentBy('Ada')).queryByRole('button', { name: 'Edit' })).toBeNull();
  });

  test('posts a comment and a reply, saying when the comment waits for the shop', async () => {
    const user = userEvent.setup();
    answer = (call) => {
      if (call.path === 'comment/post') return { data: { comment: { ...commentPage().threads[0]!, id: COMMENT_IDS.mine, status: 'pending', mine: true } } };
      return { data: commentPage({ withOwnPending: true }) };
    };
    await openAsShopper();
    await user.type(screen.getByRole('textbox', { name: 'Your comment' }), 'Lovely piece.');
    await user.click(screen.getByRole('button', { name: 'Post comment' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Thank you. Your comment will appear once the shop approves it.'));
    expect(sent.find((call) => call.path === 'comment/post')?.body).toEqual({ articleSlug: 'caring-for-linen', text: 'Lovely piece.' });

    await user.click(screen.getByRole('button', { name: 'Reply: Ada' }));
    await user.type(screen.getByRole('textbox', { name: 'Your reply to Ada' }), 'Same here.');
    await user.click(screen.getByRole('button', { name: 'Post reply' }));
    await waitFor(() => expect(sent.filter((call) => call.path === 'comment/post')).toHaveLength(2));
    expect(sent.filter((call) => call.path === 'comment/post')[1]?.body).toEqual({ articleSlug: 'caring-for-linen', text: 'Same here.', parentId: COMMENT_IDS.linen });
  });

  test('tells a shopper who posts too fast how long to wait', async () => {
    const user = userEvent.setup();
    answer = (call) => {
      if (call.path === 'comment/post') return { status: 429, code: 40, msg: 'text: You are commenting too fast', data: { problems: [{ path: 'text', message: 'comment.tooFast' }], key: 'comment.tooFast' } };
      return { data: { ...commentPage(), waitSeconds: sent.some((entry) => entry.path === 'comment/post') ? 42 : 0 } };
    };
    await openAsShopper();
    await user.type(screen.getByRole('textbox', { name: 'Your comment' }), 'Again!');
    await user.click(screen.getByRole('button', { name: 'Post comment' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Please wait 42 seconds before posting again.'));
  });

  test('deletes only after the shop’s confirmation', async () => {
    const user = userEvent.setup();
    await openAsShopper();
    await waitFor(() => expect(screen.getByText(/Awaiting approval/)).toBeTruthy());
    await user.click(within(commentBy('You')).getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to delete this comment?')).toBeTruthy();
    expect(sent.some((call) => call.path === 'comment/delete')).toBe(false);
    answer = (call) => (call.path === 'comment/delete' ? { data: { deleted: true, kept: false } } : { data: commentPage() });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Your comment is deleted.'));
    expect(sent.find((call) => call.path === 'comment/delete')?.body).toEqual({ id: COMMENT_IDS.mine });
  });

  test('lets a guest report a comment once, telling the shop who they are by their visitor id', async () => {
    const user = userEvent.setup();
    answer = () => ({ data: { reported: true } });
    await openAsGuest();
    await user.click(screen.getByRole('button', { name: 'Report: Ada' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Thank you. The shop will look at this comment.'));
    const report = sent.find((call) => call.path === 'comment/report');
    expect(report?.body).toEqual({ id: COMMENT_IDS.linen });
    expect(report?.headers.get('x-visitor-id')).toMatch(/^[\w-]+$/);
    expect(within(commentBy('Ada')).getByText('Reported')).toBeTruthy();
    expect(within(commentBy('Ada')).queryByRole('button', { name: /Report/ })).toBeNull();
  });

  test('speaks Traditional Chinese on a zh-HK page', async () => {
    await openAsGuest(commentPageData({ locale: 'zh-HK' }), 'zh-HK');
    expect(screen.getByRole('heading', { level: 2, name: '留言' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '登入後留言' }).getAttribute('href')).toBe('/zh-HK/auth/signin');
    expect(screen.getByText('留言已刪除')).toBeTruthy();
  });

  test('draws nothing where the page carries no comments', async () => {
    const { container } = await openAsGuest({ template: 'article' });
    expect(container.textContent).toBe('');
  });
});
