import { commentsCommand } from './comments-command';

/* `npm run comments -- <command>`: see comments-command.ts, or run it without a command for the usage. */

void commentsCommand(process.argv.slice(2), { out: (line) => console.log(line), err: (line) => console.error(line) }).then((code) => {
  process.exitCode = code;
});
