/*
 * What a page needs that is the same for every page of a language: the category tree, the
 * tags, the header and footer, the kinds' templates. A page the page cache does not hold (the
 * long tail of a large catalog) read them all again; kept here, an uncached page runs only the
 * queries about itself. They are read again after a merchant write, which every process hears
 * as 'site-changed' (server/services.ts), and after `maxAgeMs` at the latest, which bounds how
 * long a write this process was not told about stays unseen. The site settings live here too.
 */

export type SiteMemo = {
  /**
   * The value kept under `key`, or what `load` answers, kept until the site changes. A failed
   * load is not kept. `maxAgeMs` is for a value whose own backstop is longer than the memo's.
   */
  get<T>(key: string, load: () => Promise<T>, options?: { maxAgeMs?: number }): Promise<T>;
  /** Forgets everything: the site changed. */
  clear(): void;
};

export type SiteMemoOptions = {
  maxAgeMs?: number;
  /** Keys are few (a kind of value per language); the cap only guards against a mistake making them many. */
  maxEntries?: number;
  now?: () => number;
};

export function createSiteMemo(options: SiteMemoOptions = {}): SiteMemo {
  const maxAgeMs = options.maxAgeMs ?? 5_000;
  const maxEntries = options.maxEntries ?? 256;
  const now = options.now ?? Date.now;
  let entries = new Map<string, { value: Promise<unknown>; at: number }>();

  return {
    get<T>(key: string, load: () => Promise<T>, options: { maxAgeMs?: number } = {}): Promise<T> {
      const found = entries.get(key);
      if (found && now() - found.at <= (options.maxAgeMs ?? maxAgeMs)) return found.value as Promise<T>;
      if (!found && entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      const value = load();
      const entry = { value, at: now() };
      entries.set(key, entry);
      const kept = entries;
      value.catch(() => {
        if (kept.get(key) === entry) kept.delete(key);
      });
      return value;
    },
    clear() {
      // A load still running when the site changed may have read the old site: it lands in the
      // map that is let go, never in the new one.
      entries = new Map();
    },
  };
}
