import { createFileRoute } from '@tanstack/react-router';
import { parseLanguageParam, pageRouteOptions } from '../../-components/page-route';

export const Route = createFileRoute('/{-$lang}/error/403')({
  params: { parse: parseLanguageParam },
  ...pageRouteOptions,
});
