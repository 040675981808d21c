import { createFileRoute } from '@tanstack/react-router';
import { parseLanguageParam, pageRouteOptions } from '../-components/page-route';

// Detail rules, custom categories and the user prefix are the server's to resolve at run time
// (matchRoute): any other path is a page too, and the server says which, or answers 404.
export const Route = createFileRoute('/{-$lang}/$')({
  params: { parse: parseLanguageParam },
  ...pageRouteOptions,
});
