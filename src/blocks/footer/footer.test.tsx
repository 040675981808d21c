import { cleanup, render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, test } from 'vitest';
import { z } from 'zod';
import en from '../../../locales/en.json';
import zhCN from '../../../locales/zh-CN.json';
import zhHK from '../../../locales/zh-HK.json';
import { fixturePage, siteFixture, type FixtureLanguage } from '../../fixtures/content';
import { createI18n } from '../../i18n/i18n';
import type { BlockRegistry } from '../../renderer/core/define-block';
import { resolveBlocks } from '../../renderer/core/resolve-page';
import { PageContext } from '../../renderer/kit/page-context';
import Footer from './footer';
import { footer } from './index';
import { footerSchema } from './schema';

afterEach(cleanup);

function renderOnPage(ui: ReactElement, lang: FixtureLanguage = 'en') {
  const i18n = createI18n(lang, { en, 'zh-CN': zhCN, 'zh-HK': zhHK });
  return render(
    <I18nextProvider i18n={i18n}>
      <PageContext value={fixturePage({ lang, data: { site: siteFixture({ lang }) } })}>
        <footer>{ui}</footer>
      </PageContext>
    </I18nextProvider>,
  );
}

const columns = [
  {
    heading: 'Shop',
    links: [
      { label: 'Bags', href: '/category/bags' },
      { label: 'Gift cards', href: '/category/gift-cards' },
    ],
  },
  {
    heading: 'Help',
    links: [
      { label: 'Returns', href: '/page/returns' },
      { label: 'Care guide', href: 'https://care.example.com/leather' },
    ],
  },
];

const thisYear = String(new Date().getUTCFullYear());

describe('Footer', () => {
  test('draws each column as a navigation named by its heading, with its links in order', () => {
    renderOnPage(<Footer {...footerSchema.parse({ columns })} />);
    const help = screen.getByRole('navigation', { name: 'Help' });
    expect(within(help).getByRole('heading', { level: 2, name: 'Help' })).toBeTruthy();
    expect(within(help).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Returns', '/page/returns'],
      ['Care guide', 'https://care.example.com/leather'],
    ]);
    expect(screen.getAllByRole('navigation')).toEqual([screen.getByRole('navigation', { name: 'Shop' }), help]);
  });

  test('ends with the copyright of this year, held by the site unless someone else is named', () => {
    const { unmount } = renderOnPage(<Footer {...footerSchema.parse({})} />);
    expect(screen.getByText(`© ${thisYear} Vitrine. All rights reserved.`)).toBeTruthy();
    unmount();

    renderOnPage(<Footer {...footerSchema.parse({ copyrightHolder: 'Vitrine Leather Ltd' })} />);
    expect(screen.getByText(`© ${thisYear} Vitrine Leather Ltd. All rights reserved.`)).toBeTruthy();
  });

  test('draws the blocks it holds (a newsletter sign-up) in a column beside the links, above the copyright line', () => {
    renderOnPage(
      <Footer {...footerSchema.parse({ columns })}>
        <section aria-label="Sign up">Sign-up form</section>
      </Footer>,
    );
    const held = screen.getByRole('region', { name: 'Sign up' });
    const copyright = screen.getByText(`© ${thisYear} Vitrine. All rights reserved.`);
    const links = screen.getByRole('navigation', { name: 'Help' });
    // One grid row: the link columns, then the held blocks.
    expect(held.parentElement?.parentElement).toBe(links.parentElement?.parentElement);
    expect(held.compareDocumentPosition(copyright) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  test('takes its blocks from the page: a newsletter placed in it is drawn inside, not after it', () => {
    const { blocks, issues } = resolveBlocks(
      [{ id: 'site-footer', type: 'footer', props: { columns }, children: [{ id: 'site-newsletter', type: 'newsletter', props: {} }] }],
      { footer, newsletter: { type: 'newsletter', version: 1, schema: z.object({}), load: () => Promise.resolve({ default: () => null }) } },
      ['layout', 'footer'],
    );
    expect(issues).toEqual([]);
    expect(blocks[0]?.ok && blocks[0].children.map((child) => child.type)).toEqual(['newsletter']);
  });

  test('shows the merchant’s words as text, never as markup', () => {
    renderOnPage(<Footer {...footerSchema.parse({ text: 'Workshop open Tue–Sat.\n<b>12 Rope Walk</b>, Bristol' })} />);
    const words = screen.getByText(/Workshop open/);
    expect(words.textContent).toBe('Workshop open Tue–Sat.\n<b>12 Rope Walk</b>, Bristol');
    expect(words.querySelector('b')).toBeNull();
  });

  test('speaks the page language', () => {
    renderOnPage(<Footer {...footerSchema.parse({})} />, 'zh-HK');
    expect(screen.getByText(`© ${thisYear} Vitrine 生活館。版權所有。`)).toBeTruthy();
  });
});

describe('footer props', () => {
  const registry: BlockRegistry = { footer };
  const issuesFor = (href: string) =>
    resolveBlocks([{ id: 'site-footer', type: 'footer', props: { columns: [columns[0], { heading: 'More', links: [{ label: 'Somewhere', href }] }] } }], registry, ['layout', 'footer']).issues;

  test.each([
    'javascript:alert(document.cookie)',
    'JAVASCRIPT:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '//evil.example/login',
    '/\\evil.example/login',
    '/\t/evil.example/login',
    'mailto:shop@example.com',
    'returns',
    'https://exa mple.com/',
  ])('refuse the link %j, naming where it is', (href) => {
    expect(issuesFor(href).map((issue) => [issue.path, issue.message])).toEqual([
      ['layout.footer[0].props.columns[1].links[0].href', 'Expected an http(s) URL or a path on this site starting with /'],
    ]);
  });

  test.each(['/page/returns', '/zh-HK/page/about?from=footer#team', 'https://care.example.com/', 'http://partner.example.com/'])('accept the link %j', (href) => {
    expect(issuesFor(href)).toEqual([]);
  });

  test('refuse a column without links, naming it', () => {
    const { issues } = resolveBlocks([{ id: 'site-footer', type: 'footer', props: { columns: [{ heading: 'Empty', links: [] }] } }], registry);
    expect(issues.map((issue) => issue.path)).toEqual(['blocks[0].props.columns[0].links']);
  });
});
