import { createFileRoute } from '@tanstack/react-router';
import { parseLanguageParam, pageRouteOptions } from '../../../-components/page-route';

export const Route = createFileRoute('/{-$lang}/user/return/$slug')({
  params: { parse: parseLanguageParam },
  ...pageRouteOptions,
});
