import { createFileRoute } from '@tanstack/react-router';
import { pageRouteOptions, parseCatchAllParams } from '../-components/page-route';

/*
 * Every page but a language's home. Which page a path names is the server's to say: the
 * fixed routes, the detail rules, custom categories and the user prefix all change at run
 * time (PUT /api/admin/site-config), so the browser keeps no list of them and asks.
 */
export const Route = createFileRoute('/{-$lang}/$')({
  params: { parse: parseCatchAllParams },
  ...pageRouteOptions,
});
