import { createFileRoute } from '@tanstack/react-router';
import { parseLanguageParam, pageRouteOptions } from '../-components/page-route';

export const Route = createFileRoute('/{-$lang}/cart')({
  params: { parse: parseLanguageParam },
  ...pageRouteOptions,
});
