import { runFromProcess } from './command-runner';
import { COMMENTS } from './comments-command';

/* `npm run comments -- <command>`: see comments-command.ts, or run it without a command for the usage. */

runFromProcess(COMMENTS);
