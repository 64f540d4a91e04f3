/**
 * Who a user is. Apart from common.ts, which builds zod schemas as it loads, so that code that
 * needs only the roles (the web app's start-up) does not load zod.
 */
export const roles = ['seller', 'admin', 'super_admin'] as const;
export type Role = (typeof roles)[number];
export const isAdminRole = (role: Role) => role === 'admin' || role === 'super_admin';
