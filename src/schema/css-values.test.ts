import { describe, expect, it } from 'vitest';
import { cssColor, cssFontFamily, cssLength } from './css-values';

describe('theme value grammars', () => {
  it.each(['#fff', '#4a00ff', '#4a00ff80', 'rgb(74 0 255)', 'rgba(74, 0, 255, 0.5)', 'hsl(260 100% 50%)', 'oklch(0.5 0.2 280)', 'transparent'])(
    'accepts the color %s',
    (value) => expect(cssColor.safeParse(value).success).toBe(true),
  );
  it.each(['red;}', '#ggg', 'url(x)', 'expression(alert(1))', 'rgb(1,2,3);color:red', '</style>', 'var(--x)'])('refuses the color %s', (value) =>
    expect(cssColor.safeParse(value).success).toBe(false),
  );
  it.each(['0', '1rem', '12px', '.7rem', '100%'])('accepts the length %s', (value) => expect(cssLength.safeParse(value).success).toBe(true));
  it.each(['1', '1rem;', 'calc(1px)', '1 rem', '-'])('refuses the length %s', (value) => expect(cssLength.safeParse(value).success).toBe(false));
  it('accepts family lists and refuses anything that could end the declaration', () => {
    expect(cssFontFamily.safeParse('"Noto Sans CJK SC", system-ui, sans-serif').success).toBe(true);
    expect(cssFontFamily.safeParse('Inter; color: red').success).toBe(false);
    expect(cssFontFamily.safeParse("Inter'}").success).toBe(false);
    expect(cssFontFamily.safeParse('a</style>').success).toBe(false);
  });
});
