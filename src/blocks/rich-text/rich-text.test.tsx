import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import type { BlockRegistry } from '../../renderer/core/define-block';
import { resolveBlocks, settleBlocks } from '../../renderer/core/resolve-page';
import { fixtureSanitizer } from '../../fixtures/clean-html';
import { richText } from './index';
import RichText from './rich-text';
import { richTextSchema } from './schema';

afterEach(cleanup);

/** Draws the block with props as the server sends them: checked, and their HTML cleaned where page data is made. */
const draw = (html: string, extra: Partial<{ align: 'start' | 'center'; width: 'narrow' | 'full' }> = {}) => {
  const [settled] = settleBlocks([{ id: 'intro', type: 'rich-text', props: { html, ...extra } }], { 'rich-text': richText }, fixtureSanitizer()).blocks;
  return render(<RichText {...richTextSchema.parse(settled!.props)} />).container;
};

describe('rich-text', () => {
  test('draws the merchant’s headings, lists and links', () => {
    const container = draw('<h2>Made to last</h2><ul><li>Free returns</li></ul><p><a href="/page/about">About us</a></p>');
    expect(container.querySelector('h2')?.textContent).toBe('Made to last');
    expect(container.querySelector('li')?.textContent).toBe('Free returns');
    expect(container.querySelector('a')?.getAttribute('href')).toBe('/page/about');
  });

  test('drops scripts, event handlers, javascript: links, styles and forms', () => {
    const container = draw(
      '<p>Safe words.</p><script>window.__ran = true</script><img src="/x.webp" alt="x" onerror="window.__ran = true">' +
        '<a href="javascript:alert(1)">Click</a><a href=" JAVA\tSCRIPT:alert(1)">Again</a><style>body{display:none}</style>' +
        '<form action="/steal"><input name="card"></form><p style="position:fixed">Styled</p>',
    );
    expect(container.textContent).toContain('Safe words.');
    expect(container.querySelector('script, style, form, input')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(container.querySelector('[style]')).toBeNull();
    for (const link of container.querySelectorAll('a')) expect(link.getAttribute('href') ?? '').not.toMatch(/script:/i);
  });

  test('opens links in a new tab only without handing over the page', () => {
    const container = draw('<a href="https://journal.example/" target="_blank">Journal</a>');
    expect(container.querySelector('a')?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  test('centres and narrows as the merchant asks', () => {
    const centred = draw('<p>Hi</p>', { align: 'center', width: 'narrow' }).querySelector('.prose-vitrine');
    expect(centred?.className).toContain('text-center');
    expect(centred?.className).toContain('max-w-prose');
    const full = draw('<p>Hi</p>', { width: 'full' }).querySelector('.prose-vitrine');
    expect(full?.className).not.toContain('max-w-prose');
  });

  test('refuses props that are not HTML text, naming the field', () => {
    const registry: BlockRegistry = { 'rich-text': richText };
    const { issues } = resolveBlocks([{ id: 'intro', type: 'rich-text', props: { html: 42, align: 'diagonal' } }], registry);
    expect(issues.map((issue) => issue.path)).toEqual(['blocks[0].props.html', 'blocks[0].props.align']);
  });
});
