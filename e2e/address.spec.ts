import { readFileSync } from 'node:fs';
import { expect, locale, test, text, waitForApp } from './support';
import type { Page } from '@playwright/test';

/*
 * The address book as the demo shopper: the form and the modal each add an address after
 * showing what was wrong, the default moves, a delete is asked about first (Escape keeps the
 * address), and the book the server draws after a reload is the one left on screen.
 */

const en = JSON.parse(readFileSync('locales/address/en.json', 'utf8')) as Record<string, unknown>;
const shared = locale('en');
const DEMO = { account: 'demo@vitrine.example', password: 'vitrine-demo' };

async function signIn(page: Page) {
  const response = await page.request.post('/api/web/auth/signin', { data: DEMO });
  expect(response.status()).toBe(200);
}

const book = (page: Page) => page.getByRole('region', { name: 'Address book' });
const cards = (page: Page) => book(page).getByRole('listitem');
const cardNamed = (page: Page, name: string) => cards(page).filter({ has: page.getByRole('heading', { name, exact: true }) });

test('the demo shopper keeps an address book in three countries', async ({ page }) => {
  await signIn(page);
  await page.goto('/user/address');
  await waitForApp(page);
  // Drawn by the server for this shopper: the seeded Shanghai address is the default.
  await expect(cards(page)).toHaveCount(3);
  await expect(cards(page).first().getByRole('heading')).toHaveText('陈美');
  await expect(cards(page).first().getByText(text(en, 'address.default'), { exact: true })).toBeVisible();

  // The form in place: empty, then a ZIP code the United States do not write, then right.
  const form = page.getByRole('form', { name: 'Type a new address' });
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(form.getByText('First name is required')).toBeVisible();
  await expect(form.getByText('ZIP code is required')).toBeVisible();
  await expect(form.getByRole('textbox', { name: /First name/ })).toBeFocused();
  await form.getByRole('textbox', { name: /First name/ }).fill('Ada');
  await form.getByRole('textbox', { name: /Last name/ }).fill('Lovelace');
  await form.getByRole('textbox', { name: /^Address/ }).fill('12 Analytical Way');
  await form.getByRole('textbox', { name: /City/ }).fill('Boston');
  await form.getByRole('textbox', { name: /State/ }).fill('MA');
  await form.getByRole('textbox', { name: /ZIP code/ }).fill('0211');
  await form.getByRole('textbox', { name: /Phone/ }).fill('617 555 0123');
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(form.getByText('Enter a valid ZIP code')).toBeVisible();
  await form.getByRole('textbox', { name: /ZIP code/ }).fill('02115');
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(cards(page)).toHaveCount(4);
  await expect(cardNamed(page, 'Ada Lovelace').getByText('Boston, MA 02115')).toBeVisible();

  // The modal: a Chinese address, refused first for what is missing and for a short mobile number.
  const add = page.getByRole('button', { name: 'Add an address' });
  await add.click();
  let dialog = page.getByRole('dialog', { name: 'New address' });
  await expect(dialog.getByRole('combobox', { name: /Country/ })).toBeFocused();
  await dialog.getByRole('combobox', { name: /Country/ }).selectOption('CN');
  await expect(dialog.getByRole('textbox', { name: /Country code/ })).toHaveValue('+86');
  await dialog.getByRole('button', { name: 'Save address' }).click();
  await expect(dialog.getByText('Province is required')).toBeVisible();
  await dialog.getByRole('textbox', { name: /Province/ }).fill('北京市');
  await dialog.getByRole('textbox', { name: /City/ }).fill('北京市');
  await dialog.getByRole('textbox', { name: /District/ }).fill('朝阳区');
  await dialog.getByRole('textbox', { name: /^Address/ }).fill('建国路 88 号');
  await dialog.getByRole('textbox', { name: /Last name/ }).fill('李');
  await dialog.getByRole('textbox', { name: /First name/ }).fill('雷');
  await dialog.getByRole('textbox', { name: /Phone/ }).fill('1391234567');
  await dialog.getByRole('button', { name: 'Save address' }).click();
  await expect(dialog.getByText('Enter a valid phone number for this country code')).toBeVisible();
  await dialog.getByRole('textbox', { name: /Phone/ }).fill('13912345678');
  await dialog.getByRole('button', { name: 'Save address' }).click();
  await expect(dialog).toBeHidden();
  await expect(add).toBeFocused();
  await expect(cardNamed(page, '李雷')).toBeVisible();

  // The modal again: a Hong Kong address, which has no postal code.
  await add.click();
  dialog = page.getByRole('dialog', { name: 'New address' });
  await dialog.getByRole('combobox', { name: /Country/ }).selectOption('HK');
  await expect(dialog.getByRole('textbox', { name: /Postal code/ })).toHaveCount(0);
  await dialog.getByRole('textbox', { name: /Region/ }).fill('香港島');
  await dialog.getByRole('textbox', { name: /District/ }).fill('中西區');
  await dialog.getByRole('textbox', { name: /^Address/ }).fill('皇后大道中 99 號');
  await dialog.getByRole('textbox', { name: /Last name/ }).fill('黃');
  await dialog.getByRole('textbox', { name: /First name/ }).fill('小明');
  await dialog.getByRole('textbox', { name: /Phone/ }).fill('9123 4567');
  await dialog.getByRole('button', { name: 'Save address' }).click();
  await expect(dialog).toBeHidden();
  await expect(cards(page)).toHaveCount(6);

  // The new Hong Kong address becomes the default and moves to the top.
  await page.getByRole('button', { name: 'Set as default: 黃小明' }).click();
  await expect(cards(page).first().getByRole('heading')).toHaveText('黃小明');
  await expect(cards(page).first().getByText(text(en, 'address.default'), { exact: true })).toBeVisible();

  // Deleting asks first: Escape keeps the address, the confirm button deletes it.
  const remove = page.getByRole('button', { name: 'Delete: Ada Lovelace' });
  await remove.click();
  const question = page.getByRole('dialog').filter({ hasText: text(shared, 'confirm.delete') });
  await expect(question.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(question).toBeHidden();
  await expect(remove).toBeFocused();
  await expect(cardNamed(page, 'Ada Lovelace')).toHaveCount(1);
  await remove.click();
  await question.getByRole('button', { name: 'Delete' }).click();
  await expect(cardNamed(page, 'Ada Lovelace')).toHaveCount(0);
  await expect(book(page).getByRole('status')).toHaveText('Address deleted');

  // What the server keeps is what was left on screen.
  await page.reload();
  await waitForApp(page);
  await expect(cards(page)).toHaveCount(5);
  await expect(cards(page).first().getByRole('heading')).toHaveText('黃小明');
  await expect(cardNamed(page, 'Ada Lovelace')).toHaveCount(0);
  await expect(cardNamed(page, '李雷')).toBeVisible();

  // In every interface language the book hydrates on the server's HTML (the shared page fails
  // otherwise): the countries are named from the shop's own table, Hong Kong in its short form.
  for (const [path, hongKong] of [
    ['/zh/user/address', '香港'],
    ['/zh-HK/user/address', '香港'],
    ['/de/user/address', 'Hong Kong'],
  ] as const) {
    await page.goto(path);
    await waitForApp(page);
    await expect(page.locator('main li address').first().locator('span').nth(-2)).toHaveText(hongKong);
  }
});
