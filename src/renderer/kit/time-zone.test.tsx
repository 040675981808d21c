import { act, render } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { formatMoment } from './account-activity';
import { useTimeZone } from './time-zone';

/* A shopper in Hong Kong reads times in Hong Kong time, and the page still hydrates on the server's HTML. */

function PlacedOn({ at }: { at: string }) {
  const timeZone = useTimeZone();
  return <time dateTime={at}>{formatMoment(at, 'zh-HK', timeZone)}</time>;
}

/** The browser's own zone, as Chromium reports it for a shopper in Hong Kong. */
function browserIn(zone: string) {
  const real = Intl.DateTimeFormat.prototype.resolvedOptions;
  vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (this: Intl.DateTimeFormat) {
    return { ...real.call(this), timeZone: zone };
  });
}

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

const AT = '2026-11-23T09:30:00.000Z';

describe('useTimeZone', () => {
  test('the server writes UTC and says so; the browser hydrates on that text, then writes the shopper’s own time', async () => {
    browserIn('Asia/Hong_Kong');
    const html = renderToString(<PlacedOn at={AT} />);
    expect(html).toContain('2026年11月23日 上午09:30 [UTC]');

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const problems: unknown[] = [];
    const consoleError = vi.spyOn(console, 'error').mockImplementation((...args) => problems.push(args));
    const root = await act(async () => hydrateRoot(container, <PlacedOn at={AT} />, { onRecoverableError: (error) => problems.push(error) }));

    expect(container.textContent).toBe('2026年11月23日 下午05:30');
    expect(problems).toEqual([]);
    consoleError.mockRestore();
    act(() => root.unmount());
  });

  test('a page drawn in the browser writes the shopper’s own time at once', async () => {
    browserIn('America/Los_Angeles');
    const { container } = await act(async () => render(<PlacedOn at={AT} />));
    expect(container.textContent).toBe('2026年11月23日 上午01:30');
  });

  test('a shopper whose own zone is UTC reads the time without the zone the server names', async () => {
    browserIn('UTC');
    const { container } = await act(async () => render(<PlacedOn at={AT} />));
    expect(container.textContent).toBe('2026年11月23日 上午09:30');
  });
});
