import { afterAll, beforeAll } from 'vitest';
import { openTestApp, TEST_ADMIN_TOKEN, TEST_APP_STARTUP_MS, type TestApp } from './test-app';
import { createNodeServer, listen, type NodeServer } from '../node-server';

/** A merchant command as the CLI entry runs it: its arguments, where its lines go, the environment naming the shop. */
type MerchantCommand = (args: readonly string[], output: { out: (line: string) => void; err: (line: string) => void }, env: NodeJS.ProcessEnv) => Promise<number>;

export type CommandRun = { code: number; out: string; err: string };

/**
 * For a merchant command's tests: the seeded demo shop (or an empty one) served on a free loopback port, opened
 * before the file's tests and closed after, and the command run against it through the admin
 * API, as `SHOP_URL` and `ADMIN_TOKEN` name it.
 */
export function liveShopFor(command: MerchantCommand, options: { start?: 'demo' | 'empty' } = {}): { readonly shop: TestApp; readonly env: NodeJS.ProcessEnv; run(...args: string[]): Promise<CommandRun> } {
  let shop: TestApp | undefined;
  let node: NodeServer | undefined;
  let env: NodeJS.ProcessEnv | undefined;
  beforeAll(async () => {
    shop = await openTestApp(options);
    node = createNodeServer({ app: shop.app, logger: shop.logger, changes: shop.services.changes });
    const port = await listen(node.server, 0, '127.0.0.1');
    env = { ...process.env, SHOP_URL: `http://127.0.0.1:${port}`, ADMIN_TOKEN: TEST_ADMIN_TOKEN };
  }, TEST_APP_STARTUP_MS);
  afterAll(async () => {
    await node?.close();
    await shop?.close();
  });
  const opened = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('The live shop is opened in beforeAll: use it inside a hook or a test');
    return value;
  };
  return {
    get shop() {
      return opened(shop);
    },
    get env() {
      return opened(env);
    },
    async run(...args) {
      const out: string[] = [];
      const err: string[] = [];
      const code = await command(args, { out: (line) => out.push(line), err: (line) => err.push(line) }, opened(env));
      return { code, out: out.join('\n'), err: err.join('\n') };
    },
  };
}
