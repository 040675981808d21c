import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { fixtureImage } from '../../fixtures/content';
import type { BlockRegistry } from '../../renderer/core/define-block';
import { resolveBlocks, settleBlocks } from '../../renderer/core/resolve-page';
import { fixtureSanitizer } from '../../fixtures/clean-html';
import ImageWithText from './image-with-text';
import { imageWithText } from './index';
import { imageWithTextSchema } from './schema';

afterEach(cleanup);

const image = fixtureImage('c/workshop', 1280, 960, 'Two leatherworkers at a long bench');
const base = { image, heading: 'Made in Bristol', html: '<p>Every bag is cut, stitched and finished by the same two hands.</p>' };

describe('ImageWithText', () => {
  test('puts the picture beside its heading, text and call to action', () => {
    render(<ImageWithText {...imageWithTextSchema.parse({ ...base, cta: { label: 'Visit the workshop', href: '/page/about' } })} />);
    expect(screen.getByRole('region', { name: 'Made in Bristol' })).toBeTruthy();
    expect(screen.getByText('Every bag is cut, stitched and finished by the same two hands.').tagName).toBe('P');
    expect(screen.getByRole('link', { name: 'Visit the workshop' }).getAttribute('href')).toBe('/page/about');
    const picture = screen.getByRole('img', { name: 'Two leatherworkers at a long bench' });
    expect(picture.getAttribute('srcset')).toBe('/images/c/workshop-320.webp 320w, /images/c/workshop-640.webp 640w, /images/c/workshop-960.webp 960w, /images/c/workshop-1280.webp 1280w');
    expect(picture.getAttribute('sizes')).toBe('(min-width: 768px) 50vw, 100vw');
  });

  test('the heading comes before the picture in reading order', () => {
    render(<ImageWithText {...imageWithTextSchema.parse({ ...base, layout: 'image-left' })} />);
    const heading = screen.getByRole('heading', { level: 2 });
    const picture = screen.getByRole('img');
    expect(heading.compareDocumentPosition(picture) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  test('its picture waits until needed, unless the block opens the page', () => {
    const { unmount } = render(<ImageWithText {...imageWithTextSchema.parse(base)} />);
    expect(screen.getByRole('img').getAttribute('loading')).toBe('lazy');
    unmount();
    render(<ImageWithText {...imageWithTextSchema.parse({ ...base, priority: true })} />);
    expect(screen.getByRole('img').getAttribute('fetchpriority')).toBe('high');
  });

  test('text holding a script, an image error handler and a javascript: link keeps its words and loses all three', () => {
    const html = [
      '<p>Our story</p>',
      '<script>window.__vitrineInjected = "script"</script>',
      '<img src="/missing.png" alt="Bench" onerror="window.__vitrineInjected = 1">',
      '<a href="javascript:window.__vitrineInjected = 2">More</a>',
    ].join('');
    // As the server sends it: checked and cleaned where page data is made.
    const [settled] = settleBlocks([{ id: 'story', type: 'image-with-text', props: { ...base, html } }], { 'image-with-text': imageWithText }, fixtureSanitizer()).blocks;
    const { container } = render(<ImageWithText {...imageWithTextSchema.parse(settled!.props)} />);
    expect(container.textContent).toContain('Our story');
    expect(container.querySelector('script')).toBeNull();
    expect(screen.getByRole('img', { name: 'Bench' }).hasAttribute('onerror')).toBe(false);
    expect(screen.getByText('More').hasAttribute('href')).toBe(false);
  });

  test('without a heading it is no landmark, and without text or link only the picture and heading remain', () => {
    render(<ImageWithText {...imageWithTextSchema.parse({ image, html: '' })} />);
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByRole('img')).toBeTruthy();
  });
});

describe('image-with-text props', () => {
  const registry: BlockRegistry = { 'image-with-text': imageWithText };
  const issuesOf = (props: Record<string, unknown>) => resolveBlocks([{ id: 'story', type: 'image-with-text', props }], registry).issues;

  test.each(['javascript:alert(1)', '//evil.example/', '/\\evil.example/', 'mailto:x@example.com'])('refuses the link %j, naming where it is', (href) => {
    expect(issuesOf({ ...base, cta: { label: 'Go', href } }).map((issue) => issue.path)).toEqual(['blocks[0].props.cta.href']);
  });

  test.each(['http://cdn.example.com/a.jpg', 'javascript:alert(1)', 'data:image/png;base64,AAAA', '//cdn.example.com/a.jpg'])(
    'refuses the picture rendition %j, naming which one',
    (src) => {
      const srcset = [image.srcset[0], { src, width: 640 }];
      const issues = issuesOf({ ...base, image: { ...image, srcset } });
      expect(issues.map((issue) => [issue.path, issue.message])).toEqual([['blocks[0].props.image.srcset[1].src', 'Expected an https URL or a path on this site starting with /']]);
    },
  );

  test('accepts pictures from this site or over https', () => {
    expect(issuesOf({ ...base, image: { ...image, src: 'https://cdn.example.com/a-640.webp' } })).toEqual([]);
  });
});
