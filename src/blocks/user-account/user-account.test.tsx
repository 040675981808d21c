import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { userPageFixture } from '../../fixtures/profile';
import { drawnOnPage, renderWithPage } from '../../fixtures/render-with-page';
import { markSignedIn, session, clearSession } from '../../state/session';
import UserAccountBlock from './user-account';
import { userAccountSchema } from './schema';

// Drawn as the renderer draws it: the page data it declares is read from the page and passed as props.
const UserAccount = drawnOnPage(UserAccountBlock);

type Sent = { path: string; body: unknown };
let sent: Sent[] = [];
let answer: (path: string, body: unknown) => Response = () => Response.json({ code: 0, msg: '', data: null });

beforeEach(() => {
  sent = [];
  vi.stubGlobal('fetch', async (input: string, init: RequestInit) => {
    const path = String(input).replace(/^.*\/api\/web\//, '');
    const body: unknown = init.body instanceof FormData ? init.body : JSON.parse(String(init.body));
    sent.push({ path, body });
    return answer(path, body);
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

    // Put right, the problem goes at once, without another save.
    await user.type(firstName, 'Mei');
    expect(screen.queryByText('First name is required')).toBeNull();
    expect(firstName.getAttribute('aria-invalid')).toBeNull();
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

  describe('changing the email and the mobile number', () => {
    const codeSent = (channel: 'email' | 'sms') =>
      Response.json({ code: 0, msg: '', data: { status: 'code-sent', channel, resendAfterSeconds: 60 } });
    const hasCode = (body: unknown) => typeof body === 'object' && body !== null && 'code' in body;

    test('sends a code to the new email, then the code; the new address shows and is announced', async () => {
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
      answer = (_path, body) =>
        hasCode(body)
          ? Response.json({
              code: 0,
              msg: '',
              data: { status: 'changed', userInfo: { ...session.userInfo!, email: 'mei.new@example.org' } },
            })
          : codeSent('email');
      await draw();
      expect(screen.queryByLabelText(/Verification code/)).toBeNull();
      await user.type(screen.getByLabelText(/New email address/), 'Mei.New@Example.org');
      await user.click(screen.getAllByRole('button', { name: 'Send code' })[0]!);

      const code = await screen.findByLabelText(/Verification code/);
      expect(screen.getByText(/^We sent a 6-digit code to Mei\.New@Example\.org\./)).toBeTruthy();
      await waitFor(() => expect(document.activeElement).toBe(code));
      await user.type(code, '123456');
      await user.click(screen.getByRole('button', { name: 'Confirm' }));

      await waitFor(() => expect(screen.getByText('Your email address is now mei.new@example.org.').getAttribute('role')).toBe('status'));
      expect(screen.getByText('mei.new@example.org')).toBeTruthy();
      expect(screen.queryByText('demo@vitrine.example')).toBeNull();
      expect(sent).toEqual([
        { path: 'user/editEmail', body: { email: 'Mei.New@Example.org', lang: 'en' } },
        { path: 'user/editEmail', body: { email: 'Mei.New@Example.org', code: '123456', lang: 'en' } },
      ]);
      expect(session.userInfo?.email).toBe('mei.new@example.org');
    });

    test('shows the server’s refusal of a wrong code beside the code field, and keeps the old address', async () => {
      const user = userEvent.setup();
      answer = (_path, body) =>
        hasCode(body)
          ? Response.json(
              { code: 40, msg: 'Wrong code', data: { problems: [{ path: 'code', message: 'auth.wrongCode' }], key: 'auth.wrongCode' } },
              { status: 400 },
            )
          : codeSent('email');
      await draw();
      await user.type(screen.getByLabelText(/New email address/), 'mei.new@example.org');
      await user.click(screen.getAllByRole('button', { name: 'Send code' })[0]!);
      const code = await screen.findByLabelText(/Verification code/);
      await user.type(code, '000000');
      await user.click(screen.getByRole('button', { name: 'Confirm' }));

      await waitFor(() => expect(screen.getByText('The verification code is not right')).toBeTruthy());
      expect(code.getAttribute('aria-invalid')).toBe('true');
      expect(code.getAttribute('aria-describedby')).toContain(screen.getByText('The verification code is not right').id);
      expect(screen.getByText('demo@vitrine.example')).toBeTruthy();
    });

    test('names a malformed email beside its field before sending anything', async () => {
      const user = userEvent.setup();
      await draw();
      const email = screen.getByLabelText(/New email address/);
      await user.type(email, 'not-an-address');
      await user.click(screen.getAllByRole('button', { name: 'Send code' })[0]!);
      await waitFor(() => expect(screen.getByText('Account format error')).toBeTruthy());
      expect(email.getAttribute('aria-invalid')).toBe('true');
      expect(sent).toEqual([]);
    });

    test('sends a code by text message to the new mobile number with its calling code', async () => {
      const user = userEvent.setup();
      answer = () => codeSent('sms');
      await draw();
      await user.selectOptions(screen.getByLabelText(/Country code/), '+86');
      await user.type(screen.getByLabelText(/New mobile number/), '13900139000');
      await user.click(screen.getAllByRole('button', { name: 'Send code' })[1]!);
      expect(await screen.findByText(/^We sent a 6-digit code by text message to \+86 13900139000\./)).toBeTruthy();
      expect(sent).toEqual([{ path: 'user/editMobile', body: { mobile: '13900139000', countryCode: '+86', lang: 'en' } }]);
    });
  });
});
