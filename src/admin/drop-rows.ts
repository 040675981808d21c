import type { DragEvent } from 'react';

/*
 * What the back office's trees (the category tree, the composer's blocks) share when something
 * is dragged onto one of their rows.
 */

/** Where a drop on a row puts the dragged one: its top quarter before it, its bottom quarter after, else inside. */
export function dropKindAt(event: DragEvent<HTMLElement>): 'before' | 'after' | 'into' {
  const box = event.currentTarget.getBoundingClientRect();
  const down = event.clientY - box.top;
  if (down < box.height / 4) return 'before';
  if (down > (box.height * 3) / 4) return 'after';
  return 'into';
}
