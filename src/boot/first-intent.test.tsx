import { afterEach, describe, expect, test, vi } from 'vitest';
import { onFirstIntent } from './first-intent';

afterEach(() => {
  // Each test's listener goes with the first intent it hears; one that heard none fires on the next test's, into its own spy.
  document.dispatchEvent(new Event('keydown'));
  document.body.innerHTML = '';
});

function page() {
  document.body.innerHTML = '<p id="words">Linen tee</p><a id="link" href="/product/linen-tee">Linen tee</a><input id="field" />';
  const run = vi.fn();
  onFirstIntent(document, run);
  return { run, at: (id: string) => document.getElementById(id)! };
}

describe('onFirstIntent', () => {
  test('a pointer passing over the words sets nothing off; over a link it does, once', () => {
    const { run, at } = page();
    at('words').dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(run).not.toHaveBeenCalled();
    at('link').dispatchEvent(new Event('pointerover', { bubbles: true }));
    at('link').dispatchEvent(new Event('pointerover', { bubbles: true }));
    at('link').dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(run).toHaveBeenCalledTimes(1);
  });

  test.each(['pointerdown', 'keydown'])('a %s anywhere sets it off', (type) => {
    const { run, at } = page();
    at('field').dispatchEvent(new Event(type, { bubbles: true }));
    expect(run).toHaveBeenCalledTimes(1);
  });

  test('a shopper who only looks and scrolls never sets it off', () => {
    const { run, at } = page();
    window.dispatchEvent(new Event('scroll'));
    at('words').dispatchEvent(new Event('pointermove', { bubbles: true }));
    at('words').dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(run).not.toHaveBeenCalled();
  });
});
