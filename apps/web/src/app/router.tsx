import { createBrowserRouter, type RouteObject } from 'react-router';
import { FullPageLoader } from '../shared/ui/full-page-loader.tsx';
import { lazyScreen } from './chunk-reload.ts';
import { guardLoader } from './guards/guard-loader.ts';
import { BareLayout } from './layouts/bare-layout.tsx';
import { DefaultLayout } from './layouts/default-layout.tsx';
import { RouteErrorScreen } from './route-error-screen.tsx';

const dashboard = lazyScreen(
  () => import('../features/dashboard/dashboard-screen.tsx'),
  (m) => m.DashboardScreen,
);

/**
 * docs/product.md §2: every screen is its own chunk; /auth, /logout, /validation and the public
 * /checkout/:productId have no navigation.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    loader: guardLoader,
    // The guard reads localStorage, so it must run on every navigation.
    shouldRevalidate: () => true,
    hydrateFallbackElement: <FullPageLoader />,
    errorElement: <RouteErrorScreen />,
    children: [
      {
        element: <BareLayout />,
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
            lazy: lazyScreen(
              () => import('../features/checkout/checkout-screen.tsx'),
              (m) => m.CheckoutScreen,
            ),
          },
          {
            path: 'validation',
            lazy: lazyScreen(
              () => import('../features/kyc/validation-screen.tsx'),
              (m) => m.ValidationScreen,
            ),
          },
        ],
      },
      {
        element: <DefaultLayout />,
        children: [
          { index: true, lazy: dashboard },
          { path: 'dashboard', lazy: dashboard },
          {
            path: 'account',
            lazy: lazyScreen(
              () => import('../features/account/account-screen.tsx'),
              (m) => m.AccountScreen,
            ),
          },
          {
            path: 'admin',
            lazy: lazyScreen(
              () => import('../features/admin/admin-screen.tsx'),
              (m) => m.AdminScreen,
            ),
          },
          {
            path: 'admin-order',
            lazy: lazyScreen(
              () => import('../features/admin/admin-order-screen.tsx'),
              (m) => m.AdminOrderScreen,
            ),
          },
          {
            path: 'affiliates',
            lazy: lazyScreen(
              () => import('../features/affiliates/affiliates-screen.tsx'),
              (m) => m.AffiliatesScreen,
            ),
          },
          {
            path: 'awards',
            lazy: lazyScreen(
              () => import('../features/awards/awards-screen.tsx'),
              (m) => m.AwardsScreen,
            ),
          },
          {
            path: 'client',
            lazy: lazyScreen(
              () => import('../features/clients/client-screen.tsx'),
              (m) => m.ClientScreen,
            ),
          },
          {
            path: 'clients',
            lazy: lazyScreen(
              () => import('../features/clients/clients-screen.tsx'),
              (m) => m.ClientsScreen,
            ),
          },
          {
            path: 'financial',
            lazy: lazyScreen(
              () => import('../features/financial/financial-screen.tsx'),
              (m) => m.FinancialScreen,
            ),
          },
          {
            path: 'impersonate',
            lazy: lazyScreen(
              () => import('../features/auth/session/impersonate-screen.tsx'),
              (m) => m.ImpersonateScreen,
            ),
          },
          {
            path: 'integrations',
            lazy: lazyScreen(
              () => import('../features/integrations/integrations-screen.tsx'),
              (m) => m.IntegrationsScreen,
            ),
          },
          {
            path: 'order',
            lazy: lazyScreen(
              () => import('../features/orders/order-screen.tsx'),
              (m) => m.OrderScreen,
            ),
          },
          {
            path: 'orders',
            lazy: lazyScreen(
              () => import('../features/orders/orders-screen.tsx'),
              (m) => m.OrdersScreen,
            ),
          },
          {
            path: 'refer',
            lazy: lazyScreen(
              () => import('../features/referrals/refer-screen.tsx'),
              (m) => m.ReferScreen,
            ),
          },
          {
            path: 'settings',
            lazy: lazyScreen(
              () => import('../features/settings/settings-screen.tsx'),
              (m) => m.SettingsScreen,
            ),
          },
          {
            path: '*',
            lazy: lazyScreen(
              () => import('../features/errors/not-found-screen.tsx'),
              (m) => m.NotFoundScreen,
            ),
          },
        ],
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
