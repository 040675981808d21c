import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { configDefaults, defineConfig, mergeConfig } from 'vitest/config';
import UnoCSS from 'unocss/vite';
import { ROUTER_PLUGINS, withoutPlugins } from './.storybook/vite-plugins';
import viteConfig from './vite.config';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'node',
            include: ['src/**/*.test.ts', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
            exclude: [...configDefaults.exclude, '**/*.build.test.ts'],
          },
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
            setupFiles: ['src/fixtures/page-data-checks.setup.ts'],
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
