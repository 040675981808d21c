import { describe, expect, it } from 'vitest';
import type { Overview } from '../../src/schema/admin-api/overview';
import { LOW_STOCK } from '../../src/schema/admin-api/overview';
import { adminRequest, demoShopOn } from '../testing/test-app';
import { TEST_DRIVERS } from '../testing/test-orders';

/* The back office's counts against the queues they count, before and after the work they wait for. */

describe.each(TEST_DRIVERS)('the overview (%s)', (driver) => {
  const demo = demoShopOn(driver);
  const overview = async () => (await adminRequest<Overview>(demo.shop.app, 'GET', '/overview')).body.data;
  const list = async <T>(path: string) => (await adminRequest<T>(demo.shop.app, 'GET', path)).body.data;

  it('counts what each queue lists, and a count falls when its work is done', async () => {
    const before = await overview();
    const paid = (await list<{ orders: { orderNo: string; shipped: boolean }[] }>('/orders?status=in-progress&payStatus=paid')).orders.filter((order) => !order.shipped);
    const asked = (await list<{ orders: unknown[] }>('/orders?status=pending-cancellation')).orders;
    const pendingReturns = (await list<{ returns: { auditStatus: string }[] }>('/returns?status=pending-approval&limit=100')).returns.filter((row) => row.auditStatus === 'pending-approval');
    const pendingReviews = (await list<{ reviews: { id: string }[] }>('/reviews?status=pending&limit=100')).reviews;
    expect(before).toMatchObject({ ordersToShip: paid.length, cancellationsToJudge: asked.length, returnsToJudge: pendingReturns.length, reviewsWaiting: pendingReviews.length });
    expect(paid.length * pendingReviews.length, 'the demo shop has paid orders to ship and reviews waiting').toBeGreaterThan(0);

    expect((await adminRequest(demo.shop.app, 'POST', `/orders/${paid[0]!.orderNo}/ship`, { body: { expressName: 'SF Express', expressNumber: 'SF0001' } })).status).toBe(200);
    expect((await adminRequest(demo.shop.app, 'POST', `/reviews/${pendingReviews[0]!.id}/accept`)).status).toBe(200);
    const after = await overview();
    expect(after.ordersToShip).toBe(before.ordersToShip - 1);
    expect(after.reviewsWaiting).toBe(before.reviewsWaiting - 1);
  });

  it('counts a variant on sale as low on stock once it is down to the limit', async () => {
    const product = (await list<{ product: { variants: { sku: string; stock: number }[] } }>('/products/heavyweight-hoodie')).product;
    const variant = product.variants.find((candidate) => candidate.stock > LOW_STOCK);
    expect(variant, 'the hoodie has a well-stocked variant').toBeDefined();
    const before = (await overview()).lowStock;
    expect((await adminRequest(demo.shop.app, 'PUT', '/stock', { body: { sku: variant!.sku, stock: LOW_STOCK } })).status).toBe(200);
    expect((await overview()).lowStock).toBe(before + 1);
  });
});
