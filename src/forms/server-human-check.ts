import type { RunHumanCheck } from './human-check';

/**
 * The slider's real check (solve-human-check.ts), for every form that asks for one. Its code,
 * the API client and the solver come when a check first runs: the pages that may ask for one
 * (sign-in, sign-up, a quote or feedback) start without them.
 */
export const runServerHumanCheck: RunHumanCheck = async (signal) => (await import('./solve-human-check')).solveServerHumanCheck(signal);

