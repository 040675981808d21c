/** Small colour arithmetic for the generated illustrations: mixing, shading, contrast. */

export type Rgb = [number, number, number];

const HEX = /^#([0-9a-f]{6})$/i;

export function parseHex(hex: string): Rgb {
  const match = HEX.exec(hex);
  if (!match) throw new Error(`Expected a #rrggbb colour, got "${hex}"`);
  const value = Number.parseInt(match[1]!, 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

export function toHex([r, g, b]: Rgb): string {
  const channel = (v: number) => Math.round(Math.min(255, Math.max(0, v))).toString(16).padStart(2, '0');
  return `#${channel(r)}${channel(g)}${channel(b)}`;
}

/** `t` = 0 gives `a`, 1 gives `b`. */
export function mix(a: string, b: string, t: number): string {
  const [ar, ag, ab] = parseHex(a);
  const [br, bg, bb] = parseHex(b);
  return toHex([ar + (br - ar) * t, ag + (bg - ag) * t, ab + (bb - ab) * t]);
}

export const darken = (hex: string, amount: number) => mix(hex, '#1a1410', amount);
export const lighten = (hex: string, amount: number) => mix(hex, '#ffffff', amount);

/** Relative luminance (WCAG), 0 for black to 1 for white. */
export function luminance(hex: string): number {
  const linear = parseHex(hex).map((v) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * linear[0]! + 0.7152 * linear[1]! + 0.0722 * linear[2]!;
}

/** The tones one object is painted with, derived from its colour. */
export type Tones = {
  base: string;
  light: string;
  shade: string;
  deep: string;
  /** Outlines and stitching: a little darker than the shade, never pure black. */
  line: string;
  accent: string;
};

export function tonesOf(base: string, accent: string): Tones {
  // Dark colours need lifting to show their form; light ones need deeper shadows.
  const dark = luminance(base) < 0.08;
  return {
    base,
    light: lighten(base, dark ? 0.22 : 0.35),
    shade: dark ? lighten(base, 0.08) : darken(base, 0.16),
    deep: dark ? darken(base, 0.35) : darken(base, 0.32),
    line: dark ? lighten(base, 0.28) : darken(base, 0.42),
    accent,
  };
}
