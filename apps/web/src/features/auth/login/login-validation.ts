import { zodResolver } from '@hookform/resolvers/zod';
import { loginRequestSchema } from '@repasse/core/contract/auth';

/** The login form's resolver: the contract's schema (login-card.tsx loads it when needed). */
export const loginResolver = zodResolver(loginRequestSchema);
