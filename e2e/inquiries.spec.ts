import sharp from 'sharp';
import type { APIRequestContext, Page } from '@playwright/test';
import { adminToken, expect, latestMessage, locale, text, test, waitForApp } from './support';

/*
 * Quote requests and feedback in the browser against the real server: a guest asks for a
 * quote from a product page with two pictures and lands on the thank-you page; the merchant
 * answers through the admin API and the answer reaches the guest's mailbox (the outbox). A
 * signed-in shopper reads the answer in the user area. The feedback form once in zh-HK.
 */

const DEMO = { account: 'demo@vitrine.example', password: 'vitrine-demo' };

async function admin(request: APIRequestContext, method: 'get' | 'post', path: string, data?: unknown) {
  const response = await request[method](`/api/admin${path}`, {
    headers: { authorization: `Bearer ${adminToken}` },
    ...(data === undefined ? {} : { data }),
  });
  expect(response.status(), `${method} ${path}`).toBe(200);
  return ((await response.json()) as { data: Record<string, unknown> }).data;
}

async function passSlider(page: Page, success: string): Promise<void> {
  await page.getByRole('slider').focus();
  await page.keyboard.press('End');
  await expect(page.getByRole('status').filter({ hasText: success })).toHaveCount(1, { timeout: 20_000 });
}

const photo = (background: string) =>
  sharp({ create: { width: 160, height: 120, channels: 3, background } })
    .jpeg()
    .toBuffer();

const en = locale('en');
const zhHK = locale('zh-HK');

test('a guest asks for a quote with two pictures from a product page, and the merchant’s answer arrives by mail', async ({ page }) => {
  await page.goto('/search?q=teapot');
  await waitForApp(page);
  const productHref = await page.locator('a[href^="/product/"]').first().getAttribute('href');
  await page.goto(productHref!);
  await waitForApp(page);
  const productName = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
  await page.getByRole('link', { name: text(en, 'blocks.product-detail.requestQuote') }).click();

  await expect(page).toHaveURL(/\/inquiry\/[\w-]+$/);
  await waitForApp(page);
  const form = page.getByRole('form', { name: 'Request a quote' });
  await expect(page.getByRole('link', { name: productName })).toBeVisible();
  const guest = `quote-${Date.now().toString(36)}@example.org`;
  await form.getByLabel(/^Quantity/).fill('40');
  await form.getByLabel(/^Message/).fill('Forty teapots for our tea room <b>before March</b>.');
  await form.getByRole('textbox', { name: text(en, 'fields.account') }).fill(guest);
  await form.getByLabel(/^Pictures/).setInputFiles([
    { name: 'counter.jpg', mimeType: 'image/jpeg', buffer: await photo('#b08060') },
    { name: 'shelf.jpg', mimeType: 'image/jpeg', buffer: await photo('#6080b0') },
  ]);
  await expect(form.getByRole('img', { name: /^Picture \d$/ })).toHaveCount(2);
  await passSlider(page, text(en, 'validation.sliderSuccess'));
  await form.getByRole('button', { name: 'Request a quote' }).click();

  await expect(page).toHaveURL(/\/inquiry\/thankyou\?no=Q\d{8}-\d{6}$/);
  const inquiryNo = new URL(page.url()).searchParams.get('no')!;
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for writing to us' })).toBeVisible();
  await expect(page.getByText(inquiryNo)).toBeVisible();
  await expect(page.getByText('We will send you a quote within two working days.')).toBeVisible();
  const received = await latestMessage(page, guest, 'inquiry-received');
  expect(received.subject).toContain(inquiryNo);

  const { inquiry } = (await admin(page.request, 'get', `/inquiries/${inquiryNo}`)) as {
    inquiry: { message: string; pictures: string[]; quantity: number };
  };
  expect(inquiry).toMatchObject({ quantity: 40, message: 'Forty teapots for our tea room <b>before March</b>.' });
  expect(inquiry.pictures).toHaveLength(2);
  await admin(page.request, 'post', `/inquiries/${inquiryNo}/answer`, { answer: 'Forty teapots: $36 each, delivered within three weeks.' });
  const answered = await latestMessage(page, guest, 'inquiry-answered');
  expect(answered.body).toContain('Forty teapots: $36 each, delivered within three weeks.');
});

test('a signed-in shopper sends feedback and reads the answer in the user area', async ({ page }) => {
  expect((await page.request.post('/api/web/auth/signin', { data: DEMO })).status()).toBe(200);
  await page.goto('/inquiry/feedback');
  await waitForApp(page);
  const form = page.getByRole('form', { name: 'Send us feedback' });
  await expect(form.getByLabel(/^Quantity/)).toHaveCount(0);
  await expect(page.getByRole('slider')).toHaveCount(0);
  await form.getByLabel(/^Message/).fill('<script>alert(1)</script> The gift wrap was lovely.');
  await form.getByRole('textbox', { name: text(en, 'fields.account') }).fill(DEMO.account);
  await form.getByRole('button', { name: 'Send feedback' }).click();
  await expect(page).toHaveURL(/\/inquiry\/thankyou\?no=Q\d{8}-\d{6}$/);
  const inquiryNo = new URL(page.url()).searchParams.get('no')!;

  await admin(page.request, 'post', `/inquiries/${inquiryNo}/answer`, { answer: 'Thank you, we will tell the packing team!' });
  await page.getByRole('link', { name: 'See your inquiries' }).click();
  await expect(page).toHaveURL(new RegExp(`/user/inquiry\\?no=${inquiryNo}$`));
  await waitForApp(page);
  // Opened from the thank-you page, the inquiry shows its answer without a click.
  const entry = page.locator(`[data-inquiry="${inquiryNo}"]`);
  await expect(entry.getByText('Thank you, we will tell the packing team!')).toBeVisible();
  // What the shopper typed comes back as the text they typed.
  await expect(entry.getByText('<script>alert(1)</script> The gift wrap was lovely.')).toBeVisible();

  await page.goto('/user/center');
  await waitForApp(page);
  await page.getByRole('link', { name: 'Inquiries' }).click();
  await expect(page).toHaveURL(/\/user\/inquiry$/);
});

test('the feedback form in Traditional Chinese, sent by a guest', async ({ page }) => {
  await page.goto('/zh-HK/inquiry/feedback');
  await waitForApp(page);
  const form = page.getByRole('form', { name: text(zhHK, 'inquiry.feedbackTitle') });
  await expect(form).toBeVisible();
  await form.getByLabel(new RegExp(`^${text(zhHK, 'inquiry.message')}`)).fill('網站很好用，謝謝！');
  await form.getByRole('combobox').selectOption('+852');
  await form.getByRole('textbox', { name: text(zhHK, 'fields.account') }).fill('91234567');
  await passSlider(page, text(zhHK, 'validation.sliderSuccess'));
  await form.getByRole('button', { name: text(zhHK, 'inquiry.submitFeedback') }).click();
  await expect(page).toHaveURL(/\/zh-HK\/inquiry\/thankyou\?no=Q\d{8}-\d{6}$/);
  await expect(page.getByRole('heading', { level: 1, name: text(zhHK, 'inquiry.thanks.title') })).toBeVisible();
  await expect(page.getByText(text(zhHK, 'inquiry.thanks.sentMobile'))).toBeVisible();
  await latestMessage(page, '+85291234567', 'inquiry-received');
});
