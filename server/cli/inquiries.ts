import { runFromProcess } from './command-runner';
import { INQUIRIES } from './inquiries-command';

/* `npm run inquiries -- <command>`: see inquiries-command.ts, or run it without a command for the usage. */

runFromProcess(INQUIRIES);
