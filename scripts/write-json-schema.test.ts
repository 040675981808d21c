import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { registry } from '../src/blocks/registry';
import { ADMIN_API } from '../src/schema/admin-api';
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

  it('list every admin API call, with the schema of its body and of its answer', () => {
    const index: unknown = JSON.parse(expected.get('admin-api.json') ?? '{}');
    expect(index).toMatchObject({ calls: expect.any(Object) });
    for (const [name, call] of Object.entries(ADMIN_API)) {
      expect(index, name).toHaveProperty(['calls', name, 'path'], `/api/admin${call.path}`);
      if ('request' in call) expect(expected.has(`admin-api/${name}.request.json`), name).toBe(true);
      if (!('file' in call) || name === 'newsletter/export') expect(expected.has(`admin-api/${name}.answer.json`), name).toBe(true);
    }
  });
});
