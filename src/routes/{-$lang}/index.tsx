import { createFileRoute } from '@tanstack/react-router';
import { parseLanguageParam, pageRouteOptions } from '../-components/page-route';

// A language's home (`/`, `/zh-HK`): the catch-all needs at least one segment after the language.
export const Route = createFileRoute('/{-$lang}/')({
  params: { parse: parseLanguageParam },
  ...pageRouteOptions,
});
