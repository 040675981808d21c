import type { BlockIssue } from '../core/resolve-page';
import { useT } from '../kit/use-t';

export type RenderMode = 'development' | 'production';

export const DEFAULT_RENDER_MODE: RenderMode = import.meta.env.DEV ? 'development' : 'production';

/**
 * Shown in development in place of a block that cannot be drawn: enough to find and fix
 * the block without opening the console. A note, not an alert: a page may hold several
 * and none of them is urgent for the person reading.
 */
export function BlockNotice({ blockId, type, issues }: { blockId: string; type: string; issues: readonly BlockIssue[] }) {
  const { t } = useT();
  return (
    <div
      role="note"
      data-block-notice={blockId}
      className="rounded-theme border-2 border-dashed border-amber-700 bg-amber-50 p-4 text-sm text-amber-950"
    >
      <p className="font-semibold">{t('renderer.blockNotice.title', { id: blockId, type })}</p>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {issues.map((issue, index) => (
          <li key={`${issue.path}-${index}`}>
            <code className="font-mono">{issue.path}</code> <span className="text-amber-900">({issue.kind})</span>: {issue.message}
          </li>
        ))}
      </ul>
      <p className="mt-2 text-amber-900">{t('renderer.blockNotice.hint')}</p>
    </div>
  );
}

/**
 * Shown to shoppers in place of a block that cannot be drawn: nothing to read, nothing
 * to focus, but still a box in the flow so the blocks around it keep their places.
 */
export function BlockPlaceholder({ blockId }: { blockId: string }) {
  return <div data-block-placeholder={blockId} aria-hidden="true" style={{ visibility: 'hidden' }} />;
}
