import { inquiriesCommand } from './inquiries-command';

/* `npm run inquiries -- <command>`: see inquiries-command.ts, or run it without a command for the usage. */

void inquiriesCommand(process.argv.slice(2), { out: (line) => console.log(line), err: (line) => console.error(line) }).then((code) => {
  process.exitCode = code;
});
