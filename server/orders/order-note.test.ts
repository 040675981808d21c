import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ORDER_NOTE_MAX } from '../../src/schema/admin-api/orders';
import { FAST_TEST_COST, setPasswordHashCost } from '../accounts/passwords';
import { SESSION_COOKIE } from '../accounts/sessions';
import { orders } from '../db/schema';
import { adminRequest, demoShopOn } from '../testing/test-app';
import { placeTestOrder, TEST_DRIVERS, variantWithStock } from '../testing/test-orders';
import { createSignedInShopper } from '../testing/test-shoppers';
import { signedInStaff } from '../testing/test-staff';

/*
 * The team's note on an order, through the real app on PGlite and PostgreSQL: written and read
 * back with who and when, cleared, refused past its limit, kept in the audit log, and never in
 * anything the shopper is answered or told.
 */

const ORIGIN = 'http://localhost';
type Note = { text: string; by: string; at: string } | null;
type Envelope<Data> = { code: number; msg: string; data: Data };

describe.each(TEST_DRIVERS)('the team’s note on an order (%s)', (driver) => {
  const demo = demoShopOn(driver);
  let shopper: { id: string; token: string };
  let support: { email: string; cookie: string };
  let orderNo: string;
  let sku: string;

  /** A write as the back office's browser makes it: the member's cookie, from the shop's own page. */
  async function writeNote(cookie: string, number: string, note: unknown) {
    const response = await demo.shop.app.request(`${ORIGIN}/api/admin/orders/${encodeURIComponent(number)}/note`, {
      method: 'PUT',
      headers: { cookie, origin: ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify({ note }),
    });
    return { status: response.status, body: (await response.json()) as Envelope<{ note: Note; issues?: { path: string }[] }> };
  }

  const readNote = async () => (await adminRequest<{ order: { note: Note } }>(demo.shop.app, 'GET', `/orders/${orderNo}`)).body.data.order.note;

  /** Everything the shopper's side answers about the order, as text. */
  async function whatTheShopperReads(): Promise<string> {
    const headers = { cookie: `${SESSION_COOKIE}=${shopper.token}`, origin: ORIGIN, 'content-type': 'application/json' };
    const web = (path: string, body: unknown) => demo.shop.app.request(`${ORIGIN}/api/web/${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
    const answers = [
      await web('order/get', { orderNo }),
      await web('order/list', { page: 1 }),
      await demo.shop.app.request(`${ORIGIN}/user/order/${orderNo}?request=route`, { headers }),
    ];
    for (const answer of answers) expect(answer.status).toBe(200);
    return (await Promise.all(answers.map((answer) => answer.text()))).join('\n');
  }

  beforeAll(async () => {
    setPasswordHashCost(FAST_TEST_COST);
    const { db, app } = demo.shop;
    shopper = await createSignedInShopper(db);
    const variant = await variantWithStock(db, 10, 4);
    sku = variant.sku;
    orderNo = (await placeTestOrder(db, { userId: shopper.id, variant, then: ['pay'] })).orderNo;
    support = await signedInStaff(app, `support-${driver}@staff.example`, 'support');
  });

  it('keeps the note trimmed with who wrote it and when, and leaves the order and the shopper alone', async () => {
    const [before] = await demo.shop.db.select().from(orders).where(eq(orders.orderNo, orderNo));
    const told: unknown[] = [];
    const stopListening = demo.shop.services.changes.subscribe('shopper-message', (message) => told.push(message));
    const started = Date.now();
    try {
      const written = await writeNote(support.cookie, orderNo, '  Gift wrap; the blue box is out, use green.  ');
      expect(written.status, written.body.msg).toBe(200);
      expect(written.body.data.note).toMatchObject({ text: 'Gift wrap; the blue box is out, use green.', by: support.email });
      expect(Date.parse(written.body.data.note!.at)).toBeGreaterThanOrEqual(started - 1000);
      expect(await readNote()).toEqual(written.body.data.note);
    } finally {
      stopListening();
    }
    expect(told).toEqual([]);
    const [after] = await demo.shop.db.select().from(orders).where(eq(orders.orderNo, orderNo));
    expect({ updatedAt: after!.updatedAt, status: after!.status }).toEqual({ updatedAt: before!.updatedAt, status: before!.status });

    // The admin token is named as itself.
    expect((await adminRequest(demo.shop.app, 'PUT', `/orders/${orderNo}/note`, { body: { note: 'Packed.' } })).status).toBe(200);
    expect(await readNote()).toMatchObject({ text: 'Packed.', by: 'admin token' });
  });

  it('reads the order with what its packing slip needs', async () => {
    const read = await adminRequest<{ order: { lines: { sku: string; quantity: number }[]; itemCount: number }; shopName: string }>(
      demo.shop.app,
      'GET',
      `/orders/${orderNo}`,
    );
    expect(read.body.data.order.lines).toEqual([expect.objectContaining({ sku, quantity: 1 })]);
    expect(read.body.data).toMatchObject({ order: { itemCount: 1 }, shopName: expect.any(String) });
  });

  it('never shows the note to the shopper', async () => {
    const secret = 'Shopper was rude on the phone: team eyes only';
    expect((await writeNote(support.cookie, orderNo, secret)).status).toBe(200);
    const read = await whatTheShopperReads();
    expect(read).toContain(orderNo);
    expect(read).not.toContain(secret);
    expect(read).not.toContain(support.email);
  });

  it('clears the note with an empty one', async () => {
    expect((await writeNote(support.cookie, orderNo, 'To clear')).status).toBe(200);
    const cleared = await writeNote(support.cookie, orderNo, '   ');
    expect(cleared.status).toBe(200);
    expect(cleared.body.data.note).toBeNull();
    expect(await readNote()).toBeNull();
  });

  it('refuses a note past its limit naming `note`, and an unknown order', async () => {
    expect((await writeNote(support.cookie, orderNo, 'Kept')).status).toBe(200);
    expect((await writeNote(support.cookie, orderNo, 'x'.repeat(ORDER_NOTE_MAX))).status).toBe(200);
    const long = await writeNote(support.cookie, orderNo, 'y'.repeat(ORDER_NOTE_MAX + 1));
    expect(long.status).toBe(422);
    expect(long.body.data.issues?.map((issue) => issue.path)).toEqual(['note']);
    expect((await writeNote(support.cookie, orderNo, 42)).status).toBe(422);
    expect((await readNote())?.text).toBe('x'.repeat(ORDER_NOTE_MAX));

    const unknown = await writeNote(support.cookie, 'V20990101-999999', 'Nobody');
    expect(unknown.status).toBe(404);
  });

  it('keeps each note in the audit log with the order before and after', async () => {
    expect((await writeNote(support.cookie, orderNo, 'Before')).status).toBe(200);
    expect((await writeNote(support.cookie, orderNo, 'After')).status).toBe(200);
    const audit = await adminRequest<{ entries: { call: string; actor: string; target: string; before: unknown; after: unknown }[] }>(
      demo.shop.app,
      'GET',
      `/audit?call=orders/note&staff=${encodeURIComponent(support.email)}`,
    );
    expect(audit.body.data.entries[0]).toMatchObject({
      call: 'orders/note',
      actor: support.email,
      target: `/orders/${orderNo}/note`,
      before: { order: { orderNo, note: { text: 'Before', by: support.email } } },
      after: { order: { orderNo, note: { text: 'After', by: support.email } } },
    });
  });
});
