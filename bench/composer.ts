import { chromium, type Page } from 'playwright';
import { startProductionServer, timeUntilShown, type RunningServer } from './server';

/*
 * `npm run bench -- composer`: how long a keystroke in the page composer takes to show in its
 * live preview, on a page of 50 blocks. Starts the built server with a fresh demo shop,
 * publishes a page of a rich text block followed by 49 blocks of the demo home page's kinds
 * (hero, product lists with their products, pictures with text, articles…), signs an editor in,
 * opens the page in the composer in Chromium, and types into the first block's Content field
 * one key at a time. Each key is timed from its keydown in the back office to the next frame
 * the preview paints with the new text (found by watching the framed document). Prints p50/p95
 * against the 100 ms; never fails on time.
 *
 * With DATABASE_URL naming an empty PostgreSQL database, two server processes share it: the time
 * from the composer's Publish (a draft saved, then published over its version) sent to one, to a
 * shopper of the other being answered the new page (target ≤ 1 s).
 */

const TARGET_MS = 100;
const KEYSTROKES = Number(process.env.BENCH_ROUNDS ?? 60);
const WARMUP_KEYSTROKES = 5;
const ADMIN_TOKEN = 'bench-composer-admin-token';
const EDITOR = { email: 'bench-editor@bench.example', password: 'a-bench-editor-password', role: 'editor' };
const PAGE_KEY = 'page/bench-preview';
const STARTING_TEXT = 'Bench';
/** The blocks of the page typed into: the 50. */
const PAGE_BLOCKS = 50;
const PUBLISHES = 20;

const chromiumPath = process.env.PLAYWRIGHT_CHROMIUM ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;
}

/** A call to the admin API with the owner's token, which must succeed; answers its `data`. */
async function adminCall(origin: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<unknown> {
  const response = await fetch(`${origin}/api/admin${path}`, {
    method,
    headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await response.json()) as { data?: unknown; msg?: string };
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${answer.msg ?? ''}`);
  return answer.data;
}

type Block = { id: string; type: string; version?: number; props: unknown; children?: unknown };

/** A rich text block to type into, then the demo home page's blocks over and over (each with an id of its own) up to PAGE_BLOCKS. */
async function benchBlocks(origin: string): Promise<Block[]> {
  const home = (await adminCall(origin, 'GET', '/pages?key=home&locale=en')) as { pageBody: { blocks: Block[] } };
  const kinds = home.pageBody.blocks;
  if (kinds.length === 0) throw new Error('The demo home page has no blocks to fill the bench page with');
  const blocks: Block[] = [{ id: 'words', type: 'rich-text', version: 1, props: { html: `<p>${STARTING_TEXT}</p>` } }];
  for (let index = 0; blocks.length < PAGE_BLOCKS; index++) {
    const block = kinds[index % kinds.length]!;
    blocks.push({ ...block, id: `${block.id}-${index}` });
  }
  return blocks;
}

/** What the shop's admin API is told with the owner's token before the browser opens. */
async function prepareShop(origin: string): Promise<void> {
  const page = {
    key: PAGE_KEY,
    locale: 'en',
    pageBody: { template: 'page', blocks: await benchBlocks(origin) },
    meta: { title: 'Bench preview' },
  };
  await adminCall(origin, 'PUT', '/pages', page);
  await adminCall(origin, 'POST', '/staff', EDITOR);
}

/**
 * One key typed at the end of the field, timed in the back office's own clock: from the
 * keydown to the frame painted after its document first holds `expected`.
 */
async function timeKeystroke(page: Page, key: string, expected: string): Promise<number> {
  const shown = page.evaluate((text) => {
    const frame = document.querySelector<HTMLIFrameElement>('.draft-preview iframe');
    const framed = frame?.contentDocument;
    const frameWindow = frame?.contentWindow;
    if (!framed?.body || !frameWindow) throw new Error('The preview frame has no document');
    // No named functions in here: the page gets this code as the bundler wrote it, helpers it adds and all.
    return new Promise<number>((resolve) => {
      const observer = new MutationObserver(() => {
        if (!(framed.body.textContent ?? '').includes(text)) return;
        observer.disconnect();
        // Drawn means painted: the frame's next animation frame comes after the paint of this change.
        frameWindow.requestAnimationFrame(() =>
          frameWindow.setTimeout(() => resolve(performance.now() - ((window as { benchKeyAt?: number }).benchKeyAt ?? Number.NaN)), 0),
        );
      });
      observer.observe(framed.body, { subtree: true, childList: true, characterData: true });
    });
  }, expected);
  await page.keyboard.press(key);
  return shown;
}

/** From the composer's Publish sent to `writer` to a shopper of `reader` being answered the page as published. */
async function publishFigures(writer: RunningServer, reader: RunningServer): Promise<void> {
  const address = { key: 'page/bench-published', locale: 'en' };
  const delays: number[] = [];
  for (let sample = 0; sample < PUBLISHES; sample++) {
    const text = `Published ${sample} for the bench`;
    // The reader has the page as it was (or its absence) at hand first: what it must drop is what it holds.
    await fetch(`${reader.origin}/page/bench-published?request=route`).then((response) => response.arrayBuffer());
    const draft = (await adminCall(writer.origin, 'PUT', '/pages/draft', {
      ...address,
      pageBody: { template: 'page', blocks: [{ id: 'words', type: 'rich-text', version: 1, props: { html: `<p>${text}</p>` } }] },
      meta: { title: 'Bench published' },
    })) as { version: string };
    const sent = performance.now();
    await adminCall(writer.origin, 'POST', '/pages/publish', address, { 'if-match': draft.version });
    delays.push(await timeUntilShown(reader.origin, '/page/bench-published', text, sent));
  }
  const sorted = delays.toSorted((a, b) => a - b);
  console.log(`\nComposer publish seen by a shopper of another process, PostgreSQL (DATABASE_URL), ${PUBLISHES} publishes (target ≤ 1 s)`);
  console.log(`  p50 ${percentile(sorted, 0.5).toFixed(0)} ms   p95 ${percentile(sorted, 0.95).toFixed(0)} ms   max ${sorted.at(-1)!.toFixed(0)} ms   ${sorted.at(-1)! <= 1000 ? 'within target' : 'OVER TARGET'}`);
}

async function runPublishBench(port: number): Promise<void> {
  if (!process.env.DATABASE_URL) {
    console.log('  Publish seen by another process: skipped (set DATABASE_URL to an empty database, e.g. scripts/with-postgres.sh with DATABASE_URL=$TEST_DATABASE_URL)');
    return;
  }
  const env = { ADMIN_TOKEN, DATABASE_URL: process.env.DATABASE_URL };
  const writer = await startProductionServer({ port: port + 1, env });
  // The second starts on the database the first has seeded.
  const reader = await startProductionServer({ port: port + 2, env });
  try {
    await publishFigures(writer, reader);
  } finally {
    await Promise.all([writer.stop(), reader.stop()]);
  }
}

export async function runComposerBench(port: number): Promise<void> {
  await runKeystrokeBench(port);
  await runPublishBench(port);
}

async function runKeystrokeBench(port: number): Promise<void> {
  // The embedded database, as `npm start` gives a merchant trying the composer.
  const server = await startProductionServer({ port, env: { ADMIN_TOKEN, DATABASE_URL: '' } });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox', '--disable-gpu', '--no-first-run'] });
  try {
    await prepareShop(server.origin);
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const signedIn = await context.request.post(`${server.origin}/api/admin/session`, {
      data: { email: EDITOR.email, password: EDITOR.password },
      headers: { origin: server.origin },
    });
    if (!signedIn.ok()) throw new Error(`The editor could not sign in: HTTP ${signedIn.status()}`);
    const page = await context.newPage();
    await page.goto(`${server.origin}/admin/pages`);
    await page.getByLabel('Page', { exact: true }).selectOption(PAGE_KEY);
    await page.getByRole('button', { name: 'Open' }).click();
    await page.getByRole('button', { name: 'Edit rich-text 1', exact: true }).click();
    const frame = page.frameLocator('.draft-preview iframe');
    await frame.getByText(STARTING_TEXT, { exact: true }).waitFor({ timeout: 30_000 });
    // The preview listens once the shop in it has started: the composer then sends its body.
    await page.waitForFunction(() => document.querySelector('.draft-preview iframe')?.getAttribute('src') !== null);
    const field = page.getByLabel('Content');
    await field.click();
    await page.keyboard.press('End');
    await page.evaluate(() => {
      document.addEventListener('keydown', () => ((window as { benchKeyAt?: number }).benchKeyAt = performance.now()), true);
    });
    // Typed after the paragraph: the shop draws it as text right after the starting words.
    let typed = '';
    const times: number[] = [];
    for (let index = 0; index < WARMUP_KEYSTROKES + KEYSTROKES; index++) {
      const key = 'abcdefghijklmnopqrstuvwxyz'[index % 26]!;
      typed += key;
      const took = await timeKeystroke(page, key, `${STARTING_TEXT}${typed}`);
      if (index >= WARMUP_KEYSTROKES) times.push(took);
    }
    const sorted = [...times].sort((a, b) => a - b);
    const p50 = percentile(sorted, 0.5);
    const p95 = percentile(sorted, 0.95);
    console.log(`\nComposer preview: keystroke to painted preview on a page of ${PAGE_BLOCKS} blocks, ${times.length} keys after ${WARMUP_KEYSTROKES} to warm up (target p95 ≤ ${TARGET_MS} ms)`);
    console.log(`  p50 ${p50.toFixed(1)} ms   p95 ${p95.toFixed(1)} ms   max ${sorted.at(-1)!.toFixed(1)} ms   ${p95 <= TARGET_MS ? 'within target' : 'OVER TARGET'}`);
  } finally {
    await browser.close();
    await server.stop();
  }
}
