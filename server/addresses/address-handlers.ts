import { ADDRESS_CALLS } from '../../src/schema/web-api/address-calls';
import { MAX_ADDRESSES } from '../../src/schema/web-api/address-book';
import type { WebApiDeps } from '../web-api/deps';
import type { WebApiHandlers } from '../http/mount';
import { HandlerFailure } from '../http/handler-failure';
import { addAddress, addressBookOf, deleteAddress, editAddress, setDefaultAddress, type AddressOutcome } from './addresses';
import { requestInfo } from '../accounts/request-info';

/** The answer of a write, or the refusal the shopper reads: another shopper's address is simply not found. */
function settled(outcome: AddressOutcome) {
  if (outcome.ok) return { ...outcome.book, id: outcome.id };
  if (outcome.reason === 'full')
    throw new HandlerFailure(409, 'address.full', `An address book holds at most ${MAX_ADDRESSES} addresses`);
  throw new HandlerFailure(404, 'address.notFound', 'No such address', [{ path: 'id', message: 'address.notFound' }]);
}

/** The address book calls (`user/address`, and the checkout's address choice). */
export function addressHandlers(deps: WebApiDeps): WebApiHandlers<typeof ADDRESS_CALLS> {
  const { db } = deps;
  const actor = (shopper: { id: string }, c: Parameters<typeof requestInfo>[0]) => ({ userId: shopper.id, ip: requestInfo(c, deps.trustProxy).ip });
  return {
    'address/list': ({ shopper }) => addressBookOf(db, shopper.id),
    'address/add': async ({ body, shopper, c }) => {
      const { makeDefault, ...values } = body;
      return settled(await addAddress(db, actor(shopper, c), values, makeDefault));
    },
    'address/edit': async ({ body, shopper, c }) => {
      const { id, ...values } = body;
      return settled(await editAddress(db, actor(shopper, c), id, values));
    },
    'address/delete': async ({ body, shopper, c }) => {
      const { addresses, limit } = settled(await deleteAddress(db, actor(shopper, c), body.id));
      return { addresses, limit };
    },
    'address/setDefault': async ({ body, shopper, c }) => {
      const { addresses, limit } = settled(await setDefaultAddress(db, actor(shopper, c), body.id));
      return { addresses, limit };
    },
  };
}
