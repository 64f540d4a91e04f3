import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import {
  createBrowserRouter,
  type LoaderFunctionArgs,
  Outlet,
  type RouteObject,
} from 'react-router';
import { loadAllTexts, loadAppTexts } from '../shared/i18n/i18n.ts';
import { hasToken } from '../shared/session/session-store.ts';
import { FullPageLoader } from '../shared/ui/full-page-loader.tsx';
import { NotificationsHost } from '../shared/ui/notifications-host.tsx';
import { lazyScreen } from './chunk-reload.ts';
import { guardLoader } from './guards/guard-loader.ts';
import { RouteErrorScreen } from './route-error-screen.tsx';

/**
 * A screen beyond the first visit's pages (/auth, /logout, the hosted checkout): it waits for the
 * texts of every screen too (i18n.ts), which load alongside its chunk.
 */
function screen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return lazyScreen(async () => (await Promise.all([load(), loadAllTexts()]))[0], pick);
}

/** The signed-in layout and the dashboard (the page after logging in) need fewer texts. */
function appScreen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return lazyScreen(async () => (await Promise.all([load(), loadAppTexts()]))[0], pick);
}

const loadDashboard = () => import('../features/dashboard/dashboard-screen.tsx');
const dashboard = appScreen(loadDashboard, (m) => m.DashboardScreen);

/**
 * The signed-in layout and its screens start from the user (/web/me): asked for as a navigation
 * starts, alongside the chunks, rather than once the layout has rendered.
 */
const prefetchMe = (queryClient: QueryClient) => () => {
  if (hasToken())
    void import('../shared/session/me-query.ts').then(
      ({ meQueryOptions }) => queryClient.prefetchQuery(meQueryOptions()),
      () => {},
    );
  return null;
};

/**
 * The dashboard's figures (for the period in the address), balance and latest orders, asked for
 * alongside the screen's chunk.
 */
const prefetchDashboard =
  (queryClient: QueryClient) =>
  ({ request }: LoaderFunctionArgs) => {
    if (hasToken())
      void loadDashboard().then(
        (module) => module.prefetchDashboard(queryClient, new URL(request.url).searchParams),
        () => {},
      );
    return null;
  };

/** The hosted checkout's product, asked for alongside the screen's chunk. */
const prefetchCheckout =
  (queryClient: QueryClient) =>
  ({ params }: LoaderFunctionArgs) => {
    void import('../features/checkout/api/checkout.ts').then(
      ({ checkoutQueryOptions }) =>
        queryClient.prefetchQuery(checkoutQueryOptions(params.productId ?? '')),
      () => {},
    );
    return null;
  };

function RootLayout() {
  return (
    <>
      <Outlet />
      <NotificationsHost />
    </>
  );
}

/**
 * docs/product.md §2: every screen is its own chunk; /auth, /logout, /validation, the public
 * /checkout/:productId and /opt-out/:token have no navigation. The layouts are chunks too (the
 * router loads a layout and its screen in parallel), so a first visit to /auth or a checkout
 * never downloads the navigation of the signed-in app.
 */
export const appRoutes = (queryClient: QueryClient): RouteObject[] => [
  {
    id: 'root',
    Component: RootLayout,
    loader: guardLoader,
    // The guard reads localStorage, so it must run on every navigation.
    shouldRevalidate: () => true,
    hydrateFallbackElement: <FullPageLoader />,
    errorElement: <RouteErrorScreen />,
    children: [
      {
        lazy: lazyScreen(
          () => import('./layouts/bare-layout.tsx'),
          (m) => m.BareLayout,
        ),
        children: [
          {
            path: 'auth',
            lazy: lazyScreen(
              () => import('../features/auth/auth-screen.tsx'),
              (m) => m.AuthScreen,
            ),
          },
          {
            path: 'logout',
            lazy: lazyScreen(
              () => import('../features/auth/session/logout-screen.tsx'),
              (m) => m.LogoutScreen,
            ),
          },
          {
            path: 'checkout/:productId',
            loader: prefetchCheckout(queryClient),
            lazy: lazyScreen(
              () => import('../features/checkout/checkout-screen.tsx'),
              (m) => m.CheckoutScreen,
            ),
          },
          {
            // The link every recovery message carries: a buyer stops a seller's messages.
            path: 'opt-out/:token',
            lazy: screen(
              () => import('../features/opt-out/opt-out-screen.tsx'),
              (m) => m.OptOutScreen,
            ),
          },
          {
            path: 'validation',
            lazy: screen(
              () => import('../features/kyc/validation-screen.tsx'),
              (m) => m.ValidationScreen,
            ),
          },
        ],
      },
      {
        loader: prefetchMe(queryClient),
        lazy: appScreen(
          () => import('./layouts/default-layout.tsx'),
          (m) => m.DefaultLayout,
        ),
        children: [
          { index: true, loader: prefetchDashboard(queryClient), lazy: dashboard },
          { path: 'dashboard', loader: prefetchDashboard(queryClient), lazy: dashboard },
          {
            path: 'account',
            lazy: screen(
              () => import('../features/account/account-screen.tsx'),
              (m) => m.AccountScreen,
            ),
          },
          {
            path: 'admin',
            lazy: screen(
              () => import('../features/admin/admin-screen.tsx'),
              (m) => m.AdminScreen,
            ),
          },
          {
            path: 'admin-order',
            lazy: screen(
              () => import('../features/admin/admin-order-screen.tsx'),
              (m) => m.AdminOrderScreen,
            ),
          },
          {
            path: 'affiliates',
            lazy: screen(
              () => import('../features/affiliates/affiliates-screen.tsx'),
              (m) => m.AffiliatesScreen,
            ),
          },
          {
            path: 'awards',
            lazy: screen(
              () => import('../features/awards/awards-screen.tsx'),
              (m) => m.AwardsScreen,
            ),
          },
          {
            path: 'client',
            lazy: screen(
              () => import('../features/clients/client-screen.tsx'),
              (m) => m.ClientScreen,
            ),
          },
          {
            path: 'clients',
            lazy: screen(
              () => import('../features/clients/clients-screen.tsx'),
              (m) => m.ClientsScreen,
            ),
          },
          {
            path: 'financial',
            lazy: screen(
              () => import('../features/financial/financial-screen.tsx'),
              (m) => m.FinancialScreen,
            ),
          },
          {
            path: 'impersonate',
            lazy: screen(
              () => import('../features/auth/session/impersonate-screen.tsx'),
              (m) => m.ImpersonateScreen,
            ),
          },
          {
            path: 'integrations',
            lazy: screen(
              () => import('../features/integrations/integrations-screen.tsx'),
              (m) => m.IntegrationsScreen,
            ),
          },
          {
            path: 'order',
            lazy: screen(
              () => import('../features/orders/order-screen.tsx'),
              (m) => m.OrderScreen,
            ),
          },
          {
            path: 'orders',
            lazy: screen(
              () => import('../features/orders/orders-screen.tsx'),
              (m) => m.OrdersScreen,
            ),
          },
          {
            path: 'recovery',
            lazy: screen(
              () => import('../features/recovery/recovery-screen.tsx'),
              (m) => m.RecoveryScreen,
            ),
          },
          {
            path: 'refer',
            lazy: screen(
              () => import('../features/referrals/refer-screen.tsx'),
              (m) => m.ReferScreen,
            ),
          },
          {
            path: 'settings',
            lazy: screen(
              () => import('../features/settings/settings-screen.tsx'),
              (m) => m.SettingsScreen,
            ),
          },
          {
            path: '*',
            lazy: screen(
              () => import('../features/errors/not-found-screen.tsx'),
              (m) => m.NotFoundScreen,
            ),
          },
        ],
      },
    ],
  },
];

export const createAppRouter = (queryClient: QueryClient) =>
  createBrowserRouter(appRoutes(queryClient));
