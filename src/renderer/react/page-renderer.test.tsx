import { act, screen, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { z } from 'zod';
import { defineBlock, type BlockRegistry } from '../core/define-block';
import { blockTypesOf, resolveBlocks, type BlockIssue } from '../core/resolve-page';
import { PageContext, type PageContextValue } from '../kit/page-context';
import { pageData, type PageDataProps } from '../kit/read-page-data';
import { getLoadedBlockComponent, loadBlockComponents } from './block-components';
import { PageRenderer } from './page-renderer';
import { renderWithI18n } from './test-utils';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function Shelf({ label, children }: { label: string; children?: React.ReactNode }) {
  return <section aria-label={label}>{children}</section>;
}
function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}
function Broken(): never {
  throw new Error('Price list is missing');
}

const priceData = {
  price: pageData(async () => z.object({ amount: z.number(), currency: z.string().default('EUR') })),
  label: pageData(async () => z.string()),
};
function Price({ price, label }: PageDataProps<typeof priceData>) {
  return (
    <p>
      {label}: {price.amount} {price.currency}
    </p>
  );
}
Price.pageData = priceData;

/** Each greeting drawn, by name: a block drawn again shows up here again. */
const drawnNames: string[] = [];
function CountedGreeting({ name }: { name: string }) {
  drawnNames.push(name);
  return <p>Hi {name}</p>;
}

const shelfLoads = vi.fn(async () => ({ default: Shelf }));
const lateComponent = deferred<{ default: typeof Greeting }>();

/** Type names are unique to this file: the component cache is shared by the whole process. */
const registry: BlockRegistry = {
  'pr-shelf': defineBlock({
    type: 'pr-shelf',
    version: 1,
    schema: z.object({ label: z.string() }),
    acceptsChildren: true,
    load: shelfLoads,
  }),
  'pr-greeting': defineBlock({
    type: 'pr-greeting',
    version: 1,
    schema: z.object({ name: z.string().min(1) }),
    load: async () => ({ default: Greeting }),
  }),
  'pr-broken': defineBlock({ type: 'pr-broken', version: 1, schema: z.object({}), load: async () => ({ default: Broken }) }),
  'pr-late': defineBlock({ type: 'pr-late', version: 1, schema: z.object({ name: z.string() }), load: () => lateComponent.promise }),
  'pr-price': defineBlock({ type: 'pr-price', version: 1, schema: z.object({}), load: async () => ({ default: Price }) }),
  'pr-counted': defineBlock({ type: 'pr-counted', version: 1, schema: z.object({ name: z.string() }), load: async () => ({ default: CountedGreeting }) }),
  'pr-offline': defineBlock({
    type: 'pr-offline',
    version: 1,
    schema: z.object({}),
    load: () => Promise.reject(new Error('Failed to fetch dynamically imported module')),
  }),
};

async function preparePage(blocks: unknown[]) {
  const { blocks: resolved, issues } = resolveBlocks(blocks, registry);
  await loadBlockComponents(blockTypesOf(resolved), registry);
  return { resolved, issues };
}

const greeting = (id: string, name: string) => ({ id, type: 'pr-greeting', props: { name } });

/** A valid block, then one of each way a block can fail, then another valid block. */
const mixedPage = [
  greeting('intro', 'Ada'),
  { id: 'mystery-1', type: 'pr-mystery', props: {} },
  greeting('empty-name', ''),
  { id: 'boom', type: 'pr-broken', props: {} },
  greeting('outro', 'Zoe'),
];

afterEach(() => {
  vi.restoreAllMocks();
});

describe('loadBlockComponents', () => {
  test('loads each block type once and then hands the component out synchronously', async () => {
    await loadBlockComponents(['pr-shelf', 'pr-shelf'], registry);
    await loadBlockComponents(['pr-shelf'], registry);
    expect(shelfLoads).toHaveBeenCalledTimes(1);
    expect(getLoadedBlockComponent('pr-shelf')).toBe(Shelf);
  });

  test('reports a block whose code cannot be loaded instead of rejecting', async () => {
    const failures = await loadBlockComponents(['pr-offline', 'pr-greeting'], registry);
    expect(failures).toEqual([{ type: 'pr-offline', error: new Error('Failed to fetch dynamically imported module') }]);
    expect(getLoadedBlockComponent('pr-offline')).toBeUndefined();
    expect(getLoadedBlockComponent('pr-greeting')).toBe(Greeting);
  });
});

describe('PageRenderer', () => {
  test('draws blocks in order with nested children inside their parent, at once', async () => {
    const { resolved } = await preparePage([
      { id: 'shelf', type: 'pr-shelf', props: { label: 'New arrivals' }, children: [greeting('a', 'Ada'), greeting('g', 'Grace')] },
      greeting('l', 'Linus'),
    ]);
    const { container } = await renderWithI18n(<PageRenderer blocks={resolved} registry={registry} />);

    // No waiting: the components were loaded before drawing.
    expect(screen.getAllByText(/^Hello/).map((p) => p.textContent)).toEqual(['Hello Ada', 'Hello Grace', 'Hello Linus']);
    const shelf = screen.getByRole('region', { name: 'New arrivals' });
    expect(
      within(shelf)
        .getAllByText(/^Hello/)
        .map((p) => p.textContent),
    ).toEqual(['Hello Ada', 'Hello Grace']);
    expect(within(shelf).queryByText('Hello Linus')).toBeNull();

    const topLevel = [...container.querySelectorAll('[data-page-blocks] > [data-block-id]')].map((el) => [
      el.getAttribute('data-block-id'),
      el.getAttribute('data-block-type'),
    ]);
    expect(topLevel).toEqual([
      ['shelf', 'pr-shelf'],
      ['l', 'pr-greeting'],
    ]);
  });

  test('in development, each broken block shows a notice naming its id, type, path and message while its siblings render', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { resolved } = await preparePage(mixedPage);
    await renderWithI18n(<PageRenderer blocks={resolved} registry={registry} mode="development" />);

    expect(screen.getByText('Hello Ada')).toBeTruthy();
    expect(screen.getByText('Hello Zoe')).toBeTruthy();

    const notes = screen.getAllByRole('note');
    expect(notes).toHaveLength(3);
    const [unknown, invalid, thrown] = notes.map((note) => note.textContent ?? '');
    // Each notice names the block (id and type), where the problem is, and what it is.
    expect(unknown).toContain('mystery-1');
    expect(unknown).toContain('pr-mystery');
    expect(unknown).toContain('blocks[1].type');
    expect(unknown).toContain('Unknown block type "pr-mystery"');
    expect(invalid).toContain('empty-name');
    expect(invalid).toContain('pr-greeting');
    expect(invalid).toContain('blocks[2].props.name');
    expect(invalid).toMatch(/Too small|at least 1/i);
    expect(thrown).toContain('boom');
    expect(thrown).toContain('pr-broken');
    expect(thrown).toContain('blocks[3]');
    expect(thrown).toContain('Price list is missing');
  });

  test('in production, broken blocks leave invisible placeholders and every issue is reported once', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { resolved, issues } = await preparePage(mixedPage);
    const onBlockError = vi.fn<(issue: BlockIssue) => void>();
    const page = (
      <StrictMode>
        <PageRenderer blocks={resolved} registry={registry} mode="production" onBlockError={onBlockError} />
      </StrictMode>
    );
    const { container, rerender } = await renderWithI18n(page);
    rerender(page);

    expect(screen.getByText('Hello Ada')).toBeTruthy();
    expect(screen.getByText('Hello Zoe')).toBeTruthy();
    expect(screen.queryAllByRole('note')).toHaveLength(0);

    const placeholders = [...container.querySelectorAll<HTMLElement>('[data-block-placeholder]')];
    expect(placeholders.map((el) => el.dataset.blockPlaceholder)).toEqual(['mystery-1', 'empty-name', 'boom']);
    // A broken block is as live as it will get: nothing waits on it.
    expect([...container.querySelectorAll('[data-block-id]:not([data-block-live])')]).toEqual([]);
    for (const placeholder of placeholders) {
      expect(placeholder.getAttribute('aria-hidden')).toBe('true');
      expect(placeholder.style.visibility).toBe('hidden');
      expect(placeholder.textContent).toBe('');
    }

    expect(onBlockError).toHaveBeenCalledTimes(3);
    const reported = onBlockError.mock.calls.map(([issue]) => issue);
    expect(reported).toEqual(
      expect.arrayContaining([
        ...issues,
        { blockId: 'boom', type: 'pr-broken', kind: 'render-error', path: 'blocks[3]', message: 'Price list is missing' },
      ]),
    );
  });

  test('a nested child that throws costs only that child, reported with its full path', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { resolved } = await preparePage([
      {
        id: 'shelf',
        type: 'pr-shelf',
        props: { label: 'Picks' },
        children: [greeting('a', 'Ada'), { id: 'kid-boom', type: 'pr-broken', props: {} }],
      },
    ]);
    const onBlockError = vi.fn<(issue: BlockIssue) => void>();
    await renderWithI18n(<PageRenderer blocks={resolved} registry={registry} mode="production" onBlockError={onBlockError} />);

    expect(within(screen.getByRole('region', { name: 'Picks' })).getByText('Hello Ada')).toBeTruthy();
    expect(onBlockError).toHaveBeenCalledWith(
      expect.objectContaining({ blockId: 'kid-boom', path: 'blocks[0].children[1]', kind: 'render-error' }),
    );
  });

  test('a block whose component is not loaded yet waits alone, then appears', async () => {
    const { blocks: resolved } = resolveBlocks(
      [greeting('first', 'Ada'), { id: 'late', type: 'pr-late', props: { name: 'Grace' } }],
      registry,
    );
    await loadBlockComponents(['pr-greeting'], registry);
    const { container } = await renderWithI18n(<PageRenderer blocks={resolved} registry={registry} />);

    expect(screen.getByText('Hello Ada')).toBeTruthy();
    expect(container.querySelector('[data-block-placeholder="late"]')).not.toBeNull();
    expect(screen.queryByText('Hello Grace')).toBeNull();
    // Only the drawn block is live: a test or a shopper acting on the other would act on nothing.
    expect(container.querySelector('[data-block-id="first"]')!.hasAttribute('data-block-live')).toBe(true);
    expect(container.querySelector('[data-block-id="late"]')!.hasAttribute('data-block-live')).toBe(false);

    await act(async () => lateComponent.resolve({ default: Greeting }));
    expect(await screen.findByText('Hello Grace')).toBeTruthy();
    expect(container.querySelector('[data-block-placeholder="late"]')).toBeNull();
    expect(container.querySelector('[data-block-id="late"]')!.hasAttribute('data-block-live')).toBe(true);
  });

  test('a block whose code failed to load degrades alone with the load error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { resolved } = await preparePage([{ id: 'off', type: 'pr-offline', props: {} }, greeting('after', 'Zoe')]);
    await renderWithI18n(<PageRenderer blocks={resolved} registry={registry} mode="development" />);

    expect(screen.getByText('Hello Zoe')).toBeTruthy();
    expect(screen.getByRole('note').textContent).toContain('Failed to fetch dynamically imported module');
  });
});

describe('PageRenderer drawing a page again', () => {
  const counted = (id: string, name: string) => ({ id, type: 'pr-counted', props: { name } });

  test('draws again only the blocks that are new objects: one edited among fifty redraws that one', async () => {
    const { resolved } = await preparePage(Array.from({ length: 50 }, (_, index) => counted(`b${index}`, `Reader ${index}`)));
    const { rerender } = await renderWithI18n(<PageRenderer blocks={resolved} registry={registry} />);
    expect(drawnNames).toHaveLength(50);
    drawnNames.length = 0;

    // The loader hands the same objects for what did not change; the edited block is a new one.
    const [edited] = (await preparePage([counted('b7', 'Reader 7, edited')])).resolved;
    const next = resolved.with(7, edited!);
    await act(async () => rerender(<PageRenderer blocks={next} registry={registry} />));

    expect(drawnNames).toEqual(['Reader 7, edited']);
    expect(screen.getByText('Hi Reader 7, edited')).toBeTruthy();
    expect(screen.getAllByText(/^Hi Reader/)).toHaveLength(50);
  });

  test('a block broken by the page data is tried again when the page data changes, though the block did not', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { resolved } = await preparePage([{ id: 'price', type: 'pr-price', props: {} }]);
    const page = (data: Record<string, unknown>): PageContextValue => ({ data, lang: 'en', route: { kind: 'home', lang: 'en', path: '', params: {} } });
    const { rerender } = await renderWithI18n(
      <PageContext value={page({ price: { amount: 'twelve' }, label: 'Now' })}>
        <PageRenderer blocks={resolved} registry={registry} />
      </PageContext>,
    );
    expect(screen.queryByText(/^Now:/)).toBeNull();

    await act(async () =>
      rerender(
        <PageContext value={page({ price: { amount: 12 }, label: 'Now' })}>
          <PageRenderer blocks={resolved} registry={registry} />
        </PageContext>,
      ),
    );
    expect(screen.getByText('Now: 12 EUR')).toBeTruthy();
  });
});

describe('PageRenderer and the page data blocks declare', () => {
  const onPage = (data: Record<string, unknown>): PageContextValue => ({
    data,
    lang: 'en',
    route: { kind: 'home', lang: 'en', path: '', params: {} },
  });

  test('passes each declared key of the page data to its block as a prop, checked', async () => {
    const { resolved } = await preparePage([{ id: 'price', type: 'pr-price', props: {} }]);
    await renderWithI18n(
      <PageContext value={onPage({ price: { amount: 12 }, label: 'Now', other: 'not declared' })}>
        <PageRenderer blocks={resolved} registry={registry} />
      </PageContext>,
    );
    // The schema's default is in: the block got the checked value.
    expect(screen.getByText('Now: 12 EUR')).toBeTruthy();
  });

  test('page data that does not match costs that block only, its notice naming every offending path', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { resolved } = await preparePage([greeting('before', 'Ada'), { id: 'price', type: 'pr-price', props: {} }]);
    const onBlockError = vi.fn<(issue: BlockIssue) => void>();
    await renderWithI18n(
      <PageContext value={onPage({ price: { amount: 'twelve', currency: 3 }, label: 'Now' })}>
        <PageRenderer blocks={resolved} registry={registry} mode="development" onBlockError={onBlockError} />
      </PageContext>,
    );

    expect(screen.getByText('Hello Ada')).toBeTruthy();
    const message = onBlockError.mock.calls[0]?.[0].message;
    expect(onBlockError).toHaveBeenCalledWith(expect.objectContaining({ blockId: 'price', kind: 'render-error', path: 'blocks[1]' }));
    expect(message).toMatch(/^Page data does not match what this block draws: data\.price\.amount: [^;]+; data\.price\.currency: /);
    expect(screen.getByRole('note').textContent).toContain('data.price.amount');
  });

  test('before its schema is loaded (the first page, drawn from data the server checked) a value is passed as it is', async () => {
    // Declared now, while the test runs: its schema never arrives.
    const unchecked = { note: pageData(() => new Promise<z.ZodString>(() => {})) };
    function Note({ note }: PageDataProps<typeof unchecked>) {
      return <p>Note {JSON.stringify(note)}</p>;
    }
    Note.pageData = unchecked;
    const notes: BlockRegistry = {
      'pr-note': defineBlock({ type: 'pr-note', version: 1, schema: z.object({}), load: async () => ({ default: Note }) }),
    };
    const { blocks: resolved } = resolveBlocks([{ id: 'note', type: 'pr-note', props: {} }], notes);
    await loadBlockComponents(['pr-note'], notes);
    await renderWithI18n(
      <PageContext value={onPage({ note: 42 })}>
        <PageRenderer blocks={resolved} registry={notes} />
      </PageContext>,
    );
    expect(screen.getByText('Note 42')).toBeTruthy();
  });
});
