import { inAppNavigationTarget } from './link-interception';
import type { NavigationGuard } from './navigation-guard';

function closestLink(target: EventTarget | null): HTMLAnchorElement | HTMLAreaElement | null {
  if (!(target instanceof Element)) return null;
  const link = target.closest('a[href], area[href]');
  return link instanceof HTMLAnchorElement || link instanceof HTMLAreaElement ? link : null;
}

function targetOf(event: MouseEvent): string | null {
  const link = closestLink(event.target);
  if (!link) return null;
  return inAppNavigationTarget(
    {
      button: event.button,
      defaultPrevented: event.defaultPrevented,
      metaKey: event.metaKey,
      ctrlKey: event.ctrlKey,
      shiftKey: event.shiftKey,
      altKey: event.altKey,
    },
    { href: link.href, target: link.target, download: link.hasAttribute('download'), rel: link.rel },
    new URL(link.ownerDocument.location.href),
  );
}

/**
 * Makes every same-site link on the page an in-app navigation, including links inside
 * server-supplied content (rich text, banners) that know nothing of the router, and
 * drops the second click of a double click (spec §9). Returns a function that stops it.
 */
export function interceptLinkClicks(doc: Document, { navigate, guard }: { navigate: (href: string) => void; guard: NavigationGuard }): () => void {
  // Capture phase: runs before any link's own handler, so router links are guarded too.
  const dropRepeats = (event: MouseEvent) => {
    const target = targetOf(event);
    if (target !== null && guard.isRepeat(target)) event.preventDefault();
  };
  // Bubble phase: only links nobody handled (router links prevent the default themselves).
  const followInApp = (event: MouseEvent) => {
    const target = targetOf(event);
    if (target === null) return;
    event.preventDefault();
    navigate(target);
  };
  doc.addEventListener('click', dropRepeats, true);
  doc.addEventListener('click', followInApp);
  return () => {
    doc.removeEventListener('click', dropRepeats, true);
    doc.removeEventListener('click', followInApp);
  };
}
