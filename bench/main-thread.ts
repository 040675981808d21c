import { chromium, type CDPSession } from 'playwright';
import type { BenchRoute } from './routes';

/*
 * `npm run bench -- main-thread`: where a phone's main thread goes from navigation until the
 * shop is hydrated, on home, category and product. Lighthouse gives the totals (total blocking
 * time, the hydration mark); this says what they are made of, so a gap can be explained with a
 * profile and a change to start-up measured by what it cut.
 *
 * Each page loads RUNS times (5 unless MAIN_THREAD_RUNS is set), each in a fresh Chromium with
 * its CPU slowed 4× (Lighthouse's mobile multiplier) and a 412 × 823 phone screen; the network
 * is not slowed, so the figures are the CPU's alone. A devtools trace of each load is cut into
 * the groups Lighthouse's main-thread breakdown uses (its "other" split into setting up the
 * document and the rest), and its JavaScript samples are added up by file and by function.
 * Printed per page: the medians of first contentful paint, hydration, the main thread's busy
 * time before hydration and its blocking time (each task's time past 50 ms, from first paint
 * to 3 s after hydration), the median of each group; then, of the run with the median
 * hydration, the long tasks before hydration with what filled them, and where its JavaScript
 * time went.
 */

const RUNS = Number(process.env.MAIN_THREAD_RUNS ?? 5);
const CPU_SLOWDOWN = 4;
const LONG_TASK_MS = 50;
/** After hydration, the trace goes on this long: blocking time counts the tasks just after it too. */
const AFTER_HYDRATION_MS = 3_000;
const HYDRATED_MARK = 'vitrine:hydrated';
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'disabled-by-default-v8.cpu_profiler',
  'blink.user_timing',
  'loading',
  'toplevel',
  'v8',
].join(',');

type TraceEvent = {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: { data?: Record<string, unknown> & { documentLoaderURL?: string } };
};

/** Lighthouse's task groups (core/lib/tracehouse/task-groups.js), by trace event name. */
const GROUP_OF: Record<string, string> = {
  ParseHTML: 'parse HTML & CSS',
  ParseAuthorStyleSheet: 'parse HTML & CSS',
  'CSSParserImpl::parseStyleSheet': 'parse HTML & CSS',
  ScheduleStyleRecalculation: 'style & layout',
  UpdateLayoutTree: 'style & layout',
  InvalidateLayout: 'style & layout',
  Layout: 'style & layout',
  Animation: 'paint & composite',
  HitTest: 'paint & composite',
  PaintSetup: 'paint & composite',
  Paint: 'paint & composite',
  PaintImage: 'paint & composite',
  PrePaint: 'paint & composite',
  Layerize: 'paint & composite',
  Commit: 'paint & composite',
  UpdateLayer: 'paint & composite',
  UpdateLayerTree: 'paint & composite',
  CompositeLayers: 'paint & composite',
  'v8.compile': 'script compile',
  'v8.compileModule': 'script compile',
  'v8.produceModuleCache': 'script compile',
  EvaluateScript: 'script',
  'v8.evaluateModule': 'script',
  FunctionCall: 'script',
  TimerFire: 'script',
  FireIdleCallback: 'script',
  FireAnimationFrame: 'script',
  RunMicrotasks: 'script',
  EventDispatch: 'script',
  'V8.Execute': 'script',
  MinorGC: 'garbage collection',
  MajorGC: 'garbage collection',
  'BlinkGC.AtomicPhase': 'garbage collection',
  'ThreadState::performIdleLazySweep': 'garbage collection',
  'Decode Image': 'images',
  ImageDecodeTask: 'images',
  'Decode LazyPixelRef': 'images',
  'Resize Image': 'images',
  'DocumentLoader::CommitNavigation': 'document set-up',
  'LocalWindowProxy::Initialize': 'document set-up',
};
const GROUPS = ['document set-up', 'parse HTML & CSS', 'style & layout', 'paint & composite', 'script compile', 'script', 'garbage collection', 'images', 'other'];

type LongTask = { atMs: number; ms: number; filledBy: string };
type Load = {
  fcpMs: number;
  hydratedMs: number;
  busyMs: number;
  blockingMs: number;
  groups: Record<string, number>;
  longTasks: LongTask[];
  /** JavaScript time before hydration by file, and by function (with its file), largest first. */
  scriptFiles: [string, number][];
  scriptFunctions: [string, number][];
  /** The trace events whose own time makes up the "other" group, largest first. */
  otherEvents: [string, number][];
};

export type MainThreadResult = { name: string; path: string; loads: Load[] };

export async function measureMainThread(origin: string, routes: BenchRoute[]): Promise<MainThreadResult[]> {
  const results: MainThreadResult[] = [];
  for (const route of routes) {
    const loads: Load[] = [];
    for (let run = 0; run < RUNS; run += 1) loads.push(await loadOnce(origin + route.path));
    results.push({ ...route, loads });
  }
  return results;
}

async function loadOnce(url: string): Promise<Load> {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const events = await traced(cdp, async () => {
      await page.goto(url, { waitUntil: 'load' });
      await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, HYDRATED_MARK, { timeout: 60_000 });
      await page.waitForTimeout(AFTER_HYDRATION_MS);
    });
    return readLoad(events, url);
  } finally {
    await browser.close();
  }
}

async function traced(cdp: CDPSession, run: () => Promise<void>): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (chunk) => {
    events.push(...(chunk.value as unknown as TraceEvent[]));
  });
  const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.start', { categories: TRACE_CATEGORIES, transferMode: 'ReportEvents' });
  await run();
  await cdp.send('Tracing.end');
  await complete;
  return events;
}

type Node = { event: TraceEvent; start: number; end: number; self: number; group: string; children: Node[] };

/** The figures of one load, from its trace: the page's main thread, from its navigation on. */
function readLoad(events: TraceEvent[], url: string): Load {
  const navigation = events.find((e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL === url);
  if (!navigation) throw new Error(`The trace of ${url} has no navigation to it`);
  const { pid, tid, ts: t0 } = navigation;
  const ms = (ts: number) => (ts - t0) / 1000;
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === pid);
  const hydrated = events.find((e) => e.name === HYDRATED_MARK && e.pid === pid);
  if (!fcp || !hydrated) throw new Error(`The trace of ${url} has no ${fcp ? 'hydration mark' : 'first contentful paint'}`);
  const hydratedAt = hydrated.ts;

  const roots = threadTree(events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.dur !== undefined && e.ts >= t0));
  const beforeHydration = roots.filter((task) => task.start < hydratedAt);
  const groups = Object.fromEntries(GROUPS.map((group) => [group, 0]));
  const others = new Map<string, number>();
  const addSelf = (node: Node) => {
    groups[node.group] = (groups[node.group] ?? 0) + node.self / 1000;
    if (node.group === 'other') others.set(node.event.name, (others.get(node.event.name) ?? 0) + node.self / 1000);
    node.children.forEach(addSelf);
  };
  beforeHydration.forEach(addSelf);

  const longTasks = beforeHydration
    .filter((task) => task.end - task.start > LONG_TASK_MS * 1000)
    .map((task) => ({ atMs: ms(task.start), ms: (task.end - task.start) / 1000, filledBy: largestGroupIn(task) }));
  const blockingMs = roots
    .filter((task) => task.start >= fcp.ts)
    .reduce((sum, task) => sum + Math.max(0, (task.end - task.start) / 1000 - LONG_TASK_MS), 0);
  const { files, functions } = scriptSamples(events, pid, tid, t0, hydratedAt);
  return {
    fcpMs: ms(fcp.ts),
    hydratedMs: ms(hydratedAt),
    busyMs: beforeHydration.reduce((sum, task) => sum + Math.min(task.end, hydratedAt) - task.start, 0) / 1000,
    blockingMs,
    groups,
    longTasks,
    scriptFiles: files,
    scriptFunctions: functions,
    otherEvents: [...others].sort((a, b) => b[1] - a[1]),
  };
}

/** The thread's complete events as a forest of tasks, each event under the one it ran inside, with its self time and group. */
function threadTree(events: TraceEvent[]): Node[] {
  const sorted = [...events].sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const roots: Node[] = [];
  const open: Node[] = [];
  for (const event of sorted) {
    const node: Node = { event, start: event.ts, end: event.ts + (event.dur ?? 0), self: event.dur ?? 0, group: 'other', children: [] };
    while (open.length > 0 && open[open.length - 1]!.end <= node.start) open.pop();
    const parent = open[open.length - 1];
    node.group = GROUP_OF[event.name] ?? parent?.group ?? 'other';
    if (parent) {
      parent.children.push(node);
      parent.self -= Math.min(node.end, parent.end) - node.start;
    } else {
      roots.push(node);
    }
    open.push(node);
  }
  return roots;
}

function largestGroupIn(task: Node): string {
  const totals = new Map<string, number>();
  const add = (node: Node) => {
    totals.set(node.group, (totals.get(node.group) ?? 0) + node.self);
    node.children.forEach(add);
  };
  add(task);
  const [group, time] = [...totals].sort((a, b) => b[1] - a[1])[0] ?? ['other', 0];
  return `${group} ${Math.round(time / 1000)} ms`;
}

type ProfileNode = { id: number; parent?: number; callFrame: { functionName: string; url?: string } };
type ProfileChunk = { cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }; timeDeltas?: number[] };

/**
 * The JavaScript samples of the thread before hydration, by file (a chunk's name without its
 * hash) and by function, in milliseconds. Time inside the browser's own built-ins (a first
 * Intl.NumberFormat, say) counts to the function that called them.
 */
function scriptSamples(events: TraceEvent[], pid: number, tid: number, from: number, until: number) {
  // The samples come in chunks written by the profiler's own thread, named by the profile's id.
  const profile = events.find((e) => e.name === 'Profile' && e.pid === pid && e.tid === tid);
  const nodes = new Map<number, ProfileNode>();
  const samples: number[] = [];
  const deltas: number[] = [];
  for (const event of events) {
    if (event.name !== 'ProfileChunk' || event.pid !== pid || event.id !== profile?.id) continue;
    const chunk = event.args?.data as ProfileChunk | undefined;
    for (const node of chunk?.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    samples.push(...(chunk?.cpuProfile?.samples ?? []));
    deltas.push(...(chunk?.timeDeltas ?? []));
  }
  const files = new Map<string, number>();
  const functions = new Map<string, number>();
  let at = Number((profile?.args?.data as { startTime?: number } | undefined)?.startTime ?? 0);
  samples.forEach((id, index) => {
    const delta = deltas[index] ?? 0;
    at += delta;
    const frame = nodes.get(id)?.callFrame;
    if (at < from || at > until || !frame?.url) return;
    const file = frame.url.replace(/^.*\//, '').replace(/-[A-Za-z0-9_-]{8}\.js$/, '.js');
    files.set(file, (files.get(file) ?? 0) + delta / 1000);
    const name = `${frame.functionName || '(anonymous)'} in ${file}`;
    functions.set(name, (functions.get(name) ?? 0) + delta / 1000);
  });
  const largest = (map: Map<string, number>) => [...map].sort((a, b) => b[1] - a[1]);
  return { files: largest(files), functions: largest(functions) };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;
}

export function printMainThread(results: MainThreadResult[]): void {
  console.log(
    `\nMain thread from navigation to hydration, Chromium with its CPU ${CPU_SLOWDOWN}× slower, phone screen, network not slowed; medians of ${RUNS} loads (ms). Blocking: each task's time past ${LONG_TASK_MS} ms, from first paint to ${AFTER_HYDRATION_MS / 1000} s after hydration.`,
  );
  const round = (value: number) => String(Math.round(value));
  for (const result of results) {
    const { loads } = result;
    const of = (pick: (load: Load) => number) => round(median(loads.map(pick)));
    console.log(
      `\n${result.name} (${result.path}): first paint ${of((l) => l.fcpMs)}, hydrated ${of((l) => l.hydratedMs)}, busy before hydration ${of((l) => l.busyMs)}, blocking ${of((l) => l.blockingMs)} (runs: ${loads.map((l) => round(l.blockingMs)).join('/')})`,
    );
    console.log('  busy before hydration by group: ' + GROUPS.map((group) => `${group} ${of((l) => l.groups[group] ?? 0)}`).join(', '));
    const typical = [...loads].sort((a, b) => a.hydratedMs - b.hydratedMs)[Math.floor((loads.length - 1) / 2)]!;
    console.log(`  long tasks before hydration (the run hydrated at ${round(typical.hydratedMs)}): ` + (typical.longTasks.map((t) => `@${round(t.atMs)} ${round(t.ms)} (${t.filledBy})`).join(', ') || 'none'));
    console.log('  its JavaScript by file: ' + typical.scriptFiles.slice(0, 8).map(([file, time]) => `${file} ${round(time)}`).join(', '));
    console.log('  its "other": ' + typical.otherEvents.slice(0, 6).map(([name, time]) => `${name} ${round(time)}`).join(', '));
    console.log('  and by function: ' + typical.scriptFunctions.slice(0, 10).map(([name, time]) => `${name} ${round(time)}`).join(', '));
  }
}
