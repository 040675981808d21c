import { adminTarget } from './admin-client';

/*
 * `npm run newsletter -- <command>`: the merchant's side of the newsletter from the terminal,
 * through the running shop's admin API (see admin-client.ts for why not on the database).
 */

const USAGE = `Usage: npm run newsletter -- <command>

  export [--json]   The confirmed subscribers (email, language, confirmed at) as CSV, or JSON

SHOP_URL (default http://localhost:$PORT or 3000) and ADMIN_TOKEN name the shop.
Redirect the output to keep it: npm run --silent newsletter -- export > subscribers.csv`;

async function main(args: readonly string[]): Promise<void> {
  const [command, ...options] = args;
  if (command !== 'export') {
    console.error(USAGE);
    process.exit(command === undefined || command === 'help' || command === '--help' ? 0 : 2);
  }
  const format = options.includes('--json') ? 'json' : 'csv';
  const { base, token } = adminTarget();
  // The CSV is not an envelope, so it is read as it comes rather than through adminCall.
  const response = await fetch(`${base}/api/admin/newsletter/export?format=${format}`, { headers: { authorization: `Bearer ${token}` } });
  const text = await response.text();
  if (!response.ok) {
    console.error(`${response.status}: ${text.slice(0, 500)}`);
    process.exit(1);
  }
  process.stdout.write(format === 'json' ? `${JSON.stringify(JSON.parse(text).data, null, 2)}\n` : text);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
