import type { Role } from '@repasse/core/contract/common';
import {
  type Icon,
  IconAdjustmentsDollar,
  IconArrowsExchange,
  IconArrowsSplit,
  IconAward,
  IconBellRinging,
  IconBuildingBank,
  IconBuildingStore,
  IconCash,
  IconChartLine,
  IconCreditCard,
  IconCrown,
  IconDeviceDesktopAnalytics,
  IconFileCertificate,
  IconHeartHandshake,
  IconLock,
  IconMailForward,
  IconPackage,
  IconPercentage,
  IconPlugConnected,
  IconReceipt2,
  IconRosetteDiscountCheck,
  IconScale,
  IconSettings,
  IconToggleRight,
  IconTrophy,
  IconUsers,
  IconWallet,
} from '@tabler/icons-react';

export type AdminPanel = { id: string; icon: Icon };

export type AdminTab = {
  id: 'analytics' | 'management' | 'settings' | 'superAdmin';
  /** Panel ids are translation keys under `admin.panels`. */
  panels: AdminPanel[];
  superAdminOnly?: boolean;
};

/** The admin screen's tabs and their panels (docs/product.md §2); later issues fill the panels. */
export const adminTabs: AdminTab[] = [
  {
    id: 'analytics',
    panels: [
      { id: 'revenue', icon: IconChartLine },
      { id: 'transactions', icon: IconReceipt2 },
      { id: 'balances', icon: IconWallet },
      { id: 'rankings', icon: IconTrophy },
    ],
  },
  {
    id: 'management',
    panels: [
      { id: 'users', icon: IconUsers },
      { id: 'withdrawals', icon: IconCash },
      { id: 'documents', icon: IconFileCertificate },
      { id: 'recovery', icon: IconHeartHandshake },
      { id: 'financialMovements', icon: IconArrowsExchange },
      { id: 'products', icon: IconPackage },
      { id: 'awards', icon: IconAward },
      { id: 'sessions', icon: IconDeviceDesktopAnalytics },
      { id: 'emailOutbox', icon: IconMailForward },
      { id: 'pushOutbox', icon: IconBellRinging },
      { id: 'reconciliation', icon: IconScale },
    ],
  },
  {
    id: 'settings',
    panels: [
      { id: 'fees', icon: IconPercentage },
      { id: 'multiAcquiring', icon: IconArrowsSplit },
      { id: 'acquirers', icon: IconBuildingStore },
      { id: 'payoutProviders', icon: IconBuildingBank },
      { id: 'paymentMethods', icon: IconCreditCard },
      { id: 'platformSettings', icon: IconAdjustmentsDollar },
      { id: 'integrations', icon: IconPlugConnected },
    ],
  },
  {
    id: 'superAdmin',
    panels: [
      { id: 'administrators', icon: IconLock },
      { id: 'switches', icon: IconToggleRight },
    ],
    superAdminOnly: true,
  },
];

export const adminTabIcons: Record<AdminTab['id'], Icon> = {
  analytics: IconChartLine,
  management: IconRosetteDiscountCheck,
  settings: IconSettings,
  superAdmin: IconCrown,
};

export const tabsFor = (role: Role | undefined) =>
  adminTabs.filter((tab) => !tab.superAdminOnly || role === 'super_admin');
