import { runFromProcess } from './command-runner';
import { CATALOG } from './catalog-command';

/* `npm run catalog -- <command>`: see catalog-command.ts, or run it without a command for the usage. */

runFromProcess(CATALOG);
