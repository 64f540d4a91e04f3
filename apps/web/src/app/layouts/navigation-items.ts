import {
  type Icon,
  IconAward,
  IconBuildingBank,
  IconLayoutDashboard,
  IconLink,
  IconMessage2Dollar,
  IconPlugConnected,
  IconReceipt2,
  IconSettings,
  IconShieldLock,
  IconUserCircle,
  IconUsers,
  IconUsersGroup,
} from '@tabler/icons-react';

export type NavigationItem = {
  path: string;
  /** Translation key of the label. */
  label: string;
  icon: Icon;
  ownerOnly?: boolean;
};

/** Side navigation (docs/product.md §2). */
export const navigationItems: NavigationItem[] = [
  { path: '/dashboard', label: 'nav.dashboard', icon: IconLayoutDashboard },
  { path: '/orders', label: 'nav.orders', icon: IconReceipt2 },
  { path: '/financial', label: 'nav.financial', icon: IconBuildingBank },
  { path: '/recovery', label: 'nav.recovery', icon: IconMessage2Dollar },
  { path: '/clients', label: 'nav.clients', icon: IconUsers },
  { path: '/integrations', label: 'nav.integrations', icon: IconPlugConnected },
  { path: '/settings', label: 'nav.settings', icon: IconSettings },
  { path: '/affiliates', label: 'nav.affiliates', icon: IconUsersGroup },
  { path: '/admin', label: 'nav.administration', icon: IconShieldLock, ownerOnly: true },
];

/** User menu, before "Log out" (docs/product.md §2). */
export const userMenuItems: NavigationItem[] = [
  { path: '/account', label: 'userMenu.account', icon: IconUserCircle },
  { path: '/awards', label: 'userMenu.awards', icon: IconAward },
  { path: '/refer', label: 'userMenu.referral', icon: IconLink },
  { path: '/settings', label: 'userMenu.settings', icon: IconSettings },
  { path: '/admin', label: 'userMenu.administration', icon: IconShieldLock, ownerOnly: true },
];

export const visibleItems = (items: NavigationItem[], owner: boolean) =>
  items.filter((item) => owner || !item.ownerOnly);
