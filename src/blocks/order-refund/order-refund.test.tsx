import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { drawnOnPage, renderWithPage } from '../../fixtures/render-with-page';
import { returnApplyPageData, returnForm, returnListPageData } from '../../fixtures/returns';
import type { ReturnForm } from '../../schema/web-api/returns';
import OrderRefundBlock from './order-refund';

// Drawn as the renderer draws it: the page data it declares is read from the page and passed as props.
const OrderRefund = drawnOnPage(OrderRefundBlock);

type Sent = { path: string; form: FormData };
let sent: Sent[];
let answer: () => { status: number; body: unknown };
let navigated: string[];

beforeEach(() => {
  sent = [];
  navigated = [];
  answer = () => ({ status: 200, body: { code: 0, msg: '', data: { returnNo: 'R20261124-000009' } } });
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    sent.push({ path: String(url).replace('/api/web/', ''), form: init.body as FormData });
    const { status, body } = answer();
    return Response.json(body, { status });
  });
  // jsdom draws no pictures: a preview address is all the form needs.
  let made = 0;
  URL.createObjectURL = () => `blob:preview-${++made}`;
  URL.revokeObjectURL = () => undefined;
});
afterEach(() => vi.unstubAllGlobals());

const open = (data: Record<string, unknown> = returnApplyPageData()) =>
  renderWithPage(<OrderRefund heading="" />, { data, kind: 'user-return', path: 'user/return', navigate: (href) => navigated.push(href) });

const photo = () => new File([new Uint8Array([0xff, 0xd8, 0xff])], 'lid.jpg', { type: 'image/jpeg' });

describe('order-refund', () => {
  test('sends the chosen units, type, description and pictures, then opens the new return', async () => {
    await open();
    await userEvent.click(screen.getByRole('radio', { name: 'Exchange goods' }));
    const more = screen.getByRole('button', { name: 'One more: Stoneware Teapot' });
    await userEvent.click(more);
    await userEvent.click(more);
    await userEvent.click(more);
    expect((screen.getByRole('spinbutton', { name: 'Quantity: Stoneware Teapot' }) as HTMLInputElement).value).toBe('2');
    await userEvent.type(screen.getByLabelText('Tell us what is wrong'), 'Lid wobbles');
    await userEvent.upload(screen.getByLabelText('Add pictures (up to 3)'), [photo(), photo()]);
    expect(screen.getAllByRole('img', { name: /Picture \d/ })).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Remove picture 1' }));
    expect(screen.getAllByRole('img', { name: /Picture \d/ })).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Submit application' }));
    await waitFor(() => expect(navigated).toEqual(['/user/return/R20261124-000009']));
    expect(sent).toHaveLength(1);
    const { path, form } = sent[0]!;
    expect(path).toBe('return/apply');
    expect(form.get('orderNo')).toBe(returnForm.orderNo);
    expect(form.get('type')).toBe('exchange');
    expect(JSON.parse(String(form.get('lines')))).toEqual([{ lineId: returnForm.lines[0]!.lineId, quantity: 2 }]);
    expect(form.get('description')).toBe('Lid wobbles');
    expect(form.getAll('pictures')).toHaveLength(1);
    // No amount travels: the server computes the refund.
    expect([...form.keys()].sort()).toEqual(['description', 'lines', 'orderNo', 'pictures', 'type']);
  });

  test('asks for at least one item before sending anything', async () => {
    await open();
    await userEvent.click(screen.getByRole('button', { name: 'Submit application' }));
    await waitFor(() => expect(screen.getByText('Choose at least one item')).toBeTruthy());
    expect(sent).toEqual([]);
  });

  test('keeps at most three pictures and says so', async () => {
    await open();
    await userEvent.upload(screen.getByLabelText('Add pictures (up to 3)'), [photo(), photo(), photo(), photo()]);
    expect(screen.getAllByRole('img', { name: /Picture \d/ })).toHaveLength(3);
    expect(screen.getByText('At most 3 pictures')).toBeTruthy();
    expect((screen.getByLabelText('Add pictures (up to 3)') as HTMLInputElement).disabled).toBe(true);
  });

  test("says 'Input has reached its limit' at the description's cap", async () => {
    await open();
    fireEvent.change(screen.getByLabelText('Tell us what is wrong'), { target: { value: 'x'.repeat(500) } });
    expect(screen.getByText(/Input has reached its limit/)).toBeTruthy();
  });

  test("shows the server's refusal beside the items", async () => {
    answer = () => ({
      status: 409,
      body: { code: 40, msg: 'More units', data: { key: 'return.tooMany', problems: [{ path: 'lines', message: 'return.tooMany' }] } },
    });
    await open();
    await userEvent.click(screen.getByRole('button', { name: 'One more: Stoneware Teapot' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit application' }));
    await waitFor(() => expect(screen.getByText('More items than are left to return: reload the page to see what is left.')).toBeTruthy());
    expect(navigated).toEqual([]);
  });

  test('explains why an order cannot be returned instead of the form', async () => {
    const closed: ReturnForm = { ...returnForm, closedReason: 'return.windowClosed' };
    await open(returnApplyPageData(closed));
    expect(screen.getByRole('alert').textContent).toBe('The return window of this order has closed.');
    expect(screen.queryByRole('form')).toBeNull();
  });

  test('draws nothing on the list without ?apply=', async () => {
    const { container } = await open(returnListPageData());
    expect(container.textContent).toBe('');
  });
});
