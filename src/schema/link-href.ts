import { z } from 'zod';

/*
 * Links that merchants type into block props (footer columns, calls to action). Only shapes
 * that cannot run script or quietly leave the site: an http(s) URL, or a path on this site.
 */

/** Browsers drop tabs and newlines inside URLs, which is how `java\tscript:` or `/\t/evil` slip past naive checks. */
function hasSpaceOrControl(value: string): boolean {
  // By code unit: every URL of every page passes here, and splitting each into characters cost more than the rest of its check.
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return /\s/.test(value);
}

/** `/sale`, not `//other.site` (protocol-relative) nor `/\other.site` (which browsers read the same way). */
function isSitePath(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//') && !value.includes('\\');
}

function isWebUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

export const LINK_HREF_MESSAGE = 'Expected an http(s) URL or a path on this site starting with /';

/**
 * A link target a merchant wrote: `/collection/autumn`, `/zh-HK/page/about#team`,
 * `https://journal.example.com/`. Refuses `javascript:`, `data:`, `//host`, `/\host`, `mailto:`
 * and relative words such as `sale`, naming what it expected.
 */
export const linkHref = z
  .string()
  .trim()
  .min(1, { message: LINK_HREF_MESSAGE })
  .max(2000)
  .refine((value) => !hasSpaceOrControl(value) && (isSitePath(value) || isWebUrl(value)), { message: LINK_HREF_MESSAGE });

export const IMAGE_SRC_MESSAGE = 'Expected an https URL or a path on this site starting with /';

/**
 * Where a merchant's picture comes from: a path on this site or an https URL. Plain http is
 * refused as well, since a secure page would block it as mixed content.
 */
export const imageSrc = z
  .string()
  .trim()
  .min(1, { message: IMAGE_SRC_MESSAGE })
  .max(2000)
  .refine((value) => !hasSpaceOrControl(value) && (isSitePath(value) || (/^https:\/\//i.test(value) && isWebUrl(value))), { message: IMAGE_SRC_MESSAGE });
