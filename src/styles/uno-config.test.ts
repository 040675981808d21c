import { readFileSync } from 'node:fs';
import { createGenerator } from 'unocss';
import { beforeAll, describe, expect, test } from 'vitest';
import config from '../../uno.config';
import { themeToCss } from '../renderer/core/theme';
import { BREAKPOINTS, CONTAINER_PADDING, DEFAULT_THEME } from '../schema/theme';

type Generator = Awaited<ReturnType<typeof createGenerator>>;
let uno: Generator;

beforeAll(async () => {
  uno = await createGenerator(config);
});

async function cssFor(utilities: string): Promise<string> {
  return (await uno.generate(utilities, { preflights: false })).css;
}

/** The declarations of the rule for `.selector`, outside any media query. */
function ruleOf(css: string, selector: string): string {
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?:^|\\n)${escaped}\\{([^}]*)\\}`).exec(css)?.[1] ?? '';
}

describe('theme utilities', () => {
  test.each([
    ['bg-primary', 'background-color:var(--color-primary)'],
    ['text-primary', 'color:var(--color-primary)'],
    ['text-title', 'color:var(--color-title)'],
    ['text-desc', 'color:var(--color-desc)'],
    ['text-sales-price', 'color:var(--color-sales-price)'],
    ['text-line-price', 'color:var(--color-line-price)'],
    ['bg-hero', 'background-color:var(--color-hero)'],
    ['text-error', 'color:var(--color-error)'],
    ['bg-background', 'background-color:var(--color-background)'],
    ['border-theme', 'border-color:var(--color-border)'],
    ['rounded-theme', 'border-radius:var(--radius)'],
    ['gap-block', 'gap:var(--block-space)'],
    ['text-heading', 'font-size:var(--font-size-title)'],
  ])('%s reads the theme variable', async (utility, declaration) => {
    expect(ruleOf(await cssFor(utility), `.${utility}`)).toContain(declaration);
  });

  test('font-title and font-body carry the theme family and weight together', async () => {
    const css = await cssFor('font-title font-body');
    expect(ruleOf(css, '.font-title')).toBe('font-family:var(--font-title);font-weight:var(--font-weight-title);');
    expect(ruleOf(css, '.font-body')).toBe('font-family:var(--font-body);font-weight:var(--font-weight-body);');
  });

  test('every variable the utilities and base styles read is one the theme writes', async () => {
    const css =
      (await cssFor(
        'bg-primary bg-background bg-hero text-title text-hero text-info text-success text-warning text-error text-text text-desc text-sales-price text-line-price text-placeholder border-theme font-title font-body text-heading text-body rounded-theme gap-block container',
      )) + readFileSync(new URL('./base.css', import.meta.url), 'utf8');
    const read = new Set([...css.matchAll(/var\((--[\w-]+)/g)].map((m) => m[1]));
    const written = new Set([...themeToCss(DEFAULT_THEME).matchAll(/(--[\w-]+):/g)].map((m) => m[1]));
    // Read with a fallback on purpose: unset means "step with the breakpoints" / "use the primary".
    const optional = new Set(['--container-padding', '--focus-ring']);
    const unknown = [...read].filter((name) => !written.has(name) && !optional.has(name!));
    expect(unknown).toEqual([]);
    expect(read.size).toBeGreaterThan(20);
  });
});

describe('the one stylesheet', () => {
  /** Where a rule whose selector list includes `selector` starts in the sheet, or -1 when it is not there. */
  const ruleAt = (css: string, selector: RegExp) => css.search(new RegExp(`(^|[},\\n])\\s*${selector.source}\\s*[,{]`));

  test('the reset, then the base styles, then the utilities, so a utility beats both on an equal selector', async () => {
    const { css } = await uno.generate('bg-primary outline-none container', { preflights: true });
    const reset = ruleAt(css, /\[type='button'\]/);
    const base = ruleAt(css, /:focus-visible/);
    const utility = ruleAt(css, /\.bg-primary/);
    expect(reset).toBeGreaterThanOrEqual(0);
    expect(base).toBeGreaterThan(reset);
    expect(utility).toBeGreaterThan(base);
    // The two rules that once fought: a primary button's background, and the ring on an element that opts out of it.
    expect(css.slice(reset, css.indexOf('}', reset))).toContain('background-color: transparent');
    expect(ruleAt(css, /\.outline-none/)).toBeGreaterThan(base);
  });

  test('the shop and its stories take that sheet whole, with no stylesheet of their own beside it', () => {
    for (const file of ['../entry-client.tsx', '../../.storybook/preview.tsx']) {
      const imports = [...readFileSync(new URL(file, import.meta.url), 'utf8').matchAll(/^import\s+'([^']+\.css|virtual:uno\.css)';/gm)].map((m) => m[1]);
      expect(imports, file).toEqual(['virtual:uno.css']);
    }
  });
});

describe('breakpoints and container', () => {
  test('the breakpoints are those of the spec, up to 3xl at 1660px', async () => {
    expect(config.theme?.breakpoints).toEqual({ sm: '640px', md: '768px', lg: '1024px', xl: '1280px', '2xl': '1536px', '3xl': '1660px' });
    const css = await cssFor('3xl:hidden sm:flex');
    expect(css).toContain('@media (min-width: 1660px){\n.\\33 xl\\:hidden{display:none;}');
    expect(css).toContain('@media (min-width: 640px){\n.sm\\:flex{display:flex;}');
  });

  test('the container padding steps through the spec values unless the theme pins it', async () => {
    const css = await cssFor('container');
    expect(ruleOf(css, '.container')).toContain(`padding-left:var(--container-padding, ${CONTAINER_PADDING[0]})`);
    const widths = Object.values(BREAKPOINTS);
    widths.forEach((width, index) => {
      const block = new RegExp(`@media \\(min-width: ${width}\\)\\{\\n\\.container\\{([^}]*)\\}`).exec(css)?.[1] ?? '';
      expect(block, width).toContain(`padding-left:var(--container-padding, ${CONTAINER_PADDING[index + 1]})`);
      expect(block, width).toContain('max-width:var(--container-screen)');
    });
    expect(CONTAINER_PADDING).toEqual(['.7rem', '1rem', '1.2rem', '2rem', '2rem', '2rem', '2rem']);
  });
});
