import { screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { thankYou, unpaidTransfer } from '../../fixtures/checkout';
import { drawnOnPage, renderWithPage } from '../../fixtures/render-with-page';
import type { ThankYou } from '../../schema/web-api/checkout';
import type { UrlLanguage } from '../../schema/languages';
import CheckoutThankyouBlock from './checkout-thankyou';

// Drawn as the renderer draws it: the page data it declares is read from the page and passed as props.
const CheckoutThankyou = drawnOnPage(CheckoutThankyouBlock);

const open = (order: ThankYou | null, lang: UrlLanguage = 'en') =>
  renderWithPage(<CheckoutThankyou heading="" />, {
    data: order ? { template: 'checkout-thankyou', thankYou: order, payment: null } : {},
    kind: 'checkout-thankyou',
    path: 'checkout/thankyou',
    lang,
  });

describe('checkout-thankyou', () => {
  test('shows the order number, what was bought, the amount paid and that it ships next', async () => {
    await open(thankYou());
    expect(screen.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeTruthy();
    expect(screen.getByText('V20261124-000042')).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('Amount paid').nextElementSibling?.textContent).toBe('$116.00');
    expect(screen.getByRole('status').textContent).toMatch(/will ship your order soon/);
    expect(screen.getByRole('link', { name: 'View order' }).getAttribute('href')).toBe('/user/order/V20261124-000042');
  });

  test('for a bank transfer, shows the amount due, the details and the time to pay by', async () => {
    await open(unpaidTransfer());
    expect(screen.getByText('Amount due')).toBeTruthy();
    expect(screen.getByText('GB33 HCBK 6016 1331 9268 19')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toMatch(/^Please transfer the amount due by .*2026/);
  });

  test('says the order does not exist when the page has none', async () => {
    await open(null);
    expect(screen.getByText('This order does not exist.')).toBeTruthy();
  });

  test('speaks Simplified Chinese', async () => {
    await open(unpaidTransfer(), 'zh');
    expect(screen.getByRole('heading', { level: 1, name: '感谢你的订购' })).toBeTruthy();
    expect(screen.getByText('银行转账信息')).toBeTruthy();
  });
});
