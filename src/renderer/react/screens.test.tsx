import { screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import en from '../../../locales/en.json';
import zhCN from '../../../locales/zh-CN.json';
import zhHK from '../../../locales/zh-HK.json';
import { ErrorScreen } from './error-screen';
import { TemplateMissingScreen } from './template-missing-screen';
import { renderWithI18n } from './test-utils';

describe('TemplateMissingScreen', () => {
  test('tells the merchant, in English, which default template is missing and what to do', async () => {
    await renderWithI18n(<TemplateMissingScreen template="product-detail" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Template does not exist' })).toBeTruthy();
    const screenText = screen.getByRole('region', { name: 'Template does not exist' }).textContent ?? '';
    expect(screenText).toContain('product-detail');
    expect(screenText).toMatch(/restore/i);
    expect(screenText).toMatch(/customi[sz]e/i);
  });

  test.each([
    ['zh-CN', zhCN],
    ['zh-HK', zhHK],
  ] as const)('speaks %s', async (locale, strings) => {
    await renderWithI18n(<TemplateMissingScreen template="article-detail" />, { locale });
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading.textContent).toBe(strings.renderer.templateMissing.title);
    expect(heading.textContent).not.toBe(en.renderer.templateMissing.title);
    expect(screen.getByText(strings.renderer.templateMissing.action)).toBeTruthy();
    expect(document.body.textContent).toContain('article-detail');
  });

  test('shows a template name as text, never as markup', async () => {
    await renderWithI18n(<TemplateMissingScreen template={'<img src=x onerror=alert(1)>'} />);
    expect(document.querySelector('img')).toBeNull();
    expect(document.body.textContent).toContain('<img src=x onerror=alert(1)>');
  });
});

describe('ErrorScreen', () => {
  test.each([
    [404, en.renderer.errorScreen.notFound.title],
    [500, en.renderer.errorScreen.serverError.title],
    [403, en.renderer.errorScreen.forbidden.title],
  ] as const)('%i has its own heading and a link home', async (status, title) => {
    await renderWithI18n(<ErrorScreen status={status} homeHref="/zh-HK" />);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(screen.getByText(`Error ${status}`)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the home page' }).getAttribute('href')).toBe('/zh-HK');
  });

  test('is translated', async () => {
    await renderWithI18n(<ErrorScreen status={404} />, { locale: 'zh-HK' });
    expect(screen.getByRole('heading', { level: 1, name: zhHK.renderer.errorScreen.notFound.title })).toBeTruthy();
    expect(screen.getByRole('link', { name: zhHK.renderer.errorScreen.backHome }).getAttribute('href')).toBe('/');
  });
});
