import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useId } from 'react';
import { PageLoadError } from './load-page';
import { useT } from '../../renderer/kit/use-t';

/**
 * Shown in place of the page when its data could not be had at all (no answer, a
 * timeout, an unreadable answer): the shopper keeps the frame and can try again.
 */
export function PageErrorView({ error }: ErrorComponentProps) {
  const { t } = useT();
  const router = useRouter();
  const headingId = useId();
  const timedOut = error instanceof PageLoadError && error.reason === 'timeout';
  return (
    <section aria-labelledby={headingId} className="container py-16 text-center" data-screen="page-load-failed">
      <h1 id={headingId} className="text-heading font-title text-title">
        {t('navigation.loadFailed.title')}
      </h1>
      <p className="mx-auto mt-4 max-w-prose">{timedOut ? t('navigation.loadFailed.timeout') : t('navigation.loadFailed.body')}</p>
      <button
        type="button"
        onClick={() => void router.invalidate()}
        className="mt-8 inline-block rounded-theme bg-primary px-5 py-2.5 font-semibold text-background hover:opacity-90"
      >
        {t('navigation.retry')}
      </button>
    </section>
  );
}
