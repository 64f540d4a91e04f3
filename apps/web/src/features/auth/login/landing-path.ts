import type { SessionUser } from '@repasse/core/contract/auth';

/** Where a fresh login lands: sellers not yet verified go to /validation first; admins never. */
export function landingPathAfterLogin(user: Pick<SessionUser, 'role' | 'documentStatus'>): string {
  return user.role === 'seller' && user.documentStatus !== 'validate'
    ? '/validation'
    : '/dashboard';
}
