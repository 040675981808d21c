import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { signInHistoryFixture } from '../../fixtures/security';
import { drawnOnPage, renderWithPage } from '../../fixtures/render-with-page';
import SignInHistoryBlock from './sign-in-history';

// Drawn as the renderer draws it: the page data it declares is read from the page and passed as props.
const SignInHistory = drawnOnPage(SignInHistoryBlock);

afterEach(cleanup);

const draw = (history = signInHistoryFixture(), lang: 'en' | 'zh' = 'en') =>
  renderWithPage(<SignInHistory />, {
    data: { signInHistory: history },
    kind: 'user-security-activity',
    path: 'user/security/activity',
    lang,
  });

describe('sign-in history', () => {
  test('lists successes and failures with when, device, address and method', async () => {
    await draw();
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[1]?.textContent).toContain('Failed: wrong password');
    expect(rows[1]?.textContent).toContain('Chrome on macOS');
    expect(rows[2]?.textContent).toContain('Safari on iOS');
    expect(rows[2]?.textContent).toContain('Verification code');
    expect(rows[0]?.textContent).toContain('Nov 23, 2026');
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'When',
      'Result',
      'Browser and device',
      'IP address',
      'Signed in with',
    ]);
  });

  test('links to the other pages of a long history under the page’s own address', async () => {
    await draw(signInHistoryFixture(45, 2), 'zh');
    expect(screen.getByRole('link', { name: /下一页/ }).getAttribute('href')).toEqual(
      expect.stringMatching(/^\/zh\/user\/security\/activity\?page=3$/),
    );
  });

  test('says so when there is nothing yet', async () => {
    await draw({ events: [], pagination: { page: 1, pageSize: 20, total: 0 } });
    expect(screen.getByText('No sign-ins yet.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
