import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { userPageFixture } from '../../fixtures/profile';
import { renderWithPage } from '../../fixtures/render-with-page';
import { markSignedIn, session, clearSession } from '../../state/session';
import UserAccount from './user-account';
import { userAccountSchema } from './schema';

type Sent = { path: string; body: unknown };
let sent: Sent[] = [];
let answer: (path: string) => Response = () => Response.json({ code: 0, msg: '', data: null });

beforeEach(() => {
  sent = [];
  vi.stubGlobal('fetch', async (input: string, init: RequestInit) => {
    const path = String(input).replace(/^.*\/api\/web\//, '');
    sent.push({ path, body: init.body instanceof FormData ? init.body : JSON.parse(String(init.body)) });
    return answer(path);
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  clearSession();
});

const profile = userPageFixture().profile;
const draw = (lang: 'en' | 'zh-HK' = 'en') =>
  renderWithPage(<UserAccount {...userAccountSchema.parse({})} />, { data: { ...userPageFixture({ lang }) }, kind: 'user-account', lang });
const saveButtons = () => screen.getAllByRole('button', { name: /^(Save|儲存)$/ });

describe('UserAccount', () => {
  test('sends the new name, says it is saved in a live region, and keeps the stored userInfo in step', async () => {
    const user = userEvent.setup();
    markSignedIn({
      id: profile.id,
      firstName: 'Mei',
      lastName: 'Chen',
      nickName: 'Mei',
      email: profile.email,
      mobile: profile.mobile,
      avatar: null,
    });
    answer = () => Response.json({ code: 0, msg: '', data: { ...profile, firstName: 'Meiling' } });
    await draw();
    const firstName = screen.getByLabelText(/First name/);
    await user.clear(firstName);
    await user.type(firstName, '  Meiling ');
    await user.click(saveButtons()[0]!);
    await waitFor(() => expect(screen.getByText('Your name is saved.').getAttribute('role')).toBe('status'));
    expect(sent).toEqual([{ path: 'user/editName', body: { firstName: 'Meiling', lastName: 'Chen', nickName: 'Mei' } }]);
    expect(session.userInfo?.firstName).toBe('Meiling');
  });

  test('names a missing first name beside its field, focuses it, and sends nothing', async () => {
    const user = userEvent.setup();
    await draw();
    const firstName = screen.getByLabelText(/First name/);
    await user.clear(firstName);
    await user.click(saveButtons()[0]!);
    expect(screen.getByText('First name is required')).toBeTruthy();
    expect(firstName.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(firstName);
    expect(sent).toEqual([]);
  });

  test('says “Input has reached its limit” once a capped field is full, in the page language', async () => {
    const user = userEvent.setup();
    await draw('zh-HK');
    const nickName = screen.getByLabelText('暱稱');
    await user.clear(nickName);
    await user.type(nickName, 'x'.repeat(60));
    expect((nickName as HTMLInputElement).value).toHaveLength(50);
    expect(screen.getByText('輸入內容已達長度上限')).toBeTruthy();
  });

  test('shows the server’s refusal of a wrong current password beside that field', async () => {
    const user = userEvent.setup();
    answer = () =>
      Response.json(
        {
          code: 40,
          msg: 'The current password is not right',
          data: { problems: [{ path: 'currentPassword', message: 'account.wrongPassword' }], key: 'account.wrongPassword' },
        },
        { status: 400 },
      );
    await draw();
    await user.type(screen.getByLabelText(/Current password/), 'not-it');
    await user.type(screen.getByLabelText(/^New password/), 'long-enough-1');
    await user.type(screen.getByLabelText(/Confirm new password/), 'long-enough-1');
    await user.click(saveButtons().at(-1)!);
    await waitFor(() => expect(screen.getByText('The current password is not right')).toBeTruthy());
    expect(screen.getByLabelText(/Current password/).getAttribute('aria-invalid')).toBe('true');
  });

  test('refuses two new passwords that differ before sending', async () => {
    const user = userEvent.setup();
    await draw();
    await user.type(screen.getByLabelText(/Current password/), 'vitrine-demo');
    await user.type(screen.getByLabelText(/^New password/), 'long-enough-1');
    await user.type(screen.getByLabelText(/Confirm new password/), 'long-enough-2');
    await user.click(saveButtons().at(-1)!);
    expect(screen.getByText('The two new passwords do not match')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  test('previews a chosen picture and uploads it as multipart', async () => {
    const user = userEvent.setup();
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => undefined }));
    answer = () => Response.json({ code: 0, msg: '', data: { avatar: `/avatars/${profile.id}.webp?v=1` } });
    await draw();
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Choose a picture'), file);
    expect(screen.getByRole('img', { name: 'Preview of your new avatar' }).getAttribute('src')).toBe('blob:preview');
    await user.click(screen.getByRole('button', { name: 'Upload avatar' }));
    await waitFor(() => expect(screen.getByText('Your new avatar is saved.')).toBeTruthy());
    expect(sent[0]?.path).toBe('user/editAvatar');
    expect(sent[0]?.body instanceof FormData && sent[0].body.get('avatar')).toBeInstanceOf(File);
  });

  test('refuses a picture over 2 MB before uploading it', async () => {
    await draw();
    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' });
    fireEvent.change(screen.getByLabelText('Choose a picture'), { target: { files: [big] } });
    expect(screen.getByText('The picture is over the 2 MB limit')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Upload avatar' }));
    expect(sent).toEqual([]);
  });

  test('shows the email and mobile number, with a labelled place for changing them', async () => {
    await draw();
    expect(screen.getByText('demo@vitrine.example')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Email and mobile' })).toBeTruthy();
  });
});
