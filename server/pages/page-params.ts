/*
 * The query parameters a page can be built from. A page is the same whatever else its address
 * carries: campaign tags (`utm_source`, `gclid`…), a share button's `ref`, a cache-busting
 * number, a sign-in link's `token` that only the browser reads. Those are taken off before a
 * page is built or looked up in the page cache, where every new value would otherwise make a
 * new entry and a new build: a link posted with a tag of its own, or anyone adding a number to
 * each request, would walk every shopper past the cache. The browser keeps the address whole
 * in its bar, so what the shop's own code reads there (a reset token, a coupon to claim) and
 * the visit tracking that names the address are untouched.
 *
 * A page builder on the server that reads a parameter not listed here never sees it:
 * page-params.test.ts reads the builders and fails for such a parameter until it is added.
 */
export const PAGE_PARAMS = [
  // Lists of products, articles, coupons, orders, returns and inquiries.
  'page',
  'sort',
  // Search and its filters.
  'q',
  'category',
  'tag',
  'min',
  'max',
  'inStock',
  // Where sign-in sends the shopper back to.
  'redirect',
  // The shopper's own pages: an inquiry opened, an order list's status, the order just placed,
  // the order a return is asked for, the notice the cart shows after a change.
  'no',
  'status',
  'order',
  'apply',
  'notice',
] as const;

/**
 * The address a page is built and cached for: `url` with only the parameters a page reads,
 * in one order (so `?sort=new&page=2` and `?page=2&sort=new` are one page), each with its
 * values as given.
 */
export function pageAddressOf(url: URL): URL {
  const address = new URL(url);
  address.search = '';
  for (const name of PAGE_PARAMS) for (const value of url.searchParams.getAll(name)) address.searchParams.append(name, value);
  return address;
}


/**
 * A redirect's target with the parameters the page address left out put back, as asked: a
 * campaign's link to a renamed product still arrives with its tags for whoever counts them.
 */
export function withLeftOutParams(target: URL, asked: URL): URL {
  const kept: ReadonlySet<string> = new Set(PAGE_PARAMS);
  for (const [name, value] of asked.searchParams) if (!kept.has(name)) target.searchParams.append(name, value);
  return target;
}

/**
 * A sign-in address that sends the shopper back to `asked` as they asked for it, every parameter
 * kept: the page they come back to reads its own address (a `from`, a coupon to claim).
 */
export function signInBackTo(signIn: string, asked: URL): string {
  const target = new URL(signIn, asked);
  target.searchParams.set('redirect', `${asked.pathname}${asked.search}`);
  return `${target.pathname}${target.search}`;
}
