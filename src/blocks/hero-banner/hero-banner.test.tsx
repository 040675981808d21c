import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import type { BlockRegistry } from '../../renderer/core/define-block';
import { resolveBlocks } from '../../renderer/core/resolve-page';
import HeroBanner from './hero-banner';
import { heroBanner } from './index';
import { heroBannerSchema } from './schema';

const registry: BlockRegistry = { 'hero-banner': heroBanner };

afterEach(cleanup);

const base = { heading: 'Autumn collection' };

function hrefIssues(href: string) {
  const { issues } = resolveBlocks([{ id: 'hero', type: 'hero-banner', props: { ...base, cta: { label: 'Shop now', href } } }], registry);
  return issues;
}

function imageIssues(src: string) {
  const { issues } = resolveBlocks([{ id: 'hero', type: 'hero-banner', props: { ...base, image: { src, alt: '' } } }], registry);
  return issues;
}

describe('hero-banner schema', () => {
  test.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '//evil.example/phish',
    '/\\evil.example/phish',
    'mailto:shop@example.com',
    'sale',
    'https://exa mple.com',
  ])('refuses the link %j, naming where it is', (href) => {
    const issues = hrefIssues(href);
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatchObject({ blockId: 'hero', kind: 'invalid-props', path: 'blocks[0].props.cta.href' });
    expect(issues[0]!.message).toMatch(/http\(s\) URL or a path on this site/);
  });

  test.each(['/collection/autumn', '/zh-HK/page/about?ref=hero#top', 'https://lookbook.example.com/autumn', 'http://partner.example.com/'])(
    'accepts the link %j',
    (href) => {
      expect(hrefIssues(href)).toEqual([]);
    },
  );

  test.each(['http://cdn.example.com/a.jpg', 'javascript:alert(1)', 'data:image/png;base64,AAAA', '//cdn.example.com/a.jpg'])(
    'refuses the image %j',
    (src) => {
      expect(imageIssues(src).map((i) => i.path)).toEqual(['blocks[0].props.image.src']);
    },
  );

  test.each(['/media/autumn.jpg', 'https://cdn.example.com/autumn.jpg'])('accepts the image %j', (src) => {
    expect(imageIssues(src)).toEqual([]);
  });

  test('requires a heading and fills in the defaults', () => {
    expect(heroBannerSchema.safeParse({}).success).toBe(false);
    expect(heroBannerSchema.parse(base)).toEqual({ heading: 'Autumn collection', level: 2, align: 'start', tone: 'primary' });
  });
});

describe('HeroBanner', () => {
  test('is a second-level heading by default, with its text and call to action', () => {
    render(
      <HeroBanner
        {...heroBannerSchema.parse({
          ...base,
          eyebrow: 'New season',
          text: 'Wool coats cut for the first cold mornings.',
          cta: { label: 'Shop the collection', href: '/collection/autumn' },
        })}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Autumn collection' })).toBeTruthy();
    expect(screen.getByText('New season')).toBeTruthy();
    expect(screen.getByText('Wool coats cut for the first cold mornings.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Shop the collection' }).getAttribute('href')).toBe('/collection/autumn');
  });

  test('is the page heading when level is 1', () => {
    render(<HeroBanner {...heroBannerSchema.parse({ ...base, level: 1 })} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Autumn collection' })).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  test('a described background image is announced, an undescribed one is decoration', () => {
    const { unmount } = render(
      <HeroBanner {...heroBannerSchema.parse({ ...base, image: { src: '/media/coats.jpg', alt: 'Three wool coats on a rail' } })} />,
    );
    expect(screen.getByRole('img', { name: 'Three wool coats on a rail' }).getAttribute('src')).toBe('/media/coats.jpg');
    unmount();

    render(<HeroBanner {...heroBannerSchema.parse({ ...base, image: { src: '/media/coats.jpg' } })} />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(document.querySelector('img')?.getAttribute('alt')).toBe('');
  });
});
