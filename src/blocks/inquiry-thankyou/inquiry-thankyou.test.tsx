import { screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { thankYouPageData } from '../../fixtures/inquiries';
import { drawnOnPage, renderWithPage } from '../../fixtures/render-with-page';
import type { InquiryReceipt } from '../../schema/web-api/inquiry';
import InquiryThankyouBlock from './inquiry-thankyou';

// Drawn as the renderer draws it: the page data it declares is read from the page and passed as props.
const InquiryThankyou = drawnOnPage(InquiryThankyouBlock);

const open = (receipt?: InquiryReceipt, signedIn = false) =>
  renderWithPage(<InquiryThankyou heading="" />, {
    data: thankYouPageData(receipt),
    kind: 'inquiry-thankyou',
    path: 'inquiry/thankyou',
    shopper: signedIn ? { id: 'shopper', name: 'Mei', avatar: null } : null,
  });

describe('inquiry-thankyou', () => {
  test('shows the number, when a quote comes and where the confirmation went', async () => {
    await open();
    expect(screen.getByText('Q20261124-000007')).toBeTruthy();
    expect(screen.getByText('We will send you a quote within two working days.')).toBeTruthy();
    expect(screen.getByText('A confirmation is on its way to your email address.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'See your inquiries' })).toBeNull();
  });

  test('points a signed-in shopper to their inquiries', async () => {
    await open({ inquiryNo: 'Q20261124-000008', kind: 'feedback', contactKind: 'mobile' }, true);
    expect(screen.getByText('A confirmation has been sent to your mobile number by text message.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See your inquiries' }).getAttribute('href')).toBe('/user/inquiry');
  });

  test('thanks without a number when the address names none', async () => {
    await open(null);
    expect(screen.getByText('Your message has reached us.')).toBeTruthy();
    expect(screen.queryByText(/Q2026/)).toBeNull();
  });
});
