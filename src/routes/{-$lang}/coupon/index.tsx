import { createFileRoute } from '@tanstack/react-router';
import { parseLanguageParam, pageRouteOptions } from '../../-components/page-route';

export const Route = createFileRoute('/{-$lang}/coupon/')({
  params: { parse: parseLanguageParam },
  ...pageRouteOptions,
});
