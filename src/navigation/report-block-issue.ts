import type { BlockIssue } from '../renderer/core/resolve-page';
// The first page's code takes only types from the contract: not the table, and not the typed
// client, which brings zod along. A report has no answer worth checking.
import type { WEB_API_BASE_PATH, WebApi, WebCallBody } from '../schema/web-api';

export type BlockErrorReport = WebCallBody<WebApi['block-error']>;

/** A call's name is its path under the base; the type check fails if the contract renames this one. */
export const BLOCK_ERROR_URL = '/api/web/block-error' satisfies `${typeof WEB_API_BASE_PATH}/${keyof WebApi}`;

export function blockErrorReport(route: string, issue: BlockIssue): BlockErrorReport {
  return { route, blockId: issue.blockId, type: issue.type, message: `${issue.path}: ${issue.message}` };
}

export type BlockIssueTransport = {
  sendBeacon?: ((url: string, data: Blob) => boolean) | undefined;
  fetch?: typeof globalThis.fetch | undefined;
};

/**
 * Tells the server about a block the browser could not draw, so the merchant finds it in
 * the logs. A beacon survives the shopper leaving the page; fetch is the fallback.
 */
export function reportBlockIssue(
  route: string,
  issue: BlockIssue,
  transport: BlockIssueTransport = {
    sendBeacon: typeof navigator !== 'undefined' && navigator.sendBeacon ? navigator.sendBeacon.bind(navigator) : undefined,
    fetch: typeof fetch !== 'undefined' ? fetch : undefined,
  },
): void {
  const body = JSON.stringify(blockErrorReport(route, issue));
  if (transport.sendBeacon?.(BLOCK_ERROR_URL, new Blob([body], { type: 'application/json' }))) return;
  transport
    .fetch?.(BLOCK_ERROR_URL, { method: 'POST' satisfies WebApi['block-error']['method'], headers: { 'content-type': 'application/json' }, body, keepalive: true })
    .catch(() => {
      // Reporting is best effort: a shopper never sees it fail.
    });
}
