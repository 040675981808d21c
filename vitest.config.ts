import { availableParallelism } from 'node:os';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { configDefaults, defineConfig, mergeConfig } from 'vitest/config';
import UnoCSS from 'unocss/vite';
import { ROUTER_PLUGINS, withoutPlugins } from './.storybook/vite-plugins';
import viteConfig from './vite.config';

/**
 * A hook opens a database or a shop, a test draws pages and answers requests: on a 2-core
 * machine that other work shares, what takes a second alone takes several, and vitest's
 * defaults (10 s for a hook, 5 s for a test) failed tests that were right.
 */
const BUSY_MACHINE_TIMEOUTS = { hookTimeout: 60_000, testTimeout: 20_000 };

/**
 * One test file per core at once. Vitest keeps a core free by default, which on 2 cores runs
 * the files one by one, while most of a server test's time is spent waiting on a database, a
 * socket or a child process: two at a time took the unit and component run from 12.7 to 8.8
 * minutes there.
 */
const WORKERS = Math.max(2, availableParallelism());

/** The test that a story with an accessibility violation fails the story run. */
const STORY_GATE = 'scripts/story-a11y-gate.test.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      maxWorkers: WORKERS,
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'node',
            include: ['src/**/*.test.ts'],
            ...BUSY_MACHINE_TIMEOUTS,
          },
        },
        {
          extends: true,
          test: {
            name: 'server',
            environment: 'node',
            include: ['server/**/*.test.ts', 'scripts/**/*.test.ts'],
            exclude: [...configDefaults.exclude, '**/*.build.test.ts', STORY_GATE],
            // The migrated and the seeded database, made once for the run; each test file opens a copy.
            globalSetup: ['server/testing/test-templates.ts'],
            // The server's files share a worker's loaded modules: none of them mocks a module or a
            // global, each opens its own database and shop, and loading the server's module graph
            // afresh for every file was a fifth of the run.
            isolate: false,
            ...BUSY_MACHINE_TIMEOUTS,
          },
        },
        {
          // A story run of its own, with a story broken on purpose: after the stories, beside the build.
          extends: true,
          test: { name: 'storybook-gate', environment: 'node', include: [STORY_GATE] },
        },
        {
          // Tests that start the production server: they run after `npm run build`.
          extends: true,
          test: {
            name: 'after-build',
            environment: 'node',
            include: ['server/**/*.build.test.ts'],
          },
        },
        {
          extends: true,
          test: {
            name: 'component',
            environment: 'jsdom',
            // Each file still gets a window and modules of its own (its stores start empty), in a
            // fresh VM context of a reused worker instead of a new process that loads jsdom again:
            // 144 s became 64 s for the 66 files on 2 cores.
            pool: 'vmForks',
            ...BUSY_MACHINE_TIMEOUTS,
            setupFiles: ['src/fixtures/browser-apis.setup.ts', 'src/fixtures/page-data-checks.setup.ts', 'src/fixtures/busy-machine.setup.ts'],
            include: ['src/**/*.test.tsx'],
          },
        },
        {
          // Every story is a test: rendered in real Chromium, play functions asserting.
          // The vite config is reused without the route generator, as Storybook itself does.
          ...viteConfig,
          plugins: [
            ...withoutPlugins(viteConfig.plugins, [...ROUTER_PLUGINS, 'unocss']),
            // Without hot updates the utility sheet would hold only the classes seen before it was
            // first served; reading the sources up front gives every story its complete styles.
            UnoCSS({ content: { filesystem: ['src/**/*.tsx', '.storybook/**/*.tsx'] } }),
            storybookTest({ configDir: '.storybook' }),
          ],
          // Pre-bundle what stories import before the first one runs (a dependency found mid-run
          // reloads the page), and look for them in the stories, not in the app's HTML shell.
          optimizeDeps: { entries: ['src/**/*.stories.tsx', '.storybook/preview.tsx'] },
          // A missing file must answer 404, not the app's HTML shell, whose entry would drag the
          // whole app and its dependencies into a run that only renders stories.
          appType: 'custom',
          test: {
            name: 'storybook',
            browser: {
              enabled: true,
              headless: true,
              provider: playwright({
                launchOptions: {
                  // The system Chromium: nothing is downloaded, in CI or on a laptop.
                  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
                  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
                },
              }),
              instances: [{ browser: 'chromium' }],
            },
          },
        },
      ],
    },
  }),
);
