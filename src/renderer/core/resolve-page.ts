import type { BlockInstance } from '../../schema/block';
import { blockShellSchema } from '../../schema/block';
import { PAGE_LIMITS } from '../../schema/limits';
import type { SafeHtml } from '../../schema/html';
import type { BlockRegistry } from './define-block';
import { cleanHtmlFields } from './html-fields';
import { formatPath, issuesFromZod, type JsonPath } from './json-path';
import { BROKEN_PROPS_KEY, brokenIssues } from './settled-blocks';

export { BROKEN_PROPS_KEY, blockTypesOf, readSettledBlocks } from './settled-blocks';

export type BlockIssueKind = 'invalid-instance' | 'unknown-type' | 'invalid-props' | 'migration-failed' | 'render-error';

/** What went wrong with one block, precise enough for a merchant to fix it. */
export type BlockIssue = {
  blockId: string;
  type: string;
  kind: BlockIssueKind;
  /** JSON path from the page body, e.g. `blocks[2].props.title`. */
  path: string;
  message: string;
};

export type ResolvedBlock =
  | {
      ok: true;
      id: string;
      type: string;
      version: number;
      props: Record<string, unknown>;
      children: ResolvedBlock[];
    }
  | { ok: false; id: string; type: string; issues: BlockIssue[] };

export type ResolvedPage = { blocks: ResolvedBlock[]; issues: BlockIssue[] };

/**
 * Checks every block of a page body against the registry: instance shape, known type,
 * migrations for older versions, props against the block schema, then the children.
 * A broken block yields `ok: false` with its issues; its siblings are unaffected.
 */
export function resolveBlocks(blocks: readonly unknown[], registry: BlockRegistry, basePath: JsonPath = ['blocks']): ResolvedPage {
  const issues: BlockIssue[] = [];
  const resolved = blocks.map((raw, index) => {
    const block = resolveBlock(raw, registry, [...basePath, index]);
    issues.push(...collectIssues(block));
    return block;
  });
  return { blocks: resolved, issues };
}

function migrationFailed(id: string, type: string, path: JsonPath, message: string): ResolvedBlock {
  return { ok: false, id, type, issues: [{ blockId: id, type, kind: 'migration-failed', path: formatPath(path), message }] };
}

function collectIssues(block: ResolvedBlock): BlockIssue[] {
  if (!block.ok) return block.issues;
  return block.children.flatMap(collectIssues);
}

function resolveBlock(raw: unknown, registry: BlockRegistry, path: JsonPath): ResolvedBlock {
  const shell = blockShellSchema.safeParse(raw);
  const rawRecord = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const id = typeof rawRecord.id === 'string' && rawRecord.id ? rawRecord.id : `#${String(path.at(-1))}`;
  const type = typeof rawRecord.type === 'string' ? rawRecord.type : '(none)';
  if (!shell.success) {
    return {
      ok: false,
      id,
      type,
      issues: issuesFromZod(shell.error, path).map((i) => ({ blockId: id, type, kind: 'invalid-instance', ...i })),
    };
  }
  const instance = shell.data;
  if (Object.hasOwn(instance.props, BROKEN_PROPS_KEY)) return { ok: false, id, type, issues: brokenIssues(instance.props[BROKEN_PROPS_KEY], id, type, path) };
  const definition = Object.hasOwn(registry, instance.type) ? registry[instance.type] : undefined;
  if (!definition) {
    return {
      ok: false,
      id,
      type,
      issues: [
        { blockId: id, type, kind: 'unknown-type', path: formatPath([...path, 'type']), message: `Unknown block type "${type}"` },
      ],
    };
  }

  let props = instance.props;
  if (instance.version > definition.version) {
    return migrationFailed(id, type, [...path, 'version'], `Version ${instance.version} is newer than the registered version ${definition.version}`);
  }
  for (let v = instance.version + 1; v <= definition.version; v++) {
    try {
      props = definition.migrations![v]!(props);
    } catch (error) {
      return migrationFailed(id, type, [...path, 'props'], `Migration to version ${v} failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  const parsed = definition.schema.safeParse(props);
  const childPath: JsonPath = [...path, 'children'];
  // Writes are refused past this depth; a body from anywhere else must not overflow the stack either.
  const level = path.filter((part) => part === 'children').length + 1;
  if (instance.children && level >= PAGE_LIMITS.maxBlockDepth) {
    return {
      ok: false,
      id,
      type,
      issues: [
        { blockId: id, type, kind: 'invalid-instance', path: formatPath(childPath), message: `Blocks nest at most ${PAGE_LIMITS.maxBlockDepth} levels deep` },
      ],
    };
  }
  const children = instance.children ? resolveBlocks(instance.children, registry, childPath).blocks : [];
  if (!parsed.success) {
    return {
      ok: false,
      id,
      type,
      issues: issuesFromZod(parsed.error, [...path, 'props']).map((i) => ({ blockId: id, type, kind: 'invalid-props', ...i })),
    };
  }
  if (instance.children && !definition.acceptsChildren) {
    return {
      ok: false,
      id,
      type,
      issues: [
        { blockId: id, type, kind: 'invalid-instance', path: formatPath(childPath), message: `Block type "${type}" takes no children` },
      ],
    };
  }
  return { ok: true, id, type, version: definition.version, props: parsed.data as Record<string, unknown>, children };
}

/** Every issue of a page body, for refusing a merchant's write: an empty list means it is valid. */
export function validatePageBlocks(blocks: readonly unknown[], registry: BlockRegistry): BlockIssue[] {
  return resolveBlocks(blocks, registry).issues;
}

/**
 * The server's step where page data is made: checks every block as `resolveBlocks` does and
 * returns the blocks to send, each valid one at the registered version with its props parsed
 * (defaults filled in) and its HTML fields cleaned by `clean`. A broken block is sent
 * without props, so nothing unchecked leaves the server, and stays broken for whoever
 * checks it again; `issues` names what was wrong, for the server's log.
 */
export function settleBlocks(
  blocks: readonly unknown[],
  registry: BlockRegistry,
  clean: (html: string) => SafeHtml,
  basePath: JsonPath = ['blocks'],
): { blocks: BlockInstance[]; issues: BlockIssue[]; resolved: ResolvedBlock[] } {
  const resolved = resolveBlocks(blocks, registry, basePath);
  return { blocks: resolved.blocks.map((block) => settledInstance(block, registry, clean)), issues: resolved.issues, resolved: resolved.blocks };
}

function settledInstance(block: ResolvedBlock, registry: BlockRegistry, clean: (html: string) => SafeHtml): BlockInstance {
  if (!block.ok) {
    const issues = block.issues.map(({ kind, path, message }) => ({ kind, path, message }));
    return { id: block.id, type: block.type, version: 1, props: { [BROKEN_PROPS_KEY]: issues } };
  }
  const schema = registry[block.type]!.schema;
  const instance: BlockInstance = { id: block.id, type: block.type, version: block.version, props: cleanHtmlFields(schema, block.props, clean) };
  if (block.children.length > 0) instance.children = block.children.map((child) => settledInstance(child, registry, clean));
  return instance;
}

export type { BlockInstance };
