import { useId } from 'react';
import { useT } from '../kit/use-t';

export type ErrorStatus = 404 | 500 | 403;

const SCREEN_KEYS = {
  404: 'notFound',
  500: 'serverError',
  403: 'forbidden',
} as const satisfies Record<ErrorStatus, string>;

/** The page-not-found, server-error and forbidden screens (spec §2 error routes). */
export function ErrorScreen({ status, homeHref = '/' }: { status: ErrorStatus; homeHref?: string }) {
  const { t } = useT();
  const headingId = useId();
  const key = SCREEN_KEYS[status];
  return (
    <section aria-labelledby={headingId} className="container py-16 text-center" data-screen={`error-${status}`}>
      <p className="text-sm font-semibold uppercase tracking-wide text-desc">{t('renderer.errorScreen.statusLabel', { status })}</p>
      <h1 id={headingId} className="mt-2 text-heading font-title text-title">
        {t(`renderer.errorScreen.${key}.title`)}
      </h1>
      <p className="mx-auto mt-4 max-w-prose">{t(`renderer.errorScreen.${key}.body`)}</p>
      <a
        href={homeHref}
        className="mt-8 inline-block rounded-theme bg-primary px-5 py-2.5 font-semibold text-background no-underline hover:opacity-90"
      >
        {t('renderer.errorScreen.backHome')}
      </a>
    </section>
  );
}
