import { createFileRoute } from '@tanstack/react-router';
import { parseLanguageParam, pageRouteOptions } from '../../-components/page-route';

export const Route = createFileRoute('/{-$lang}/auth/forget')({
  params: { parse: parseLanguageParam },
  ...pageRouteOptions,
});
