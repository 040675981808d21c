import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouter, useRouterState } from '@tanstack/react-router';
import useSWRInfinite from 'swr/infinite';
import { AdminRefusal, problemsByField } from './api';
import { SelectField, useOutcome, useRefusal, type Outcome } from './fields';
import { AdminLink } from './shell';

/*
 * What every queue of the back office shares (returns, reviews, comments, inquiries): the state it shows,
 * chosen in a form and kept in the address; its items a page at a time; and a decision on one
 * item that says what became of it and reads the queue again.
 */

/** Items one page of a queue holds. */
export const QUEUE_PAGE = 20;

/** The value of `name` in the address when it is one of `values`, else `fallback`; and the form's submit that changes it. */
export function useAddressChoice<const V extends string>(
  name: string,
  values: readonly V[],
  fallback: V,
): [V, (event: FormEvent<HTMLFormElement>) => void] {
  const search = useRouterState({ select: (state) => state.location.searchStr });
  const path = useRouterState({ select: (state) => state.location.pathname });
  const router = useRouter();
  const chosen = new URLSearchParams(search).get(name);
  const value = values.find((known) => known === chosen) ?? fallback;
  const choose = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = String(new FormData(event.currentTarget).get(name));
    router.history.push(next === fallback ? path : `${path}?${new URLSearchParams({ [name]: next })}`);
  };
  return [value, choose];
}

/** The form that picks which part of a queue is shown. */
export function ChoiceForm<V extends string>({
  label,
  name,
  value,
  values,
  word,
  onSubmit,
}: {
  label: string;
  name: string;
  value: V;
  values: readonly V[];
  /** The word of each value. */
  word: (value: V) => string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}) {
  const { t } = useTranslation();
  return (
    <form className="filter" onSubmit={onSubmit} aria-label={t('audit.filter')}>
      <SelectField label={label} name={name} key={value} defaultValue={value}>
        {values.map((known) => (
          <option key={known} value={known}>
            {word(known)}
          </option>
        ))}
      </SelectField>
      <button type="submit">{t('orders.apply')}</button>
    </form>
  );
}

/**
 * A queue read `pageSize` items at a time from `offset`; null `key` reads nothing (a role without
 * it). A call with pages of its own size (inquiries: 50) names that size.
 */
export function useQueue<T>(key: readonly unknown[] | null, read: (offset: number) => Promise<T[]>, pageSize = QUEUE_PAGE) {
  const pages = useSWRInfinite(
    (index, previous: T[] | null) =>
      key === null || (previous && previous.length < pageSize) ? null : ([...key, index * pageSize] as const),
    (page) => read(page[page.length - 1] as number),
  );
  const last = pages.data?.[pages.data.length - 1];
  return {
    items: pages.data?.flat() ?? [],
    loaded: pages.data !== undefined,
    failed: pages.error !== undefined,
    more: last !== undefined && last.length === pageSize,
    readMore: () => void pages.setSize(pages.size + 1),
    reread: () => pages.mutate(),
  };
}

/** A queue's items, or why there are none to show yet, and the button for the next page. */
export function QueueItems<T>({
  queue,
  empty,
  more,
  children,
}: {
  queue: ReturnType<typeof useQueue<T>>;
  empty: string;
  more: string;
  children: (items: T[]) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      {queue.failed ? (
        <p role="alert">{t('app.failed')}</p>
      ) : !queue.loaded ? (
        <p role="status">{t('app.loading')}</p>
      ) : queue.items.length === 0 ? (
        <p>{empty}</p>
      ) : (
        children(queue.items)
      )}
      {queue.more && (
        <button type="button" onClick={queue.readMore}>
          {more}
        </button>
      )}
    </>
  );
}

/**
 * Makes one decision: says it was done, or why not (another member's change first reads as
 * such; a problem with a field is named at it), then reads again what it changed. Answers
 * whether it was made.
 */
export function useDecision(
  reread: () => Promise<unknown>,
): Outcome & { decide: (said: string, call: () => Promise<unknown>) => Promise<boolean> } {
  const { t } = useTranslation();
  const outcome = useOutcome();
  const refusal = useRefusal();
  const decide = async (said: string, call: () => Promise<unknown>) => {
    outcome.clear();
    try {
      await call();
      outcome.succeed(said);
      return true;
    } catch (error) {
      const named = problemsByField(error, t);
      // Problems the shop names at a field are shown at that field (`problems`); any other refusal as a whole.
      if (Object.keys(named).length > 0) outcome.name(named);
      else
        outcome.fail(
          error instanceof AdminRefusal && error.answer.status === 409
            ? t('action.stale')
            : t('error.summary', { message: refusal(error) }),
        );
      return false;
    } finally {
      await reread();
    }
  };
  return { ...outcome, decide };
}

/**
 * The frame of one record's page (an order, a return): the way back to its list, its heading,
 * and its contents once read, or that there is no such record, or that it is still coming.
 */
export function RecordFrame<T>({
  back,
  backTo,
  title,
  notFound,
  result,
  children,
}: {
  back: string;
  backTo: string;
  title: string;
  notFound: string;
  result: { data?: T; error?: unknown };
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  const missing = result.error instanceof AdminRefusal && result.error.answer.status === 404;
  return (
    <>
      <p>
        <AdminLink to={backTo}>{back}</AdminLink>
      </p>
      <h1 tabIndex={-1}>{title}</h1>
      {missing ? (
        <p role="alert">{notFound}</p>
      ) : result.error !== undefined ? (
        <p role="alert">{t('app.failed')}</p>
      ) : result.data === undefined ? (
        <p role="status">{t('app.loading')}</p>
      ) : (
        children(result.data)
      )}
    </>
  );
}
