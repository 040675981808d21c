import { Hono, type Context } from 'hono';
import { markTemplateScripts } from './script-nonce';

/*
 * The back office's one document, at /admin and every address under it: the browser draws
 * the rest from its own code (src/admin/), which no shop page loads. Its scripts get the
 * response's nonce like the shop's; it is never cached or indexed.
 */

/** The back office document as the build wrote it (admin.html), or Vite's transform of it in development. */
export type BackOfficeDocument = () => Promise<string>;

export function createBackOfficeRoutes(document: BackOfficeDocument): Hono {
  const routes = new Hono();
  const answer = async (c: Context) => {
    c.header('Cache-Control', 'no-store');
    c.header('X-Robots-Tag', 'noindex, nofollow');
    return c.html(markTemplateScripts(await document()));
  };
  routes.get('/admin', answer);
  routes.get('/admin/*', answer);
  return routes;
}
