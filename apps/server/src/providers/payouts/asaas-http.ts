import { PayoutRefusedError, PayoutTechnicalError } from './types.ts';

export type AsaasHttpOptions = {
  baseUrl: string;
  apiKey: string | null | undefined;
  timeoutMs: number;
  fetch: typeof fetch;
};

/*
 * Asaas answers 4xx for what was sent and 5xx for its own failures (docs: "Códigos HTTP das
 * respostas"). Some 4xx are not a verdict on the payout, so retrying later is right:
 * 401/403 (our API key or account settings), 408, 429 (rate limit) and 409, which Asaas returns
 * for a transfer identical to one made in the last 15 minutes (same value and destination).
 */
const retryable4xx = new Set([401, 403, 408, 409, 425, 429]);

function describeErrors(json: unknown): string | null {
  if (typeof json !== 'object' || json === null || !('errors' in json)) return null;
  const { errors } = json as { errors: unknown };
  if (!Array.isArray(errors)) return null;
  const descriptions = errors
    .map((error) => (error as { description?: unknown } | null)?.description)
    .filter((description): description is string => typeof description === 'string');
  return descriptions.length ? descriptions.join('; ') : null;
}

/**
 * One call to Asaas's API v3. Returns the JSON of a 2xx answer, or null for a 404 when
 * `notFoundAsNull`; throws PayoutRefusedError (with Asaas's description) or PayoutTechnicalError.
 */
export async function asaasRequest(
  options: AsaasHttpOptions,
  method: 'GET' | 'POST',
  path: string,
  { body, notFoundAsNull = false }: { body?: string; notFoundAsNull?: boolean } = {},
): Promise<unknown> {
  if (!options.apiKey) throw new PayoutTechnicalError('Asaas API key is not configured');
  const url = `${options.baseUrl}${path}`;
  let status: number;
  let text: string;
  try {
    const response = await options.fetch(url, {
      method,
      headers: {
        access_token: options.apiKey,
        accept: 'application/json',
        // Asaas requires a User-Agent from accounts created since June 2024.
        'user-agent': 'Repasse',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body }),
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    status = response.status;
    text = await response.text();
  } catch (error) {
    throw new PayoutTechnicalError(`Asaas ${method} ${path} failed: ${String(error)}`, {
      cause: error,
    });
  }
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    // Gateways in front of Asaas answer HTML on some errors; the status code still decides.
  }
  if (status >= 200 && status < 300) {
    if (json === null)
      throw new PayoutTechnicalError(`Asaas ${method} ${path}: answer is not JSON`);
    return json;
  }
  if (status === 404 && notFoundAsNull) return null;
  const description = describeErrors(json) ?? `HTTP ${status}`;
  if (status >= 500 || retryable4xx.has(status))
    throw new PayoutTechnicalError(`Asaas ${method} ${path} answered ${status}: ${description}`);
  throw new PayoutRefusedError(description);
}
