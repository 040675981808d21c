import { z } from 'zod';
import { linkHref } from '../../schema/link-href';

export const footerLinkSchema = z.object({
  label: z.string().trim().min(1).max(80),
  /** An http(s) URL or a path on this site; nothing that could run script. */
  href: linkHref,
});

export const footerColumnSchema = z.object({
  heading: z.string().trim().min(1).max(60),
  links: z.array(footerLinkSchema).min(1).max(12),
});

export const footerSchema = z.object({
  columns: z.array(footerColumnSchema).max(6).default([]),
  /** A few words about the shop, in plain text: an address, opening hours, a promise. */
  text: z.string().trim().min(1).max(600).optional(),
  /** Who holds the copyright; the site's name when left out. */
  copyrightHolder: z.string().trim().min(1).max(120).optional(),
});
export type FooterProps = z.infer<typeof footerSchema>;
export type FooterColumn = z.infer<typeof footerColumnSchema>;
