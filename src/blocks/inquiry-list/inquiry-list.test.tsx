import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { answeredQuote, inquiryListPageData, waitingFeedback } from '../../fixtures/inquiries';
import { drawnOnPage, renderWithPage } from '../../fixtures/render-with-page';
import type { UrlLanguage } from '../../schema/languages';
import InquiryListBlock from './inquiry-list';

// Drawn as the renderer draws it: the page data it declares is read from the page and passed as props.
const InquiryList = drawnOnPage(InquiryListBlock);

const open = (data = inquiryListPageData(), lang: UrlLanguage = 'en') =>
  renderWithPage(<InquiryList heading="" />, { data, kind: 'user-inquiry', path: 'user/inquiry', lang });

describe('inquiry-list', () => {
  test("shows the shop's answer, and the shopper's own words as text, never markup", async () => {
    const { container } = await open(inquiryListPageData(undefined, answeredQuote.inquiryNo));
    const answered = container.querySelector(`[data-inquiry="${answeredQuote.inquiryNo}"]`) as HTMLDetailsElement;
    expect(answered.open).toBe(true);
    expect(within(answered).getByText(answeredQuote.answer)).toBeTruthy();
    expect(within(answered).getByText(answeredQuote.message)).toBeTruthy();
    expect(container.querySelector('script')).toBeNull();
    expect(within(answered).getByText('Quantity: 40')).toBeTruthy();
  });

  test('says an unanswered inquiry is waiting', async () => {
    const { container } = await open();
    const waiting = container.querySelector(`[data-inquiry="${waitingFeedback.inquiryNo}"]`) as HTMLElement;
    expect(within(waiting).getByText('Awaiting answer')).toBeTruthy();
    expect(within(waiting).getByText('We have your message and will answer soon.')).toBeTruthy();
  });

  test('invites the first one when there are none', async () => {
    await open(inquiryListPageData([]));
    expect(screen.getByText('You have not sent any inquiries yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Send feedback' }).getAttribute('href')).toBe('/inquiry/feedback');
  });

  test('reads in Simplified Chinese', async () => {
    await open(undefined, 'zh');
    expect(screen.getByRole('heading', { name: '我的咨询', level: 1 })).toBeTruthy();
    expect(screen.getByText('已回复')).toBeTruthy();
  });
});
