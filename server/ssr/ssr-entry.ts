import { z } from 'zod';
import type { PageData } from '../../src/schema/page';
import type { SiteConfig } from '../../src/schema/site-config';

/** What the SSR entry (src/entry-server.tsx) is given for one page. */
export type RenderInput = { url: string; pageData: PageData; siteConfig: SiteConfig; status: number };

/** What it gives back; checked, because a broken build must fail loudly, not render half a page. */
export const renderOutputSchema = z.object({
  head: z.string(),
  body: z.string(),
  htmlAttributes: z.string(),
  blockTypes: z.array(z.string()),
  locales: z.array(z.string()),
});
export type RenderOutput = z.infer<typeof renderOutputSchema>;

export type SsrEntry = { render(input: RenderInput): Promise<RenderOutput> };

/** Checks a loaded module is an SSR entry, and wraps it so its answers are checked too. */
export function asSsrEntry(module: unknown, where: string): SsrEntry {
  const render = typeof module === 'object' && module !== null && 'render' in module ? module.render : undefined;
  if (typeof render !== 'function') throw new Error(`${where} does not export a render function`);
  return {
    async render(input) {
      const output: unknown = await render(input);
      const parsed = renderOutputSchema.safeParse(output);
      if (!parsed.success) {
        const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(result)'}: ${issue.message}`).join('; ');
        throw new Error(`${where} render() returned an unexpected result: ${problems}`);
      }
      return parsed.data;
    },
  };
}
