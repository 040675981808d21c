import type { FormEvent } from 'react';
import { useRouter, useRouterState } from '@tanstack/react-router';

/**
 * A list page's filters and its place in the list, kept in the address so Back, a reload and a
 * shared link show the same page. `query` holds each named filter and `after` (the cursor the
 * list reads on from) as the address has them; `address` spells it with some of them changed;
 * `applyForm` is a filter form's submit: it reads the form's fields of those names, trimmed,
 * and reads the list from its start again.
 */
export function useListAddress<const Name extends string>(names: readonly Name[]) {
  type Query = Record<Name | 'after', string | undefined>;
  const search = useRouterState({ select: (state) => state.location.searchStr });
  const path = useRouterState({ select: (state) => state.location.pathname });
  const router = useRouter();
  const params = new URLSearchParams(search);
  const query = Object.fromEntries([...names, 'after'].map((name) => [name, params.get(name) || undefined])) as Query;

  const address = (changes: Partial<Query>): string => {
    const next = new URLSearchParams();
    for (const [name, value] of Object.entries<string | undefined>({ ...query, ...changes })) if (value !== undefined && value !== '') next.set(name, value);
    return `${path}${next.size > 0 ? `?${next}` : ''}`;
  };
  const go = (to: string) => router.history.push(to);
  const applyForm = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const filters = Object.fromEntries(names.map((name) => [name, String(form.get(name) ?? '').trim() || undefined]));
    go(address({ ...filters, after: undefined } as Partial<Query>));
  };
  return { query, address, go, applyForm };
}
