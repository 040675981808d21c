import { composeDocument } from './html-document';
import type { PageCache } from '../pages/page-cache';
import type { PageChunks } from './manifest-preload';
import { markTemplateScripts } from './script-nonce';
import type { RenderInput, SsrEntry } from './ssr-entry';

export type HtmlRenderer = { render(input: RenderInput): Promise<string> };

/** Where the template and the SSR entry come from: Vite in development, the build in production. */
export type HtmlSource = {
  template(url: string): Promise<string>;
  entry(): Promise<SsrEntry>;
  /** Head tags for the code of the drawn block types and translation tables. */
  codeTags?(page: PageChunks): string;
  /** Points a stack trace at the source instead of the transformed module. */
  fixError?(error: Error): void;
};

/**
 * With `pages`, the render of a cached page is kept beside its data; the document around it
 * (template, code tags, anything made for this one response) is put together every time.
 */
export function createHtmlRenderer(source: HtmlSource, pages?: Pick<PageCache, 'rendered'>): HtmlRenderer {
  return {
    async render(input) {
      try {
        const [template, entry] = await Promise.all([source.template(input.url), source.entry()]);
        const rendered = pages ? await pages.rendered(input, (pageDataJson) => entry.render({ ...input, ...(pageDataJson === undefined ? {} : { pageDataJson }) })) : await entry.render(input);
        // Scripts get the nonce's stand-in here; the nonce itself is written per response (server/http/security-headers.ts).
        return composeDocument(markTemplateScripts(template), rendered, source.codeTags?.(rendered) ?? '');
      } catch (error) {
        if (error instanceof Error) source.fixError?.(error);
        throw error;
      }
    },
  };
}
