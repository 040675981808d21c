import type { BlockIssue } from '../renderer/core/resolve-page';
import { WEB_API_BASE_PATH, type WebApi, type WebCallBody } from '../schema/web-api';

export type BlockErrorReport = WebCallBody<WebApi['block-error']>;

/** Where a beacon goes: the contract's name for the call is its path. */
export const BLOCK_ERROR_URL = `${WEB_API_BASE_PATH}/${'block-error' satisfies keyof WebApi}`;

export function blockErrorReport(route: string, issue: BlockIssue): BlockErrorReport {
  return { route, blockId: issue.blockId, type: issue.type, message: `${issue.path}: ${issue.message}` };
}

export type BlockIssueTransport = {
  sendBeacon?: ((url: string, data: Blob) => boolean) | undefined;
  /** The typed client, loaded only when a beacon cannot go: it brings zod and the schemas along. */
  call?: ((report: BlockErrorReport) => Promise<unknown>) | undefined;
};

const browserTransport = (): BlockIssueTransport => ({
  sendBeacon: typeof navigator !== 'undefined' && navigator.sendBeacon ? navigator.sendBeacon.bind(navigator) : undefined,
  call: typeof window !== 'undefined' ? async (report) => (await import('../api/web-api')).callApi('block-error', report, { quiet: true }) : undefined,
});

/**
 * Tells the server about a block the browser could not draw, so the merchant finds it in
 * the logs. A beacon survives the shopper leaving the page; the API client is the fallback.
 */
export function reportBlockIssue(route: string, issue: BlockIssue, transport: BlockIssueTransport = browserTransport()): void {
  const report = blockErrorReport(route, issue);
  if (transport.sendBeacon?.(BLOCK_ERROR_URL, new Blob([JSON.stringify(report)], { type: 'application/json' }))) return;
  transport.call?.(report).catch(() => {
    // Reporting is best effort: a shopper never sees it fail.
  });
}
