import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import en from '../../../locales/newsletter/en.json';
import zhCN from '../../../locales/newsletter/zh-CN.json';
import zhHK from '../../../locales/newsletter/zh-HK.json';
import { useAreaStrings } from '../../forms/area-strings';
import { usePage } from '../../renderer/kit/page-context';
import { langPath } from '../../schema/languages';
import type { JoinAnswer } from './join-newsletter';
import type { NewsletterProps } from './schema';

const TABLES = { en, 'zh-CN': zhCN, 'zh-HK': zhHK };
/** What the no-script form's return names in the address (`#<spot>-sent`): shown by `:target`, without a script. */
const RETURN_NOTICES = ['sent', 'invalid', 'wait'] as const;

type Join = (email: string, lang: Parameters<typeof langPath>[0]) => Promise<JoinAnswer>;

/**
 * The newsletter sign-up: a plain form that posts to the server and comes back to this page
 * (spec: works without JavaScript). On first focus it loads its call, and from then on signs
 * up in place and says so in a live region. The answer is the same for any address.
 */
export default function Newsletter({ heading, text }: NewsletterProps) {
  const { t } = useAreaStrings(TABLES, 'newsletter.email');
  const { lang, route } = usePage();
  const spot = `newsletter${useId().replace(/[^\w-]/g, '')}`;
  const join = useRef<Promise<Join> | null>(null);
  const [answer, setAnswer] = useState<JoinAnswer | 'busy' | null>(null);
  // Marks the form once its script runs: in a footer it hydrates when the page is idle, a plain form until then.
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);

  const enhance = () => {
    join.current ??= import('./join-newsletter').then((module) => module.joinNewsletter);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    // Until the call has loaded, the form goes to the server as it would without a script.
    const loading = join.current;
    if (!loading) return;
    event.preventDefault();
    const email = new FormData(event.currentTarget).get('email');
    if (answer === 'busy' || typeof email !== 'string') return;
    setAnswer('busy');
    void loading.then((call) => call(email, lang)).then(setAnswer, () => setAnswer('failed'));
  };

  return (
    <section aria-labelledby={`${spot}-heading`} className="container">
      <div className="flex max-w-xl flex-col gap-3">
        <h2 id={`${spot}-heading`} className="m-0 text-lg font-title text-title">
          {heading ?? t('newsletter.heading')}
        </h2>
        {text && <p className="m-0 text-sm text-desc">{text}</p>}
        <form
          method="post"
          action={`${langPath(lang)}/newsletter`}
          onFocus={enhance}
          onSubmit={submit}
          data-live={live ? '' : undefined}
          className="flex flex-wrap items-end gap-2">
          <input type="hidden" name="back" value={`${langPath(lang)}/${route.path}`} />
          <input type="hidden" name="spot" value={spot} />
          <label className="flex min-w-48 flex-1 flex-col gap-1 text-sm text-text">
            {t('newsletter.email')}
            <input type="email" name="email" required maxLength={254} autoComplete="email" className="min-h-11 rounded-theme border border-theme bg-background px-3 text-base text-text" />
          </label>
          <button type="submit" aria-disabled={answer === 'busy'} className="min-h-11 cursor-pointer rounded-theme border-0 bg-primary px-5 font-semibold text-background">
            {t('newsletter.submit')}
          </button>
        </form>
        <p role="status" className="m-0 text-sm text-text empty:hidden">
          {answer !== null && answer !== 'busy' ? t(`newsletter.${answer}`) : ''}
        </p>
        {RETURN_NOTICES.map((notice) => (
          <p key={notice} id={`${spot}-${notice}`} tabIndex={-1} className="m-0 hidden text-sm text-text target:block">
            {t(`newsletter.${notice}`)}
          </p>
        ))}
      </div>
    </section>
  );
}
