import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

type PanelComponent = LazyExoticComponent<ComponentType>;

/**
 * The admin panels that exist, by the panel ids of admin-tabs.ts. Each is its own chunk under
 * features/admin/<panel>/; a panel missing here shows as "coming soon".
 */
export const adminPanelScreens: Partial<Record<string, PanelComponent>> = {};

export function registerAdminPanel(id: string, load: () => Promise<{ default: ComponentType }>) {
  adminPanelScreens[id] = lazy(load);
}
