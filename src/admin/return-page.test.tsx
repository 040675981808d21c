import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { I18nextProvider } from 'react-i18next';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RETURN_CALLS, type ReturnAddress } from '../schema/admin-api/returns';
import { formatPath } from '../schema/json-path';
import { createBackOfficeI18n } from './i18n';
import { ReturnPage } from './return-page';
import { SignedInProvider } from './shell';

const i18n = createBackOfficeI18n('en');
const support = {
  caller: { kind: 'staff', email: 'sam@example.com', role: 'support' },
  signOut: () => undefined,
  setLocale: () => undefined,
} as const;

const RETURN_NO = 'R20261120-000007';
const SHOP_ADDRESS: ReturnAddress = { consignee: 'Vitrine Returns', contactNumber: '+852 2345 6789', detailedAddress: '8 Harbour Road, Wan Chai, Hong Kong' };

/** A return waiting for approval, as the shop answers it. */
function waitingReturn() {
  return {
    returnNo: RETURN_NO,
    orderNo: 'V20261101-000042',
    type: 'return-refund',
    status: 'pending-approval',
    auditStatus: 'pending-approval',
    refund: { amount: 2500, currency: 'USD' },
    createdAt: '2026-11-20T09:00:00.000Z',
    lines: [{ name: 'Linen shirt', options: 'Size: M', image: null, quantity: 1, unitPrice: { amount: 2500, currency: 'USD' } }],
    description: 'The sleeves are too short',
    refuseDescription: '',
    logisticsCompany: '',
    trackingNumber: '',
    deliveryTime: null,
    merchantAddress: null as ReturnAddress | null,
    pictures: [],
    timeline: [{ kind: 'applied', actor: 'shopper', at: '2026-11-20T09:00:00.000Z' }],
    canCancel: true,
    canSendBack: false,
  };
}

type Sent = { method: string; url: string; body: unknown };

/**
 * The shop as support meets it: one waiting return, the shop's return address proposed for it,
 * and an approval judged by the contract's own schema (a refusal names each problem by its JSON
 * path, as the shop does). With `someoneElse`, another member approves it first, with their address.
 */
function fakeShop({ someoneElse = false }: { someoneElse?: boolean } = {}) {
  const sent: Sent[] = [];
  const stored = waitingReturn();
  const envelope = (status: number, data: unknown, msg = status < 300 ? 'ok' : 'No') =>
    new Response(JSON.stringify({ code: status < 300 ? 0 : 1, msg, data }), { status });
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    if (method !== 'GET') sent.push({ method, url, body });
    if (url === `/api/admin/returns/${RETURN_NO}`) return envelope(200, { return: stored });
    if (url === `/api/admin/returns/${RETURN_NO}/approval`) return envelope(200, { address: stored.merchantAddress ?? SHOP_ADDRESS });
    if (url === `/api/admin/returns/${RETURN_NO}/approve` && method === 'POST') {
      if (someoneElse) {
        Object.assign(stored, { auditStatus: 'approved', merchantAddress: { ...SHOP_ADDRESS, consignee: 'Their Warehouse' }, canCancel: false, canSendBack: true });
        return envelope(409, null, 'Cannot approve a return that is pending-approval (audit approved)');
      }
      const parsed = RETURN_CALLS['returns/approve'].request.safeParse(body);
      if (!parsed.success) {
        const issues = parsed.error.issues.map((issue) => ({
          path: formatPath(issue.path.filter((part) => typeof part !== 'symbol')),
          message: issue.message,
        }));
        return envelope(422, { issues, more: 0 }, `Invalid approval: ${issues.length} problems`);
      }
      Object.assign(stored, { auditStatus: 'approved', merchantAddress: parsed.data.address ?? SHOP_ADDRESS, canCancel: false, canSendBack: true });
      stored.timeline.push({ kind: 'approve', actor: 'merchant', at: '2026-11-21T09:00:00.000Z' });
      return envelope(200, { return: stored });
    }
    return envelope(404, null, 'No such return');
  });
  return sent;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPage() {
  const root = createRootRoute({ component: Outlet });
  const router = createRouter({
    history: createMemoryHistory({ initialEntries: [`/admin/returns/${RETURN_NO}`] }),
    routeTree: root.addChildren([createRoute({ getParentRoute: () => root, path: '/admin/returns/$returnNo', component: ReturnPage })]),
  });
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <I18nextProvider i18n={i18n}>
        <SignedInProvider value={support}>
          <main id="main">
            <RouterProvider router={router} />
          </main>
        </SignedInProvider>
      </I18nextProvider>
    </SWRConfig>,
  );
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement | HTMLTextAreaElement;

describe('approving a return', () => {
  it('shows the shop’s return address to confirm, and gives the shopper exactly what was confirmed', async () => {
    const sent = fakeShop();
    const user = userEvent.setup();
    renderPage();

    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    const form = await screen.findByRole('region', { name: 'Approve with this return address' });
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Approve with this return address' }));
    expect(within(form).getByText(/for this return only/)).toBeTruthy();
    await waitFor(() => expect(field('Send to (person or team)').value).toBe(SHOP_ADDRESS.consignee));
    expect(field('Contact number').value).toBe(SHOP_ADDRESS.contactNumber);
    expect(field('Address').value).toBe(SHOP_ADDRESS.detailedAddress);
    // Nothing is sent before support confirms.
    expect(sent).toEqual([]);

    await user.clear(field('Send to (person or team)'));
    await user.type(field('Send to (person or team)'), 'Kowloon Warehouse');
    await user.click(within(form).getByRole('button', { name: 'Approve and give this address' }));

    const given = { ...SHOP_ADDRESS, consignee: 'Kowloon Warehouse' };
    await waitFor(() => expect(sent).toEqual([{ method: 'POST', url: `/api/admin/returns/${RETURN_NO}/approve`, body: { address: given } }]));
    expect(await screen.findByText('Done: Approve.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Approve with this return address' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'What can be done now' }));
    const shown = screen.getByRole('region', { name: 'The return address the shopper was given' });
    expect(within(shown).getByText(/Kowloon Warehouse/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  it('names a refused field at the field, with the focus on what to fix, and approves nothing', async () => {
    const sent = fakeShop();
    const user = userEvent.setup();
    renderPage();

    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(field('Contact number').value).toBe(SHOP_ADDRESS.contactNumber));
    // Only spaces pass the browser's "required" but are nothing once trimmed: the shop refuses it.
    await user.clear(field('Contact number'));
    await user.type(field('Contact number'), '   ');
    await user.click(screen.getByRole('button', { name: 'Approve and give this address' }));

    const summary = await screen.findByRole('alert');
    expect(document.activeElement).toBe(summary);
    expect(within(summary).getByRole('link', { name: /^Contact number:/ })).toBeTruthy();
    expect(field('Contact number').getAttribute('aria-invalid')).toBe('true');
    const described = field('Contact number').getAttribute('aria-describedby') ?? '';
    expect(described.split(' ').map((id) => document.getElementById(id)?.textContent).join(' ')).toMatch(/Too small/);
    expect(field('Send to (person or team)').getAttribute('aria-invalid')).toBeNull();
    expect(sent).toHaveLength(1);
    // Still waiting: the form stays open and the address section is not there.
    expect(screen.getByRole('region', { name: 'Approve with this return address' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'The return address the shopper was given' })).toBeNull();

    await user.click(within(summary).getByRole('link', { name: /^Contact number:/ }));
    expect(document.activeElement).toBe(field('Contact number'));
  });

  it('closes from the keyboard without approving, and the focus goes back to Approve', async () => {
    const sent = fakeShop();
    const user = userEvent.setup();
    renderPage();

    const approve = await screen.findByRole('button', { name: 'Approve' });
    approve.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(field('Address').value).toBe(SHOP_ADDRESS.detailedAddress));
    await user.tab();
    expect(document.activeElement).toBe(field('Send to (person or team)'));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Approve with this return address' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Approve' }));

    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Not now' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Approve' }));
    expect(sent).toEqual([]);
  });

  it('says when another member decided first, shows their address, and keeps the focus in the actions', async () => {
    const sent = fakeShop({ someoneElse: true });
    const user = userEvent.setup();
    renderPage();

    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(field('Send to (person or team)').value).toBe(SHOP_ADDRESS.consignee));
    await user.click(screen.getByRole('button', { name: 'Approve and give this address' }));

    expect(await screen.findByText(/Someone changed it meanwhile/)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Approve with this return address' })).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'What can be done now' })));
    const shown = screen.getByRole('region', { name: 'The return address the shopper was given' });
    expect(within(shown).getByText(/Their Warehouse/)).toBeTruthy();
    expect(sent).toHaveLength(1);
  });
});
