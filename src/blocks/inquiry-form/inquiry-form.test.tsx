import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { feedbackForm, inquiryFormPageData, teapotQuote } from '../../fixtures/inquiries';
import { drawnOnPage, renderWithPage } from '../../fixtures/render-with-page';
import type { UrlLanguage } from '../../schema/languages';
import { setUserInfo } from '../../state/session';
import InquiryFormBlock from './inquiry-form';

// Drawn as the renderer draws it: the page data it declares is read from the page and passed as props.
const InquiryForm = drawnOnPage(InquiryFormBlock);

type Sent = { path: string; form: FormData };
let sent: Sent[];
let answer: () => { status: number; body: unknown };
let navigated: string[];

beforeEach(() => {
  sent = [];
  navigated = [];
  answer = () => ({
    status: 200,
    body: { code: 0, msg: '', data: { inquiryNo: 'Q20261124-000007', thankYouHref: '/inquiry/thankyou?no=Q20261124-000007' } },
  });
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    sent.push({ path: String(url).replace('/api/web/', ''), form: init.body as FormData });
    const { status, body } = answer();
    return Response.json(body, { status });
  });
  let made = 0;
  URL.createObjectURL = () => `blob:preview-${++made}`;
  URL.revokeObjectURL = () => undefined;
});
afterEach(() => {
  vi.unstubAllGlobals();
  setUserInfo(null);
});

const shopper = { id: '7d0c6a55-3a52-4c3e-9a8e-0d8f4b8b1c11', name: 'Mei', avatar: null };

const open = (options: { form?: typeof teapotQuote; lang?: UrlLanguage; signedIn?: boolean } = {}) =>
  renderWithPage(<InquiryForm heading="" />, {
    data: inquiryFormPageData(options.form ?? teapotQuote),
    kind: 'inquiry',
    path: 'inquiry/stoneware-teapot',
    lang: options.lang ?? 'en',
    shopper: options.signedIn ? shopper : null,
    navigate: (href) => navigated.push(href),
  });

const photo = () => new File([new Uint8Array([0xff, 0xd8, 0xff])], 'mug.jpg', { type: 'image/jpeg' });

describe('inquiry-form', () => {
  test('a signed-in shopper finds their address filled in, passes no slider, and lands on the thank-you page', async () => {
    setUserInfo({
      id: shopper.id,
      firstName: 'Mei',
      lastName: 'Lin',
      nickName: 'Mei',
      email: 'mei@example.org',
      mobile: null,
      avatar: null,
    });
    await open({ signedIn: true });
    expect(screen.getByRole('link', { name: 'Stoneware Teapot' }).getAttribute('href')).toBe('/product/stoneware-teapot');
    await waitFor(() => expect((screen.getByLabelText(/Email or mobile number/) as HTMLInputElement).value).toBe('mei@example.org'));
    expect(screen.queryByRole('slider')).toBeNull();

    await userEvent.type(screen.getByLabelText(/Quantity/), '40');
    await userEvent.type(screen.getByLabelText(/Message/), 'Forty for our café');
    await userEvent.upload(screen.getByLabelText(/Pictures/), [photo(), photo()]);
    expect(screen.getAllByRole('img', { name: /Picture \d/ })).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Request a quote' }));

    await waitFor(() => expect(navigated).toEqual(['/inquiry/thankyou?no=Q20261124-000007']));
    const { path, form } = sent[0]!;
    expect(path).toBe('inquiry/send');
    expect(form.get('kind')).toBe('quote');
    expect(form.get('subject')).toBe('stoneware-teapot');
    expect(form.get('quantity')).toBe('40');
    expect(form.get('message')).toBe('Forty for our café');
    expect(form.get('account')).toBe('mei@example.org');
    expect(form.getAll('pictures')).toHaveLength(2);
    expect(form.has('humanCheck')).toBe(false);
  });

  test('a guest must slide the check first: nothing is sent', async () => {
    await open();
    expect(await screen.findByRole('slider')).toBeTruthy();
    await userEvent.type(screen.getByLabelText(/Quantity/), '3');
    await userEvent.type(screen.getByLabelText(/Message/), 'Three please');
    await userEvent.type(screen.getByLabelText(/Email or mobile number/), 'ada@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Request a quote' }));
    await waitFor(() => expect(screen.getByText(/Swipe right/, { selector: 'p' })).toBeTruthy());
    expect(sent).toEqual([]);
  });

  test('feedback asks for no quantity', async () => {
    await open({ form: feedbackForm });
    expect(screen.getByRole('heading', { name: 'Send us feedback' })).toBeTruthy();
    expect(screen.queryByLabelText(/Quantity/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Send feedback' })).toBeTruthy();
  });

  test('keeps at most five pictures and says so', async () => {
    await open();
    await userEvent.upload(screen.getByLabelText(/Pictures/), [photo(), photo(), photo(), photo(), photo(), photo()]);
    expect(screen.getAllByRole('img', { name: /Picture \d/ })).toHaveLength(5);
    expect(screen.getByText('Up to 5 pictures')).toBeTruthy();
  });

  test("shows the server's refusal beside the pictures", async () => {
    setUserInfo({
      id: shopper.id,
      firstName: 'Mei',
      lastName: 'Lin',
      nickName: 'Mei',
      email: 'mei@example.org',
      mobile: null,
      avatar: null,
    });
    answer = () => ({
      status: 400,
      body: {
        code: 40,
        msg: 'Not a picture',
        data: { key: 'inquiry.pictureType', problems: [{ path: 'pictures', message: 'inquiry.pictureType' }] },
      },
    });
    await open({ signedIn: true });
    await waitFor(() => expect((screen.getByLabelText(/Email or mobile number/) as HTMLInputElement).value).toBe('mei@example.org'));
    await userEvent.type(screen.getByLabelText(/Quantity/), '2');
    await userEvent.type(screen.getByLabelText(/Message/), 'Two');
    await userEvent.upload(screen.getByLabelText(/Pictures/), [photo()]);
    await userEvent.click(screen.getByRole('button', { name: 'Request a quote' }));
    await waitFor(() => expect(screen.getByText('Only JPEG, PNG, WebP, GIF or AVIF pictures can be sent')).toBeTruthy());
    expect(navigated).toEqual([]);
  });

  test('reads in Traditional Chinese on /zh-HK', async () => {
    await open({ lang: 'zh-HK' });
    expect(screen.getByRole('heading', { name: '詢價' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '提交詢價' })).toBeTruthy();
  });
});
