import { describe, expect, it } from 'vitest';
import { createNavigationGuard, REPEATED_NAVIGATION_WINDOW_MS } from './navigation-guard';

function clock() {
  let time = 1_000_000;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

describe('navigation guard', () => {
  it('lasts 700 ms, as spec §9 says', () => {
    expect(REPEATED_NAVIGATION_WINDOW_MS).toBe(700);
  });

  it('ignores the same target again within 700 ms of the last page change', () => {
    const time = clock();
    const guard = createNavigationGuard({ now: time.now });
    guard.record('/product/linen-shirt');
    time.advance(150);
    expect(guard.isRepeat('/product/linen-shirt')).toBe(true);
    time.advance(549);
    expect(guard.isRepeat('/product/linen-shirt')).toBe(true);
    time.advance(1);
    expect(guard.isRepeat('/product/linen-shirt')).toBe(false);
  });

  it('lets another target through at once', () => {
    const time = clock();
    const guard = createNavigationGuard({ now: time.now });
    guard.record('/product/linen-shirt');
    time.advance(10);
    expect(guard.isRepeat('/product/wool-socks')).toBe(false);
    expect(guard.isRepeat('/product/linen-shirt?colour=blue')).toBe(false);
  });

  it('counts from the latest record: a page shown restarts the window', () => {
    const time = clock();
    const guard = createNavigationGuard({ now: time.now });
    guard.record('/cart');
    time.advance(600);
    guard.record('/cart');
    time.advance(600);
    expect(guard.isRepeat('/cart')).toBe(true);
  });

  it('reads a trailing slash or a hash as the same page', () => {
    const time = clock();
    const guard = createNavigationGuard({ now: time.now });
    guard.record('/zh-HK/');
    expect(guard.isRepeat('/zh-HK')).toBe(true);
    guard.record('/page/faq');
    expect(guard.isRepeat('/page/faq#returns')).toBe(true);
  });

  it('ignores nothing before the first navigation', () => {
    expect(createNavigationGuard().isRepeat('/')).toBe(false);
  });
});
