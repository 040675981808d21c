import { runFromProcess } from './command-runner';
import { REVIEWS } from './reviews-command';

/* `npm run reviews -- <command>`: see reviews-command.ts, or run it without a command for the usage. */

runFromProcess(REVIEWS);
