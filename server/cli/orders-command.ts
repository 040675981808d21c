import { fractionDigits, toMajorUnits } from '../../src/schema/commerce/money';
import type { AdminApi, AdminCallData } from '../../src/schema/admin-api';
import { EXIT_REFUSED, optionsOf, runCommand, UsageError, type MerchantCommand, type Output } from './command-runner';

/*
 * `npm run orders -- <command>`: the merchant's order work from the terminal, through the
 * running shop's admin API (SHOP_URL, ADMIN_TOKEN), so every change keeps the shop's rules:
 * the transition table, stock, the refund, and the shopper's open page told at once.
 */

export const ORDERS_USAGE = `Usage: npm run orders -- <command>

  list [--status <status>] [--pay <unpaid|paid>] [--from <day>] [--to <day>]
       [--customer <email|account id>] [--number <start>] [--page <n> | --after <next>]
                                      The newest orders, 50 a page. Days are YYYY-MM-DD in UTC,
                                      both included; --number V20261124 lists that day's numbers.
                                      The list reads on from the last order shown, never by page
                                      number: --after <next> reads the page after the one that
                                      printed it, and --page <n> reads the n-1 pages before first
  show <orderNo>                      One order: lines, money, address, shipments, history
  ship <orderNo> <express> <number>   Add a shipment (the order must be paid)
  deliver <orderNo>                   Mark a shipped order delivered: it completes
  approve-cancel <orderNo>            Accept a pending cancellation: cancelled, stock back, refunded
  refuse-cancel <orderNo>             Refuse a pending cancellation: the order goes on
  cancel <orderNo>                    Cancel an unpaid order: stock back
  mark-paid <orderNo>                 Take a bank transfer as received
  stock <sku> <n> [note]              Set a variant's stock to the units counted
  stock <sku> +<n>|-<n> [note]        Add or take units; a sale meanwhile is never lost
  stock-history <sku>                 The variant's stock moves, newest first: why, who, by how much

  <status>  in-progress, completed, cancelled, pending-cancellation

The shop is SHOP_URL (default http://localhost:$PORT or 3000); ADMIN_TOKEN is the one it printed at start.`;

type Money = { amount: number; currency: string };
type Detail = AdminCallData<AdminApi['orders/get']>['order'];

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

/** The furthest `--page` follows the list, as the list once read by page number. */
const MAX_PAGE = 10_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const ACTIONS = ['deliver', 'approve-cancel', 'refuse-cancel', 'cancel', 'mark-paid'] as const;

export const ORDERS: MerchantCommand = {
  usage: ORDERS_USAGE,
  refused(answer, output) {
    output.err(`Refused (${answer.status}): ${answer.msg}`);
    return EXIT_REFUSED;
  },
  async run(args, { output, admin }) {
    const [command, ...rest] = args;
    if (command === 'list') {
      const options = optionsOf(rest, ['status', 'pay', 'from', 'to', 'customer', 'number', 'page', 'after']);
      const page = Number(options.page ?? 1);
      if (!Number.isInteger(page) || page < 1 || page > MAX_PAGE) throw new UsageError(`--page must be a whole number from 1 to ${MAX_PAGE}, not "${options.page}"`);
      if (options.page !== undefined && options.after !== undefined) throw new UsageError('Give --page or --after, not both');
      const customer = options.customer || undefined;
      const filter = {
        status: options.status || undefined,
        payStatus: options.pay || undefined,
        placedFrom: options.from || undefined,
        placedTo: options.to || undefined,
        ...(customer && UUID.test(customer) ? { userId: customer } : { email: customer }),
        orderNo: options.number || undefined,
      };
      let after = options.after || undefined;
      for (let before = 1; before < page; before++) {
        const { data } = await admin.call('orders/list', { query: { ...filter, after } });
        if (data.next === null) {
          output.out(`No page ${page}: the orders end on page ${before}`);
          return;
        }
        after = data.next;
      }
      const { data } = await admin.call('orders/list', { query: { ...filter, after } });
      for (const order of data.orders) output.out(`${order.orderNo}  ${order.status.padEnd(20)} ${order.payStatus.padEnd(6)} ${money(order.total).padStart(14)}  ${order.itemCount} items  ${order.placedAt}`);
      output.out(data.next === null ? 'No older orders' : `Older orders: --after ${data.next}`);
      return;
    }
    if (command === 'show' && rest.length === 1) {
      const { data } = await admin.call('orders/get', { params: { orderNo: rest[0]! } });
      for (const line of describeOrder(data.order)) output.out(line);
      return;
    }
    if (command === 'ship' && rest.length === 3) {
      const [orderNo = '', expressName = '', expressNumber = ''] = rest;
      await admin.call('orders/ship', { params: { orderNo }, body: { expressName, expressNumber } });
      output.out(`${orderNo} shipped with ${expressName} ${expressNumber}`);
      return;
    }
    const action = ACTIONS.find((name) => name === command);
    if (action && rest.length === 1) {
      const { data } = await admin.call(`orders/${action}`, { params: { orderNo: rest[0]! } });
      const { order } = data;
      output.out(`${order.orderNo} is now ${order.status}, ${order.payStatus}${order.refunded.amount > 0 ? `; refunded ${money(order.refunded)}` : ''}`);
      return;
    }
    if (command === 'stock' && (rest.length === 2 || rest.length === 3)) {
      const [sku = '', count = '', note] = rest;
      const relative = /^[+-]\d+$/.test(count);
      if (!relative && !/^\d+$/.test(count)) throw new UsageError(`The stock must be a whole number, or +n / -n to add or take units, not "${count}"`);
      const write = relative ? { change: Number(count) } : { stock: Number(count) };
      const { data } = await admin.call('stock/put', { body: { sku, ...write, ...(note ? { note } : {}) } });
      output.out(`${sku}: ${data.stock} in stock`);
      return;
    }
    if (command === 'stock-history' && rest.length === 1) {
      const { data } = await admin.call('stock/history', { params: { sku: rest[0]! } });
      output.out(`${data.sku}: ${data.stock} in stock`);
      for (const move of data.movements) {
        const change = move.change > 0 ? `+${move.change}` : String(move.change);
        const order = move.orderNo ? ` ${move.orderNo}` : '';
        const note = move.note ? ` "${move.note}"` : '';
        output.out(`  ${move.at}  ${change.padStart(6)} → ${String(move.stockAfter).padStart(5)}  ${move.reason} by ${move.actor}${order}${note}`);
      }
      return;
    }
    throw new UsageError(command === undefined ? 'No command given' : `Cannot understand "${args.join(' ')}"`);
  },
};

/** Runs one command; answers the exit code. */
export function ordersCommand(args: readonly string[], output: Output, env: NodeJS.ProcessEnv = process.env): Promise<number> {
  return runCommand(ORDERS, args, output, { env });
}
