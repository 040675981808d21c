import { z } from 'zod';
import { linkHref } from '../../schema/link-href';

export const footerLinkSchema = z.object({
  label: z.string().trim().min(1).max(80),
  href: linkHref.meta({ description: 'Where the link leads: a page of this shop, such as /page/about, or a full web address.' }),
});

export const footerColumnSchema = z.object({
  heading: z.string().trim().min(1).max(60),
  links: z.array(footerLinkSchema).min(1).max(12),
});

export const footerSchema = z.object({
  columns: z.array(footerColumnSchema).max(6).default([]).meta({ description: 'Columns of links, each under its own heading.' }),
  text: z
    .string()
    .trim()
    .min(1)
    .max(600)
    .optional()
    .meta({ description: 'A few words about the shop in plain text: an address, opening hours, a promise.' }),
  copyrightHolder: z
    .string()
    .trim()
    .min(1)
    .max(120)
    .optional()
    .meta({ description: 'Who holds the copyright, named after ©; left empty, it is the shop’s name.' }),
});
export type FooterProps = z.infer<typeof footerSchema>;
export type FooterColumn = z.infer<typeof footerColumnSchema>;
