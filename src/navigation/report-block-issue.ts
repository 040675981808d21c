import type { BlockIssue } from '../renderer/core/resolve-page';

export const BLOCK_ERROR_ENDPOINT = '/api/web/block-error';

export type BlockErrorReport = { route: string; blockId: string; type: string; message: string };

export function blockErrorReport(route: string, issue: BlockIssue): BlockErrorReport {
  return { route, blockId: issue.blockId, type: issue.type, message: `${issue.path}: ${issue.message}` };
}

/**
 * Tells the server about a block the browser could not draw, so the merchant finds it in
 * the logs. A beacon survives the shopper leaving the page; fetch is the fallback.
 */
export function reportBlockIssue(
  route: string,
  issue: BlockIssue,
  transport: { sendBeacon?: (url: string, data: Blob) => boolean; fetch?: typeof globalThis.fetch } = {
    sendBeacon: typeof navigator !== 'undefined' && navigator.sendBeacon ? navigator.sendBeacon.bind(navigator) : undefined,
    fetch: typeof fetch !== 'undefined' ? fetch : undefined,
  },
): void {
  const body = JSON.stringify(blockErrorReport(route, issue));
  if (transport.sendBeacon?.(BLOCK_ERROR_ENDPOINT, new Blob([body], { type: 'application/json' }))) return;
  transport
    .fetch?.(BLOCK_ERROR_ENDPOINT, { method: 'POST', headers: { 'content-type': 'application/json' }, body, keepalive: true })
    .catch(() => {
      // Reporting is best effort: a shopper never sees it fail.
    });
}
