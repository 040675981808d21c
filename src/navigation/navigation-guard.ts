/** Spec §9: a repeated navigation to the same page within this long of the last change is ignored. */
export const REPEATED_NAVIGATION_WINDOW_MS = 700;

export type NavigationGuard = {
  /** True when going to `target` now would repeat the navigation just made (a double click). */
  isRepeat(target: string): boolean;
  /** Remembers a navigation that started or a page that was just shown. */
  record(target: string): void;
};

/**
 * Guards against double clicks on links: the second click of a pair would otherwise
 * fetch and draw the same page again, and on slow links stack up requests.
 */
export function createNavigationGuard({
  windowMs = REPEATED_NAVIGATION_WINDOW_MS,
  now = () => Date.now(),
}: { windowMs?: number; now?: () => number } = {}): NavigationGuard {
  let lastTarget: string | null = null;
  let lastAt = Number.NEGATIVE_INFINITY;
  return {
    isRepeat(target) {
      return normalizeTarget(target) === lastTarget && now() - lastAt < windowMs;
    },
    record(target) {
      lastTarget = normalizeTarget(target);
      lastAt = now();
    },
  };
}

/** `/search/` and `/search`, or a URL with and without its hash, are the same page. */
function normalizeTarget(target: string): string {
  const withoutHash = target.replace(/#.*$/, '');
  const queryStart = withoutHash.indexOf('?');
  const path = queryStart === -1 ? withoutHash : withoutHash.slice(0, queryStart);
  const search = queryStart === -1 ? '' : withoutHash.slice(queryStart);
  return `${path.length > 1 ? path.replace(/\/+$/, '') : path}${search}`;
}
