import { webClient } from '../../../shared/http/web-client.ts';

/** Revokes the session on the server; failures do not matter, the client forgets the token anyway. */
export async function logout(): Promise<void> {
  try {
    await webClient.post('/auth/logout', undefined, { skipAuthRedirect: true });
  } catch {
    // Ignored on purpose (expired session, network down).
  }
}
