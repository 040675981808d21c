/*
 * Parameters that campaigns and ad platforms add to a link to count its clicks. No page reads
 * them, so a page is the same with or without them: they are taken off before a page is built or
 * looked up in the page cache, where every new value would otherwise make a new entry and every
 * click from a campaign a build. The browser still has them in its address bar, and the visit
 * tracking it sends (which names the address it was on) keeps them for whoever counts them.
 */
const TRACKING_PARAMS = new Set([
  'gclid',
  'gbraid',
  'wbraid',
  'dclid',
  'fbclid',
  'msclkid',
  'ttclid',
  'twclid',
  'yclid',
  'igshid',
  'li_fat_id',
  'mc_cid',
  'mc_eid',
  '_ga',
  '_gl',
]);

/** Whether a query parameter only counts clicks: `utm_*` and the click ids above. */
export function isTrackingParam(name: string): boolean {
  return name.toLowerCase().startsWith('utm_') || TRACKING_PARAMS.has(name.toLowerCase());
}

/** Takes the tracking parameters off a page address, in place. */
export function dropTrackingParams(url: URL): URL {
  for (const name of [...url.searchParams.keys()]) if (isTrackingParam(name)) url.searchParams.delete(name);
  return url;
}
