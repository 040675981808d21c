import { ADMIN_API } from '../../src/schema/admin-api';
import { adminFileText } from './admin-client';
import { runFromProcess, UsageError, type MerchantCommand } from './command-runner';

/*
 * `npm run newsletter -- <command>`: the merchant's side of the newsletter from the terminal,
 * through the running shop's admin API (see admin-client.ts for why not on the database).
 */

const USAGE = `Usage: npm run newsletter -- <command>

  export [--json]   The confirmed subscribers (email, language, confirmed at) as CSV, or JSON

SHOP_URL (default http://localhost:$PORT or 3000) and ADMIN_TOKEN name the shop.
Redirect the output to keep it: npm run --silent newsletter -- export > subscribers.csv`;

const NEWSLETTER: MerchantCommand = {
  usage: USAGE,
  async run(args, { output, env }) {
    const [command, ...options] = args;
    if (command === undefined || command === 'help' || command === '--help') {
      output.err(USAGE);
      return 0;
    }
    if (command !== 'export') throw new UsageError();
    const format = options.includes('--json') ? 'json' : 'csv';
    // The CSV is not an envelope, so it is read as it comes; the JSON is checked like any answer.
    const answer = await adminFileText('newsletter/export', { query: { format } }, env);
    if (!answer.ok) {
      output.err(`${answer.status}: ${answer.text.slice(0, 500)}`);
      return 1;
    }
    if (format === 'json') {
      const data = ADMIN_API['newsletter/export'].answer.parse(JSON.parse(answer.text).data);
      process.stdout.write(`${JSON.stringify(data, null, 2)}\n`);
    } else process.stdout.write(answer.text);
  },
};

runFromProcess(NEWSLETTER);
