import type { z } from 'zod';
import { htmlStrings, type SafeHtml } from '../../schema/html';

type Def = { type: string; shape?: Record<string, z.ZodType>; element?: z.ZodType; innerType?: z.ZodType; getter?: () => z.ZodType };

/**
 * Cleans every HTML string of a parsed value, found through its schema's HTML fields
 * (`htmlSchema`), and returns a copy; everything else is kept as it is. Walks objects,
 * arrays and the wrappers around them (optional, default, nullable, lazy).
 */
export function cleanHtmlFields<T>(schema: z.ZodType, value: T, clean: (html: string) => SafeHtml): T {
  return walk(schema, value, clean) as T;
}

function walk(schema: z.ZodType, value: unknown, clean: (html: string) => SafeHtml): unknown {
  if (htmlStrings.has(schema)) return typeof value === 'string' ? clean(value) : value;
  const def = (schema as unknown as { _zod: { def: Def } })._zod.def;
  switch (def.type) {
    case 'object': {
      if (typeof value !== 'object' || value === null || !def.shape) return value;
      const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
      for (const [key, field] of Object.entries(def.shape)) if (Object.hasOwn(copy, key)) copy[key] = walk(field, copy[key], clean);
      return copy;
    }
    case 'array':
      return Array.isArray(value) && def.element ? value.map((item) => walk(def.element!, item, clean)) : value;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'nonoptional':
      return value === null || value === undefined || !def.innerType ? value : walk(def.innerType, value, clean);
    case 'lazy':
      return def.getter ? walk(def.getter(), value, clean) : value;
    default:
      return value;
  }
}
