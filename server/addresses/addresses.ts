import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { AddressValuesOut } from '../../src/schema/web-api/address';
import { MAX_ADDRESSES, type AddressBook, type SavedAddress } from '../../src/schema/web-api/address-book';
import type { Database, Transaction } from '../db/database';
import { addresses, users } from '../db/schema';
import { logAccountChange } from '../accounts/account-log';

/*
 * The address book: every write runs in one transaction that first locks the shopper's row,
 * so two tabs adding at once still keep one default and the limit. An id that is not one of
 * the shopper's own addresses is treated as not existing at all.
 */

export type AddressActor = { userId: string; ip: string };

export type AddressOutcome = { ok: true; book: AddressBook; id: string } | { ok: false; reason: 'not-found' | 'full' };

const columns = {
  id: addresses.id,
  country: addresses.country,
  province: addresses.province,
  city: addresses.city,
  area: addresses.area,
  postalCode: addresses.postalCode,
  firstName: addresses.firstName,
  lastName: addresses.lastName,
  addressLine: addresses.addressLine,
  apartment: addresses.apartment,
  countryCode: addresses.countryCode,
  phone: addresses.phone,
  isDefault: addresses.isDefault,
};

/** The default address first, then the newest. */
export async function addressBookOf(db: Database | Transaction, userId: string): Promise<AddressBook> {
  const rows: SavedAddress[] = await db
    .select(columns)
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.isDefault), desc(addresses.createdAt), asc(addresses.id))
    .limit(MAX_ADDRESSES);
  return { addresses: rows, limit: MAX_ADDRESSES };
}

async function lockShopper(tx: Transaction, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

async function ownAddress(tx: Transaction, userId: string, id: string) {
  const [row] = await tx
    .select({ id: addresses.id, isDefault: addresses.isDefault, country: addresses.country })
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .limit(1);
  return row ?? null;
}

async function makeDefault(tx: Transaction, userId: string, id: string): Promise<void> {
  // The old default goes first: at most one default per shopper is a unique index.
  await tx.update(addresses).set({ isDefault: false }).where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)));
  await tx.update(addresses).set({ isDefault: true }).where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
}

/** Adds an address; the shopper's first one, or one asked for so, becomes the default. */
export function addAddress(db: Database, actor: AddressActor, values: AddressValuesOut, asDefault: boolean): Promise<AddressOutcome> {
  return db.transaction(async (tx) => {
    await lockShopper(tx, actor.userId);
    const [held] = await tx.select({ count: count() }).from(addresses).where(eq(addresses.userId, actor.userId));
    const existing = held?.count ?? 0;
    if (existing >= MAX_ADDRESSES) return { ok: false, reason: 'full' } as const;
    const [row] = await tx.insert(addresses).values({ ...values, userId: actor.userId }).returning({ id: addresses.id });
    const id = row!.id;
    if (existing === 0 || asDefault) await makeDefault(tx, actor.userId, id);
    await logAccountChange(tx, { userId: actor.userId, kind: 'address-added', detail: { id, country: values.country }, ip: actor.ip });
    return { ok: true, id, book: await addressBookOf(tx, actor.userId) } as const;
  });
}

export function editAddress(db: Database, actor: AddressActor, id: string, values: AddressValuesOut): Promise<AddressOutcome> {
  return db.transaction(async (tx) => {
    await lockShopper(tx, actor.userId);
    if (!(await ownAddress(tx, actor.userId, id))) return { ok: false, reason: 'not-found' } as const;
    await tx
      .update(addresses)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(addresses.id, id), eq(addresses.userId, actor.userId)));
    await logAccountChange(tx, { userId: actor.userId, kind: 'address-changed', detail: { id, country: values.country }, ip: actor.ip });
    return { ok: true, id, book: await addressBookOf(tx, actor.userId) } as const;
  });
}

/** Deletes an address; when it was the default, the newest one left becomes the default. */
export function deleteAddress(db: Database, actor: AddressActor, id: string): Promise<AddressOutcome> {
  return db.transaction(async (tx) => {
    await lockShopper(tx, actor.userId);
    const found = await ownAddress(tx, actor.userId, id);
    if (!found) return { ok: false, reason: 'not-found' } as const;
    await tx.delete(addresses).where(and(eq(addresses.id, id), eq(addresses.userId, actor.userId)));
    if (found.isDefault) {
      const [newest] = await tx
        .select({ id: addresses.id })
        .from(addresses)
        .where(eq(addresses.userId, actor.userId))
        .orderBy(desc(addresses.createdAt), asc(addresses.id))
        .limit(1);
      if (newest) await makeDefault(tx, actor.userId, newest.id);
    }
    await logAccountChange(tx, { userId: actor.userId, kind: 'address-deleted', detail: { id, country: found.country }, ip: actor.ip });
    return { ok: true, id, book: await addressBookOf(tx, actor.userId) } as const;
  });
}

export function setDefaultAddress(db: Database, actor: AddressActor, id: string): Promise<AddressOutcome> {
  return db.transaction(async (tx) => {
    await lockShopper(tx, actor.userId);
    const found = await ownAddress(tx, actor.userId, id);
    if (!found) return { ok: false, reason: 'not-found' } as const;
    if (!found.isDefault) {
      await makeDefault(tx, actor.userId, id);
      await logAccountChange(tx, { userId: actor.userId, kind: 'address-changed', detail: { id, country: found.country, default: true }, ip: actor.ip });
    }
    return { ok: true, id, book: await addressBookOf(tx, actor.userId) } as const;
  });
}
