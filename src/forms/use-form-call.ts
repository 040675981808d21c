import { useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldProblem } from '../api/client';
import type { WebApi, WebCallBody, WebCallData, WebCallName } from '../schema/web-api';
import { problemsByField, problemText } from './problem-text';
import { checkRequest } from './request-check';

export type FormCall = {
  /**
   * Checks `body` with the call's own request schema, then sends it. Answers the call's data,
   * or undefined when it was refused: the problems are then shown beside their fields (or as
   * the form's message when the server named none), and focus moves to the first of them.
   * `before` adds problems only the form knows of (an unticked agreement); `onSent` hears
   * that the body passed and went to the server.
   */
  submit<Name extends WebCallName>(
    name: Name,
    body: WebCallBody<WebApi[Name]>,
    before?: readonly FieldProblem[],
    onSent?: () => void,
  ): Promise<WebCallData<WebApi[Name]> | undefined>;
  /** The translated problem of a field, for `Field`'s `error`. */
  errorOf(path: string): string | undefined;
  /** The problems shown now, untranslated: a form that changes with the server's answer reads them. */
  problems: readonly FieldProblem[];
  /** A refusal that names no field ('wrong account or password'), translated. */
  formError: string | null;
  busy: boolean;
  showProblems(problems: readonly FieldProblem[]): void;
};

/** The state of one form that sends one shopper API call at a time. */
export function useFormCall(form: RefObject<HTMLFormElement | null>): FormCall {
  const { t } = useTranslation();
  const [problems, setProblems] = useState<readonly FieldProblem[]>([]);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const focusPending = useRef(false);

  useEffect(() => {
    if (!focusPending.current) return;
    focusPending.current = false;
    const first = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    first?.focus();
  }, [problems, form]);

  const showProblems = (found: readonly FieldProblem[]) => {
    focusPending.current = found.length > 0;
    setProblems(found);
  };

  async function submit<Name extends WebCallName>(name: Name, body: WebCallBody<WebApi[Name]>, before: readonly FieldProblem[] = [], onSent?: () => void) {
    setFormError(null);
    const found = [...before, ...(await checkRequest(name, body))];
    showProblems(found);
    if (found.length > 0) return undefined;
    setBusy(true);
    onSent?.();
    // The API client brings zod: it loads when a form is first sent, not with the page.
    const [{ callApi }, { ApiError }] = await Promise.all([import('../api/web-api'), import('../api/client')]);
    try {
      return await callApi(name, body);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.problems.length > 0) showProblems(error.problems);
      else if (error.key !== undefined) setFormError(t(error.key, { defaultValue: error.message }));
      // Anything else was told in a toast already.
      return undefined;
    } finally {
      setBusy(false);
    }
  }

  const byField = problemsByField(problems);
  const errorOf = (path: string) => {
    const problem = byField[path];
    return problem ? problemText(t, problem) : undefined;
  };
  return { submit, errorOf, problems, formError, busy, showProblems };
}

/** A text field of a submitted form, '' when absent. */
export function formText(form: HTMLFormElement, name: string): string {
  const value = new FormData(form).get(name);
  return typeof value === 'string' ? value : '';
}
