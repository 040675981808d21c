import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { ApiError, type FieldProblem } from '../api/client';
import { problemsByField } from './problem-text';

/** A schema's problems as the server names them: the field's path, and a translation key. */
export function problemsOfZod(error: z.ZodError): FieldProblem[] {
  return error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
}

/** The text fields of a form, by name (files are left to the form that has them). */
export function textFieldsOf(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') values[name] = value;
  return values;
}

export type FormSubmit = {
  /** The first problem of each field, by its name. */
  problems: Record<string, FieldProblem>;
  pending: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Shows or clears one field's problem as the shopper types (a length cap reached). */
  setProblem: (path: string, message: string | null) => void;
};

/**
 * Sends a form through one shopper API call. The fields are checked first with the very
 * schema the server checks them with, so the message beside a field is the server's own;
 * a refusal naming fields lands beside them too. Focus moves to the first field with a
 * problem, so a keyboard or screen reader user hears what to fix.
 */
export function useFormSubmit<S extends z.ZodType, T>({
  schema,
  send,
  onDone,
}: {
  schema: S;
  send: (body: z.output<S>, form: HTMLFormElement) => Promise<T>;
  onDone: (answer: T, form: HTMLFormElement) => void | Promise<void>;
}): FormSubmit {
  const [problems, setProblems] = useState<Record<string, FieldProblem>>({});
  const [pending, setPending] = useState(false);
  const shownOn = useRef<HTMLFormElement | null>(null);

  // A problem goes as soon as its field is put right, as in every form (see useFormCall): the
  // fields are checked again with the schema on each change to one that has a problem.
  useEffect(() => {
    const form = shownOn.current;
    if (!form || Object.keys(problems).length === 0) return;
    const recheck = (event: Event) => {
      const field = event.target;
      const name = field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement ? field.name : '';
      if (!name || !problems[name]) return;
      const parsed = schema.safeParse(textFieldsOf(form));
      if (!parsed.success && problemsOfZod(parsed.error).some((problem) => problem.path === name)) return;
      setProblems((current) => {
        if (!current[name]) return current;
        const { [name]: _settled, ...rest } = current;
        return rest;
      });
    };
    form.addEventListener('input', recheck);
    form.addEventListener('change', recheck);
    return () => {
      form.removeEventListener('input', recheck);
      form.removeEventListener('change', recheck);
    };
  }, [problems, schema]);

  const show = (form: HTMLFormElement, found: readonly FieldProblem[]) => {
    shownOn.current = form;
    const byField = problemsByField(found);
    setProblems(byField);
    const first = found[0]?.path;
    const field = first ? form.elements.namedItem(first) : null;
    if (field instanceof HTMLElement) field.focus();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const parsed = schema.safeParse(textFieldsOf(form));
    if (!parsed.success) {
      show(form, problemsOfZod(parsed.error));
      return;
    }
    setProblems({});
    setPending(true);
    send(parsed.data, form)
      .then((answer) => onDone(answer, form))
      .catch((error: unknown) => {
        // Other failures were already told in a toast by the API client.
        if (error instanceof ApiError && error.problems.length > 0) show(form, error.problems);
      })
      .finally(() => setPending(false));
  };

  const setProblem = useCallback((path: string, message: string | null) => {
    setProblems((current) => {
      if (message === null) {
        if (!current[path]) return current;
        const { [path]: _cleared, ...rest } = current;
        return rest;
      }
      return current[path]?.message === message ? current : { ...current, [path]: { path, message } };
    });
  }, []);

  return { problems, pending, onSubmit, setProblem };
}
