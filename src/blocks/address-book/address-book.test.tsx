import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { addressBookOf, addressPageData, storedAddresses } from '../../fixtures/addresses';
import { renderWithPage } from '../../fixtures/render-with-page';
import { publishAddressBook } from '../../state/address-book';
import AddressBook from './address-book';

type Sent = { path: string; body: Record<string, unknown> };
let sent: Sent[];
let answer: (sent: Sent) => unknown;

// jsdom has no modal dialogs; the real ones are exercised in the stories and the journey.
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
  answer = () => addressBookOf();
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const call = { path: String(url).replace('/api/web/', ''), body: JSON.parse(String(init.body)) };
    sent.push(call);
    return Response.json({ code: 0, msg: '', data: answer(call) });
  });
});
afterEach(() => vi.unstubAllGlobals());

const open = (data: Record<string, unknown> = addressPageData(), lang: 'en' | 'zh-HK' = 'en') =>
  renderWithPage(<AddressBook heading="" />, { data, kind: 'user-address', path: 'user/address', lang });

const cards = () => screen.getAllByRole('listitem');

describe('address-book', () => {
  test('lists the addresses the server drew, the default first and marked, each as its country writes it', async () => {
    await open();
    expect(screen.getByRole('heading', { level: 1, name: 'Address book' })).toBeTruthy();
    expect(cards()).toHaveLength(3);
    const [cn, hk, us] = cards();
    expect(within(cn!).getByText('Default')).toBeTruthy();
    expect(within(hk!).queryByText('Default')).toBeNull();
    expect(within(cn!).getByRole('heading', { name: '陈美' })).toBeTruthy();
    expect(within(us!).getByRole('heading', { name: 'Mei Chen' })).toBeTruthy();
    expect(within(us!).getByText('San Francisco, CA 94103')).toBeTruthy();
    expect(within(us!).getByText('United States')).toBeTruthy();
    expect(within(cn!).getByText('+86 13800138000')).toBeTruthy();
    expect(screen.getByText('3 of 50 addresses')).toBeTruthy();
  });

  test('asks a visitor to sign in instead', async () => {
    await open({ template: 'user-address' });
    expect(screen.getByText('Sign in to see your addresses.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/auth/signin');
    expect(screen.queryByRole('list')).toBeNull();
  });

  test('deletes only after the question is answered yes', async () => {
    answer = () => addressBookOf(storedAddresses.filter((address) => address.country !== 'HK'));
    await open();
    await userEvent.click(screen.getByRole('button', { name: 'Delete: 陳美' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to delete it?')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(sent).toEqual([]);
    expect(cards()).toHaveLength(3);

    await userEvent.click(screen.getByRole('button', { name: 'Delete: 陳美' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(sent).toEqual([{ path: 'address/delete', body: { id: storedAddresses[1]!.id } }]);
    expect(screen.getByRole('status').textContent).toBe('Address deleted');
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 }));
  });

  test('makes another address the default', async () => {
    const [cn, hk, us] = storedAddresses;
    answer = () => addressBookOf([{ ...us!, isDefault: true }, { ...cn!, isDefault: false }, hk!]);
    await open();
    expect(within(cards()[0]!).queryByRole('button', { name: /Set as default/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Set as default: Mei Chen' }));
    await waitFor(() => expect(within(cards()[0]!).getByRole('heading', { name: 'Mei Chen' })).toBeTruthy());
    expect(within(cards()[0]!).getByText('Default')).toBeTruthy();
    expect(sent).toEqual([{ path: 'address/setDefault', body: { id: us!.id } }]);
  });

  test('edits an address in place, with its country’s form', async () => {
    const us = storedAddresses[2]!;
    answer = () => ({ ...addressBookOf(storedAddresses.map((address) => (address.id === us.id ? { ...address, city: 'Oakland', postalCode: '94607' } : address))), id: us.id });
    await open();
    await userEvent.click(screen.getByRole('button', { name: 'Edit: Mei Chen' }));
    const form = screen.getByRole('form', { name: 'Edit address' });
    const city = within(form).getByRole<HTMLInputElement>('textbox', { name: /City/ });
    expect(city.value).toBe('San Francisco');
    await userEvent.clear(city);
    await userEvent.type(city, 'Oakland');
    await userEvent.clear(within(form).getByRole('textbox', { name: /ZIP code/ }));
    await userEvent.type(within(form).getByRole('textbox', { name: /ZIP code/ }), '94607');
    await userEvent.click(within(form).getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(screen.queryByRole('form')).toBeNull());
    expect(sent[0]).toMatchObject({ path: 'address/edit', body: { id: us.id, city: 'Oakland', postalCode: '94607' } });
    expect(screen.getByText('Oakland, CA 94607')).toBeTruthy();
  });

  test('shows an address another block on the page added', async () => {
    await open(addressPageData([]));
    expect(screen.getByText('You have no saved addresses yet.')).toBeTruthy();
    await act(async () => publishAddressBook(addressBookOf([storedAddresses[0]!])));
    expect(cards()).toHaveLength(1);
  });

  test('speaks Traditional Chinese', async () => {
    await open(addressPageData(), 'zh-HK');
    expect(screen.getByRole('heading', { level: 1, name: '收貨地址' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '刪除：陳美' })).toBeTruthy();
    expect(within(cards()[1]!).getByText('香港')).toBeTruthy();
  });
});
