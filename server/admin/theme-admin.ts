import type { Context } from 'hono';
import { PAGE_CALLS } from '../../src/schema/admin-api/pages';
import { ResponseCode } from '../../src/schema/envelope';
import { ifMatchOf, invalid, refuseBody } from '../http/admin-refusals';
import type { AdminHandlers } from '../http/admin-mount';
import { failEnvelope, readJsonBody } from '../http/envelope';
import { problemsFromZod } from '../http/problems';
import type { Logger } from '../logger';
import type { SiteSettingsService, ThemePublishResult } from '../pages/site-settings';
import type { StoredThemeDraft, ThemeDrafts } from '../pages/theme-drafts';
import { byWhom } from './admin-access';

/*
 * The theme through the admin API: the published theme with its version, the theme editor's
 * draft, and publishing. Every publish goes through the site settings, which forget the site
 * memo; the caller then tells every process the site changed, so shoppers' next pages, here
 * and in any other server process, draw the new theme.
 */

type ThemeCalls = Pick<typeof PAGE_CALLS, 'theme/get' | 'theme/put' | 'theme/draft/put' | 'theme/draft/delete' | 'theme/publish'>;

const NO_THEME = 'No site configuration is stored yet, so no theme is active';

/** A draft saved since the version the second editor read: 409 with that draft, who saved it and when (`then`: what to do after). */
function staleDraft(c: Context, ifMatch: string | undefined, current: StoredThemeDraft | null, then: 'save' | 'discard') {
  if (!current) return failEnvelope(c, 409, ResponseCode.fail, 'There is no theme draft to match If-Match: it was published or discarded');
  c.header('ETag', `"${current.version}"`);
  const message = `The theme draft was saved by ${current.savedBy} at ${current.savedAt} since version ${ifMatch ?? '(none named)'} was read: take in their changes, then ${then}`;
  return failEnvelope(c, 409, ResponseCode.fail, message, current);
}

export function adminThemeHandlers(deps: {
  siteSettings: SiteSettingsService;
  drafts: ThemeDrafts;
  logger: Logger;
  siteChanged: (what: string) => Promise<void>;
}): AdminHandlers<ThemeCalls> {
  const { siteSettings, drafts, logger, siteChanged } = deps;

  /** A publish's refusals and its effects, alike for `theme/put` and `theme/publish`. */
  async function published(c: Context, result: ThemePublishResult, expected: string | undefined, what: string) {
    if (!result.ok && 'stale' in result) {
      // The theme now published, so the editor can offer to load it.
      const theirs = await drafts.published();
      if (theirs) c.header('ETag', `"${theirs.version}"`);
      const message = `The theme was published${theirs?.publishedBy ? ` by ${theirs.publishedBy}` : ''} as version ${result.stale.current ?? '(none)'} since version ${expected ?? '(none named)'} was read: take in that theme, then publish`;
      return failEnvelope(c, 409, ResponseCode.fail, message, theirs ? { ...theirs, expected: expected ?? null } : null);
    }
    if (!result.ok) return invalid(c, 'Invalid theme', result.problems);
    logger.info(what, { id: result.theme.id, version: result.theme.version });
    await siteChanged('theme');
    c.header('ETag', `"${result.theme.version}"`);
    return result.theme;
  }

  return {
    'theme/get': async ({ c, ok }) => {
      const theme = await drafts.published();
      if (!theme) return failEnvelope(c, 404, ResponseCode.fail, NO_THEME);
      c.header('ETag', `"${theme.version}"`);
      return ok({ ...theme, draft: await drafts.get(theme.id) });
    },
    'theme/put': async ({ c, ok }) => {
      const body = await readJsonBody(c);
      if (!body.ok) return refuseBody(c, body);
      const ifMatch = ifMatchOf(c);
      const outcome = await published(c, await siteSettings.publishTheme(body.value, { ifMatch, by: byWhom(c) }), ifMatch, 'Theme stored');
      return outcome instanceof Response ? outcome : ok(outcome);
    },
    'theme/draft/put': async ({ c, ok }) => {
      const body = await readJsonBody(c);
      if (!body.ok) return refuseBody(c, body);
      const ifMatch = ifMatchOf(c);
      const result = await drafts.save(body.value, byWhom(c), ifMatch);
      if (!result.ok && 'stale' in result) return staleDraft(c, ifMatch, result.stale, 'save');
      if (!result.ok && 'noTheme' in result) return failEnvelope(c, 404, ResponseCode.fail, NO_THEME);
      if (!result.ok) return invalid(c, 'Invalid theme draft', result.problems);
      c.header('ETag', `"${result.draft.version}"`);
      return ok(result.draft, result.draft.created ? 201 : 200);
    },
    'theme/draft/delete': async ({ c, ok }) => {
      const theme = await drafts.published();
      if (!theme) return failEnvelope(c, 404, ResponseCode.fail, NO_THEME);
      const ifMatch = ifMatchOf(c);
      const result = await drafts.remove(theme.id, ifMatch);
      if (!result.ok && 'stale' in result) return staleDraft(c, ifMatch, result.stale, 'discard');
      if (!result.ok) return failEnvelope(c, 404, ResponseCode.fail, 'There is no theme draft');
      return ok({ deleted: true });
    },
    'theme/publish': async ({ c, ok }) => {
      const body = await readJsonBody(c);
      if (!body.ok) return refuseBody(c, body);
      const parsed = PAGE_CALLS['theme/publish'].request.safeParse(body.value);
      if (!parsed.success) return invalid(c, 'Invalid publish', problemsFromZod(parsed.error, body.value));
      const theme = await drafts.published();
      if (!theme) return failEnvelope(c, 404, ResponseCode.fail, NO_THEME);
      const draft = parsed.data.config === undefined ? await drafts.get(theme.id) : null;
      if (parsed.data.config === undefined && !draft) return failEnvelope(c, 404, ResponseCode.fail, 'There is no theme draft to publish');
      // The publisher publishes over the theme they saw: the one they name, else the one their draft began from.
      const expected = ifMatchOf(c) ?? draft?.basedOn;
      const config = parsed.data.config ?? draft?.config;
      const result = await siteSettings.publishTheme(config, { ifMatch: expected, by: byWhom(c), removeDraft: true });
      // Refused values are named where the editor shows them: within the theme, not under `config`.
      const outcome = await published(c, result, expected, 'Theme published');
      return outcome instanceof Response ? outcome : ok(outcome);
    },
  };
}
