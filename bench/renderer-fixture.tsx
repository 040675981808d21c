/*
 * Built by Vite as an SSR bundle (production React) for the renderer benchmark: the same
 * blocks drawn through the renderer (validation, registry, boundaries) and drawn directly.
 */
import { Fragment, createElement, type ComponentType, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import en from '../locales/en.json';
import { blockCode } from '../src/blocks/block-code';
import { registry } from '../src/blocks/registry';
import { homePageData, newArrivalsSource, summerEditSource } from '../src/fixtures/catalog';
import { fixtureArticleList, fixtureImage } from '../src/fixtures/content';
import { createI18n } from '../src/i18n/i18n';
import { PageContext, type PageContextValue } from '../src/renderer/kit/page-context';
import { resolveBlocks } from '../src/renderer/core/resolve-page';
import { getLoadedBlockComponent, loadBlockComponents } from '../src/renderer/react/block-components';
import { PageRenderer } from '../src/renderer/react/page-renderer';
import { loadPageDataChecks } from '../src/renderer/kit/read-page-data';

/** The blocks of a composed home page, with the props a merchant would give them. */
const SAMPLES: Record<string, Record<string, unknown>> = {
  'hero-banner': { eyebrow: 'New season', heading: 'Light layers for long days', text: 'Breathable linen and cotton, cut for the city.', cta: { label: 'Shop now', href: '/category/apparel' } },
  'product-list': { heading: 'The summer edit', source: summerEditSource },
  'rich-text': { html: '<h2>Made to last</h2><p>Our <strong>linen</strong> is woven in small batches and washed for softness.</p><ul><li>Free returns</li><li>Carbon-neutral delivery</li></ul>' },
  'product-slides': { heading: 'New arrivals', source: newArrivalsSource },
  'image-with-text': {
    image: fixtureImage('/images/banner/workshop', 1280, 853, 'A linen workshop'),
    heading: 'From our workshop',
    html: '<p>Every piece is cut and sewn by people we know by name.</p>',
    cta: { label: 'Our story', href: '/page/about' },
  },
  'article-list': { heading: 'From the journal', source: { kind: 'articles', limit: 3 } },
};

const page: PageContextValue = {
  data: { ...homePageData(), sources: { ...homePageData().sources, articles: fixtureArticleList(3) } },
  route: { kind: 'home', lang: 'en', path: '', params: {} },
  lang: 'en',
};
const i18n = createI18n('en', { en });

/** What every page render has around its blocks: translations and the page's data. */
function frame(children: ReactNode) {
  return createElement(I18nextProvider, { i18n }, createElement(PageContext, { value: page }, children));
}

/** A page body of `count` blocks cycling through the sample blocks that are registered. */
export function makePage(count: number): unknown[] {
  const types = Object.keys(SAMPLES).filter((type) => type in registry);
  return Array.from({ length: count }, (_, i) => {
    const type = types[i % types.length]!;
    return { id: `b${i}`, type, version: 1, props: SAMPLES[type] };
  });
}

export async function prepare(blocks: unknown[]): Promise<void> {
  const { blocks: resolved } = resolveBlocks(blocks, registry);
  // Blocks read their page data checked, as on the server.
  await loadPageDataChecks();
  // The code table the renderer draws with (the shop's, by folder): loaded once, shared by both paths.
  await loadBlockComponents(resolved.map((b) => b.type), blockCode);
}

/** Through the renderer: validate every block against its schema, then draw with boundaries. */
export function renderThroughRenderer(blocks: unknown[]): string {
  const { blocks: resolved } = resolveBlocks(blocks, registry);
  return renderToString(frame(createElement(PageRenderer, { blocks: resolved, mode: 'production' })));
}

/** The same components with the same (already valid) props, no validation, no boundaries. */
export function renderDirect(blocks: unknown[]): string {
  const children = blocks.map((raw) => {
    const block = raw as { id: string; type: string; props: Record<string, unknown> };
    const definition = registry[block.type]!;
    const props = definition.schema.parse(block.props) as Record<string, unknown>;
    const Component = getLoadedBlockComponent(block.type) as ComponentType<Record<string, unknown>>;
    return createElement('div', { key: block.id }, createElement(Component, props));
  });
  return renderToString(frame(createElement(Fragment, null, ...children)));
}
