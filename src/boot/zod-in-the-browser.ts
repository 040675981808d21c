/*
 * What the browser gets for `import … from 'zod'` (vite.config.ts, zodWithoutCompiledParsers).
 * zod decides when it builds a schema whether to compile a fast parser, probing with
 * `new Function`; the shop's Content-Security-Policy refuses that and reports a violation.
 * Schemas are built by whichever module the browser loads first, so the setting must come
 * before any of them: here, in the only module that imports zod itself. The browser checks
 * each schema a handful of times, so the compiled parsers would cost more than they save;
 * the server, parsing all day, keeps them.
 */
import { config } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
export { default } from 'zod/v4';
