import type { ComponentType, ReactNode } from 'react';
import type { BlockCode, BlockCodeTable, PageDataDeclarations } from '../core/define-block';

/** What every block component receives: its parsed props and declared page data, and its drawn children if it has any. */
export type BlockComponentProps = Record<string, unknown> & { children?: ReactNode };
/** A block's component, with the page data it draws (read from the page and passed as props by the renderer). */
export type BlockComponent = ComponentType<BlockComponentProps> & { readonly pageData?: PageDataDeclarations };

type Entry =
  | { definition: BlockCode; status: 'loading'; promise: Promise<BlockComponent> }
  | { definition: BlockCode; status: 'loaded'; promise: Promise<BlockComponent>; component: BlockComponent }
  | { definition: BlockCode; status: 'failed'; promise: Promise<BlockComponent>; error: Error };

/*
 * One cache for the whole process: block modules hold no per-request state, so the server
 * loads each chunk once and every later render finds the component already there.
 */
const entries = new Map<string, Entry>();

function isComponent(value: unknown): value is BlockComponent {
  if (typeof value === 'function') return true;
  // memo(), forwardRef() and lazy() components are objects tagged by React.
  return typeof value === 'object' && value !== null && typeof (value as { $$typeof?: unknown }).$$typeof === 'symbol';
}

function startLoading(type: string, definition: BlockCode, after: Promise<unknown> = Promise.resolve()): Entry {
  const promise = after
    .then(() => definition.load())
    .then((module) => {
      const component: unknown = module?.default;
      if (!isComponent(component)) throw new Error(`Block "${type}": its module has no default-exported component`);
      return component;
    });
  const entry: Entry = { definition, status: 'loading', promise };
  entries.set(type, entry);
  promise.then(
    (component) => {
      if (entries.get(type) === entry) entries.set(type, { definition, status: 'loaded', promise, component });
    },
    (reason: unknown) => {
      const error = reason instanceof Error ? reason : new Error(String(reason));
      if (entries.get(type) === entry) entries.set(type, { definition, status: 'failed', promise, error });
    },
  );
  return entry;
}

/** The entry for this exact definition, loading it if it is new or failed last time. */
function entryFor(type: string, definition: BlockCode, retryFailed: boolean): Entry {
  const entry = entries.get(type);
  if (entry && entry.definition === definition && (entry.status !== 'failed' || !retryFailed)) return entry;
  return startLoading(type, definition);
}

export type BlockLoadFailure = { type: string; error: Error };

/**
 * Loads the components of the given block types, each once. Routes await it before
 * rendering (server) and before hydrating or swapping the page body (client), so drawing
 * never waits on a chunk. Never rejects: a block whose code fails to load is reported
 * here and degrades on its own when drawn; the next call tries it again.
 */
export async function loadBlockComponents(types: readonly string[], registry: BlockCodeTable): Promise<BlockLoadFailure[]> {
  const pending = [...new Set(types)].flatMap((type) => {
    const definition = Object.hasOwn(registry, type) ? registry[type] : undefined;
    // Unknown types are reported by resolveBlocks; there is nothing to load for them.
    if (!definition) return [];
    const entry = entryFor(type, definition, true);
    return [
      entry.promise.then(
        () => null,
        (reason: unknown) => ({ type, error: reason instanceof Error ? reason : new Error(String(reason)) }),
      ),
    ];
  });
  const results = await Promise.all(pending);
  return results.filter((result): result is BlockLoadFailure => result !== null);
}

let releaseDeferred = () => {};
const deferredRelease = new Promise<void>((resolve) => (releaseDeferred = resolve));

/**
 * Loads these block types only once `loadDeferredBlocks` is called (the first page hydrated
 * and the browser idle). A block drawn before then suspends, and React keeps the server's
 * markup in its place until the code arrives and hydrates it.
 */
export function deferBlockComponents(types: readonly string[], registry: BlockCodeTable): void {
  for (const type of types) if (Object.hasOwn(registry, type) && !entries.has(type)) startLoading(type, registry[type]!, deferredRelease);
}

/** Lets the deferred blocks load (once the first page is live and the browser idle). */
export function loadDeferredBlocks(): void {
  releaseDeferred();
}

/** The component of a block type if it has been loaded, else undefined. */
export function getLoadedBlockComponent(type: string): BlockComponent | undefined {
  const entry = entries.get(type);
  return entry?.status === 'loaded' ? entry.component : undefined;
}

/**
 * For the renderer: the component when ready, otherwise the promise to suspend on, or the
 * load error to throw into the block's boundary.
 */
export function blockComponentState(
  type: string,
  definition: BlockCode,
): { component: BlockComponent } | { pending: Promise<BlockComponent> } | { error: Error } {
  const entry = entryFor(type, definition, false);
  if (entry.status === 'loaded') return { component: entry.component };
  if (entry.status === 'failed') return { error: entry.error };
  return { pending: entry.promise };
}
