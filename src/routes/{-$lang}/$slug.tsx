import { createFileRoute } from '@tanstack/react-router';
import { parseRootSlugParams, pageRouteOptions } from '../-components/page-route';

// A root-level detail page (spec §2); a slug that spells a language is that language's home.
export const Route = createFileRoute('/{-$lang}/$slug')({
  params: { parse: parseRootSlugParams },
  ...pageRouteOptions,
});
