import { z } from 'zod';

/**
 * How much one page may hold. Every write is checked against these before anything walks
 * it recursively, so a hostile or broken page costs a bounded amount of work and memory;
 * the renderer applies the same limits to what it reads, and the published JSON Schema
 * states them for merchant tools.
 */
export const PAGE_LIMITS = {
  /** Bytes of one admin write (page or site configuration), JSON text as sent. */
  maxBytes: 1024 * 1024,
  /** Blocks in one page body, children included. */
  maxBlocks: 500,
  /** Levels of blocks: a top-level block is level 1, its children level 2, and so on. */
  maxBlockDepth: 8,
  /** Levels of objects and arrays inside one block's props or one JSON-LD object. */
  maxPropsDepth: 16,
  /** Levels of objects and arrays in any JSON request body, checked before it is parsed. */
  maxJsonDepth: 64,
  /** A refusal lists this many problems at most and says how many more there were. */
  maxProblems: 50,
} as const;

/** Half of a surrogate pair, which no encoding can carry. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const UNSTORABLE_MESSAGE = 'Contains a NUL character or an unpaired surrogate';

/** False for text holding NUL (which PostgreSQL text cannot hold) or a lone surrogate. */
export function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && !LONE_SURROGATE.test(value);
}

/** A string that can be stored and echoed: for contracts whose values do not come through a JSON body check. */
export const storableText = z.string().refine(isStorableText, { message: UNSTORABLE_MESSAGE });
