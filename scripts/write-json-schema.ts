import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { registry } from '../src/blocks/registry';
import type { BlockRegistry } from '../src/renderer/core/define-block';
import { buildJsonSchemas } from '../server/json-schema';

/*
 * `npm run schema`: the JSON Schema files merchants point their editors at, written to
 * public/schema/ and committed. The server answers the same documents at /schema/*; a
 * test fails when the committed copies differ from what the block schemas give now.
 */

export const SCHEMA_DIR = fileURLToPath(new URL('../public/schema/', import.meta.url));

/** File name under public/schema/ → its exact text. */
export function renderJsonSchemaFiles(blocks: BlockRegistry = registry): Map<string, string> {
  const files = new Map<string, string>();
  for (const [name, schema] of buildJsonSchemas(blocks)) files.set(name, `${JSON.stringify(schema, null, 2)}\n`);
  return files;
}

/** Every .json file under the folder, as forward-slash names relative to it. */
export async function listJsonFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch((error: unknown) => {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return [];
    throw error;
  });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
}

export async function writeJsonSchemas(folder: string = SCHEMA_DIR): Promise<{ written: string[]; removed: string[] }> {
  const files = renderJsonSchemaFiles();
  // A block that was removed from the registry must not leave its schema behind.
  const removed = (await listJsonFiles(folder)).filter((name) => !files.has(name));
  for (const name of removed) await rm(join(folder, name));
  for (const [name, text] of files) {
    const target = join(folder, name);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, text);
  }
  return { written: [...files.keys()].sort(), removed };
}

const runDirectly = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (runDirectly) {
  writeJsonSchemas()
    .then(({ written, removed }) => {
      const where = relative(process.cwd(), SCHEMA_DIR) || '.';
      console.log(`Wrote ${written.length} schema files to ${where}: ${written.join(', ')}`);
      if (removed.length > 0) console.log(`Removed ${removed.length} stale: ${removed.join(', ')}`);
    })
    .catch((error: unknown) => {
      console.error('Could not write the JSON Schema files:', error);
      process.exit(1);
    });
}
