/*
 * The mark the composer's preview draws on the block the merchant has selected: a 2px outline
 * with a white ring outside it (dark blue reads on a light page, the white ring on a dark one)
 * and a tag with the block's name. It is an overlay of its own, outside the shop's root and
 * hidden from assistive technology, laid over the block: the page's layout, markup and
 * accessibility tree stay exactly what a shopper gets. Only the preview document loads this.
 */

/** 7.6:1 on white; the white ring gives the same edge on a dark theme. */
const MARK_COLOUR = '#1d4ed8';
const RING_COLOUR = '#ffffff';
/** The tag's own height, in CSS pixels: the tag sits above the block, or inside its top when the block starts at the page's top. */
const TAG_HEIGHT = 20;
/** The smallest scale the mark makes up for: below it the mark stays this large (a quarter size, four times its pixels) rather than cover the page. */
const SMALLEST_SCALE = 0.25;

/**
 * How much smaller than its own pixels the preview is shown: the composer draws a 1280 px page
 * in a panel of a few hundred, and a 12 px tag would read as 3 px. Read from the frame's box
 * in the composer's page, which holds the scale; 1 when the page is not in such a frame.
 */
export function shownScale(win: Window): number {
  try {
    const frame = win.frameElement;
    if (!frame || win.innerWidth <= 0) return 1;
    const scale = frame.getBoundingClientRect().width / win.innerWidth;
    return Number.isFinite(scale) && scale > 0 ? Math.min(1, scale) : 1;
  } catch {
    // A frame of another origin: its page cannot be read, and it shows the preview at its own size.
    return 1;
  }
}

export type BlockMark = {
  /** Marks the block `find` answers for `ids` (none for null), with `label`; brings it into view when `scroll`. */
  show(ids: readonly string[] | null, label: string, scroll: boolean): void;
  /** Lays the mark over its block again: after a redraw, the block may have moved, grown, or been drawn anew. */
  follow(): void;
  stop(): void;
};

function styled<T extends HTMLElement>(element: T, styles: Record<string, string>): T {
  // Through the CSS object model, which the preview document's content security policy allows.
  for (const [property, value] of Object.entries(styles)) element.style.setProperty(property, value);
  return element;
}

/** The outline's and the tag's sizes at `grow` times their pixels, so the mark reads the same at any scale of the preview. */
function sizesAt(grow: number): { overlay: Record<string, string>; tag: Record<string, string>; above: number } {
  const px = (value: number) => `${Math.round(value * grow * 100) / 100}px`;
  return {
    overlay: { 'border-width': px(2), 'box-shadow': `0 0 0 ${px(2)} ${RING_COLOUR}, inset 0 0 0 ${px(1)} ${RING_COLOUR}` },
    tag: { left: px(-2), height: px(TAG_HEIGHT), 'line-height': px(TAG_HEIGHT), padding: `0 ${px(6)}`, 'font-size': px(12) },
    // How far above the block the tag sits: its height and the outline's.
    above: (TAG_HEIGHT + 2) * grow,
  };
}

export function createBlockMark(win: Window, find: (ids: readonly string[]) => Element | null, scale: () => number = () => shownScale(win)): BlockMark {
  const document = win.document;
  const overlay = styled(document.createElement('div'), {
    position: 'absolute',
    'box-sizing': 'border-box',
    'border-style': 'solid',
    'border-color': MARK_COLOUR,
    'border-radius': '2px',
    'pointer-events': 'none',
    'z-index': '2147483646',
    margin: '0',
    padding: '0',
  });
  overlay.setAttribute('aria-hidden', 'true');
  overlay.dataset.previewMark = '';
  const tag = styled(document.createElement('span'), {
    position: 'absolute',
    background: MARK_COLOUR,
    color: RING_COLOUR,
    'font-family': 'system-ui, sans-serif',
    'font-weight': '600',
    'white-space': 'nowrap',
    'max-width': '100%',
    overflow: 'hidden',
    'text-overflow': 'ellipsis',
    'box-shadow': `0 0 0 1px ${RING_COLOUR}`,
  });
  overlay.append(tag);

  let marked: { ids: readonly string[]; label: string } | null = null;
  let frame: number | null = null;
  // Brought into view once drawn: a block just added in the composer is drawn after the message naming it.
  let revealPending = false;

  /**
   * Scrolls the preview's own page so the block sits in the middle of the frame. Not with
   * `scrollIntoView`, which scrolls every document around the frame too: the back office's page
   * would jump to the preview each time a block is chosen in the tree, under the merchant's hands.
   */
  const reveal = (block: Element) => {
    revealPending = false;
    const box = block.getBoundingClientRect();
    const still = win.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    const top = win.scrollY + box.top - Math.max(0, (win.innerHeight - box.height) / 2);
    win.scrollTo({ top: Math.max(0, top), behavior: still ? 'auto' : 'smooth' });
  };

  /** The overlay over the block, in the document's coordinates; removed while the block is not drawn. */
  const place = () => {
    frame = null;
    const block = marked ? find(marked.ids) : null;
    if (!block) {
      overlay.remove();
      return;
    }
    const box = block.getBoundingClientRect();
    const top = box.top + win.scrollY;
    const sizes = sizesAt(1 / Math.max(SMALLEST_SCALE, scale()));
    styled(overlay, {
      ...sizes.overlay,
      top: `${top}px`,
      left: `${box.left + win.scrollX}px`,
      width: `${box.width}px`,
      height: `${box.height}px`,
    });
    styled(tag, { ...sizes.tag, top: top >= sizes.above ? `${-sizes.above}px` : '0' });
    if (!overlay.isConnected) document.body.append(overlay);
    if (revealPending) reveal(block);
  };
  const placeSoon = () => {
    if (marked && frame === null) frame = win.requestAnimationFrame(place);
  };

  // Text typed into a block, a picture loaded, the window resized: the block's box changes without a message.
  const watcher = typeof MutationObserver === 'function' ? new MutationObserver(placeSoon) : null;
  const resized = typeof ResizeObserver === 'function' ? new ResizeObserver(placeSoon) : null;
  win.addEventListener('resize', placeSoon);
  win.addEventListener('load', placeSoon, true);

  const watch = () => {
    watcher?.disconnect();
    resized?.disconnect();
    if (!marked) return;
    const root = document.getElementById('app') ?? document.body;
    watcher?.observe(root, { childList: true, subtree: true, characterData: true, attributes: true, attributeFilter: ['class', 'style', 'hidden'] });
    resized?.observe(root);
  };

  return {
    show(ids, label, scroll) {
      marked = ids ? { ids, label } : null;
      revealPending = marked !== null && scroll;
      tag.textContent = label;
      watch();
      place();
    },
    follow() {
      placeSoon();
    },
    stop() {
      marked = null;
      watcher?.disconnect();
      resized?.disconnect();
      if (frame !== null) win.cancelAnimationFrame(frame);
      win.removeEventListener('resize', placeSoon);
      win.removeEventListener('load', placeSoon, true);
      overlay.remove();
    },
  };
}
