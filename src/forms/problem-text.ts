import type { TFunction } from 'i18next';
import type { FieldProblem } from '../api/client';

/**
 * The text of one field problem in the page language. Messages are translation keys
 * (`validation.required`); those that name their field ('{0} is required') get the field's
 * label from `fields.<name>` (the last part of the path). Anything else is shown as it came.
 */
export function problemText(t: TFunction, problem: FieldProblem): string {
  const fieldName = problem.path.split('.').at(-1) ?? problem.path;
  const field = t(`fields.${fieldName}`, { defaultValue: fieldName });
  return t(problem.message, { field, defaultValue: problem.message });
}

/** The first problem of each field, by path: what a form shows beside each input. */
export function problemsByField(problems: readonly FieldProblem[]): Record<string, FieldProblem> {
  const byField: Record<string, FieldProblem> = {};
  for (const problem of problems) byField[problem.path] ??= problem;
  return byField;
}
