import { afterEach, describe, expect, it } from 'vitest';
import { createBlockMark, shownScale } from './preview-mark';

/*
 * The mark over the selected block reads the same however small the composer shows the
 * preview: a 1280 px page drawn in a 358 px panel is at 28 %, and the tag's 12 px would be 3.
 */

afterEach(() => {
  document.body.innerHTML = '';
});

function markAt(scale: number) {
  document.body.innerHTML = '<div id="app"><section data-block-id="hero"><h1>Spring</h1></section></div>';
  const mark = createBlockMark(window, () => document.querySelector('[data-block-id="hero"]'), () => scale);
  mark.show(['hero'], 'hero-banner 1', false);
  const overlay = document.querySelector<HTMLElement>('[data-preview-mark]')!;
  const tag = overlay.querySelector('span')!;
  mark.stop();
  return { outline: overlay.style.getPropertyValue('border-width'), text: tag.style.getPropertyValue('font-size'), label: tag.textContent };
}

describe('the mark over the selected block', () => {
  it('is drawn at its own size in a preview shown at full size', () => {
    expect(markAt(1)).toEqual({ outline: '2px', text: '12px', label: 'hero-banner 1' });
  });

  it('grows as the preview is shown smaller, so its name still reads as 12 px', () => {
    const { outline, text } = markAt(0.28);
    expect(Number.parseFloat(text) * 0.28).toBeCloseTo(12, 1);
    expect(Number.parseFloat(outline) * 0.28).toBeCloseTo(2, 1);
  });

  it('stops growing at four times its size rather than cover a page shown tiny', () => {
    expect(markAt(0.1)).toMatchObject({ outline: '8px', text: '48px' });
  });
});

describe('the scale the preview is shown at', () => {
  const frameOf = (width: number) => ({ getBoundingClientRect: () => ({ width }) });
  const windowWith = (fields: object) => fields as unknown as Window;

  it('is the frame’s drawn width over the page’s own, never above 1', () => {
    expect(shownScale(windowWith({ frameElement: frameOf(358.4), innerWidth: 1280 }))).toBeCloseTo(0.28, 5);
    expect(shownScale(windowWith({ frameElement: frameOf(1600), innerWidth: 1280 }))).toBe(1);
  });

  it('is 1 outside a frame, or in one whose page cannot be read', () => {
    expect(shownScale(windowWith({ frameElement: null, innerWidth: 1280 }))).toBe(1);
    const foreign = windowWith({
      innerWidth: 1280,
      get frameElement(): Element {
        throw new DOMException('Blocked a frame', 'SecurityError');
      },
    });
    expect(shownScale(foreign)).toBe(1);
  });
});
