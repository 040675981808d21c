/** The admin token the journeys' server starts with; journeys use it to arrange pages. */
export const adminToken = 'e2e-admin-token-for-journeys';

/** An article the journeys add whose body holds a script, an onerror handler and a javascript: link. */
export const HOSTILE_ARTICLE_SLUG = 'e2e-hostile-markup';

/** Where the journeys' shop listens, as playwright.config.ts starts it: the origin its pages send. */
export const shopOrigin = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4310)}`;
