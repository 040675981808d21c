import { memo, Suspense, use, useCallback, useEffect, useMemo, useRef, type ReactNode, type RefObject } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { drawableBlockCode } from '../../blocks/drawable-block-code';
import type { BlockCodeTable } from '../core/define-block';
import type { BlockIssue, ResolvedBlock } from '../core/resolve-page';
import { PageContext } from '../kit/page-context';
import { readPageDataProps } from '../kit/read-page-data';
import { blockComponentState } from './block-components';
import { BlockNotice, BlockPlaceholder, DEFAULT_RENDER_MODE, type RenderMode } from './block-fallback';

export type PageRendererProps = {
  blocks: readonly ResolvedBlock[];
  /** Called once per issue: invalid blocks when they mount, render errors when caught. */
  onBlockError?: (issue: BlockIssue) => void;
  /** Development shows a notice for each broken block, production an invisible placeholder. */
  mode?: RenderMode;
  /** The blocks this page may use: the shop's unless a test or story brings its own registry. */
  registry?: BlockCodeTable;
};

type Report = (issue: BlockIssue) => void;
type SlotContext = { mode: RenderMode; registry: BlockCodeTable; report: Report };

/**
 * Draws resolved blocks in order, children inside their parents. Each block has its own
 * error boundary: an unknown type, invalid props, page data that does not match what the block
 * declares it draws, or a render error costs that block only.
 *
 * Load the components first (`loadBlockComponents`) so nothing waits while drawing.
 */
export function PageRenderer({ blocks, onBlockError, mode = DEFAULT_RENDER_MODE, registry = drawableBlockCode }: PageRendererProps) {
  // Effects run twice under StrictMode and a parent may re-render: remember what was said.
  const reported = useRef(new WeakSet<object>());
  const latestOnBlockError = useRef(onBlockError);
  useEffect(() => {
    latestOnBlockError.current = onBlockError;
  });
  const report = useCallback<Report>((issue) => {
    if (reported.current.has(issue)) return;
    reported.current.add(issue);
    latestOnBlockError.current?.(issue);
  }, []);

  const context = useMemo<SlotContext>(() => ({ mode, registry, report }), [mode, registry, report]);
  return (
    <div className="flex flex-col gap-block" data-page-blocks="">
      {renderList(blocks, 'blocks', context)}
    </div>
  );
}

function renderList(blocks: readonly ResolvedBlock[], basePath: string, context: SlotContext): ReactNode[] {
  const seen = new Set<string>();
  return blocks.map((block, index) => {
    // Ids should be unique; if a page repeats one, keep both blocks rather than mixing them up.
    const key = seen.has(block.id) ? `${block.id}#${index}` : block.id;
    seen.add(block.id);
    return <BlockSlot key={key} block={block} path={`${basePath}[${index}]`} context={context} />;
  });
}

/**
 * One block in its own boundary. A block that is the same object as when last drawn, on a page
 * whose data is the same object too, is not drawn again: the page's loader keeps the objects of
 * what did not change (../../routes/-components/load-page.ts), so a block edited in the composer
 * redraws that block alone, not the fifty around it.
 */
const BlockSlot = memo(function BlockSlot({ block, path, context }: { block: ResolvedBlock; path: string; context: SlotContext }) {
  const { mode, report } = context;
  const slot = useRef<HTMLDivElement>(null);
  // A block that failed is tried again when it changes, or when the page's data does (a render error may come from it).
  const pageData = use(PageContext)?.data;
  // A broken block is as live as it will get: its notice or placeholder marks the slot too.
  const fallback = (issues: readonly BlockIssue[]) => (
    <>
      {mode === 'development' ? <BlockNotice blockId={block.id} type={block.type} issues={issues} /> : <BlockPlaceholder blockId={block.id} />}
      <MarkLive slot={slot} />
    </>
  );

  return (
    <div ref={slot} data-block-id={block.id} data-block-type={block.type}>
      <ErrorBoundary
        resetKeys={[block, pageData]}
        onError={(error) => report(renderIssue(block, path, error))}
        fallbackRender={({ error }) => fallback([renderIssue(block, path, error)])}
      >
        {block.ok ? (
          <Suspense fallback={<BlockPlaceholder blockId={block.id} />}>
            <BlockBody block={block} path={path} context={context} />
            <MarkLive slot={slot} />
          </Suspense>
        ) : (
          <InvalidBlock issues={block.issues} report={report}>
            {fallback(block.issues)}
          </InvalidBlock>
        )}
      </ErrorBoundary>
    </div>
  );
});

/**
 * Marks a block's slot `data-block-live` once what it draws is live: a block below the fold
 * keeps the server's HTML, without its handlers, until its code arrives when the browser is
 * idle (`hydrateWhenIdle`), so the document being hydrated does not yet mean every block is.
 */
function MarkLive({ slot }: { slot: RefObject<HTMLDivElement | null> }) {
  useEffect(() => {
    slot.current?.setAttribute('data-block-live', '');
  }, [slot]);
  return null;
}

function InvalidBlock({ issues, report, children }: { issues: readonly BlockIssue[]; report: Report; children: ReactNode }) {
  useEffect(() => {
    for (const issue of issues) report(issue);
  }, [issues, report]);
  return children;
}

function BlockBody({ block, path, context }: { block: Extract<ResolvedBlock, { ok: true }>; path: string; context: SlotContext }) {
  const definition = Object.hasOwn(context.registry, block.type) ? context.registry[block.type] : undefined;
  // resolveBlocks only passes known types; a different registry here is a wiring mistake.
  if (!definition) throw new Error(`Block type "${block.type}" is not in the registry this page is drawn with`);
  const state = blockComponentState(block.type, definition);
  if ('error' in state) throw state.error;
  // Routes load components before drawing; if one slipped through, only this block waits.
  const Component = 'component' in state ? state.component : use(state.pending);
  // The page data the block declares, read from the page, checked once its schemas are in (not
  // yet on the browser's first page, which the server checked and drew) and passed as props.
  const fromPage = Component.pageData && readPageDataProps(use(PageContext)?.data ?? {}, Component.pageData);
  const children = block.children.length > 0 ? renderList(block.children, `${path}.children`, context) : undefined;
  return (
    <Component {...block.props} {...fromPage}>
      {children}
    </Component>
  );
}

// One issue per thrown value, so a boundary that renders its fallback twice reports once.
const renderIssues = new WeakMap<object, BlockIssue>();

function renderIssue(block: ResolvedBlock, path: string, error: unknown): BlockIssue {
  const cached = typeof error === 'object' && error !== null ? renderIssues.get(error) : undefined;
  if (cached && cached.blockId === block.id) return cached;
  const issue: BlockIssue = {
    blockId: block.id,
    type: block.type,
    kind: 'render-error',
    path,
    message: error instanceof Error ? error.message : String(error),
  };
  if (typeof error === 'object' && error !== null) renderIssues.set(error, issue);
  return issue;
}
