import { fractionDigits, toMajorUnits } from '../../src/schema/commerce/money';
import { adminCall, type AdminAnswer } from './admin-client';

/*
 * `npm run orders -- <command>`: the merchant's order work from the terminal, through the
 * running shop's admin API (SHOP_URL, ADMIN_TOKEN), so every change keeps the shop's rules:
 * the transition table, stock, the refund, and the shopper's open page told at once.
 */

export const ORDERS_USAGE = `Usage: npm run orders -- <command>

  list [--status <status>] [--pay <unpaid|paid>] [--page <n>]
                                      The newest orders, 50 a page
  show <orderNo>                      One order: lines, money, address, shipments, history
  ship <orderNo> <express> <number>   Add a shipment (the order must be paid)
  deliver <orderNo>                   Mark a shipped order delivered: it completes
  approve-cancel <orderNo>            Accept a pending cancellation: cancelled, stock back, refunded
  refuse-cancel <orderNo>             Refuse a pending cancellation: the order goes on
  cancel <orderNo>                    Cancel an unpaid order: stock back
  mark-paid <orderNo>                 Take a bank transfer as received
  stock <sku> <n>                     Set a variant's stock

  <status>  in-progress, completed, cancelled, pending-cancellation

The shop is SHOP_URL (default http://localhost:$PORT or 3000); ADMIN_TOKEN is the one it printed at start.`;

/** Exit codes: 1 for a refusal or a failure, 2 for a command line that cannot be understood. */
const EXIT_REFUSED = 1;
const EXIT_USAGE = 2;

export type Output = { out(line: string): void; err(line: string): void };

type Money = { amount: number; currency: string };
type Summary = { orderNo: string; status: string; payStatus: string; placedAt: string; total: Money; itemCount: number };
type Detail = Summary & {
  lines: { name: string; options: { name: string; value: string }[]; quantity: number; lineTotal: Money }[];
  subtotal: Money;
  discountTotal: Money;
  shippingFee: Money;
  paymentAmount: Money;
  refunded: Money;
  shippingMethod: string;
  paymentMethod: string;
  address: { name: string; phone: string; lines: string[] };
  shipments: { expressName: string; expressNumber: string; shippedAt: string }[];
  timeline: { kind: string; actor: string; at: string }[];
};

const money = (value: Money) => `${toMajorUnits(value).toFixed(fractionDigits(value.currency))} ${value.currency}`;

function describeOrder(order: Detail): string[] {
  return [
    `${order.orderNo}  ${order.status}, ${order.payStatus}  placed ${order.placedAt}`,
    ...order.lines.map((line) => `  ${line.quantity} × ${line.name}${line.options.length ? ` (${line.options.map((option) => `${option.name}: ${option.value}`).join(', ')})` : ''}  ${money(line.lineTotal)}`),
    `  subtotal ${money(order.subtotal)}, discounts ${money(order.discountTotal)}, shipping ${money(order.shippingFee)} (${order.shippingMethod}), payment ${money(order.paymentAmount)} (${order.paymentMethod})${order.refunded.amount > 0 ? `, refunded ${money(order.refunded)}` : ''}`,
    `  to ${[order.address.name, order.address.phone, ...order.address.lines].filter(Boolean).join(', ')}`,
    ...order.shipments.map((shipment) => `  shipped ${shipment.shippedAt} with ${shipment.expressName} ${shipment.expressNumber}`),
    ...order.timeline.map((event) => `  ${event.at}  ${event.kind} (${event.actor})`),
  ];
}

function optionsOf(args: readonly string[]): Record<string, string> {
  const options: Record<string, string> = {};
  for (let index = 0; index < args.length; index += 2) {
    const name = args[index];
    const value = args[index + 1];
    if (!name?.startsWith('--') || value === undefined) throw new Error(`Expected --name value pairs, got "${args.join(' ')}"`);
    options[name.slice(2)] = value;
  }
  return options;
}

const ACTIONS = new Set(['deliver', 'approve-cancel', 'refuse-cancel', 'cancel', 'mark-paid']);

/** Runs one command; answers the exit code. */
export async function ordersCommand(args: readonly string[], output: Output, env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const [command, ...rest] = args;
  const call = (method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) => adminCall(method, path, body, env);
  const refused = (answer: AdminAnswer) => {
    output.err(`Refused (${answer.status}): ${answer.msg}`);
    return EXIT_REFUSED;
  };
  const usage = (problem: string) => {
    output.err(`${problem}\n\n${ORDERS_USAGE}`);
    return EXIT_USAGE;
  };
  const orderPath = (orderNo: string) => `/orders/${encodeURIComponent(orderNo)}`;

  try {
    if (command === 'list') {
      let options: Record<string, string>;
      try {
        options = optionsOf(rest);
      } catch (error) {
        return usage((error as Error).message);
      }
      const query = new URLSearchParams();
      if (options.status) query.set('status', options.status);
      if (options.pay) query.set('payStatus', options.pay);
      if (options.page) query.set('page', options.page);
      const answer = await call('GET', `/orders${query.size ? `?${query}` : ''}`);
      if (answer.status !== 200) return refused(answer);
      const { orders, pagination } = answer.data as { orders: Summary[]; pagination: { page: number; pageSize: number; total: number } };
      for (const order of orders) output.out(`${order.orderNo}  ${order.status.padEnd(20)} ${order.payStatus.padEnd(6)} ${money(order.total).padStart(14)}  ${order.itemCount} items  ${order.placedAt}`);
      output.out(`Page ${pagination.page}: ${orders.length} of ${pagination.total} orders`);
      return 0;
    }
    if (command === 'show' && rest.length === 1) {
      const answer = await call('GET', orderPath(rest[0]!));
      if (answer.status !== 200) return refused(answer);
      for (const line of describeOrder((answer.data as { order: Detail }).order)) output.out(line);
      return 0;
    }
    if (command === 'ship' && rest.length === 3) {
      const [orderNo, expressName, expressNumber] = rest as [string, string, string];
      const answer = await call('POST', `${orderPath(orderNo)}/ship`, { expressName, expressNumber });
      if (answer.status !== 200) return refused(answer);
      output.out(`${orderNo} shipped with ${expressName} ${expressNumber}`);
      return 0;
    }
    if (command !== undefined && ACTIONS.has(command) && rest.length === 1) {
      const answer = await call('POST', `${orderPath(rest[0]!)}/${command}`);
      if (answer.status !== 200) return refused(answer);
      const { order } = answer.data as { order: Detail };
      output.out(`${order.orderNo} is now ${order.status}, ${order.payStatus}${order.refunded.amount > 0 ? `; refunded ${money(order.refunded)}` : ''}`);
      return 0;
    }
    if (command === 'stock' && rest.length === 2) {
      const [sku, count] = rest as [string, string];
      if (!/^\d+$/.test(count)) return usage(`The stock must be a whole number, not "${count}"`);
      const answer = await call('PUT', '/stock', { sku, stock: Number(count) });
      if (answer.status !== 200) return refused(answer);
      output.out(`${sku}: ${(answer.data as { stock: number }).stock} in stock`);
      return 0;
    }
    return usage(command === undefined ? 'No command given' : `Cannot understand "${args.join(' ')}"`);
  } catch (error) {
    output.err(error instanceof Error ? error.message : String(error));
    return EXIT_REFUSED;
  }
}
