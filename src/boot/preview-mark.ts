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

export function createBlockMark(win: Window, find: (ids: readonly string[]) => Element | null): BlockMark {
  const document = win.document;
  const overlay = styled(document.createElement('div'), {
    position: 'absolute',
    'box-sizing': 'border-box',
    border: `2px solid ${MARK_COLOUR}`,
    'box-shadow': `0 0 0 2px ${RING_COLOUR}, inset 0 0 0 1px ${RING_COLOUR}`,
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
    left: '-2px',
    height: `${TAG_HEIGHT}px`,
    'line-height': `${TAG_HEIGHT}px`,
    padding: '0 6px',
    background: MARK_COLOUR,
    color: RING_COLOUR,
    font: '600 12px/20px system-ui, sans-serif',
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
    styled(overlay, {
      top: `${top}px`,
      left: `${box.left + win.scrollX}px`,
      width: `${box.width}px`,
      height: `${box.height}px`,
    });
    tag.style.setProperty('top', top >= TAG_HEIGHT ? `${-TAG_HEIGHT - 2}px` : '0');
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
