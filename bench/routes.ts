import { DEMO_SHOPPER } from '../server/demo/shoppers';

/** The routes the benchmarks measure: fixed ones plus the first of each kind in the sitemap. */
export type BenchRoute = { name: string; path: string; /** Measured signed in as the demo shopper. */ shopper?: true };

export async function benchRoutes(origin: string): Promise<BenchRoute[]> {
  const routes: BenchRoute[] = [
    { name: 'home', path: '/' },
    { name: 'content page', path: '/page/about' },
    { name: 'search', path: '/search?q=a' },
    { name: 'sign-in', path: '/auth/signin' },
    { name: 'sign-up', path: '/auth/signup' },
    { name: 'user center', path: '/user/center', shopper: true },
    { name: 'cart', path: '/cart' },
    { name: 'user orders', path: '/user/order', shopper: true },
    { name: 'user returns', path: '/user/return', shopper: true },
    { name: 'feedback', path: '/inquiry/feedback' },
    { name: 'user inquiries', path: '/user/inquiry', shopper: true },
  ];
  const locs = await sitemapPaths(origin, 1);
  for (const [name, prefix] of [
    ['category', '/category/'],
    ['product', '/product/'],
    ['article', '/article/'],
  ] as const) {
    const path = locs.find((p) => p.startsWith(prefix));
    if (path) routes.push({ name, path });
  }
  const checkout = await demoShopperCheckout(origin);
  if (checkout) routes.push({ name: 'checkout', path: checkout, shopper: true });
  return routes;
}

/**
 * The shop's paths as its sitemap lists them. A large shop's sitemap is an index of files
 * (`/sitemap-<n>.xml`): then `files` of them are read, spread from the first to the last, so a
 * catalog's first products and its last ones are both among the paths.
 */
export async function sitemapPaths(origin: string, files: number): Promise<string[]> {
  const read = (url: string) =>
    fetch(url).then(
      (r) => (r.ok ? r.text() : ''),
      () => '',
    );
  const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
  const sitemap = await read(`${origin}/sitemap.xml`);
  if (!sitemap.includes('<sitemapindex')) return locsOf(sitemap).map((loc) => new URL(loc).pathname);
  const listed = locsOf(sitemap);
  const picked = [...new Set(Array.from({ length: Math.min(files, listed.length) }, (_, n) => listed[Math.round((n * (listed.length - 1)) / Math.max(1, files - 1))]!))];
  const texts = await Promise.all(picked.map((loc) => read(`${origin}${new URL(loc).pathname}`)));
  return texts.flatMap(locsOf).map((loc) => new URL(loc).pathname);
}

/** A checkout of the demo shopper's cart, with a product put in it first (the demo cart starts empty). */
async function demoShopperCheckout(origin: string): Promise<string | null> {
  const headers = { 'content-type': 'application/json', origin };
  const signedIn = await fetch(`${origin}/api/web/auth/signin`, { method: 'POST', headers, body: JSON.stringify({ account: DEMO_SHOPPER.email, password: DEMO_SHOPPER.password }) });
  const token = /vitrine_session=([^;]+)/.exec(signedIn.headers.get('set-cookie') ?? '')?.[1];
  if (!token) return null;
  const product = await fetch(`${origin}/api/web/cart/add`, { method: 'POST', headers: { ...headers, 'x-auth': token }, body: JSON.stringify({ productSlug: 'corduroy-cap', quantity: 1 }) });
  if (!product.ok) return null;
  const started = await fetch(`${origin}/api/web/checkout/start`, { method: 'POST', headers: { ...headers, 'x-auth': token }, body: JSON.stringify({ lang: 'en' }) });
  if (!started.ok) return null;
  const answer = (await started.json()) as { data?: { href?: unknown } };
  return typeof answer.data?.href === 'string' ? answer.data.href : null;
}
