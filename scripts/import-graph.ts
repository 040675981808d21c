import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { DOMAIN_ORDER } from '../lint-zones.js';

/*
 * The run-time import graph of server/ and src/, read from the files themselves: which module
 * loads which when the shop starts. Only static imports and re-exports that carry values count;
 * `import type` (and an import whose every name is a type) is erased before anything runs, and
 * `import()` loads later, on demand. Tests, stories and test helpers are left out: they may reach
 * across the layers to set up what they check.
 *
 * `npx tsx scripts/import-graph.ts` prints the server's upward imports and any import circle.
 */

const ROOT = resolve(import.meta.dirname, '..');
const EXTENSIONS = ['.ts', '.tsx', '.js'];

/** Tests, stories and the helpers only they load (server/testing, src's test-utils and fixtures). */
export function isTestModule(path: string): boolean {
  return (
    /\.(test|type-test|stories)\.tsx?$/.test(path) ||
    /(^|\/)test-utils\.tsx?$/.test(path) ||
    path.startsWith('server/testing/') ||
    path.startsWith('src/fixtures/')
  );
}

function filesUnder(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'migrations' ? [] : filesUnder(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

function resolveImport(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = join(dirname(join(ROOT, from)), specifier);
  const candidates = [
    base,
    ...EXTENSIONS.map((extension) => base + extension),
    ...EXTENSIONS.map((extension) => join(base, `index${extension}`)),
  ];
  const found = candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
  return found === undefined ? undefined : relative(ROOT, found).split('\\').join('/');
}

/**
 * Whether an import or re-export loads its module at run time. Under `verbatimModuleSyntax`
 * only the statement-wide `import type` / `export type` is erased: `import { type A } from './a'`
 * is kept as `import {} from './a'`, which still runs ./a.
 */
function carriesValues(node: ts.ImportDeclaration | ts.ExportDeclaration): boolean {
  if (ts.isImportDeclaration(node)) return node.importClause?.isTypeOnly !== true;
  return !node.isTypeOnly;
}

/** What a module's text imports or re-exports at load time, as written (`./x`, `zod`). */
export function valueImportsOf(text: string): string[] {
  const source = ts.createSourceFile('module.ts', text, ts.ScriptTarget.Latest, false);
  return source.statements.flatMap((statement) => {
    if (!(ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement))) return [];
    const specifier = statement.moduleSpecifier;
    return specifier !== undefined && ts.isStringLiteral(specifier) && carriesValues(statement) ? [specifier.text] : [];
  });
}

/** Every run-time module of the folders, with the project modules it loads at once. */
export function runtimeImports(folders: readonly string[] = ['server', 'src']): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of folders.flatMap(filesUnder).filter((path) => !isTestModule(path))) {
    const targets = valueImportsOf(readFileSync(join(ROOT, file), 'utf8')).flatMap((specifier) => resolveImport(file, specifier) ?? []);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/**
 * The server's layers, lowest first. A module may import its own layer and those below it;
 * within the domains' layer, only down DOMAIN_ORDER. The lint zones (lint-zones.js) say the
 * same folder by folder; this order is what they add up to.
 *
 * 0  base:     the database, the logger, the config, the published JSON Schema
 * 1  kit:      the change bus, the HTTP kit (envelopes, limits, headers, the API table's mount),
 *              the generic page layer and server rendering: one layer, as the security headers
 *              take the script nonce from server rendering and the page layer answers in envelopes
 * 2  catalog:  products, pictures and their pages, read by the other domains
 * 3  domains:  one folder each (DOMAIN_ORDER in lint-zones.js: visitors, accounts, addresses,
 *              favorites, coupons, the commerce rules, the merchant's catalog writes, cart, orders,
 *              payments, checkout, returns,
 *              reviews, comments, newsletter, inquiries), each reading only those before it and
 *              the catalog, and the websocket relay
 * 4  surfaces: the /api/web table, the admin API, sitemap and robots, the command line
 * 5  wiring:   services, the app, the Node listener, the process entry, and the demo seed it runs
 */
export const SERVER_LAYERS: readonly (readonly string[])[] = [
  ['server/db', 'server/logger.ts', 'server/config.ts', 'server/json-schema.ts'],
  ['server/events', 'server/http', 'server/pages', 'server/ssr'],
  ['server/catalog'],
  [...DOMAIN_ORDER, 'server/realtime'],
  ['server/web-api', 'server/admin', 'server/seo', 'server/cli'],
  ['server/services.ts', 'server/app.ts', 'server/node-server.ts', 'server/main.ts', 'server/demo'],
];

/** The zone (a folder or top-level file of server/) a module belongs to. */
export function serverZone(path: string): string | undefined {
  const match = /^server\/([^/]+)/.exec(path);
  return match === null ? undefined : `server/${match[1]}`;
}

export function layerOf(path: string): number | undefined {
  const zone = serverZone(path);
  const index = SERVER_LAYERS.findIndex((layer) => zone !== undefined && layer.includes(zone));
  return index === -1 ? undefined : index;
}

/** The domains in the order they may import each other; the websocket relay, last, imports none of them. */
const DOMAINS = [...DOMAIN_ORDER, 'server/realtime'];

export type UpwardImport = { from: string; to: string };

/**
 * Upward imports kept on purpose, at most five, each with its reason; every other one fails
 * scripts/import-graph.test.ts. None is needed today: the API table's kit sits in server/http
 * below the domains, picture drawing is the catalog's, and the domains name server/web-api only
 * for the type of the services it hands them, which is gone before anything runs.
 */
export const UPWARD_ALLOWED: readonly (UpwardImport & { why: string })[] = [];

/** Server imports that run from a lower layer to a higher one, or against the domains' order. */
export function upwardImports(graph: Map<string, string[]> = runtimeImports(['server'])): UpwardImport[] {
  const upward: UpwardImport[] = [];
  for (const [from, targets] of graph) {
    const fromLayer = layerOf(from);
    if (fromLayer === undefined) continue;
    for (const to of targets) {
      const toLayer = layerOf(to);
      if (toLayer === undefined) continue;
      const againstDomains =
        fromLayer === 3 && toLayer === 3 && DOMAINS.indexOf(serverZone(to)!) > DOMAINS.indexOf(serverZone(from)!);
      if (toLayer > fromLayer || againstDomains) upward.push({ from, to });
    }
  }
  return upward.sort((a, b) => `${a.from} ${a.to}`.localeCompare(`${b.from} ${b.to}`));
}

/** Every import circle among the modules, each once, as the modules in loading order. */
export function importCircles(graph: Map<string, string[]> = runtimeImports()): string[][] {
  // Tarjan's strongly connected components: a component of more than one module, or a module
  // that imports itself, holds a circle.
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || (graph.get(node) ?? []).includes(node)) components.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return components;
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const upward = upwardImports();
  console.log(`${upward.length} upward server import(s):`);
  for (const { from, to } of upward) console.log(`  ${from} -> ${to}`);
  const circles = importCircles();
  console.log(`${circles.length} import circle(s):`);
  for (const circle of circles) console.log(`  ${circle.join(' <-> ')}`);
}
