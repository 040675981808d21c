import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { addressBookOf, storedAddresses } from '../../fixtures/addresses';
import { renderWithPage } from '../../fixtures/render-with-page';
import { onAddressBookPublished } from '../../state/address-book';
import AddressFormBlock from './address-form';
import { addressFormBlockSchema } from './schema';

type Sent = { path: string; body: Record<string, unknown> };
let sent: Sent[];
let answer: () => Response;

beforeEach(() => {
  sent = [];
  answer = () => Response.json({ code: 0, msg: '', data: { ...addressBookOf(), id: storedAddresses[2]!.id } });
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    sent.push({ path: String(url).replace('/api/web/', ''), body: JSON.parse(String(init.body)) });
    return answer();
  });
});
afterEach(() => vi.unstubAllGlobals());

const open = (props: object = {}, lang: 'en' | 'zh-HK' = 'en') =>
  renderWithPage(<AddressFormBlock {...addressFormBlockSchema.parse(props)} />, { data: {}, kind: 'user-address', path: 'user/address', lang });

const labels = () => [...document.querySelectorAll('form label')].map((label) => label.textContent?.replace(' *', ''));

describe('address-form', () => {
  test('lays out the fields of the chosen country, named as that country names them', async () => {
    await open({ defaultCountry: 'US' });
    expect(labels()).toEqual([
      'Country/Region',
      'First name',
      'Last name',
      'Address',
      'Apartment, suite, etc. (optional)',
      'City',
      'State',
      'ZIP code',
      'Country code',
      'Phone',
      'Use as my default address',
    ]);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /Country code/ }).value).toBe('+1');
  });

  test('changing the country lays the form out again and keeps what still applies', async () => {
    await open({ defaultCountry: 'US' });
    await userEvent.type(screen.getByRole('textbox', { name: /First name/ }), 'Aiko');
    await userEvent.type(screen.getByRole('textbox', { name: /City/ }), 'Osaka');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Country/ }), 'JP');
    expect(screen.getByRole('textbox', { name: /Prefecture/ })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /City/ })).toBeNull();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /First name/ }).value).toBe('Aiko');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /Country code/ }).value).toBe('+81');
    expect(screen.getByText('For example 100-0001')).toBeTruthy();
    // Back in the United States, the city typed before is still there.
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Country/ }), 'US');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /City/ }).value).toBe('Osaka');
  });

  test('an empty form names every missing field beside it, focuses the first, and sends nothing', async () => {
    await open({ defaultCountry: 'US' });
    await userEvent.click(screen.getByRole('button', { name: 'Save address' }));
    const firstName = screen.getByRole('textbox', { name: /First name/ });
    expect(firstName.getAttribute('aria-invalid')).toBe('true');
    expect(firstName.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(firstName.getAttribute('aria-describedby')!)?.textContent).toBe('First name is required');
    expect(screen.getByText('ZIP code is required')).toBeTruthy();
    expect(screen.getByText('State is required')).toBeTruthy();
    expect(screen.queryByText(/Apartment.*required/)).toBeNull();
    expect(document.activeElement).toBe(firstName);
    expect(sent).toEqual([]);
  });

  test('a wrong postal code or phone is named, and the message goes once it is put right', async () => {
    await open({ defaultCountry: 'US' });
    await userEvent.type(screen.getByRole('textbox', { name: /ZIP code/ }), '9410');
    await userEvent.type(screen.getByRole('textbox', { name: /Phone/ }), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Save address' }));
    expect(screen.getByText('Enter a valid ZIP code')).toBeTruthy();
    expect(screen.getByText('Enter a valid phone number for this country code')).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: /ZIP code/ }), '3');
    expect(screen.queryByText('Enter a valid ZIP code')).toBeNull();
  });

  test('too long a name reads "Input has reached its limit" as it is typed', async () => {
    await open();
    await userEvent.click(screen.getByRole('textbox', { name: /Last name/ }));
    await userEvent.paste('x'.repeat(51));
    expect(screen.getByText('Input has reached its limit')).toBeTruthy();
  });

  test('a valid address is added to the book, announced, and the form empties', async () => {
    const published = vi.fn();
    const stop = onAddressBookPublished(published);
    await open({ defaultCountry: 'US' });
    await userEvent.type(screen.getByRole('textbox', { name: /First name/ }), 'Mei');
    await userEvent.type(screen.getByRole('textbox', { name: /Last name/ }), 'Chen');
    await userEvent.type(screen.getByRole('textbox', { name: /^Address/ }), '600 Harrison St');
    await userEvent.type(screen.getByRole('textbox', { name: /City/ }), 'San Francisco');
    await userEvent.type(screen.getByRole('textbox', { name: /State/ }), 'CA');
    await userEvent.type(screen.getByRole('textbox', { name: /ZIP code/ }), '94103');
    await userEvent.type(screen.getByRole('textbox', { name: /Phone/ }), '415 555 2671');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Use as my default address' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Address saved'));
    expect(sent).toEqual([
      {
        path: 'address/add',
        body: expect.objectContaining({ country: 'US', postalCode: '94103', phone: '4155552671', countryCode: '+1', makeDefault: true, area: '' }),
      },
    ]);
    expect(published).toHaveBeenCalledWith(addressBookOf());
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /First name/ }).value).toBe('');
    stop();
  });

  test('what the server names is shown beside its field', async () => {
    answer = () => Response.json({ code: 40, msg: 'postalCode', data: { problems: [{ path: 'postalCode', message: 'address.postalCodeFormat' }] } }, { status: 400 });
    await open({ defaultCountry: 'HK' });
    expect(screen.queryByRole('textbox', { name: /Postal|ZIP/ })).toBeNull();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Country/ }), 'GB');
    await userEvent.type(screen.getByRole('textbox', { name: /First name/ }), 'Ann');
    await userEvent.type(screen.getByRole('textbox', { name: /Last name/ }), 'Lee');
    await userEvent.type(screen.getByRole('textbox', { name: /^Address/ }), '10 Downing St');
    await userEvent.type(screen.getByRole('textbox', { name: /Town\/City/ }), 'London');
    await userEvent.type(screen.getByRole('textbox', { name: /Postcode/ }), 'SW1A 2AA');
    await userEvent.type(screen.getByRole('textbox', { name: /Phone/ }), '20 7946 0958');
    await userEvent.click(screen.getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(screen.getByText('Enter a valid Postcode')).toBeTruthy());
  });

  test('speaks Traditional Chinese, starting in Hong Kong without a postal code', async () => {
    await open({ defaultCountry: 'HK' }, 'zh-HK');
    expect(labels()).toContain('地域');
    expect(labels()).not.toContain('郵政編碼');
    await userEvent.click(screen.getByRole('button', { name: '儲存地址' }));
    expect(screen.getByText('姓不能為空')).toBeTruthy();
    expect(screen.getByText('電話不能為空')).toBeTruthy();
  });
});
