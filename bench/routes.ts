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
  ];
  const sitemap = await fetch(`${origin}/sitemap.xml`).then(
    (r) => (r.ok ? r.text() : ''),
    () => '',
  );
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  for (const [name, prefix] of [
    ['category', '/category/'],
    ['product', '/product/'],
    ['article', '/article/'],
  ] as const) {
    const path = locs.find((p) => p.startsWith(prefix));
    if (path) routes.push({ name, path });
  }
  return routes;
}
