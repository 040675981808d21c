import { readFile } from 'node:fs/promises';
import { toMajorUnits } from '../../src/schema/commerce/money';
import { UncheckedBody, type AdminClient } from './admin-client';
import { EXIT_REFUSED, issuesOf, optionsOf, refusedNamingIssues, runFromProcess, UsageError, type MerchantCommand } from './command-runner';

/*
 * `npm run returns -- <command>`: the merchant's side of returns from the terminal, through
 * the running shop's admin API (see admin-client.ts for why not on the database).
 */

const USAGE = `Usage: npm run returns -- <command>

  list [status]              Returns, newest first (status: pending-approval, completed, cancelled, ended)
  show <returnNo>            One return with its lines, pictures and timeline
  approve <returnNo> [--address-file <file>]
                             Approve it; the shopper then sees the shop's return address, or
                             for this return only the one in the JSON file:
                             {"consignee": "...", "contactNumber": "...", "detailedAddress": "..."}
  refuse <returnNo> <reason> Refuse it with the reason the shopper reads
  receive <returnNo>         The goods sent back have arrived
  refund <returnNo>          Refund it onto the order (within what the order was paid)
  exchange <returnNo>        The replacement is on its way: the exchange completes
  end <returnNo>             End an approved return without a refund or an exchange

SHOP_URL (default http://localhost:$PORT or 3000) and ADMIN_TOKEN name the shop.`;

const ACTIONS = ['receive', 'refund', 'exchange', 'end'] as const;

function amount(money: { amount: number; currency: string }): string {
  return new Intl.NumberFormat('en', { style: 'currency', currency: money.currency }).format(toMajorUnits(money));
}

/** The address file as JSON; the shop alone judges it, naming each bad field by its path (`address.consignee`). */
async function readAddressFile(path: string): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    throw new Error(`Cannot read ${path}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new Error(`${path} is not JSON: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}

/** `approve <returnNo> [--address-file <file>]`: without the file the shop gives its own return address. */
async function approve(admin: AdminClient, returnNo: string, options: readonly string[]) {
  const file = optionsOf(options, ['address-file'])['address-file'];
  const body = file === undefined ? {} : new UncheckedBody({ address: await readAddressFile(file) });
  return admin.call('returns/approve', { params: { returnNo }, body });
}

const RETURNS: MerchantCommand = {
  usage: USAGE,
  /** A script can tell an unknown return (3) and a change its state does not allow (4) from other refusals. */
  refused(answer, output) {
    if (issuesOf(answer.data).length > 0) return refusedNamingIssues(answer, output);
    output.err(`${answer.status}: ${answer.msg}`);
    return answer.status === 404 ? 3 : answer.status === 409 ? 4 : EXIT_REFUSED;
  },
  async run(args, { output, admin }) {
    const [command, returnNo, ...rest] = args;
    if (command === 'list') {
      const { data } = await admin.call('returns/list', { query: { limit: 100, status: returnNo || undefined } });
      for (const entry of data.returns) {
        output.out(
          [
            entry.returnNo,
            entry.orderNo,
            entry.type,
            entry.status,
            entry.auditStatus,
            amount(entry.refund),
            entry.createdAt.slice(0, 10),
          ].join('\t'),
        );
      }
      if (data.returns.length === 0) output.out('No returns.');
      return;
    }
    if (!returnNo) throw new UsageError();
    if (command === 'show') {
      const { data } = await admin.call('returns/get', { params: { returnNo } });
      output.out(JSON.stringify(data.return, null, 2));
      return;
    }
    const reason = rest.join(' ').trim();
    const action = ACTIONS.find((name) => name === command);
    const changed = action
      ? await admin.call(`returns/${action}`, { params: { returnNo } })
      : command === 'approve'
        ? await approve(admin, returnNo, rest)
        : command === 'refuse' && reason !== ''
          ? await admin.call('returns/refuse', { params: { returnNo }, body: { reason } })
          : null;
    if (!changed) throw new UsageError();
    const { return: entry } = changed.data;
    output.out(`${entry.returnNo}: ${entry.status} (audit ${entry.auditStatus}), refund ${amount(entry.refund)}`);
    if (command === 'approve' && entry.merchantAddress) {
      const { consignee, contactNumber, detailedAddress } = entry.merchantAddress;
      output.out(`Return address given: ${consignee}, ${contactNumber}, ${detailedAddress}`);
    }
  },
};

runFromProcess(RETURNS);
