import { reviewsCommand } from './reviews-command';

/* `npm run reviews -- <command>`: see reviews-command.ts, or run it without a command for the usage. */

void reviewsCommand(process.argv.slice(2), { out: (line) => console.log(line), err: (line) => console.error(line) }).then((code) => {
  process.exitCode = code;
});
