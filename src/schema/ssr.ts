import { z } from 'zod';
import type { PageData } from './page';
import type { SiteConfig } from './site-config';

/*
 * The contract between the server and the SSR entry (src/entry-server.tsx), which the
 * server loads as a built module: what it is given for one page and what it gives back.
 */

/** What the SSR entry is given for one page. */
export type RenderInput = {
  url: string;
  pageData: PageData;
  siteConfig: SiteConfig;
  status: number;
  /** `pageData` as JSON, when the server has made it already (a page it keeps): embedded as it is. */
  pageDataJson?: string;
};

/** What it gives back; the server checks it, because a broken build must fail loudly, not render half a page. */
export const renderOutputSchema = z.object({
  head: z.string(),
  body: z.string(),
  htmlAttributes: z.string(),
  blockTypes: z.array(z.string()),
  locales: z.array(z.string()),
});
export type RenderOutput = z.infer<typeof renderOutputSchema>;
