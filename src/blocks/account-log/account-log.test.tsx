import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { accountLogFixture } from '../../fixtures/security';
import { drawnOnPage, renderWithPage } from '../../fixtures/render-with-page';
import AccountLogBlock from './account-log';

// Drawn as the renderer draws it: the page data it declares is read from the page and passed as props.
const AccountLog = drawnOnPage(AccountLogBlock);

afterEach(cleanup);

const draw = (log = accountLogFixture(), lang: 'en' | 'zh-HK' = 'en') =>
  renderWithPage(<AccountLog />, { data: { accountLog: log }, kind: 'user-log', path: 'user/log', lang });

describe('account change log', () => {
  test('names each change in the page language, newest first', async () => {
    await draw();
    const rows = screen.getAllByRole<HTMLTableRowElement>('row').slice(1);
    expect(rows.map((row) => row.cells[1]?.textContent)).toEqual(['Signed out everywhere else', 'Password changed', 'Name changed']);
    expect(rows[2]?.textContent).toContain('192.0.2.44');
  });

  test('reads a change it has no name for as another change, in Traditional Chinese too', async () => {
    await draw(
      {
        entries: [{ id: 9, at: '2026-11-01T00:00:00.000Z', kind: 'something-new', ip: '' }],
        pagination: { page: 1, pageSize: 20, total: 1 },
      },
      'zh-HK',
    );
    expect(screen.getByRole('cell', { name: '其他變更' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: '帳戶變更紀錄' })).toBeTruthy();
  });
});
