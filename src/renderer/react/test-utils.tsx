import { act, cleanup, render, type RenderOptions, type RenderResult } from '@testing-library/react';
import { createInstance, type i18n as I18n } from 'i18next';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach } from 'vitest';
import en from '../../../locales/en.json';
import zhCN from '../../../locales/zh-CN.json';
import zhHK from '../../../locales/zh-HK.json';
import type { TranslatedLocale } from '../../schema/languages';

/*
 * Test helpers for components that translate: a real i18next instance fed the real
 * locale files, so a missing or mistyped key shows up as a failing assertion.
 */

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

const resources = { en: { translation: en }, 'zh-CN': { translation: zhCN }, 'zh-HK': { translation: zhHK } };

export async function createTestI18n(locale: TranslatedLocale = 'en'): Promise<I18n> {
  const instance = createInstance();
  await instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: 'en',
    resources,
    // React escapes what it renders; escaping here too would show `&amp;` to shoppers.
    interpolation: { escapeValue: false },
  });
  return instance;
}

/**
 * Renders `ui` inside an I18nextProvider for `locale`. The render is awaited inside act so
 * that a component suspending on a promise is retried when the promise settles.
 */
export async function renderWithI18n(
  ui: ReactElement,
  { locale = 'en', ...options }: { locale?: TranslatedLocale } & RenderOptions = {},
): Promise<RenderResult & { i18n: I18n }> {
  const i18n = await createTestI18n(locale);
  const Wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
  let result: RenderResult | undefined;
  await act(async () => {
    result = render(ui, { ...options, wrapper: Wrapper });
  });
  if (!result) throw new Error('renderWithI18n: nothing was rendered');
  return { i18n, ...result };
}
