import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { registry } from '../src/blocks/registry';
import { listJsonFiles, renderJsonSchemaFiles, SCHEMA_DIR } from './write-json-schema';

describe('committed JSON Schema files in public/schema', () => {
  const expected = renderJsonSchemaFiles();

  it('are exactly the files the block schemas give now (run `npm run schema` after changing a block)', async () => {
    expect(await listJsonFiles(SCHEMA_DIR)).toEqual([...expected.keys()].sort());
    for (const [name, text] of expected) {
      expect(await readFile(join(SCHEMA_DIR, name), 'utf8'), `public/schema/${name} is out of date: run npm run schema`).toBe(text);
    }
  });

  it('include a props schema for every registered block', () => {
    for (const type of Object.keys(registry)) expect(expected.has(`blocks/${type}.json`), type).toBe(true);
  });
});
