import { toMajorUnits } from '../../src/schema/commerce/money';
import { EXIT_REFUSED, runFromProcess, UsageError, type MerchantCommand } from './command-runner';

/*
 * `npm run returns -- <command>`: the merchant's side of returns from the terminal, through
 * the running shop's admin API (see admin-client.ts for why not on the database).
 */

const USAGE = `Usage: npm run returns -- <command>

  list [status]              Returns, newest first (status: pending-approval, completed, cancelled, ended)
  show <returnNo>            One return with its lines, pictures and timeline
  approve <returnNo>         Approve it; the shopper then sees the shop's return address
  refuse <returnNo> <reason> Refuse it with the reason the shopper reads
  receive <returnNo>         The goods sent back have arrived
  refund <returnNo>          Refund it onto the order (within what the order was paid)
  exchange <returnNo>        The replacement is on its way: the exchange completes
  end <returnNo>             End an approved return without a refund or an exchange

SHOP_URL (default http://localhost:$PORT or 3000) and ADMIN_TOKEN name the shop.`;

const ACTIONS = ['approve', 'receive', 'refund', 'exchange', 'end'] as const;

function amount(money: { amount: number; currency: string }): string {
  return new Intl.NumberFormat('en', { style: 'currency', currency: money.currency }).format(toMajorUnits(money));
}

const RETURNS: MerchantCommand = {
  usage: USAGE,
  /** A script can tell an unknown return (3) and a change its state does not allow (4) from other refusals. */
  refused(answer, output) {
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
      : command === 'refuse' && reason !== ''
        ? await admin.call('returns/refuse', { params: { returnNo }, body: { reason } })
        : null;
    if (!changed) throw new UsageError();
    const { return: entry } = changed.data;
    output.out(`${entry.returnNo}: ${entry.status} (audit ${entry.auditStatus}), refund ${amount(entry.refund)}`);
  },
};

runFromProcess(RETURNS);
