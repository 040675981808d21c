import { z } from 'zod';

/*
 * Theme values end up inside a <style> element in the document head, so each one is
 * checked against a narrow grammar: nothing that could close the declaration, the rule
 * or the element (`;`, `{`, `}`, `<`, `\`) can pass.
 */

const HEX = /^#(?:[0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/;
const NUMBER = String.raw`[+-]?(?:\d+\.?\d*|\.\d+)`;
const FUNCTIONAL = new RegExp(
  String.raw`^(?:rgb|rgba|hsl|hsla|oklch|oklab|lab|lch)\(\s*(?:${NUMBER}(?:%|deg|turn|rad)?|none)(?:\s*[,/\s]\s*(?:${NUMBER}(?:%|deg|turn|rad)?|none)){2,3}\s*\)$`,
);
const NAMED = new Set([
  'transparent', 'currentcolor', 'black', 'white', 'red', 'green', 'blue', 'yellow', 'orange',
  'purple', 'pink', 'gray', 'grey', 'brown', 'navy', 'teal', 'olive', 'maroon', 'silver',
  'gold', 'indigo', 'violet', 'cyan', 'magenta', 'lime', 'aqua', 'fuchsia', 'crimson', 'coral',
  'salmon', 'tomato', 'khaki', 'beige', 'ivory', 'lavender', 'tan', 'chocolate', 'orchid',
]);

export const cssColor = z
  .string()
  .trim()
  .refine((v) => HEX.test(v) || FUNCTIONAL.test(v) || NAMED.has(v.toLowerCase()), {
    message: 'Expected a CSS color such as #4a00ff, rgb(74 0 255) or a named color',
  });

const LENGTH = new RegExp(String.raw`^(?:0|${NUMBER}(?:px|rem|em|%|vw|vh|ch))$`);
export const cssLength = z
  .string()
  .trim()
  .refine((v) => LENGTH.test(v), { message: 'Expected a CSS length such as 1rem, 12px or 0' });

/** A comma-separated list of family names: quoted or bare words, nothing else. */
const FAMILY = /^(?:"[\w\s.-]+"|'[\w\s.-]+'|[A-Za-z][\w\s-]*)(?:\s*,\s*(?:"[\w\s.-]+"|'[\w\s.-]+'|[A-Za-z][\w\s-]*))*$/;
export const cssFontFamily = z
  .string()
  .trim()
  .max(300)
  .refine((v) => FAMILY.test(v), {
    message: 'Expected font family names separated by commas, e.g. "Inter", system-ui, sans-serif',
  });

export const cssFontWeight = z
  .union([z.number().int().min(1).max(1000), z.string().regex(/^(?:normal|bold|lighter|bolder|[1-9]00)$/)])
  .transform((v) => String(v));
