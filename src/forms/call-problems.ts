import type { FieldProblem } from '../api/client';

/**
 * Runs a form's call and answers what a form shows: null when it went through, else the
 * problems to put beside the fields. A refusal with only a key (a full address book) becomes
 * one problem for the whole form; any other failure has had its toast and names nothing.
 */
export async function problemsOfCall(run: () => Promise<unknown>): Promise<readonly FieldProblem[] | null> {
  try {
    await run();
    return null;
  } catch (error) {
    // Loaded here, not up front: a form's page carries no API client until it calls.
    const { ApiError } = await import('../api/client');
    if (!(error instanceof ApiError)) throw error;
    if (error.problems.length > 0) return error.problems;
    return error.key ? [{ path: '', message: error.key }] : [];
  }
}
