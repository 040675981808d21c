import { describe, expect, it } from 'vitest';
import { escapeHtml } from './escape-html';

describe('escapeHtml', () => {
  it('leaves no character that could end a text node, a quoted attribute or an XML value', () => {
    expect(escapeHtml(`/p?a=1&b=<x>"y"'z'`)).toBe('/p?a=1&amp;b=&lt;x&gt;&quot;y&quot;&#39;z&#39;');
  });

  it('escapes an ampersand once, so text that looks escaped already is shown as written', () => {
    expect(escapeHtml('&amp;')).toBe('&amp;amp;');
  });
});
