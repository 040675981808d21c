import { createFileRoute } from '@tanstack/react-router';
import { parseLanguageParam, pageRouteOptions } from '../../-components/page-route';

export const Route = createFileRoute('/{-$lang}/auth/reset-password')({
  params: { parse: parseLanguageParam },
  ...pageRouteOptions,
});
