/** What shows a shopper is about to go on: a pointer over a link, a press or touch, a key (Tab, typing a search). */
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'keydown'];

/**
 * Runs `run` once, at the shopper's first sign of going on from the page they landed on.
 * A shopper who only looks at the page (or scrolls it) never sets it off.
 */
export function onFirstIntent(doc: Document, run: () => void): void {
  const heard = (event: Event) => {
    // A pointer moving over the page is no sign; over a link, it is on its way to it.
    if (event.type === 'pointerover' && !(event.target as Element).closest('a[href]')) return;
    for (const type of INTENT_EVENTS) doc.removeEventListener(type, heard, true);
    run();
  };
  // Heard first, before the page's own handlers can stop the event; none of these blocks scrolling.
  for (const type of INTENT_EVENTS) doc.addEventListener(type, heard, true);
}
