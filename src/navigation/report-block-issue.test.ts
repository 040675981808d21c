import { describe, expect, it } from 'vitest';
import type { BlockIssue } from '../renderer/core/resolve-page';
import { reportBlockIssue } from './report-block-issue';

const issue: BlockIssue = { blockId: 'intro', type: 'rich-text', kind: 'invalid-props', path: 'props.html', message: 'Expected string' };
const report = { route: '/page/about', blockId: 'intro', type: 'rich-text', message: 'props.html: Expected string' };

describe('reporting a block the browser could not draw', () => {
  it('sends a beacon to the block-error call with the report as JSON', async () => {
    const beacons: { url: string; data: Blob }[] = [];
    const fetched: string[] = [];
    reportBlockIssue('/page/about', issue, {
      sendBeacon: (url, data) => beacons.push({ url, data }) > 0,
      fetch: async (url) => {
        fetched.push(String(url));
        return new Response();
      },
    });
    expect(beacons.map(({ url }) => url)).toEqual(['/api/web/block-error']);
    expect(JSON.parse(await beacons[0]!.data.text())).toEqual(report);
    expect(fetched).toEqual([]);
  });

  it('falls back to a POST when the beacon is refused, and never throws when that fails too', async () => {
    const sent: { url: string; method: string | undefined; body: unknown }[] = [];
    const fetch = async (url: string | URL | Request, init?: RequestInit) => {
      sent.push({ url: String(url), method: init?.method, body: JSON.parse(String(init?.body)) });
      throw new TypeError('offline');
    };
    expect(() => reportBlockIssue('/page/about', issue, { sendBeacon: () => false, fetch })).not.toThrow();
    await Promise.resolve();
    expect(sent).toEqual([{ url: '/api/web/block-error', method: 'POST', body: report }]);
  });
});
