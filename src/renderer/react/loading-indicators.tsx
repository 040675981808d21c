import { useEffect, useRef, useState } from 'react';
import { useT } from '../kit/use-t';

/** Spec §9: where the navigation bar starts, and how often it creeps forward. */
export const PROGRESS_MINIMUM = 0.08;
export const PROGRESS_TRICKLE_MS = 800;
/** How long the full bar stays before fading, and how long the fade takes. */
export const PROGRESS_FADE_MS = 300;
/** The bar never claims to be done before the page actually is. */
export const PROGRESS_CEILING = 0.994;

/** The next position while waiting: big steps early, ever smaller ones as it nears the end. */
export function trickle(progress: number): number {
  const step = progress < 0.2 ? 0.1 : progress < 0.5 ? 0.04 : progress < 0.8 ? 0.02 : progress < 0.99 ? 0.005 : 0;
  return Math.min(Math.max(progress, PROGRESS_MINIMUM) + step, PROGRESS_CEILING);
}

/** Shown while the first page loads. */
export function LoadingSpinner() {
  const { t } = useT();
  return (
    <div role="status" className="flex min-h-[40vh] items-center justify-center" data-loading-spinner="">
      <span aria-hidden="true" className="h-10 w-10 rounded-full border-4 border-theme border-t-primary motion-safe:animate-spin" />
      <span className="sr-only">{t('renderer.loading')}</span>
    </div>
  );
}

type BarPhase = { state: 'idle' } | { state: 'running'; progress: number } | { state: 'finishing' } | { state: 'fading' };

/**
 * The thin bar along the top during in-app navigation (spec §2, §9): starts at 8%, creeps
 * forward every 800 ms, fills and fades when `active` turns false. No spinner.
 */
export function ProgressBar({ active }: { active: boolean }) {
  const { t } = useT();
  const [phase, setPhase] = useState<BarPhase>({ state: 'idle' });
  const wasActive = useRef(false);

  useEffect(() => {
    if (active) {
      wasActive.current = true;
      setPhase({ state: 'running', progress: PROGRESS_MINIMUM });
      const timer = setInterval(() => {
        setPhase((current) => (current.state === 'running' ? { state: 'running', progress: trickle(current.progress) } : current));
      }, PROGRESS_TRICKLE_MS);
      return () => clearInterval(timer);
    }
    if (!wasActive.current) return;
    wasActive.current = false;
    setPhase({ state: 'finishing' });
    const fade = setTimeout(() => setPhase({ state: 'fading' }), PROGRESS_FADE_MS);
    const hide = setTimeout(() => setPhase({ state: 'idle' }), PROGRESS_FADE_MS * 2);
    return () => {
      clearTimeout(fade);
      clearTimeout(hide);
    };
  }, [active]);

  if (phase.state === 'idle') return null;
  const progress = phase.state === 'running' ? phase.progress : 1;
  return (
    <div
      role="progressbar"
      aria-label={t('renderer.progress')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(progress * 100)}
      data-progress-phase={phase.state}
      className={`pointer-events-none fixed inset-x-0 top-0 z-50 h-[3px] motion-safe:transition-opacity motion-safe:duration-300 ${phase.state === 'fading' ? 'opacity-0' : 'opacity-100'}`}
    >
      <div
        className="h-full bg-primary motion-safe:transition-[width] motion-safe:duration-200 motion-safe:ease-out"
        style={{ width: `${progress * 100}%` }}
      />
    </div>
  );
}
