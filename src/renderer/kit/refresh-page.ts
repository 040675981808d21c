import { useRouter, type AnyRouter } from '@tanstack/react-router';
import { useCallback } from 'react';

/**
 * Fetches the current page's data again and redraws it, after a write that changes what the
 * server draws (a new name in the greeting). Outside a router (a story, a test) it does nothing.
 */
export function useRefreshPage(): () => Promise<void> {
  const router: AnyRouter | undefined = useRouter({ warn: false });
  return useCallback(async () => {
    if (router) await router.invalidate();
  }, [router]);
}
