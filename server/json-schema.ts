import { z } from 'zod';
import type { AnyBlockDefinition, BlockRegistry } from '../src/renderer/core/define-block';
import { ADMIN_API, ADMIN_API_BASE_PATH, type AdminApiTable } from '../src/schema/admin-api';
import { PAGE_LIMITS } from '../src/schema/limits';
import { pageBodySchema, pageDataSchema } from '../src/schema/page';

/*
 * JSON Schema for merchant tools (editors, linters, CI checks on page files), generated
 * from the same zod schemas the renderer validates with, so the two cannot drift apart.
 */

const JSON_SCHEMA_OPTIONS = { io: 'input', unrepresentable: 'any', target: 'draft-2020-12' } as const;

function blockInstanceSchemaFor(definition: AnyBlockDefinition, anyBlock: z.ZodType) {
  return z
    .object({
      id: z.string().min(1).max(120),
      type: z.literal(definition.type),
      version: z.number().int().min(1).max(definition.version).default(definition.version),
      props: definition.schema.meta({ description: `Objects and arrays in props nest at most ${PAGE_LIMITS.maxPropsDepth} levels deep` }),
      ...(definition.acceptsChildren
        ? { children: z.array(anyBlock).max(PAGE_LIMITS.maxBlocks).optional().meta({ description: `Blocks nest at most ${PAGE_LIMITS.maxBlockDepth} levels deep` }) }
        : {}),
    })
    .meta({ id: `block-${definition.type}`, title: definition.type });
}

const PAGE_LIMITS_DESCRIPTION =
  `A composed page. Limits, checked on every write: at most ${PAGE_LIMITS.maxBlocks} blocks children included, ` +
  `blocks nested at most ${PAGE_LIMITS.maxBlockDepth} levels, props and JSON-LD nested at most ${PAGE_LIMITS.maxPropsDepth} levels, ` +
  `at most ${PAGE_LIMITS.maxBytes} bytes per write; no text may hold NUL or an unpaired surrogate.`;

/** A page body whose blocks are each one of the registered block types, props included. */
export function composedPageBodySchema(registry: BlockRegistry) {
  const definitions = Object.values(registry);
  const instances: z.ZodType[] = [];
  const anyBlock: z.ZodType = z.lazy(() => {
    const [first, second, ...rest] = instances;
    if (!first) return z.never();
    return second ? z.union([first, second, ...rest]) : first;
  });
  for (const definition of definitions) instances.push(blockInstanceSchemaFor(definition, anyBlock));
  return pageBodySchema
    .extend({
      blocks: z
        .array(anyBlock.meta({ id: 'block', description: 'One block: its type picks the props schema' }))
        .max(PAGE_LIMITS.maxBlocks)
        .meta({ description: `At most ${PAGE_LIMITS.maxBlocks} blocks in the whole page, children included` }),
    })
    .meta({ description: PAGE_LIMITS_DESCRIPTION });
}

/** Every schema file by its name under /schema/, e.g. `page-body.json`, `blocks/rich-text.json`. */
export function buildJsonSchemas(registry: BlockRegistry): Map<string, Record<string, unknown>> {
  const pageBody = composedPageBodySchema(registry);
  const files = new Map<string, Record<string, unknown>>();
  const add = (name: string, schema: z.ZodType, title: string) => {
    files.set(name, { $id: `/schema/${name}`, title, ...z.toJSONSchema(schema, JSON_SCHEMA_OPTIONS) });
  };
  add('page-body.json', pageBody, 'Vitrine page body');
  add('page-data.json', pageDataSchema.extend({ pageBody: pageBody.nullable() }), 'Vitrine page data');
  for (const definition of Object.values(registry)) {
    add(`blocks/${definition.type}.json`, definition.schema, `Props of the ${definition.type} block (version ${definition.version})`);
  }
  for (const [name, schema] of adminApiJsonSchemas()) files.set(name, schema);
  return files;
}

/**
 * The merchant (admin) API for merchants' own tools: `admin-api.json` lists every call (method,
 * path, limits, and the schema files of its query, body and answer `data`), and
 * `admin-api/<area>/<verb>.<part>.json` holds each schema.
 */
export function adminApiJsonSchemas(table: AdminApiTable = ADMIN_API): Map<string, Record<string, unknown>> {
  const files = new Map<string, Record<string, unknown>>();
  const calls: Record<string, Record<string, unknown>> = {};
  for (const [name, call] of Object.entries(table)) {
    const parts: Record<string, string> = {};
    const add = (part: 'query' | 'request' | 'answer', schema: z.ZodType | undefined, io: 'input' | 'output', title: string) => {
      if (schema === undefined || schema instanceof z.ZodNever) return;
      const file = `admin-api/${name}.${part}.json`;
      files.set(file, { $id: `/schema/${file}`, title, ...z.toJSONSchema(schema, { ...JSON_SCHEMA_OPTIONS, io }) });
      parts[part] = `/schema/${file}`;
    };
    const where = `${call.method} ${ADMIN_API_BASE_PATH}${call.path}`;
    add('query', call.query, 'input', `The query of ${where}`);
    add('request', call.request, 'input', `The body of ${where}`);
    add('answer', call.answer, 'output', `The envelope's data answering ${where}`);
    calls[name] = {
      method: call.method,
      path: `${ADMIN_API_BASE_PATH}${call.path}`,
      roles: call.roles,
      ...(call.reads === undefined ? {} : { reads: call.reads }),
      maxBodyBytes: call.maxBodyBytes,
      ...(call.maxPageSize === undefined ? {} : { maxPageSize: call.maxPageSize }),
      ...(call.file === undefined ? {} : { file: call.file }),
      ...parts,
    };
  }
  files.set('admin-api.json', {
    $id: '/schema/admin-api.json',
    title: 'Vitrine admin API',
    description: `Every call under ${ADMIN_API_BASE_PATH}: a script sends a bearer ADMIN_TOKEN and may make every call; a staff member's back office session may make the calls whose roles name theirs ('anyone': signing in). A write names in reads the call the audit log reads before and after it. Each answers the envelope {code, msg, data}; a refusal has a non-2xx status and names its problems in msg (and data.issues where there are several: each a path and an English message, and for the common ones a said {key, values} a screen can say in its reader's language).`,
    calls,
  });
  return files;
}
