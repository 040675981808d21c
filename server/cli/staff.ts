import { runFromProcess } from './command-runner';
import { STAFF } from './staff-command';

/* `npm run staff -- <command>`: see staff-command.ts, or run it without a command for the usage. */

runFromProcess(STAFF);
