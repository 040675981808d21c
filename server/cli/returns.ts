import { toMajorUnits } from '../../src/schema/commerce/money';
import { adminCall, type AdminAnswer } from './admin-client';

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

type Summary = {
  returnNo: string;
  orderNo: string;
  type: string;
  status: string;
  auditStatus: string;
  refund: { amount: number; currency: string };
  createdAt: string;
};

function amount(money: { amount: number; currency: string }): string {
  return new Intl.NumberFormat('en', { style: 'currency', currency: money.currency }).format(toMajorUnits(money));
}

function fail(answer: AdminAnswer): never {
  console.error(`${answer.status}: ${answer.msg}`);
  process.exit(answer.status === 404 ? 3 : answer.status === 409 ? 4 : 1);
}

async function main(args: readonly string[]): Promise<void> {
  const [command, returnNo, ...rest] = args;
  switch (command) {
    case 'list': {
      const answer = await adminCall('GET', `/returns?limit=100${returnNo ? `&status=${encodeURIComponent(returnNo)}` : ''}`);
      if (answer.status !== 200) fail(answer);
      const { returns } = answer.data as { returns: Summary[] };
      for (const entry of returns) {
        console.log(
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
      if (returns.length === 0) console.log('No returns.');
      return;
    }
    case 'show': {
      if (!returnNo) break;
      const answer = await adminCall('GET', `/returns/${encodeURIComponent(returnNo)}`);
      if (answer.status !== 200) fail(answer);
      console.log(JSON.stringify((answer.data as { return: unknown }).return, null, 2));
      return;
    }
    case 'approve':
    case 'receive':
    case 'refund':
    case 'exchange':
    case 'end':
    case 'refuse': {
      if (!returnNo) break;
      const reason = rest.join(' ').trim();
      if (command === 'refuse' && reason === '') break;
      const answer = await adminCall(
        'POST',
        `/returns/${encodeURIComponent(returnNo)}/${command}`,
        command === 'refuse' ? { reason } : undefined,
      );
      if (answer.status !== 200) fail(answer);
      const { return: changed } = answer.data as { return: Summary };
      console.log(`${changed.returnNo}: ${changed.status} (audit ${changed.auditStatus}), refund ${amount(changed.refund)}`);
      return;
    }
  }
  console.error(USAGE);
  process.exit(2);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
