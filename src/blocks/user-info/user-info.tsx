import { SignInFirst, useAccountStrings } from '../../forms/account-strings';
import { useId } from 'react';
import { formatDate } from '../../renderer/kit/format';
import { usePage } from '../../renderer/kit/page-context';
import type { PageDataProps } from '../../renderer/kit/read-page-data';
import { userPageData, userPageOf } from '../../renderer/kit/user-page';
import type { UserInfoBlockProps } from './schema';

/** Spec §2 `user/info`: the shopper's profile, read only. */
export default function UserInfo({ showEditLink, ...userPage }: UserInfoBlockProps & PageDataProps<typeof userPageData>) {
  const { t } = useAccountStrings();
  const { lang } = usePage();
  const page = userPageOf(userPage);
  const headingId = useId();

  if (!page) return <SignInFirst lang={lang} />;
  const { profile, userArea } = page;
  const notSet = <span className="text-desc">{t('account.notSet')}</span>;
  const rows = [
    ['firstName', profile.firstName || notSet],
    ['lastName', profile.lastName || notSet],
    ['nickName', profile.nickName || notSet],
    ['birthday', profile.birthday ? formatDate(profile.birthday, lang) : notSet],
    ['bio', profile.bio || notSet],
    ['email', profile.email ?? notSet],
    ['mobile', profile.mobile ?? notSet],
  ] as const;
  const accountHref = userArea.find((link) => link.page === 'account')?.href;

  return (
    <section aria-labelledby={headingId} className="container flex max-w-3xl flex-col gap-6 py-6">
      <header className="flex flex-wrap items-center justify-between gap-4">
        <div className="flex items-center gap-4">
          {profile.avatar && (
            <img src={profile.avatar} alt={t('account.avatarAlt')} width={64} height={64} className="h-16 w-16 rounded-full object-cover" />
          )}
          <h1 id={headingId} className="text-heading font-title text-title">
            {t('account.info.title')}
          </h1>
        </div>
        {showEditLink && accountHref && (
          <a href={accountHref} className="min-h-11 rounded-theme border border-primary px-4 py-2 font-semibold text-primary no-underline">
            {t('account.info.edit')}
          </a>
        )}
      </header>
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[12rem_1fr]">
        {rows.map(([field, value]) => (
          <div key={field} className="contents">
            <dt className="font-semibold text-title">{t(`account.fields.${field}`)}</dt>
            <dd className="whitespace-pre-line break-words text-text">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
UserInfo.pageData = userPageData;
