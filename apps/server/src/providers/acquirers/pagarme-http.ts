import { AcquirerTechnicalError } from './types.ts';

export type PagarmeHttpOptions = {
  baseUrl: string;
  secretKey: string | null | undefined;
  timeoutMs: number;
  fetch: typeof fetch;
};

/** A 2xx answer, or a 4xx that is a verdict on what was sent (400, 412, 422). */
export type PagarmeAnswer = { status: number; json: unknown };

/*
 * Pagar.me's "Erros" reference: 400 bad request, 401 wrong key, 403 blocked by IP/domain, 404
 * unknown resource, 412 valid parameters but the request failed, 422 invalid parameters, 429 rate
 * limit, 500 its own failure. 401/403/404 mean our configuration is wrong, 408/409/425/429 mean
 * "later": none of them is a verdict on the payment, so the router may try another acquirer.
 */
const verdicts = new Set([400, 412, 422]);

function describe(json: unknown): string {
  if (typeof json !== 'object' || json === null) return '';
  const { message, errors } = json as { message?: unknown; errors?: unknown };
  const details =
    typeof errors === 'object' && errors !== null
      ? Object.entries(errors)
          .map(([field, value]) => `${field}: ${Array.isArray(value) ? value.join(', ') : value}`)
          .join('; ')
      : '';
  return [typeof message === 'string' ? message : '', details].filter(Boolean).join(' ');
}

export function pagarmeErrorMessage(answer: PagarmeAnswer): string {
  return describe(answer.json) || `HTTP ${answer.status}`;
}

/** One call to Pagar.me's Core API v5, authenticated with the secret key as Basic user. */
export async function pagarmeRequest(
  options: PagarmeHttpOptions,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  { body, idempotencyKey }: { body?: unknown; idempotencyKey?: string } = {},
): Promise<PagarmeAnswer> {
  if (!options.secretKey) throw new AcquirerTechnicalError('Pagar.me secret key is not configured');
  const authorization = `Basic ${Buffer.from(`${options.secretKey}:`).toString('base64')}`;
  let status: number;
  let text: string;
  try {
    const response = await options.fetch(`${options.baseUrl}${path}`, {
      method,
      headers: {
        authorization,
        accept: 'application/json',
        ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    status = response.status;
    text = await response.text();
  } catch (error) {
    throw new AcquirerTechnicalError(`Pagar.me ${method} ${path} failed: ${String(error)}`, {
      cause: error,
    });
  }
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    // A proxy in front of Pagar.me may answer HTML; the status code still decides.
  }
  const answer = { status, json };
  if (status >= 200 && status < 300) {
    if (json === null)
      throw new AcquirerTechnicalError(`Pagar.me ${method} ${path}: answer is not JSON`);
    return answer;
  }
  if (verdicts.has(status)) return answer;
  throw new AcquirerTechnicalError(
    `Pagar.me ${method} ${path} answered ${status}: ${pagarmeErrorMessage(answer)}`,
  );
}
