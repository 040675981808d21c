import { CodeField } from '../../forms/code-field';
import { SignInFirst, useAccountStrings } from '../../forms/account-strings';
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { ApiError } from '../../api/client';
import { callApi } from '../../api/web-api';
import { CallingCodeField } from '../../forms/account-field';
import { useAuthStrings } from '../../forms/auth-strings';
import { Field } from '../../forms/field';
import { useFormSubmit, type FormSubmit } from '../../forms/form-submit';
import { problemText } from '../../forms/problem-text';
import { SendCodeButton } from '../../forms/send-code-button';
import { formText, useFormCall } from '../../forms/use-form-call';
import { FormAlert } from '../../forms/form-parts';
import { localeChain } from '../../schema/languages';
import { ACCOUNT_LIMITS, LIMIT_MESSAGE } from '../../schema/web-api/account-fields';
import {
  AVATAR_ACCEPT,
  AVATAR_MAX_BYTES,
  editInfoRequest,
  editNameRequest,
  editPasswordRequest,
  type UserProfile,
} from '../../schema/web-api/account';
import { useRefreshPage } from '../../renderer/kit/refresh-page';
import { usePage } from '../../renderer/kit/page-context';
import type { PageDataProps } from '../../renderer/kit/read-page-data';
import { userPageData, userPageOf } from '../../renderer/kit/user-page';
import { session, setUserInfo } from '../../state/session';
import type { UserAccountProps } from './schema';

/** Keeps the stored `userInfo` (spec §3) in step with the profile the server now holds. */
function rememberProfile(profile: UserProfile): void {
  if (!session.userInfo) return;
  const { id, firstName, lastName, nickName, email, mobile, avatar } = profile;
  setUserInfo({ id, firstName, lastName, nickName, email, mobile, avatar });
}

/** Spec §2 `user/account`: the shopper edits their name, details, avatar and password. */
export default function UserAccount({ showPassword, ...userPage }: UserAccountProps & PageDataProps<typeof userPageData>) {
  const { t } = useAccountStrings();
  const { lang } = usePage();
  const page = userPageOf(userPage);
  const headingId = useId();
  if (!page) return <SignInFirst lang={lang} />;
  const { profile } = page;
  return (
    <section aria-labelledby={headingId} className="container flex max-w-3xl flex-col gap-10 py-6">
      <h1 id={headingId} className="text-heading font-title text-title">
        {t('account.settings.title')}
      </h1>
      <NameForm profile={profile} />
      <InfoForm profile={profile} />
      <AvatarForm profile={profile} />
      {showPassword && <PasswordForm />}
      <ContactDetails profile={profile} />
    </section>
  );
}
UserAccount.pageData = userPageData;

function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4 border-t border-theme pt-6">
      <h2 id={id} className="text-xl font-title text-title">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Where a saved form says so: a polite live region, there from the start so screen readers hear it change. */
function SavedStatus({ text }: { text: string }) {
  return (
    <p role="status" className="min-h-6 text-sm font-semibold text-text">
      {text}
    </p>
  );
}

function SaveButton({ pending }: { pending: boolean }) {
  const { t } = useAccountStrings();
  return (
    <button
      type="submit"
      disabled={pending}
      className="min-h-11 self-start rounded-theme bg-primary px-5 font-semibold text-background disabled:opacity-60"
    >
      {pending ? t('account.settings.saving') : t('account.settings.save')}
    </button>
  );
}

/**
 * A text field with a length cap: the field stops at the cap and says 'Input has reached
 * its limit' once the shopper reaches it (spec §5), as the server would on a longer value.
 */
function TextField({
  name,
  form,
  max,
  ...input
}: { name: string; form: FormSubmit; max: number } & Omit<Parameters<typeof Field>[0], 'label' | 'error' | 'name' | 'form'>) {
  const { t } = useAccountStrings();
  const problem = form.problems[name];
  const onInput = (event: FormEvent<HTMLInputElement>) => {
    const reached = event.currentTarget.value.length >= max;
    if (reached) form.setProblem(name, LIMIT_MESSAGE);
    else if (problem?.message === LIMIT_MESSAGE) form.setProblem(name, null);
  };
  return (
    <Field
      label={t(`account.fields.${name}`)}
      name={name}
      maxLength={max}
      onInput={onInput}
      error={problem ? problemText(t, problem) : undefined}
      {...input}
    />
  );
}

function useSaved(): [string, (text: string) => void] {
  const [saved, setSaved] = useState('');
  return [saved, setSaved];
}

function NameForm({ profile }: { profile: UserProfile }) {
  const { t } = useAccountStrings();
  const refresh = useRefreshPage();
  const [saved, setSaved] = useSaved();
  const form = useFormSubmit({
    schema: editNameRequest,
    send: (body) => {
      setSaved('');
      return callApi('user/editName', body);
    },
    onDone: async (answer) => {
      rememberProfile(answer);
      setSaved(t('account.settings.nameSaved'));
      await refresh();
    },
  });
  return (
    <FormSection title={t('account.settings.name')}>
      <form noValidate onSubmit={form.onSubmit} className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            form={form}
            name="firstName"
            max={ACCOUNT_LIMITS.name}
            defaultValue={profile.firstName}
            autoComplete="given-name"
            required
          />
          <TextField
            form={form}
            name="lastName"
            max={ACCOUNT_LIMITS.name}
            defaultValue={profile.lastName}
            autoComplete="family-name"
            required
          />
        </div>
        <TextField form={form} name="nickName" max={ACCOUNT_LIMITS.nickName} defaultValue={profile.nickName} autoComplete="nickname" />
        <SaveButton pending={form.pending} />
        <SavedStatus text={saved} />
      </form>
    </FormSection>
  );
}

function InfoForm({ profile }: { profile: UserProfile }) {
  const { t } = useAccountStrings();
  const refresh = useRefreshPage();
  const [saved, setSaved] = useSaved();
  const form = useFormSubmit({
    schema: editInfoRequest,
    send: (body) => {
      setSaved('');
      return callApi('user/editInfo', body);
    },
    onDone: async () => {
      setSaved(t('account.settings.infoSaved'));
      await refresh();
    },
  });
  const bioProblem = form.problems.bio;
  const birthdayProblem = form.problems.birthday;
  const onBioInput = (event: FormEvent<HTMLTextAreaElement>) => {
    if (event.currentTarget.value.length >= ACCOUNT_LIMITS.bio) form.setProblem('bio', LIMIT_MESSAGE);
    else if (bioProblem?.message === LIMIT_MESSAGE) form.setProblem('bio', null);
  };
  return (
    <FormSection title={t('account.settings.about')}>
      <form noValidate onSubmit={form.onSubmit} className="flex flex-col gap-4">
        <Field label={t('account.fields.bio')} error={bioProblem ? problemText(t, bioProblem) : undefined}>
          {({ id, describedBy, invalid }) => (
            <textarea
              id={id}
              name="bio"
              rows={4}
              maxLength={ACCOUNT_LIMITS.bio}
              defaultValue={profile.bio}
              onInput={onBioInput}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              className="rounded border border-theme bg-background px-3 py-2 text-text aria-[invalid]:border-error"
            />
          )}
        </Field>
        <Field
          label={t('account.fields.birthday')}
          name="birthday"
          type="date"
          min="1900-01-01"
          defaultValue={profile.birthday ?? ''}
          autoComplete="bday"
          required
          error={birthdayProblem ? problemText(t, birthdayProblem) : undefined}
        />
        <SaveButton pending={form.pending} />
        <SavedStatus text={saved} />
      </form>
    </FormSection>
  );
}

function AvatarForm({ profile }: { profile: UserProfile }) {
  const { t } = useAccountStrings();
  const refresh = useRefreshPage();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [saved, setSaved] = useState('');
  const hintId = useId();
  const errorId = useId();
  const inputId = useId();

  useEffect(() => {
    if (!file) return undefined;
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.currentTarget.files?.[0] ?? null;
    setSaved('');
    setProblem(chosen && chosen.size > AVATAR_MAX_BYTES ? 'account.avatarTooLarge' : null);
    setFile(chosen);
    if (!chosen) setPreview(null);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!file) return setProblem('account.avatarRequired');
    if (file.size > AVATAR_MAX_BYTES) return setProblem('account.avatarTooLarge');
    setPending(true);
    callApi('user/editAvatar', { avatar: file })
      .then(async ({ avatar }) => {
        setSaved(t('account.settings.avatarSaved'));
        if (session.userInfo) setUserInfo({ ...session.userInfo, avatar });
        await refresh();
      })
      .catch((error: unknown) => {
        if (error instanceof ApiError && error.problems[0]) setProblem(error.problems[0].message);
      })
      .finally(() => setPending(false));
  };

  const shown = preview ?? profile.avatar;
  return (
    <FormSection title={t('account.settings.avatar')}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center gap-4">
          {shown ? (
            <img
              src={shown}
              alt={preview ? t('account.settings.preview') : t('account.avatarAlt')}
              width={96}
              height={96}
              className="h-24 w-24 rounded-full border border-theme object-cover"
            />
          ) : (
            <span aria-hidden="true" className="h-24 w-24 rounded-full border border-dashed border-theme" />
          )}
          <div className="flex flex-col gap-1">
            <label htmlFor={inputId} className="text-sm font-medium">
              {t('account.settings.chooseAvatar')}
            </label>
            <p id={hintId} className="text-xs text-desc">
              {t('account.settings.avatarHint')}
            </p>
            <input
              id={inputId}
              type="file"
              name="avatar"
              accept={AVATAR_ACCEPT}
              onChange={choose}
              aria-describedby={problem ? `${hintId} ${errorId}` : hintId}
              aria-invalid={problem ? true : undefined}
              className="text-sm text-text file:mr-3 file:min-h-11 file:rounded-theme file:border file:border-theme file:bg-background file:px-4 file:text-text"
            />
            {problem && (
              <p id={errorId} className="border-l-4 border-error pl-2 text-sm text-text">
                {t(problem)}
              </p>
            )}
          </div>
        </div>
        <button
          type="submit"
          disabled={pending}
          className="min-h-11 self-start rounded-theme bg-primary px-5 font-semibold text-background disabled:opacity-60"
        >
          {pending ? t('account.settings.saving') : t('account.settings.uploadAvatar')}
        </button>
        <SavedStatus text={saved} />
      </form>
    </FormSection>
  );
}

function PasswordForm() {
  const { t } = useAccountStrings();
  const [saved, setSaved] = useSaved();
  const form = useFormSubmit({
    schema: editPasswordRequest,
    send: (body) => {
      setSaved('');
      return callApi('user/editPassword', body);
    },
    onDone: (_answer, element) => {
      element.reset();
      setSaved(t('account.settings.passwordSaved'));
    },
  });
  const max = ACCOUNT_LIMITS.password.max;
  return (
    <FormSection title={t('account.settings.password')}>
      <form noValidate onSubmit={form.onSubmit} className="flex flex-col gap-4">
        <TextField form={form} name="currentPassword" max={max} type="password" autoComplete="current-password" required />
        <TextField
          form={form}
          name="newPassword"
          max={max}
          type="password"
          autoComplete="new-password"
          hint={t('account.settings.passwordHint')}
          required
        />
        <TextField form={form} name="confirmPassword" max={max} type="password" autoComplete="new-password" required />
        <SaveButton pending={form.pending} />
        <SavedStatus text={saved} />
      </form>
    </FormSection>
  );
}

/** Email and mobile: each changed in two steps, a code sent to the new address and then that code (spec §7). */
function ContactDetails({ profile }: { profile: UserProfile }) {
  const { t } = useAccountStrings();
  return (
    <FormSection title={t('account.settings.contact')}>
      <ChangeAddressForm kind="email" current={profile.email} />
      <ChangeAddressForm kind="mobile" current={profile.mobile} />
    </FormSection>
  );
}

type AddressKind = 'email' | 'mobile';

/** The address a code went to, as the shopper typed it, to say where to look for it. */
function typedAddress(kind: AddressKind, element: HTMLFormElement): string {
  if (kind === 'email') return formText(element, 'email').trim();
  return `${formText(element, 'countryCode')} ${formText(element, 'mobile').trim()}`;
}

/**
 * The new address with 'Send code' beside it; once the code is sent, the code field says
 * where it went and 'Confirm' makes the change. Typing another address starts again, since
 * the code belongs to the address it was sent to.
 */
function ChangeAddressForm({ kind, current }: { kind: AddressKind; current: string | null }) {
  // The auth pages' words: the send-code button, the code field and the server's `auth.*` refusals.
  useAuthStrings();
  const { t } = useAccountStrings();
  const { lang } = usePage();
  const pageLocale = localeChain(lang)[0];
  const refresh = useRefreshPage();
  const form = useRef<HTMLFormElement>(null);
  const call = useFormCall(form);
  const [sent, setSent] = useState<{ to: string; wait: number; times: number } | null>(null);
  const [changedTo, setChangedTo] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const headingId = useId();

  // The code field appears once a code went out: the shopper's next step, so focus goes there.
  useEffect(() => {
    if (!sent) return;
    const code = form.current?.elements.namedItem('code');
    if (code instanceof HTMLElement) code.focus();
  }, [sent]);

  const send = (element: HTMLFormElement, code?: string) => {
    const withCode = code === undefined ? {} : { code };
    return kind === 'email'
      ? call.submit('user/editEmail', { email: formText(element, 'email'), ...withCode, lang: pageLocale })
      : call.submit('user/editMobile', {
          mobile: formText(element, 'mobile'),
          countryCode: formText(element, 'countryCode'),
          ...withCode,
          lang: pageLocale,
        });
  };

  const sendCode = async () => {
    const element = form.current;
    if (!element) return false;
    setStatus('');
    const answer = await send(element);
    if (answer?.status !== 'code-sent') return false;
    const to = typedAddress(kind, element);
    setSent((before) => ({ to, wait: answer.resendAfterSeconds, times: (before?.times ?? 0) + 1 }));
    return true;
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = event.currentTarget;
    if (!sent) {
      await sendCode();
      return;
    }
    const answer = await send(element, formText(element, 'code'));
    if (answer?.status !== 'changed') return;
    const now = (kind === 'email' ? answer.userInfo.email : answer.userInfo.mobile) ?? '';
    if (session.userInfo) setUserInfo(answer.userInfo);
    element.reset();
    setSent(null);
    setChangedTo(now);
    setStatus(t(kind === 'email' ? 'account.settings.emailChanged' : 'account.settings.mobileChanged', { address: now }));
    await refresh();
  };

  // Another address typed after a code went out: that code is not for it.
  const onInput = (event: FormEvent<HTMLFormElement>) => {
    if (sent && event.target instanceof Element && event.target.getAttribute('name') !== 'code') setSent(null);
  };

  const shown = changedTo ?? current;
  const addressError = call.errorOf(kind);
  return (
    <form ref={form} noValidate onSubmit={submit} onInput={onInput} aria-labelledby={headingId} className="flex flex-col gap-4">
      <h3 id={headingId} className="text-lg font-title text-title">
        {t(kind === 'email' ? 'account.settings.changeEmail' : 'account.settings.changeMobile')}
      </h3>
      <dl className="grid gap-x-6 sm:grid-cols-[12rem_1fr]">
        <dt className="font-semibold text-title">{t(`account.fields.${kind}`)}</dt>
        <dd>{shown ?? <span className="text-desc">{t('account.notSet')}</span>}</dd>
      </dl>
      <div className="flex flex-wrap items-end gap-2">
        {kind === 'email' ? (
          <Field
            label={t('account.fields.newEmail')}
            name="email"
            type="email"
            autoComplete="email"
            required
            error={addressError}
            className="flex min-w-0 flex-1 flex-col gap-1"
          />
        ) : (
          <div className="grid min-w-0 flex-1 grid-cols-[minmax(7rem,auto)_1fr] items-start gap-2">
            <CallingCodeField lang={lang} error={call.errorOf('countryCode')} />
            <Field
              label={t('account.fields.newMobile')}
              name="mobile"
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              required
              error={addressError}
              className="flex min-w-0 flex-col gap-1"
            />
          </div>
        )}
        <SendCodeButton key={sent?.times ?? 0} send={sendCode} sentAlready={sent !== null} wait={sent?.wait} />
      </div>
      {sent ? (
        <>
          <CodeField
            hint={t(kind === 'email' ? 'account.settings.emailCodeSent' : 'account.settings.mobileCodeSent', { address: sent.to })}
            error={call.errorOf('code')}
          />
          <button
            type="submit"
            disabled={call.busy}
            className="min-h-11 self-start rounded-theme bg-primary px-5 font-semibold text-background disabled:opacity-60"
          >
            {call.busy ? t('account.settings.confirming') : t('account.settings.confirm')}
          </button>
        </>
      ) : null}
      <FormAlert message={call.formError} />
      <SavedStatus text={status} />
    </form>
  );
}
