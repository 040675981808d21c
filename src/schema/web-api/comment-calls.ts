import { KiB, type WebApiTable } from './contract';

const commentSchemas = () => import('./comments');

/**
 * Comments under articles. Reading and reporting are open to everyone; posting, editing and
 * deleting need a signed-in shopper, and edit and delete reach only their own comments
 * (another's is a 404). Refusals: 400 naming `text` (`validation.required`,
 * `validation.lengthLimit`) or `parentId` (`comment.replyDepth`); 404 `comment.notFound`;
 * 409 `comment.editClosed` after the edit window; 429 `comment.tooFast` with `Retry-After`.
 */
export const COMMENT_CALLS = {
  'comment/list': {
    method: 'POST',
    body: 'json',
    auth: 'none',
    maxBodyBytes: 1 * KiB,
    schemas: async () => (await commentSchemas()).commentList,
  },
  'comment/post': {
    method: 'POST',
    body: 'json',
    auth: 'shopper',
    maxBodyBytes: 16 * KiB,
    schemas: async () => (await commentSchemas()).commentPost,
  },
  'comment/edit': {
    method: 'POST',
    body: 'json',
    auth: 'shopper',
    maxBodyBytes: 16 * KiB,
    schemas: async () => (await commentSchemas()).commentEdit,
  },
  'comment/delete': {
    method: 'POST',
    body: 'json',
    auth: 'shopper',
    maxBodyBytes: 1 * KiB,
    schemas: async () => (await commentSchemas()).commentDelete,
  },
  'comment/report': {
    method: 'POST',
    body: 'json',
    auth: 'none',
    maxBodyBytes: 1 * KiB,
    headerFields: { visitorId: 'x-visitor-id' },
    schemas: async () => (await commentSchemas()).commentReport,
  },
} as const satisfies WebApiTable;
