import { useLayoutEffect } from 'react';
import { themeToCss } from '../core/theme-css';
import type { Theme } from '../../schema/theme';

export const THEME_STYLE_ID = 'vitrine-theme';

/**
 * The content of the theme's `<style>` element. Theme values are checked by grammar before
 * they get here; `<` is escaped anyway so that no value can ever close the element.
 */
export function themeStyleCss(theme: Theme): string {
  return themeToCss(theme).replaceAll('<', '\\3c ');
}

/** The whole element, for the server to write into the document head. */
export function themeStyleTag(theme: Theme): string {
  return `<style id="${THEME_STYLE_ID}">${themeStyleCss(theme)}</style>`;
}

/**
 * Puts the theme into the document's style element, creating it if the page has none.
 * Navigation that brings another theme calls this instead of reloading.
 */
export function applyThemeStyle(theme: Theme, doc: Document = document): void {
  const css = themeStyleCss(theme);
  let element = doc.getElementById(THEME_STYLE_ID);
  if (!element || element.tagName !== 'STYLE') {
    // An element of another kind squatting on the id would never apply the theme.
    element?.remove();
    element = doc.createElement('style');
    element.id = THEME_STYLE_ID;
    doc.head.append(element);
  }
  if (element.textContent !== css) element.textContent = css;
}

/** Keeps the document's theme style in step with `theme` while the component is mounted. */
export function useThemeStyle(theme: Theme): void {
  useLayoutEffect(() => applyThemeStyle(theme), [theme]);
}
