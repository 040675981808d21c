import { pagesCommand } from './pages-command';

/* `npm run pages -- <command>`: see pages-command.ts, or run it with `help` for the usage. */

void pagesCommand(process.argv.slice(2)).then((code) => {
  process.exitCode = code;
});
