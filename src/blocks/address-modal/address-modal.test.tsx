import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { addressBookOf, storedAddresses } from '../../fixtures/addresses';
import { renderWithPage } from '../../fixtures/render-with-page';
import AddressModalBlock from './address-modal';
import { addressModalBlockSchema } from './schema';

let sent: Array<{ path: string; body: Record<string, unknown> }>;

// jsdom has no modal dialogs; focus trapping and Escape are exercised in the stories and the journey.
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
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    sent.push({ path: String(url).replace('/api/web/', ''), body: JSON.parse(String(init.body)) });
    return Response.json({ code: 0, msg: '', data: { ...addressBookOf(), id: storedAddresses[0]!.id } });
  });
});
afterEach(() => vi.unstubAllGlobals());

const open = (props: object = {}) =>
  renderWithPage(<AddressModalBlock {...addressModalBlockSchema.parse(props)} />, { data: {}, kind: 'user-address', path: 'user/address' });

describe('address-modal', () => {
  test('opens the form in a dialog named by its heading, the first field focused', async () => {
    await open({ defaultCountry: 'CN' });
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Add an address' }));
    const dialog = screen.getByRole('dialog', { name: 'New address' });
    expect(document.activeElement).toBe(within(dialog).getByRole('combobox', { name: /Country/ }));
    expect(within(dialog).getByRole('textbox', { name: /Province/ })).toBeTruthy();
    expect(within(dialog).getByRole('textbox', { name: /District/ })).toBeTruthy();
  });

  test('Cancel closes it without sending anything', async () => {
    await open();
    await userEvent.click(screen.getByRole('button', { name: 'Add an address' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent).toEqual([]);
  });

  test('stays open while the address is wrong, and closes once it is saved', async () => {
    await open({ defaultCountry: 'CN' });
    await userEvent.click(screen.getByRole('button', { name: 'Add an address' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save address' }));
    expect(within(dialog).getByText('Province is required')).toBeTruthy();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Province/ }), '上海市');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /City/ }), '上海市');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /District/ }), '静安区');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Address/ }), '南京西路 1266 号');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Last name/ }), '陈');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /First name/ }), '美');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Phone/ }), '1380013800');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save address' }));
    expect(within(dialog).getByText('Enter a valid phone number for this country code')).toBeTruthy();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Phone/ }), '0');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual([{ path: 'address/add', body: expect.objectContaining({ country: 'CN', countryCode: '+86', phone: '13800138000', makeDefault: false }) }]);
    expect(screen.getByRole('status').textContent).toBe('Address saved');
  });
});
