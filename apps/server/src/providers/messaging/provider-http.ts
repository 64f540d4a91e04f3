import { MessagingTechnicalError } from './types.ts';

export type ProviderHttp = { fetch: typeof fetch; timeoutMs: number };
export type ProviderAnswer = { status: number; json: unknown };

/**
 * One call to a provider's API. A timeout or a network failure becomes a MessagingTechnicalError
 * (retry later); the caller classifies the answer. `json` is null when the body is not JSON.
 */
export async function callProvider(
  http: ProviderHttp,
  label: string,
  url: string,
  init: RequestInit,
): Promise<ProviderAnswer> {
  let status: number;
  let text: string;
  try {
    const response = await http.fetch(url, {
      ...init,
      signal: AbortSignal.timeout(http.timeoutMs),
    });
    status = response.status;
    text = await response.text();
  } catch (error) {
    throw new MessagingTechnicalError(`${label} failed: ${String(error)}`, { cause: error });
  }
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    // Gateways in front of the provider answer HTML on some errors; the status code still decides.
  }
  return { status, json };
}
