import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';

const gzipped = promisify(gzip);

/** Whether the client takes gzip (`gzip` or `*` with a q above 0). */
export function acceptsGzip(header: string | undefined): boolean {
  const weights = new Map(
    (header ?? '').split(',').map((part) => {
      const [name = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
      const q = params.find((param) => param.startsWith('q='));
      return [name, q === undefined ? 1 : Number(q.slice(2))] as const;
    }),
  );
  return (weights.get('gzip') ?? weights.get('*') ?? 0) > 0;
}

/** `Vary` with Accept-Encoding added once, the way the compress middleware writes it. */
export function varyWithAcceptEncoding(vary: string | null): string {
  if (!vary) return 'Accept-Encoding';
  if (vary === '*' || /(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(vary)) return vary;
  return `${vary}, Accept-Encoding`;
}

type HtmlSender = (body: unknown, ...rest: unknown[]) => Response | Promise<Response>;

/**
 * Pages sent with `c.html` go out gzipped when the client takes it, compressed from the finished
 * string on the thread pool, rather than piped through the compress middleware's web stream
 * (which leaves an answer that already says its encoding alone). Registered before the
 * middleware that writes the script nonce into the page, so the nonce is in the string by the
 * time it is compressed.
 */
export function gzipHtml(): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method === 'HEAD' || !acceptsGzip(c.req.header('accept-encoding'))) return next();
    const html = c.html.bind(c) as HtmlSender;
    const send = async (body: unknown, ...rest: unknown[]): Promise<Response> => {
      const document = await body;
      const response = await html(document, ...rest);
      if (typeof document !== 'string') return response;
      const { headers, status } = response;
      headers.set('Content-Encoding', 'gzip');
      headers.delete('Content-Length');
      headers.set('Vary', varyWithAcceptEncoding(headers.get('Vary')));
      return new Response(await gzipped(document), { status, headers });
    };
    c.html = send as typeof c.html;
    await next();
  };
}
