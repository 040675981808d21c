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
  /** Takes a field's problem away: for a control that is no form field (the slider), once it is done. */
  clearProblem(path: string): void;
};

type FieldElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const isField = (target: EventTarget | null): target is FieldElement =>
  target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;

/** What a field holds as the call's body has it: a checkbox is its tick, anything else its text. */
const valueOf = (field: FieldElement): unknown => (field instanceof HTMLInputElement && field.type === 'checkbox' ? field.checked : field.value);

/** The state of one form that sends one shopper API call at a time. */
export function useFormCall(form: RefObject<HTMLFormElement | null>): FormCall {
  const { t } = useTranslation();
  const [problems, setProblems] = useState<readonly FieldProblem[]>([]);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const focusPending = useRef(false);
  // The last body checked, so a field being corrected is checked again with the others as they were sent.
  const lastCall = useRef<{ name: WebCallName; body: Record<string, unknown> } | null>(null);
  const round = useRef(0);

  useEffect(() => {
    if (!focusPending.current) return;
    focusPending.current = false;
    const first = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    first?.focus();
  }, [problems, form]);

  // A problem goes as soon as its field is put right, not at the next submit: each change to a
  // field that has one is checked with the call's own schema, and the problem is taken away once
  // the schema finds none there. Nothing is added while typing; that waits for the submit.
  useEffect(() => {
    const element = form.current;
    if (!element || problems.length === 0) return;
    const recheck = (event: Event) => {
      const field = event.target;
      if (!isField(field) || field.name === '' || !problems.some((problem) => problem.path === field.name)) return;
      const call = lastCall.current;
      if (!call || !Object.hasOwn(call.body, field.name)) return;
      const value = valueOf(field);
      call.body = { ...call.body, [field.name]: value };
      const asked = round.current;
      void checkRequest(call.name, call.body).then((found) => {
        // A submit since, or a newer change to the field, has the last word.
        if (round.current !== asked || valueOf(field) !== value || found.some((problem) => problem.path === field.name)) return;
        setProblems((current) => current.filter((problem) => problem.path !== field.name));
      });
    };
    element.addEventListener('input', recheck);
    element.addEventListener('change', recheck);
    return () => {
      element.removeEventListener('input', recheck);
      element.removeEventListener('change', recheck);
    };
  }, [form, problems]);

  const showProblems = (found: readonly FieldProblem[]) => {
    round.current += 1;
    focusPending.current = found.length > 0;
    setProblems(found);
  };

  const clearProblem = (path: string) => setProblems((current) => (current.some((problem) => problem.path === path) ? current.filter((problem) => problem.path !== path) : current));

  async function submit<Name extends WebCallName>(name: Name, body: WebCallBody<WebApi[Name]>, before: readonly FieldProblem[] = [], onSent?: () => void) {
    setFormError(null);
    round.current += 1;
    lastCall.current = { name, body: { ...body } };
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
  return { submit, errorOf, problems, formError, busy, showProblems, clearProblem };
}

/** A text field of a submitted form, '' when absent. */
export function formText(form: HTMLFormElement, name: string): string {
  const value = new FormData(form).get(name);
  return typeof value === 'string' ? value : '';
}
