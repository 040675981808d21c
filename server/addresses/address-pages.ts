import type { KindResolver } from '../pages/entities';
import { addressBookOf } from './addresses';

/**
 * `user/address`: the signed-in shopper's address book, drawn on the server for them. A
 * visitor gets no book, and the page asks them to sign in.
 */
export const resolveAddressBook: KindResolver<'user-address'> = async (_match, _locale, db, context) => {
  if (!context.shopper) return null;
  return { data: { addressBook: await addressBookOf(db, context.shopper.id) }, meta: {} };
};

export const addressPageResolvers = { 'user-address': resolveAddressBook };
