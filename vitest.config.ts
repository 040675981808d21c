import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig, mergeConfig } from 'vitest/config';
import { withoutRouterPlugins } from './.storybook/main';
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
          },
        },
        {
          extends: true,
          test: {
            name: 'component',
            environment: 'jsdom',
            include: ['src/**/*.test.tsx'],
          },
        },
        {
          // Every story is a test: rendered in real Chromium, play functions asserting.
          // The vite config is reused without the route generator, as Storybook itself does.
          ...viteConfig,
          plugins: [...withoutRouterPlugins(viteConfig.plugins), storybookTest({ configDir: '.storybook' })],
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
