import { callApi } from '../../api/web-api';
import { ensureVisitorId } from '../../api/visitor';

/*
 * The comment list's calls, apart from its component: the API client and its schemas load on
 * the first call, not with the article page (a guest who only reads never loads them).
 */

export const listComments = (articleSlug: string, page: number) => callApi('comment/list', { articleSlug, page });

export const postComment = (articleSlug: string, text: string, parentId?: string) =>
  callApi('comment/post', { articleSlug, text, ...(parentId ? { parentId } : {}) });

export const editComment = (id: string, text: string) => callApi('comment/edit', { id, text });

export const deleteComment = (id: string) => callApi('comment/delete', { id });

/** A guest is told apart by this browser's visitor id, so they report a comment once. */
export const reportComment = (id: string) => callApi('comment/report', { id }, { headers: { 'x-visitor-id': ensureVisitorId() } });
