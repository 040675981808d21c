import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { renderWithPage } from '../../fixtures/render-with-page';
import Newsletter from './newsletter';
import { newsletterSchema } from './schema';

let sent: { path: string; body: unknown }[];
let answer: { status: number; body: unknown };

const open = (lang: 'en' | 'zh-HK' = 'en') =>
  renderWithPage(<Newsletter {...newsletterSchema.parse({ text: 'Once a month.' })} />, { data: {}, kind: 'page', path: 'page/about', lang });

beforeEach(() => {
  sent = [];
  answer = { status: 200, body: { code: 0, msg: '', data: { accepted: true } } };
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    sent.push({ path: String(url).replace('/api/web/', ''), body: JSON.parse(String(init.body)) });
    return Response.json(answer.body, { status: answer.status });
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('newsletter', () => {
  test('is a plain form to the server that comes back to this page and says what happened there', async () => {
    await open('zh-HK');
    const form = document.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/zh-HK/newsletter');
    const fields = Object.fromEntries(new FormData(form));
    expect(fields.back).toBe('/zh-HK/page/about');
    // The return names `#<spot>-<notice>`; each notice waits, hidden, under that id.
    const spot = String(fields.spot);
    expect(spot).toMatch(/^[\w-]{1,60}$/);
    for (const notice of ['sent', 'invalid', 'wait']) expect(document.getElementById(`${spot}-${notice}`)?.className).toContain('target:block');
    expect(document.getElementById(`${spot}-sent`)?.textContent).toContain('確認連結已在路上');
    expect(screen.getByLabelText('電郵地址')).toHaveProperty('required', true);
  });

  test('left unfocused, it lets the browser send the form', async () => {
    await open();
    const submitted = fireEvent.submit(document.querySelector('form')!);
    expect(submitted).toBe(true);
    expect(sent).toEqual([]);
  });

  test('once focused, signs up in place and answers the same sentence whatever the address', async () => {
    const user = userEvent.setup();
    await open();
    await user.click(screen.getByLabelText('Email address'));
    await user.keyboard('Ada@Example.org');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('a confirmation link is on its way'));
    expect(sent).toEqual([{ path: 'newsletter/join', body: { email: 'Ada@Example.org', lang: 'en' } }]);
  });

  test('says to wait when the shop refuses for too many sign-ups', async () => {
    const user = userEvent.setup();
    answer = { status: 429, body: { code: 40, msg: 'Too many sign-ups', data: { key: 'newsletter.tooMany', problems: [{ path: 'email', message: 'newsletter.tooMany' }] } } };
    await open();
    await user.click(screen.getByLabelText('Email address'));
    await user.keyboard('ada@example.org');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Too many sign-ups in a short time. Please try again later.'));
  });
});
