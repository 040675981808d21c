import { createRootRouteWithContext } from '@tanstack/react-router';
import { RootView } from './-components/root-view';
import type { RouterContext } from './-components/router-context';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: function Root() {
    return <RootView context={Route.useRouteContext()} />;
  },
});
