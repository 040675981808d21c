import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { securityFixture } from '../../fixtures/security';
import { drawnOnPage, renderWithPage } from '../../fixtures/render-with-page';
import { sessionListSchema } from './schema';
import SessionListBlock from './session-list';

// Drawn as the renderer draws it: the page data it declares is read from the page and passed as props.
const SessionList = drawnOnPage(SessionListBlock);

const callApi = vi.hoisted(() => vi.fn());
vi.mock('../../api/web-api', () => ({ callApi }));

beforeAll(() => {
  // jsdom has <dialog> but not its modal methods; these do what the browser does to `open`.
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.open = false;
  };
});
beforeEach(() => callApi.mockReset());
afterEach(cleanup);

const props = sessionListSchema.parse({});

async function draw(security = securityFixture(), lang: 'en' | 'zh-HK' = 'en') {
  const signedOut = vi.fn();
  await renderWithPage(<SessionList {...props} signedOut={signedOut} />, {
    data: { security },
    kind: 'user-security',
    path: 'user/security',
    lang,
  });
  return { signedOut };
}

const confirmIn = () => within(screen.getByRole('dialog', { hidden: true }));

describe('session list', () => {
  test('shows every session with its device, address and sign-in method, this device marked', async () => {
    await draw();
    const items = screen.getAllByRole('listitem').filter((item) => item.hasAttribute('data-session'));
    expect(items).toHaveLength(3);
    expect(items[0]?.textContent).toContain('Chrome on macOS');
    expect(items[0]?.textContent).toContain('This device');
    expect(items[1]?.textContent).toContain('Safari on iOS');
    expect(items[1]?.textContent).toContain('198.51.100.20');
    expect(items[1]?.textContent).toContain('Verification code');
    expect(items[1]?.textContent).toContain('Nov 22, 2026');
    expect(screen.getByRole('link', { name: 'Sign-in history' }).getAttribute('href')).toEqual('/user/security/activity');
  });

  test('signs out another device after the shopper confirms, and says so', async () => {
    callApi.mockResolvedValue({ current: false });
    await draw();
    await userEvent.click(screen.getByRole('button', { name: 'Sign out of Safari on iOS' }));
    expect(confirmIn().getByText('Sign out of Safari on iOS? It will need to sign in again.')).toBeTruthy();
    await userEvent.click(confirmIn().getByRole('button', { name: 'Sign out' }));
    expect(callApi).toHaveBeenCalledWith('security/revokeSession', { sessionId: securityFixture().sessions[1]!.id });
    expect(screen.queryByText('Safari on iOS')).toBeNull();
    expect(screen.getByRole('status')?.textContent).toContain('Signed out of Safari on iOS.');
  });

  test('does nothing when the shopper cancels', async () => {
    await draw();
    await userEvent.click(screen.getByRole('button', { name: 'Sign out of Edge on Windows' }));
    await userEvent.click(confirmIn().getByRole('button', { name: 'Cancel' }));
    expect(callApi).not.toHaveBeenCalled();
    expect(screen.getByText('Edge on Windows')).toBeTruthy();
  });

  test('signs this page out when its own session is ended from the list', async () => {
    callApi.mockResolvedValue({ current: true });
    const { signedOut } = await draw();
    const current = screen.getAllByRole('listitem').find((item) => item.getAttribute('data-session') === 'current')!;
    await userEvent.click(within(current).getByRole('button', { name: 'Sign out' }));
    expect(confirmIn().getByText('Sign out of this device?')).toBeTruthy();
    await userEvent.click(confirmIn().getByRole('button', { name: 'Sign out' }));
    expect(signedOut).toHaveBeenCalledOnce();
  });

  test('signs out everywhere else, keeping this device', async () => {
    callApi.mockResolvedValue({ ended: 2 });
    await draw();
    await userEvent.click(screen.getByRole('button', { name: 'Sign out everywhere else' }));
    await userEvent.click(confirmIn().getByRole('button', { name: 'Sign out everywhere else' }));
    expect(callApi).toHaveBeenCalledWith('security/revokeOtherSessions', {});
    expect(screen.getAllByRole('listitem').filter((item) => item.hasAttribute('data-session'))).toHaveLength(1);
    expect(screen.getByText('You are signed in on this device only.')).toBeTruthy();
    expect(screen.getByRole('status')?.textContent).toContain('Other devices signed out: 2');
  });

  test('turns sign-in verification on, and back when the server refuses', async () => {
    callApi.mockResolvedValueOnce({ enabled: true });
    await draw();
    const toggle = screen.getByRole<HTMLInputElement>('switch', { name: 'Email me a code when I sign in on a new device' });
    await userEvent.click(toggle);
    expect(callApi).toHaveBeenCalledWith('security/loginVerification', { enabled: true });
    expect(toggle.checked).toBe(true);
    expect(screen.getByRole('status')?.textContent).toContain('Sign-in verification by email is on.');
    callApi.mockRejectedValueOnce(new Error('refused'));
    await userEvent.click(toggle);
    await vi.waitFor(() => expect(toggle.checked).toBe(true));
  });

  test('speaks Traditional Chinese on a zh-HK page', async () => {
    await draw(securityFixture(), 'zh-HK');
    expect(screen.getByRole('heading', { level: 1, name: '帳戶安全' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '登出其他所有裝置' })).toBeTruthy();
  });
});
