import { JSDOM } from 'jsdom';
import { beforeAll, describe, expect, it } from 'vitest';
import { installSanitizerWindow, renameEventHandlers, sanitizeHtml } from './sanitize-html';

beforeAll(() => installSanitizerWindow(new JSDOM('').window));

describe('sanitizeHtml', () => {
  it('drops every event handler, however it is written, and keeps the merchant’s text', () => {
    const html = sanitizeHtml('<p>Care notes.</p><img src="/a.webp" alt="A" onerror="x()"><img/onload=y() src="/b.webp"><a href="/s" ONCLICK = "z()">Sale</a>');
    expect(html).not.toMatch(/on(error|load|click)/i);
    expect(html).toContain('<p>Care notes.</p>');
    expect(html).toContain('<a href="/s">Sale</a>');
  });

  it('renames handlers inside tags before parsing, and leaves text that only looks like one alone', () => {
    expect(renameEventHandlers('<img src="/a.webp" onerror="x()">')).toBe('<img src="/a.webp" blocked-onerror="x()">');
    expect(renameEventHandlers('<p>Switch on=off, then onward=1</p>')).toBe('<p>Switch on=off, then onward=1</p>');
    expect(sanitizeHtml('<p>Switch on=off</p>')).toBe('<p>Switch on=off</p>');
  });
});
