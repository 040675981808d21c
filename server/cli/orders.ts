import { runFromProcess } from './command-runner';
import { ORDERS } from './orders-command';

/* `npm run orders -- <command>`: see orders-command.ts, or run it without a command for the usage. */

runFromProcess(ORDERS);
