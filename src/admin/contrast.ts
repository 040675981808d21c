/*
 * WCAG 2 contrast between two CSS colours, for the theme editor: what the merchant chooses is
 * judged as they choose it. Only the colour forms whose sRGB value is plain arithmetic are read
 * (hex, rgb(), hsl() and the named colours the theme accepts); for the others (oklch(), lab()…)
 * the ratio is unknown rather than guessed.
 */

/** A colour as sRGB channels from 0 to 255 and an opacity from 0 to 1. */
export type Rgba = { red: number; green: number; blue: number; alpha: number };

/** WCAG 2.x level AA: 4.5:1 for text, 3:1 for large text (24 px, or 18.66 px when bold). */
export const MINIMUM_CONTRAST = { normal: 4.5, large: 3 } as const;

/** The named colours the theme's grammar accepts (css-values.ts), as the CSS specification defines them. */
const NAMED_COLORS: Readonly<Record<string, string>> = {
  black: '#000000',
  white: '#ffffff',
  red: '#ff0000',
  green: '#008000',
  blue: '#0000ff',
  yellow: '#ffff00',
  orange: '#ffa500',
  purple: '#800080',
  pink: '#ffc0cb',
  gray: '#808080',
  grey: '#808080',
  brown: '#a52a2a',
  navy: '#000080',
  teal: '#008080',
  olive: '#808000',
  maroon: '#800000',
  silver: '#c0c0c0',
  gold: '#ffd700',
  indigo: '#4b0082',
  violet: '#ee82ee',
  cyan: '#00ffff',
  magenta: '#ff00ff',
  lime: '#00ff00',
  aqua: '#00ffff',
  fuchsia: '#ff00ff',
  crimson: '#dc143c',
  coral: '#ff7f50',
  salmon: '#fa8072',
  tomato: '#ff6347',
  khaki: '#f0e68c',
  beige: '#f5f5dc',
  ivory: '#fffff0',
  lavender: '#e6e6fa',
  tan: '#d2b48c',
  chocolate: '#d2691e',
  orchid: '#da70d6',
  transparent: '#00000000',
};

const HEX = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const FUNCTION = /^(rgba?|hsla?)\(\s*([^)]*)\)$/i;

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

function fromHex(digits: string): Rgba {
  // #rgb and #rgba write each channel with one digit, doubled.
  const full = digits.length <= 4 ? [...digits].map((digit) => digit + digit).join('') : digits;
  const channel = (index: number) => parseInt(full.slice(index * 2, index * 2 + 2), 16);
  return { red: channel(0), green: channel(1), blue: channel(2), alpha: full.length === 8 ? channel(3) / 255 : 1 };
}

/** An opacity as written after the slash or as the fourth argument: 0.5 or 50%. */
function alphaOf(text: string | undefined): number | null {
  if (text === undefined) return 1;
  const value = parseFloat(text);
  if (Number.isNaN(value)) return null;
  return clamp(text.endsWith('%') ? value / 100 : value, 0, 1);
}

/** rgb(74 0 255), rgb(74, 0, 255, 0.5), rgb(29% 0% 100% / 50%). */
function fromRgb(parts: string[]): Rgba | null {
  const [red, green, blue] = parts.slice(0, 3).map((part) => {
    const value = parseFloat(part);
    return part.endsWith('%') ? (value / 100) * 255 : value;
  });
  const alpha = alphaOf(parts[3]);
  if ([red, green, blue].some((value) => value === undefined || Number.isNaN(value)) || alpha === null) return null;
  return { red: clamp(red!, 0, 255), green: clamp(green!, 0, 255), blue: clamp(blue!, 0, 255), alpha };
}

/** hsl(258 100% 50%), hsl(258deg, 100%, 50%, 0.5): the CSS Color 4 conversion to sRGB. */
function fromHsl(parts: string[]): Rgba | null {
  const [hueText = '', saturationText = '', lightnessText = ''] = parts;
  const hueNumber = parseFloat(hueText);
  const hue = hueText.endsWith('turn') ? hueNumber * 360 : hueText.endsWith('rad') ? (hueNumber * 180) / Math.PI : hueNumber;
  const saturation = clamp(parseFloat(saturationText) / 100, 0, 1);
  const lightness = clamp(parseFloat(lightnessText) / 100, 0, 1);
  const alpha = alphaOf(parts[3]);
  if ([hue, saturation, lightness].some(Number.isNaN) || alpha === null) return null;
  const channel = (offset: number) => {
    const k = (((offset + hue / 30) % 12) + 12) % 12;
    const a = saturation * Math.min(lightness, 1 - lightness);
    return (lightness - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))) * 255;
  };
  return { red: channel(0), green: channel(8), blue: channel(4), alpha };
}

/** A CSS colour as sRGB, or null for a form this module does not read (oklch(), currentcolor…). */
export function parseColor(value: string): Rgba | null {
  const text = value.trim().toLowerCase();
  const named = NAMED_COLORS[text];
  if (named) return fromHex(named.slice(1));
  const hex = HEX.exec(text);
  if (hex) return fromHex(hex[1]!);
  const call = FUNCTION.exec(text);
  if (!call) return null;
  // Commas, spaces and the slash before the opacity all separate arguments here.
  const parts = call[2]!.split(/\s*[,/]\s*|\s+/).filter(Boolean);
  if (parts.length < 3 || parts.length > 4) return null;
  return call[1]!.startsWith('rgb') ? fromRgb(parts) : fromHsl(parts);
}

/** A colour as #rrggbb (its opacity dropped), for a colour picker; null when it cannot be read. */
export function toHexColor(value: string): string | null {
  const color = parseColor(value);
  if (!color) return null;
  const hex = (channel: number) => Math.round(channel).toString(16).padStart(2, '0');
  return `#${hex(color.red)}${hex(color.green)}${hex(color.blue)}`;
}

/** A translucent colour as it shows over another. */
function over(top: Rgba, bottom: Rgba): Rgba {
  const mix = (upper: number, lower: number) => upper * top.alpha + lower * (1 - top.alpha);
  return { red: mix(top.red, bottom.red), green: mix(top.green, bottom.green), blue: mix(top.blue, bottom.blue), alpha: 1 };
}

/** WCAG relative luminance of an opaque colour. */
export function relativeLuminance(color: Rgba): number {
  const linear = (channel: number) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(color.red) + 0.7152 * linear(color.green) + 0.0722 * linear(color.blue);
}

const WHITE: Rgba = { red: 255, green: 255, blue: 255, alpha: 1 };

/**
 * The contrast ratio of text in `foreground` on `background`, from 1 to 21; null when either
 * colour cannot be read. A translucent background is taken over white (the browser's page), a
 * translucent text over its background.
 */
export function contrastRatio(foreground: string, background: string): number | null {
  const text = parseColor(foreground);
  const behind = parseColor(background);
  if (!text || !behind) return null;
  const opaqueBehind = over(behind, WHITE);
  const lighter = relativeLuminance(over(text, opaqueBehind));
  const darker = relativeLuminance(opaqueBehind);
  const [high, low] = lighter > darker ? [lighter, darker] : [darker, lighter];
  return (high + 0.05) / (low + 0.05);
}

/** The ratio as said to a person: cut, never rounded up, so 4.499 does not read as a pass at "4.50". */
export const formatRatio = (ratio: number) => (Math.floor(ratio * 100) / 100).toFixed(2);

/** Pixels in a CSS length, taking 1rem and 1em as the browser's usual 16 px; null for lengths that depend on the screen. */
function pixelsOf(length: string): number | null {
  const match = /^([+-]?(?:\d+\.?\d*|\.\d+))(px|rem|em|%)?$/.exec(length.trim());
  if (!match) return null;
  const value = parseFloat(match[1]!);
  const unit = match[2] ?? 'px';
  return unit === 'px' ? value : unit === '%' ? (value / 100) * 16 : value * 16;
}

/** Whether text of this size and weight is "large" for WCAG: 24 px and up, or 18.66 px and up when bold. */
export function isLargeText(fontSize: string, fontWeight: string): boolean {
  const pixels = pixelsOf(fontSize);
  if (pixels === null) return false;
  const bold = fontWeight === 'bold' || fontWeight === 'bolder' || Number(fontWeight) >= 700;
  return pixels >= 24 || (bold && pixels >= 18.66);
}
