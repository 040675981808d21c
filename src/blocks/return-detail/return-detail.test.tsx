import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { drawnOnPage, renderWithPage } from '../../fixtures/render-with-page';
import { approvedReturn, pendingReturn, refusedReturn, returnDetailPageData } from '../../fixtures/returns';
import type { ReturnDetail as Detail } from '../../schema/web-api/returns';
import ReturnDetailBlock from './return-detail';

// Drawn as the renderer draws it: the page data it declares is read from the page and passed as props.
const ReturnDetail = drawnOnPage(ReturnDetailBlock);

type Sent = { path: string; body: Record<string, unknown> };
let sent: Sent[];
let answer: (sent: Sent) => { status: number; body: unknown };

beforeAll(() => {
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.open = false;
  };
});

beforeEach(() => {
  sent = [];
  answer = () => ({ status: 200, body: { code: 0, msg: '', data: { return: approvedReturn } } });
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const call = { path: String(url).replace('/api/web/', ''), body: JSON.parse(String(init.body)) as Record<string, unknown> };
    sent.push(call);
    const { status, body } = answer(call);
    return Response.json(body, { status });
  });
});
afterEach(() => vi.unstubAllGlobals());

const open = (detail: Detail = approvedReturn, lang: 'en' | 'zh-HK' = 'en') =>
  renderWithPage(<ReturnDetail showMerchantAddress />, {
    data: returnDetailPageData(detail),
    kind: 'user-return-detail',
    path: `user/return/${detail.returnNo}`,
    lang,
  });

describe('return-detail', () => {
  test('shows an approved return with the merchant return address and the parcel form', async () => {
    await open();
    expect(screen.getByRole('heading', { level: 1, name: 'Return R20261120-000003' })).toBeTruthy();
    expect(screen.getByText('$46.33')).toBeTruthy();
    expect(screen.getByText('Audit successful')).toBeTruthy();
    const address = screen.getByRole('region', { name: 'Merchant return address' });
    expect(within(address).getByText('Vitrine Returns')).toBeTruthy();
    expect(within(address).getByText('+1 415 555 0100')).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Send the goods back' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel return' })).toBeNull();
  });

  test('shows no refund amount for an exchange: it gives goods back, not money', async () => {
    await open({ ...approvedReturn, type: 'exchange' }, 'zh-HK');
    expect(screen.getByText('換貨')).toBeTruthy();
    expect(screen.queryByText('退款金額')).toBeNull();
    expect(screen.queryByText('US$46.33')).toBeNull();
  });

  test('shows the refuse description and no address or form after a refusal', async () => {
    await open(refusedReturn, 'zh-HK');
    expect(screen.getByText('審核不通過')).toBeTruthy();
    expect(screen.getByText('The towel has been washed and used.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: '商家退貨地址' })).toBeNull();
    expect(screen.queryByRole('form')).toBeNull();
  });

  test('sends the parcel, naming a missing field without a request', async () => {
    const sentBack: Detail = {
      ...approvedReturn,
      logisticsCompany: 'SF Express',
      trackingNumber: 'SF123',
      deliveryTime: '2026-11-22T08:00:00.000Z',
      canSendBack: false,
    };
    answer = () => ({ status: 200, body: { code: 0, msg: '', data: { return: sentBack } } });
    await open();
    await userEvent.type(screen.getByLabelText(/Logistics company/), 'SF Express');
    await userEvent.click(screen.getByRole('button', { name: 'Submit logistics' }));
    await waitFor(() => expect(screen.getByText('Tracking number is required')).toBeTruthy());
    expect(sent).toEqual([]);

    await userEvent.type(screen.getByLabelText(/Tracking number/), 'SF123');
    await userEvent.type(screen.getByLabelText(/Delivery time/), '2026-11-22T08:00');
    await userEvent.click(screen.getByRole('button', { name: 'Submit logistics' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Logistics saved'));
    expect(sent[0]).toMatchObject({
      path: 'return/sendBack',
      body: { returnNo: 'R20261120-000003', logisticsCompany: 'SF Express', trackingNumber: 'SF123' },
    });
    expect(screen.getByText('SF123')).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
  });

  test('announces a refusal of the parcel form that names no field', async () => {
    answer = () => ({ status: 409, body: { code: 40, msg: 'Not possible', data: { key: 'return.notAllowed', problems: [] } } });
    await open();
    await userEvent.type(screen.getByLabelText(/Logistics company/), 'SF Express');
    await userEvent.type(screen.getByLabelText(/Tracking number/), 'SF123');
    await userEvent.type(screen.getByLabelText(/Delivery time/), '2026-11-22T08:00');
    await userEvent.click(screen.getByRole('button', { name: 'Submit logistics' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('This return has moved on: reload the page.'));
    expect((screen.getByRole('button', { name: 'Submit logistics' }) as HTMLButtonElement).disabled).toBe(false);
  });

  test('cancels a pending return only after the question is answered yes', async () => {
    answer = () => ({
      status: 200,
      body: { code: 0, msg: '', data: { return: { ...pendingReturn, status: 'cancelled', canCancel: false } } },
    });
    await open(pendingReturn);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel return' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to cancel this return?')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(sent).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Cancel return' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel return' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Return cancelled'));
    expect(sent).toEqual([{ path: 'return/cancel', body: { returnNo: pendingReturn.returnNo, lang: 'en' } }]);
    expect(screen.getByText('Cancelled')).toBeTruthy();
  });

  test('says the return moved on when the server refuses the change', async () => {
    answer = () => ({ status: 409, body: { code: 40, msg: 'Not possible', data: { key: 'return.notAllowed', problems: [] } } });
    await open(pendingReturn);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel return' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel return' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('This return has moved on: reload the page.'));
  });
});
