import { screen } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { blockTypesOf, readSettledBlocks, settleBlocks } from '../core/resolve-page';
import { blockCode } from '../../blocks/block-code';
import { registry } from '../../blocks/registry';
import { fixtureSanitizer } from '../../fixtures/clean-html';
import type { BlockIssue } from '../core/resolve-page';
import { loadBlockComponents } from './block-components';
import { PageRenderer } from './page-renderer';
import { renderWithI18n } from './test-utils';

/*
 * The shop's own blocks, the way a first page reaches the browser: the server's page data step
 * checks them and cleans their HTML, the browser reads them as settled and draws them with the
 * shop's block code, which PageRenderer uses unless told otherwise.
 */

test('a page of real blocks draws in order; a banner with a javascript: link is never drawn as a link', async () => {
  const settled = settleBlocks(
    [
      {
        id: 'welcome',
        type: 'hero-banner',
        props: { heading: 'Winter sale', level: 1, cta: { label: 'See the sale', href: '/promotion/winter' } },
      },
      {
        id: 'bad-hero',
        type: 'hero-banner',
        props: { heading: 'Free gift', cta: { label: 'Claim it', href: 'javascript:alert(document.cookie)' } },
      },
      { id: 'story', type: 'rich-text', props: { html: '<p>Made in our workshop.</p><script>window.hacked = true</script>' } },
    ],
    registry,
    fixtureSanitizer(),
  );
  const { blocks, issues } = readSettledBlocks(settled.blocks, blockCode);
  await loadBlockComponents(blockTypesOf(blocks), blockCode);
  const onBlockError = vi.fn<(issue: BlockIssue) => void>();
  const { container } = await renderWithI18n(<PageRenderer blocks={blocks} mode="production" onBlockError={onBlockError} registry={blockCode} />);

  expect(screen.getByRole('heading', { level: 1, name: 'Winter sale' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'See the sale' }).getAttribute('href')).toBe('/promotion/winter');
  expect(screen.queryByText('Claim it')).toBeNull();
  expect(container.querySelector('a[href^="javascript"]')).toBeNull();
  expect(screen.getByText('Made in our workshop.')).toBeTruthy();
  expect(container.querySelector('script')).toBeNull();

  expect(onBlockError.mock.calls.map(([issue]) => issue)).toEqual(issues);
  expect(issues.map((issue) => issue.path)).toEqual(['blocks[1].props.cta.href']);
  expect([...container.querySelectorAll('[data-block-id]')].map((el) => el.getAttribute('data-block-type'))).toEqual([
    'hero-banner',
    'hero-banner',
    'rich-text',
  ]);
});
