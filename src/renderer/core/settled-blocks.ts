import type { BlockInstance } from '../../schema/block';
import type { BlockCodeTable } from './define-block';
import { formatPath, type JsonPath } from './json-path';
import type { BlockIssue, BlockIssueKind, ResolvedBlock, ResolvedPage } from './resolve-page';

/*
 * Blocks as the server sends them (`settleBlocks`): every valid one at its registered version
 * with parsed props and cleaned HTML, every broken one carrying only its issues. Reading them
 * needs no schema, so the browser draws the first page without loading zod.
 */

/**
 * The one prop of a block the server found broken: what was wrong with it. No block has a
 * prop of this name, so a page body that uses it is refused as broken.
 */
export const BROKEN_PROPS_KEY = '(broken)';

const ISSUE_KINDS: readonly BlockIssueKind[] = ['invalid-instance', 'unknown-type', 'invalid-props', 'migration-failed', 'render-error'];

/** The issues a settled broken block carries; one generic issue when they are unreadable. */
export function brokenIssues(value: unknown, id: string, type: string, path: JsonPath): BlockIssue[] {
  const issues = Array.isArray(value)
    ? value.flatMap((item: unknown) => {
        const { kind, path: at, message } = (typeof item === 'object' && item !== null ? item : {}) as Record<string, unknown>;
        if (!ISSUE_KINDS.includes(kind as BlockIssueKind) || typeof at !== 'string' || typeof message !== 'string') return [];
        return [{ blockId: id, type, kind: kind as BlockIssueKind, path: at, message }];
      })
    : [];
  if (issues.length > 0) return issues;
  return [{ blockId: id, type, kind: 'invalid-props', path: formatPath([...path, 'props', BROKEN_PROPS_KEY]), message: 'The block was found broken' }];
}

/**
 * Reads blocks the server settled, without checking their props again: the browser's first
 * page, which the server drew from these very blocks. A block whose type this build has no
 * code for, or that the server found broken, degrades on its own as `resolveBlocks` would.
 */
export function readSettledBlocks(blocks: readonly unknown[], code: BlockCodeTable, basePath: JsonPath = ['blocks']): ResolvedPage {
  const issues: BlockIssue[] = [];
  const read = (list: readonly unknown[], path: JsonPath): ResolvedBlock[] =>
    list.map((raw, index) => {
      const at = [...path, index];
      let resolved: ResolvedBlock;
      if (!isInstance(raw)) {
        const id = `#${index}`;
        resolved = { ok: false, id, type: '(none)', issues: [{ blockId: id, type: '(none)', kind: 'invalid-instance', path: formatPath(at), message: 'Expected a block' }] };
        issues.push(...resolved.issues);
        return resolved;
      }
      const block = raw;
      if (Object.hasOwn(block.props, BROKEN_PROPS_KEY)) {
        resolved = { ok: false, id: block.id, type: block.type, issues: brokenIssues(block.props[BROKEN_PROPS_KEY], block.id, block.type, at) };
      } else if (!Object.hasOwn(code, block.type)) {
        const message = `Unknown block type "${block.type}"`;
        resolved = { ok: false, id: block.id, type: block.type, issues: [{ blockId: block.id, type: block.type, kind: 'unknown-type', path: formatPath([...at, 'type']), message }] };
      } else {
        const children = block.children ? read(block.children, [...at, 'children']) : [];
        return { ok: true, id: block.id, type: block.type, version: block.version, props: block.props, children };
      }
      issues.push(...resolved.issues);
      return resolved;
    });
  return { blocks: read(blocks, basePath), issues };
}

/** The shape every settled block has; anything else is not from the server's page data step. */
function isInstance(value: unknown): value is BlockInstance {
  if (typeof value !== 'object' || value === null) return false;
  const { id, type, version, props, children } = value as Record<string, unknown>;
  return (
    typeof id === 'string' &&
    typeof type === 'string' &&
    typeof version === 'number' &&
    typeof props === 'object' &&
    props !== null &&
    !Array.isArray(props) &&
    (children === undefined || Array.isArray(children))
  );
}

/** The block types a resolved page draws, children included: the chunks to load or preload. */
export function blockTypesOf(blocks: readonly ResolvedBlock[]): string[] {
  const types = new Set<string>();
  const walk = (list: readonly ResolvedBlock[]) => {
    for (const block of list) {
      if (!block.ok) continue;
      types.add(block.type);
      walk(block.children);
    }
  };
  walk(blocks);
  return [...types];
}
