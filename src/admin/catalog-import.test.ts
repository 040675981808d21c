import { describe, expect, it } from 'vitest';
import { eventsOf, sortFiles } from './catalog-import';

describe('files dropped for an import', () => {
  it('tells the catalog file from its pictures and from what is neither', () => {
    const csv = new File(['Handle\n'], 'products.csv');
    const mug = new File([new Uint8Array([1])], 'mug.JPG');
    const tray = new File([new Uint8Array([1])], 'tray', { type: 'image/webp' });
    const notes = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    const sorted = sortFiles([mug, notes, csv, tray]);
    expect(sorted.catalog).toBe(csv);
    expect(sorted.pictures).toEqual([mug, tray]);
    expect(sorted.others).toEqual([notes]);
  });
});

describe('the events of a running import', () => {
  it('reads each event once its line is whole, however the answer is cut into pieces', async () => {
    const text = '{"type":"started","kind":"jsonl","dryRun":true}\n{"type":"note","text":"粗陶"}\n{"type":"failed","text":"stopped"}\n';
    const bytes = new TextEncoder().encode(text);
    // Cut in the middle of a line and of a Chinese character's bytes.
    const cuts = [10, 60, 73, bytes.length];
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        let from = 0;
        for (const to of cuts) {
          controller.enqueue(bytes.slice(from, to));
          from = to;
        }
        controller.close();
      },
    });
    const events = [];
    for await (const event of eventsOf(body)) events.push(event);
    expect(events).toEqual([
      { type: 'started', kind: 'jsonl', dryRun: true },
      { type: 'note', text: '粗陶' },
      { type: 'failed', text: 'stopped' },
    ]);
  });
});
