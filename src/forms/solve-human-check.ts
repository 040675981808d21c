import type { RunHumanCheck } from './human-check';

/**
 * The slider's real check: a challenge the server signed (`auth/challenge`), solved here,
 * sent back with the form as `humanCheck`; the server accepts each one once. Loaded through
 * server-human-check.ts, when a check first runs.
 */
export const solveServerHumanCheck: RunHumanCheck = async (signal) => {
  // The API client brings zod: loaded when the slider is moved, not with the page.
  const { callApi } = await import('../api/web-api');
  // The solver too: the pages that may ask for the check start without it.
  const [{ challenge }, { solveChallenge }] = await Promise.all([callApi('auth/challenge', {}, { signal, quiet: true }), import('./proof-of-work')]);
  const solution = await solveChallenge(challenge, { signal });
  if (solution === null) return null;
  // The encoder sits beside the schemas, which the call above has already loaded.
  const { encodeHumanCheck } = await import('../schema/web-api/auth');
  return encodeHumanCheck({ challenge, solution });
};
