import type { AdminApi } from '../../src/schema/admin-api';
import { createAdminClient } from '../cli/admin-client';
import type { AdminHandler, AdminHandlers } from '../http/admin-mount';

/*
 * Checked by `tsc`, never run: each line below `@ts-expect-error` must fail the type check,
 * and the check fails when one of them stops failing. The admin contract types the handlers
 * and the command line's client, so drifting from it on either end is caught before anything runs.
 */

// @ts-expect-error a handler answers its call's declared data ({deleted: true}), not something else
export const answersTheWrongShape: AdminHandler<AdminApi['pages/delete']> = ({ ok }) => ok({ removed: true });

// @ts-expect-error the params of a call are the ones its path names
export const readsAnUndeclaredParam: AdminHandler<AdminApi['orders/get']> = ({ param, ok }) => ok({ order: param('returnNo') });

// @ts-expect-error every call of the table needs its handler
export const missesAHandler: AdminHandlers<AdminApi> = { 'pages/delete': ({ ok }) => ok({ deleted: true }) };

export async function callsWithWrongInputs(): Promise<void> {
  const admin = createAdminClient(async () => ({ status: 200, code: 0, msg: '', data: null }));
  // @ts-expect-error orders/ship needs the order's number
  await admin.call('orders/ship', { body: { expressName: 'SF', expressNumber: '1' } });
  // @ts-expect-error a shipment's expressNumber is text
  await admin.call('orders/ship', { params: { orderNo: 'O1' }, body: { expressName: 'SF', expressNumber: 1 } });
  // @ts-expect-error there is no such call
  await admin.call('orders/shipp', { params: { orderNo: 'O1' } });
  // @ts-expect-error the list of returns takes no field named state
  await admin.call('returns/list', { query: { state: 'completed' } });
}

export async function readsTheDeclaredAnswer(): Promise<void> {
  const admin = createAdminClient(async () => ({ status: 200, code: 0, msg: '', data: null }));
  const { data } = await admin.call('stock/put', { body: { sku: 'A', stock: 1 } });
  // @ts-expect-error the answer of stock/put has sku and stock, not count
  void data.count;
}
