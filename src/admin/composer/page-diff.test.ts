import fc from 'fast-check';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { blockFormModel } from './block-form-model';
import { fieldLabelOf, groupByBlock, pageChanges, SHOWN_LENGTH, type PageChange } from './page-diff';

const richText = (id: string, html: string) => ({ id, type: 'rich-text', version: 1, props: { html } });
const hero = (id: string, heading: string) => ({
  id,
  type: 'hero-banner',
  version: 1,
  props: { heading, cta: { label: 'Shop', href: '/shop' } },
});
type TestBlock = { id?: string; type: string; version?: number; props: Record<string, unknown>; children?: TestBlock[] };
const page = (...blocks: TestBlock[]) => ({ template: 'page', blocks });
const changesOf = (before: unknown, after: unknown) => pageChanges({ body: before }, { body: after });
/** Whether two values are the same data (neither how their objects were made nor a key holding undefined counts). */
function sameData(one: unknown, other: unknown): boolean {
  try {
    expect(one).toEqual(other);
    return true;
  } catch {
    return false;
  }
}
/** The changes without their values, to compare what they say. */
const kindsOf = (changes: PageChange[]) => changes.map((change) => change.kind);

describe('what changed between two page bodies', () => {
  it('answers nothing for the same page, even as a copy with its keys in another order', () => {
    const body = page(hero('top', 'Summer'), richText('story', '<p>Light layers</p>'));
    const reordered = {
      blocks: body.blocks.map((block) => ({ props: structuredClone(block.props), version: 1, type: block.type, id: block.id })),
      template: 'page',
    };
    expect(changesOf(body, reordered)).toEqual([]);
    expect(pageChanges({ body, meta: { title: 'Summer' } }, { body, meta: { title: 'Summer' } })).toEqual([]);
  });

  it('says a block was added, and where', () => {
    const changes = changesOf(page(hero('top', 'Summer')), page(hero('top', 'Summer'), richText('story', '<p>New</p>')));
    expect(changes).toEqual([{ kind: 'added', position: 2, block: { id: 'story', trail: [{ position: 2, type: 'rich-text' }] } }]);
  });

  it('says a block was removed, from where it was', () => {
    const changes = changesOf(page(hero('top', 'Summer'), richText('story', '<p>Old</p>')), page(richText('story', '<p>Old</p>')));
    expect(changes).toEqual([{ kind: 'removed', position: 1, block: { id: 'top', trail: [{ position: 1, type: 'hero-banner' }] } }]);
  });

  it('says only the block that moved, not every block it passed', () => {
    const [a, b, c, d] = [richText('a', 'A'), richText('b', 'B'), richText('c', 'C'), richText('d', 'D')] as const;
    const changes = changesOf(page(a, b, c, d), page(b, c, d, a));
    expect(changes).toEqual([{ kind: 'moved', from: 1, to: 4, block: { id: 'a', trail: [{ position: 4, type: 'rich-text' }] } }]);
  });

  it('names a changed field by its path in the props, with what it was and what it is', () => {
    const before = page(hero('top', 'Summer'));
    const after = page({ ...hero('top', 'Summer'), props: { heading: 'Summer', cta: { label: 'Shop now', href: '/shop' } } });
    expect(changesOf(before, after)).toEqual([
      {
        kind: 'field',
        block: { id: 'top', trail: [{ position: 1, type: 'hero-banner' }] },
        path: ['cta', 'label'],
        before: 'Shop',
        after: 'Shop now',
        shown: { before: 'Shop', after: 'Shop now', cut: false },
      },
    ]);
  });

  it('says a field that appeared or went away, with nothing on the side it is absent from', () => {
    const changes = changesOf(
      page(richText('story', '<p>a</p>')),
      page({ ...richText('story', '<p>a</p>'), props: { html: '<p>a</p>', width: 'narrow' } }),
    );
    expect(changes).toMatchObject([
      { kind: 'field', path: ['width'], before: undefined, after: 'narrow', shown: { before: null, after: 'narrow' } },
    ]);
  });

  it('cuts a long HTML text for reading around where it changed, and keeps both whole', () => {
    const long = `<p>${'Linen shirts for warm evenings. '.repeat(12)}</p>`;
    const edited = long.replace('</p>', ' Now in blue.</p>');
    const [change] = changesOf(page(richText('story', long)), page(richText('story', edited)));
    expect(change).toMatchObject({ kind: 'field', path: ['html'], before: long, after: edited });
    const shown = change!.kind === 'field' ? change!.shown : null;
    expect(shown!.after!.length).toBeLessThanOrEqual(SHOWN_LENGTH + 2);
    expect(shown!.after).toContain('Now in blue.');
    expect(shown!.before!.startsWith('…')).toBe(true);
    expect(shown!.cut).toBe(true);
  });

  it('says a type changed, for a block that kept its id', () => {
    const changes = changesOf(
      page(richText('main', '<p>a</p>')),
      page({ id: 'main', type: 'text', version: 1, props: { html: '<p>a</p>' } }),
    );
    expect(changes).toEqual([
      { kind: 'type', before: 'rich-text', after: 'text', block: { id: 'main', trail: [{ position: 1, type: 'text' }] } },
    ]);
  });

  it('says a block version changed', () => {
    const changes = changesOf(page(richText('story', 'a')), page({ ...richText('story', 'a'), version: 2 }));
    expect(changes).toMatchObject([{ kind: 'part', part: 'version', before: 1, after: 2 }]);
  });

  it('compares the children of a block, and says which child changed', () => {
    const columns = (text: string) => ({
      id: 'cols',
      type: 'columns',
      version: 1,
      props: {},
      children: [richText('left', '<p>Left</p>'), richText('right', text)],
    });
    const changes = changesOf(
      page(hero('top', 'Summer'), columns('<p>Right</p>')),
      page(hero('top', 'Summer'), columns('<p>Right, again</p>')),
    );
    expect(changes).toMatchObject([
      {
        kind: 'field',
        path: ['html'],
        before: '<p>Right</p>',
        after: '<p>Right, again</p>',
        block: {
          id: 'right',
          trail: [
            { position: 2, type: 'columns' },
            { position: 2, type: 'rich-text' },
          ],
        },
      },
    ]);
  });

  it('says a child was added inside a block', () => {
    const before = page({ id: 'cols', type: 'columns', props: {}, children: [richText('left', 'L')] });
    const after = page({ id: 'cols', type: 'columns', props: {}, children: [richText('left', 'L'), richText('right', 'R')] });
    expect(changesOf(before, after)).toMatchObject([{ kind: 'added', position: 2, block: { trail: [{ position: 1 }, { position: 2 }] } }]);
  });

  it('says the template changed', () => {
    expect(changesOf({ template: 'page', blocks: [] }, { template: 'landing', blocks: [] })).toEqual([
      { kind: 'template', before: 'page', after: 'landing', shown: { before: 'page', after: 'landing', cut: false } },
    ]);
  });

  it('says what changed in the meta', () => {
    const body = page();
    const changes = pageChanges(
      { body, meta: { title: 'Summer', openGraph: { title: 'A' } } },
      { body, meta: { title: 'Summer', openGraph: { title: 'B' } } },
    );
    expect(changes).toMatchObject([{ kind: 'meta', path: ['openGraph', 'title'], before: 'A', after: 'B' }]);
  });

  it('matches blocks whose ids repeat by their place and type, so an edit is one change and not a removal and an addition', () => {
    const before = page(richText('same', '<p>One</p>'), richText('same', '<p>Two</p>'), hero('same', 'Three'));
    const after = page(richText('same', '<p>One</p>'), richText('same', '<p>Two, edited</p>'), hero('same', 'Three'));
    expect(changesOf(before, after)).toMatchObject([
      { kind: 'field', path: ['html'], after: '<p>Two, edited</p>', block: { trail: [{ position: 2 }] } },
    ]);
  });

  it('takes a block with an id of its own that the other side lacks as removed, and the new one as added', () => {
    expect(kindsOf(changesOf(page(richText('old', 'Same')), page(richText('new', 'Same'))))).toEqual(['removed', 'added']);
  });

  it('matches a block whose id was repeated before by its place, once the repeat is gone', () => {
    const changes = changesOf(page(richText('same', 'One'), richText('same', 'Two')), page(richText('same', 'One')));
    expect(changes).toMatchObject([{ kind: 'removed', position: 2 }]);
  });

  it('matches blocks without ids by type when one is put before them', () => {
    const plain = (html: string) => ({ type: 'rich-text', props: { html } });
    const changes = changesOf(page(plain('a'), plain('b')), page(hero('new', 'Hello'), plain('a'), plain('b')));
    // By index alone, `a` would have become `b` and `b` new; among the blocks of their type, the two stay as they were.
    expect(kindsOf(changes)).toEqual(['added']);
  });

  it('groups the changes by block, the page’s own first', () => {
    const before = { template: 'page', blocks: [hero('top', 'Summer'), richText('story', 'a')] };
    const after = { template: 'landing', blocks: [hero('top', 'Autumn'), richText('story', 'b')] };
    const groups = groupByBlock(changesOf(before, after));
    expect(groups.map((group) => [group.block?.trail.map((level) => level.position) ?? 'page', kindsOf(group.changes)])).toEqual([
      ['page', ['template']],
      [[1], ['field']],
      [[2], ['field']],
    ]);
  });
});

describe('naming a changed field as its form does', () => {
  const model = blockFormModel(
    z.object({
      html: z.string(),
      items: z.array(z.object({ title: z.string(), link: z.object({ label: z.string(), href: z.string() }) })),
    }),
  );

  it('uses the form’s labels, and the number of a list’s item', () => {
    expect(fieldLabelOf(model, ['html'])).toBe('Content');
    expect(fieldLabelOf(model, ['items', 1, 'link', 'label'])).toBe('Items 2 › Link › Label');
  });

  it('answers null for a place the form has no field at, so the path is said instead', () => {
    expect(fieldLabelOf(model, ['nothing'])).toBeNull();
  });
});

/** Page bodies as composed, with ids from a short list so that they repeat, and children. */
const blockArbitrary = fc.letrec((tie) => ({
  block: fc.record(
    {
      id: fc.constantFrom('a', 'b', 'c', 'd'),
      type: fc.constantFrom('rich-text', 'hero-banner', 'columns'),
      version: fc.constantFrom(1, 2),
      props: fc.dictionary(fc.constantFrom('html', 'heading', 'items', 'width'), fc.jsonValue({ maxDepth: 1 })),
      children: fc.oneof({ depthSize: 'small' }, fc.constant([]), fc.array(tie('block'), { maxLength: 2 })),
    },
    { requiredKeys: ['id', 'type', 'props'] },
  ),
})).block;
const bodyArbitrary = fc.record({ template: fc.constantFrom('page', 'landing'), blocks: fc.array(blockArbitrary, { maxLength: 5 }) });
const metaArbitrary = fc.option(fc.record({ title: fc.constantFrom('', 'Summer') }), { nil: undefined });
const versionArbitrary = fc.record({ body: bodyArbitrary, meta: metaArbitrary });

/** A version edited a little: often the same, often close, so the two are not nearly always far apart. */
const nearVersions = versionArbitrary.chain((one) =>
  fc.tuple(
    fc.constant(one),
    fc.oneof(
      fc.constant(structuredClone(one)),
      versionArbitrary,
      fc.nat().map((seed) => {
        const copy = structuredClone(one);
        const blocks = copy.body.blocks as Array<Record<string, unknown>>;
        if (blocks.length === 0) return copy;
        const block = blocks[seed % blocks.length]!;
        if (seed % 3 === 0) blocks.reverse();
        else if (seed % 3 === 1) block.props = { ...(block.props as object), html: `<p>${seed}</p>` };
        else delete block.version;
        return copy;
      }),
    ),
  ),
);

describe('what changed, for any two pages', () => {
  it('says nothing changed exactly when the two are the same', () => {
    fc.assert(
      fc.property(nearVersions, ([before, after]) => {
        const changes = pageChanges(before, after);
        expect(changes.length === 0).toBe(sameData(before, after));
      }),
      { numRuns: 300 },
    );
  });

  it('says nothing changed from a page to itself', () => {
    fc.assert(
      fc.property(versionArbitrary, (version) => {
        expect(pageChanges(version, version)).toEqual([]);
      }),
    );
  });
});
