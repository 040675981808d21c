import { createBrowserHistory, createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test } from 'vitest';
import { replaceAddress, useNavigateTo } from './navigation';
import '../react/test-utils';

function GoButton({ href, replace }: { href: string; replace?: boolean }) {
  const navigate = useNavigateTo();
  return (
    <button type="button" onClick={() => navigate(href, { replace })}>
      Go
    </button>
  );
}

function routerAround(component: () => React.ReactNode, history = createMemoryHistory({ initialEntries: ['/category/bags'] })) {
  return createRouter({ routeTree: createRootRoute({ component }), history });
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('useNavigateTo', () => {
  test('navigates through the shop router, pushing or replacing the entry', async () => {
    const router = routerAround(() => <GoButton href="/category/bags?sort=price-asc" />);
    await act(() => router.load());
    render(<RouterProvider router={router} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Go' }));
    expect(router.state.location.href).toBe('/category/bags?sort=price-asc');
    expect(router.history.length).toBe(2);
  });

  test('replaces the entry when asked', async () => {
    const router = routerAround(() => <GoButton href="/search?q=mug" replace />);
    await act(() => router.load());
    render(<RouterProvider router={router} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Go' }));
    expect(router.state.location.href).toBe('/search?q=mug');
    expect(router.history.length).toBe(1);
  });
});

describe('replaceAddress', () => {
  test('renames the page in the address bar without the router loading anything', async () => {
    window.history.replaceState(null, '', '/product/stoneware-mug');
    const history = createBrowserHistory();
    let renders = 0;
    const router = routerAround(() => {
      renders++;
      return <p>Mug</p>;
    }, history);
    await act(() => router.load());
    render(<RouterProvider router={router} />);
    await screen.findByText('Mug');
    const stateBefore: unknown = window.history.state;
    const rendersBefore = renders;
    const lengthBefore = window.history.length;

    act(() => replaceAddress('/product/stoneware-mug/MUG-SAND-250'));

    expect(window.location.pathname).toBe('/product/stoneware-mug/MUG-SAND-250');
    expect(window.history.length).toBe(lengthBefore);
    // The entry keeps the router's key, so back, forward and scroll restoration still find it.
    expect(window.history.state).toEqual(stateBefore);
    expect(router.state.location.pathname).toBe('/product/stoneware-mug');
    expect(router.state.status).toBe('idle');
    expect(renders).toBe(rendersBefore);
    history.destroy();
  });

  test('ignores another site', () => {
    window.history.replaceState(null, '', '/product/stoneware-mug');
    replaceAddress('https://elsewhere.example.com/product/stoneware-mug/MUG-SAND-250');
    expect(window.location.pathname).toBe('/product/stoneware-mug');
  });
});
