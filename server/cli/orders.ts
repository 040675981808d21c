import { ordersCommand } from './orders-command';

/* `npm run orders -- <command>`: see orders-command.ts, or run it without a command for the usage. */

void ordersCommand(process.argv.slice(2), { out: (line) => console.log(line), err: (line) => console.error(line) }).then((code) => {
  process.exitCode = code;
});
