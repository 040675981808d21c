import { describe, expect, it, vi } from 'vitest';
import type { BlockIssue } from '../renderer/core/resolve-page';
import { reportBlockIssue, type BlockErrorReport } from './report-block-issue';

const issue: BlockIssue = { blockId: 'intro', type: 'rich-text', kind: 'invalid-props', path: 'props.html', message: 'Expected string' };

describe('reporting a block the browser could not draw', () => {
  it('sends a beacon to the block-error call with the report as JSON', async () => {
    const beacons: { url: string; data: Blob }[] = [];
    const call = vi.fn(() => Promise.resolve(null));
    reportBlockIssue('/page/about', issue, { sendBeacon: (url, data) => beacons.push({ url, data }) > 0, call });
    expect(beacons.map(({ url }) => url)).toEqual(['/api/web/block-error']);
    expect(JSON.parse(await beacons[0]!.data.text())).toEqual({ route: '/page/about', blockId: 'intro', type: 'rich-text', message: 'props.html: Expected string' });
    expect(call).not.toHaveBeenCalled();
  });

  it('falls back to the API client when the beacon is refused, and never throws when that fails too', async () => {
    const sent: BlockErrorReport[] = [];
    const call = (report: BlockErrorReport) => {
      sent.push(report);
      return Promise.reject(new Error('offline'));
    };
    expect(() => reportBlockIssue('/', issue, { sendBeacon: () => false, call })).not.toThrow();
    await Promise.resolve();
    expect(sent).toEqual([{ route: '/', blockId: 'intro', type: 'rich-text', message: 'props.html: Expected string' }]);
  });
});
