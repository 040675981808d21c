import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { FAST_TEST_COST, setPasswordHashCost } from '../accounts/passwords';
import { SESSION_COOKIE } from '../accounts/sessions';
import { orderLines, returnEvents, returns } from '../db/schema';
import { placeShippedOrder } from '../demo/returns';
import { adminRequest, demoShopOn } from '../testing/test-app';
import { TEST_DRIVERS, variantWithStock } from '../testing/test-orders';
import { createSignedInShopper } from '../testing/test-shoppers';
import { signedInStaff } from '../testing/test-staff';
import { applyForReturn } from './returns';

/*
 * Approving a return with the return address support confirmed, through the real app on PGlite
 * and PostgreSQL: the address given is the one the shopper reads and the audit log keeps; none
 * given is the shop's from its settings; a bad one is refused naming its field with the return
 * still waiting; a second approval changes nothing; only the roles that handle returns may.
 */

const ORIGIN = 'http://localhost';
const DAY_MS = 24 * 60 * 60 * 1000;

type Address = { consignee: string; contactNumber: string; detailedAddress: string };
type Envelope<Data> = { code: number; msg: string; data: Data };
type ReturnRead = { return: { returnNo: string; status: string; auditStatus: string; merchantAddress: Address | null } };
type Refusal = { issues: { path: string; message: string }[] };

/** The shop's own return address, set by the owner before the tests, so "the settings' address" is not merely the default. */
const SHOP_ADDRESS: Address = { consignee: 'Vitrine Returns Desk', contactNumber: '+852 2345 6789', detailedAddress: '8 Harbour Road, Wan Chai, Hong Kong' };
/** A warehouse support sends one return to instead. */
const WAREHOUSE: Address = { consignee: 'Kowloon Warehouse', contactNumber: '+852 3456 7890', detailedAddress: 'Unit 12, 3 Hung To Road, Kwun Tong, Hong Kong' };

describe.each(TEST_DRIVERS)('approving a return with its return address (%s)', (driver) => {
  const demo = demoShopOn(driver);
  let shopper: { id: string; token: string };
  let support: { email: string; cookie: string };
  let editor: { email: string; cookie: string };
  let variantId: number;

  /** A call as the back office's browser makes it: the member's cookie, from the shop's own page. */
  async function asStaff<Data>(cookie: string, method: 'GET' | 'POST', path: string, body?: unknown) {
    const response = await demo.shop.app.request(`${ORIGIN}/api/admin${path}`, {
      method,
      headers: { cookie, origin: ORIGIN, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    });
    return { status: response.status, body: (await response.json()) as Envelope<Data> };
  }

  const approve = (returnNo: string, body?: unknown, cookie = support.cookie) =>
    asStaff<ReturnRead & Refusal>(cookie, 'POST', `/returns/${returnNo}/approve`, body);

  /** The return as its shopper reads it through the shop's API. */
  async function shopperReads(returnNo: string): Promise<ReturnRead['return']> {
    const response = await demo.shop.app.request(`${ORIGIN}/api/web/return/get`, {
      method: 'POST',
      headers: { cookie: `${SESSION_COOKIE}=${shopper.token}`, origin: ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify({ returnNo }),
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as Envelope<ReturnRead>).data.return;
  }

  /** Everything an approval could change: the row and its timeline. */
  async function stored(returnNo: string) {
    const [row] = await demo.shop.db.select().from(returns).where(eq(returns.returnNo, returnNo));
    const events = await demo.shop.db.select().from(returnEvents).where(eq(returnEvents.returnId, row!.id));
    return { row: row!, events };
  }

  /** A fresh return of one delivered unit, waiting for approval. */
  async function pendingReturn(): Promise<string> {
    const { db } = demo.shop;
    const order = await db.transaction((tx) =>
      placeShippedOrder(tx, { userId: shopper.id, lines: [{ variantId, quantity: 1 }], placedAt: new Date(Date.now() - 4 * DAY_MS) }),
    );
    const [line] = await db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    const applied = await applyForReturn(db, shopper.id, {
      orderNo: order.orderNo,
      type: 'return-refund',
      lines: [{ lineId: line!.id, quantity: 1 }],
      description: 'The sleeves are too short',
      pictures: [],
    });
    if (!applied.ok) throw new Error(`The test return cannot be applied for: ${applied.reason}`);
    return applied.returnNo;
  }

  beforeAll(async () => {
    setPasswordHashCost(FAST_TEST_COST);
    const { db, app } = demo.shop;
    shopper = await createSignedInShopper(db);
    variantId = (await variantWithStock(db, 50, 2)).id;
    support = await signedInStaff(app, `support-${driver}@staff.example`, 'support');
    editor = await signedInStaff(app, `editor-${driver}@staff.example`, 'editor');
    const settings = await adminRequest<Record<string, unknown>>(app, 'GET', '/commerce-settings');
    const written = await adminRequest(app, 'PUT', '/commerce-settings', { body: { ...settings.body.data, returnAddress: SHOP_ADDRESS } });
    expect(written.status, written.body.msg).toBe(200);
  });

  it('gives the shopper the address support confirmed, keeps it in the audit log, and leaves the shop’s settings alone', async () => {
    const returnNo = await pendingReturn();
    const proposed = await asStaff<{ address: Address }>(support.cookie, 'GET', `/returns/${returnNo}/approval`);
    expect(proposed).toMatchObject({ status: 200, body: { data: { address: SHOP_ADDRESS } } });

    const approved = await approve(returnNo, { address: WAREHOUSE });
    expect(approved.status, approved.body.msg).toBe(200);
    expect(approved.body.data.return).toMatchObject({ auditStatus: 'approved', merchantAddress: WAREHOUSE });
    expect(await shopperReads(returnNo)).toMatchObject({ auditStatus: 'approved', merchantAddress: WAREHOUSE });
    // Asked again, the approval answers the address this return was given.
    expect((await asStaff<{ address: Address }>(support.cookie, 'GET', `/returns/${returnNo}/approval`)).body.data.address).toEqual(WAREHOUSE);

    const audit = await adminRequest<{ entries: { actor: string; target: string; before: ReturnRead | null; after: ReturnRead | null }[] }>(
      demo.shop.app,
      'GET',
      '/audit?call=returns/approve&limit=50',
    );
    const entry = audit.body.data.entries.find((candidate) => candidate.target === `/returns/${returnNo}/approve`);
    expect(entry).toMatchObject({ actor: support.email, before: { return: { merchantAddress: null } }, after: { return: { merchantAddress: WAREHOUSE } } });

    const timeline = (await stored(returnNo)).events.find((event) => event.kind === 'approve');
    expect(timeline).toMatchObject({ actor: 'merchant', detail: { address: WAREHOUSE } });

    // The address was for this return only: the next one is proposed the shop's.
    expect((await adminRequest<{ returnAddress: Address }>(demo.shop.app, 'GET', '/commerce-settings')).body.data.returnAddress).toEqual(SHOP_ADDRESS);
    const next = await pendingReturn();
    expect((await asStaff<{ address: Address }>(support.cookie, 'GET', `/returns/${next}/approval`)).body.data.address).toEqual(SHOP_ADDRESS);
  });

  it('gives the shop’s return address from its settings when none is named, with an empty body or without one', async () => {
    for (const body of [undefined, {}]) {
      const returnNo = await pendingReturn();
      const approved = await approve(returnNo, body);
      expect(approved.status, approved.body.msg).toBe(200);
      expect(await shopperReads(returnNo)).toMatchObject({ auditStatus: 'approved', merchantAddress: SHOP_ADDRESS });
      expect((await stored(returnNo)).row.merchantAddress).toEqual(SHOP_ADDRESS);
    }
  });

  it('refuses a bad address with a 422 naming each field, and the return still waits with nothing changed', async () => {
    const returnNo = await pendingReturn();
    const before = await stored(returnNo);
    const attempts: { body: unknown; paths: string[] }[] = [
      { body: { address: { ...WAREHOUSE, consignee: '', detailedAddress: 'x'.repeat(401) } }, paths: ['address.consignee', 'address.detailedAddress'] },
      { body: { address: { consignee: 'Kowloon Warehouse', detailedAddress: WAREHOUSE.detailedAddress } }, paths: ['address.contactNumber'] },
      { body: { address: { ...WAREHOUSE, contactNumber: 85234567890 } }, paths: ['address.contactNumber'] },
      { body: { address: 'Kowloon' }, paths: ['address'] },
      // A misspelt field is refused, never taken as "no address" and the shop's given instead.
      { body: { adress: WAREHOUSE }, paths: ['$'] },
    ];
    for (const { body, paths } of attempts) {
      const refused = await approve(returnNo, body);
      expect(refused.status, JSON.stringify(body)).toBe(422);
      expect(refused.body.data.issues.map((issue) => issue.path).sort()).toEqual(paths);
    }
    expect((await approve(returnNo, '{"address":')).status).toBe(400);
    expect(await stored(returnNo)).toEqual(before);
    expect(await shopperReads(returnNo)).toMatchObject({ status: 'pending-approval', auditStatus: 'pending-approval', merchantAddress: null });
  });

  it('does not change the address when the approval is sent again', async () => {
    const returnNo = await pendingReturn();
    expect((await approve(returnNo, { address: WAREHOUSE })).status).toBe(200);
    const after = await stored(returnNo);
    for (const body of [{ address: { ...WAREHOUSE, consignee: 'Someone Else' } }, {}]) {
      const replay = await approve(returnNo, body);
      expect(replay.status).toBe(409);
      expect(await stored(returnNo)).toEqual(after);
    }
    expect((await shopperReads(returnNo)).merchantAddress).toEqual(WAREHOUSE);
  });

  it('lets support approve, and refuses a role that does not handle returns without changing anything', async () => {
    const returnNo = await pendingReturn();
    const before = await stored(returnNo);
    expect((await asStaff(editor.cookie, 'GET', `/returns/${returnNo}/approval`)).status).toBe(403);
    expect((await approve(returnNo, { address: WAREHOUSE }, editor.cookie)).status).toBe(403);
    expect(await stored(returnNo)).toEqual(before);
    expect((await asStaff(support.cookie, 'GET', '/returns/R20990101-000001/approval')).status).toBe(404);
    expect((await approve('R20990101-000001', { address: WAREHOUSE })).status).toBe(404);
    expect((await approve(returnNo, { address: WAREHOUSE })).status).toBe(200);
  });
});
