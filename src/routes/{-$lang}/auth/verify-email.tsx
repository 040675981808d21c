import { createFileRoute } from '@tanstack/react-router';
import { parseLanguageParam, pageRouteOptions } from '../../-components/page-route';

export const Route = createFileRoute('/{-$lang}/auth/verify-email')({
  params: { parse: parseLanguageParam },
  ...pageRouteOptions,
});
