import { createHash, timingSafeEqual } from 'node:crypto';
import { normalizePixKey, type PixKeyType } from '@repasse/core/pix/pix-key';
import { z } from 'zod';
import type { Clock } from '../../lib/clock.ts';
import { type AsaasHttpOptions, asaasRequest } from './asaas-http.ts';
import { IgnoredWebhookError } from './ignored-webhook.ts';
import { formatReais } from './reais.ts';
import {
  type PayoutProvider,
  type PayoutProviderSettings,
  type PayoutRequest,
  type PayoutResult,
  PayoutTechnicalError,
  WebhookSignatureError,
} from './types.ts';

export type AsaasOptions = {
  settings: PayoutProviderSettings;
  clock: Clock;
  timeoutMs?: number;
  /** How far back (in days) a transfer is searched for by our reference; see findByReference. */
  lookbackDays?: number;
  fetch?: typeof fetch;
};

export const asaasDefaultApiUrl = 'https://api.asaas.com/v3';
export const asaasWebhookTokenHeader = 'asaas-access-token';

const pageSize = 100;
const maxPages = 50;

const keyTypes: Record<PixKeyType, string> = {
  cpf: 'CPF',
  cnpj: 'CNPJ',
  phone: 'PHONE',
  email: 'EMAIL',
  random: 'EVP',
};

const transferSchema = z.object({
  id: z.string().min(1),
  status: z.string(),
  externalReference: z.string().nullish(),
  failReason: z.string().nullish(),
});
type AsaasTransfer = z.infer<typeof transferSchema>;

const listSchema = z.object({
  hasMore: z.boolean().optional(),
  data: z.array(transferSchema),
});

const webhookSchema = z.object({
  id: z.string().min(1),
  event: z.string(),
  transfer: transferSchema.optional(),
});

function parse<T>(schema: z.ZodType<T>, json: unknown): T {
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new PayoutTechnicalError('Asaas answered an unexpected shape');
  return parsed.data;
}

/** PENDING and BANK_PROCESSING (and any status Asaas may add) keep us waiting. */
function resultOf(transfer: AsaasTransfer): PayoutResult {
  const providerReference = transfer.id;
  switch (transfer.status) {
    case 'DONE':
      return { providerReference, status: 'completed' };
    case 'FAILED':
      return {
        providerReference,
        status: 'failed',
        failureReason: transfer.failReason || 'failed',
      };
    case 'CANCELLED':
      return {
        providerReference,
        status: 'failed',
        failureReason: transfer.failReason || 'cancelled',
      };
    default:
      return { providerReference, status: 'processing' };
  }
}

/** Asaas takes phone keys as 11 digits with the area code and without +55 (its transfer guide). */
function asaasPixKey(type: PixKeyType, key: string): string {
  const normalized = normalizePixKey(type, key);
  return type === 'phone' ? normalized.replace(/^\+55/, '').replace(/\D/g, '') : normalized;
}

const saoPauloDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Sao_Paulo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** TRANSFER_CREATED, _PENDING, _IN_BANK_PROCESSING and _BLOCKED are not final: ignored. */
const webhookStatuses = new Map([
  ['TRANSFER_DONE', 'DONE'],
  ['TRANSFER_FAILED', 'FAILED'],
  ['TRANSFER_CANCELLED', 'CANCELLED'],
]);

const sha256 = (value: string) => createHash('sha256').update(value).digest();

/** Pix payouts through Asaas's transfer API (v3), authenticated with the account's API key. */
export function asaasPayoutProvider(options: AsaasOptions): PayoutProvider {
  const { settings, clock, timeoutMs = 15_000, lookbackDays = 3 } = options;
  const http: AsaasHttpOptions = {
    baseUrl: (settings.apiUrl || asaasDefaultApiUrl).replace(/\/+$/, ''),
    apiKey: settings.tokens[0],
    timeoutMs,
    fetch: options.fetch ?? fetch,
  };
  const webhookToken = settings.tokens[1];

  /*
   * Asaas documents no filter by externalReference on GET /transfers (only dateCreated[ge|le],
   * transferDate[ge|le] and type), so we list the transfers created since `lookbackDays` ago
   * (Asaas dates are Brasília dates) and match externalReference ourselves. A retry after a timeout
   * comes well within that window. When the window holds more than maxPages pages we cannot prove
   * the transfer is absent, so we refuse to guess (technical error) rather than risk paying twice.
   */
  async function findByReference(reference: string): Promise<AsaasTransfer | null> {
    const since = new Date(clock.now().getTime() - lookbackDays * 86_400_000);
    const from = saoPauloDate.format(since);
    let offset = 0;
    for (let page = 0; page < maxPages; page += 1) {
      const list = parse(
        listSchema,
        await asaasRequest(
          http,
          'GET',
          `/transfers?dateCreated[ge]=${from}&offset=${offset}&limit=${pageSize}`,
        ),
      );
      const match = list.data.find((transfer) => transfer.externalReference === reference);
      if (match) return match;
      if (!list.hasMore || list.data.length === 0) return null;
      offset += list.data.length;
    }
    throw new PayoutTechnicalError(`Asaas lookup of ${reference} gave up after ${maxPages} pages`);
  }

  function transferBody(request: PayoutRequest): string {
    const fields = JSON.stringify({
      operationType: 'PIX',
      pixAddressKey: asaasPixKey(request.pixKeyType, request.pixKey),
      pixAddressKeyType: keyTypes[request.pixKeyType],
      description: request.description,
      externalReference: request.reference,
    });
    // The value is written as exact decimal text ("96.33"), never computed as cents / 100.
    return `{"value":${formatReais(request.amount)},${fields.slice(1)}`;
  }

  return {
    kind: 'asaas',

    async send(request) {
      const existing = await findByReference(request.reference);
      if (existing) return resultOf(existing);
      const created = await asaasRequest(http, 'POST', '/transfers', {
        body: transferBody(request),
      });
      return resultOf(parse(transferSchema, created));
    },

    async status(reference, providerReference) {
      if (!providerReference) {
        const found = await findByReference(reference);
        return found ? resultOf(found) : null;
      }
      const json = await asaasRequest(
        http,
        'GET',
        `/transfers/${encodeURIComponent(providerReference)}`,
        { notFoundAsNull: true },
      );
      return json === null ? null : resultOf(parse(transferSchema, json));
    },

    parseWebhook(rawBody, headers) {
      const header = headers[asaasWebhookTokenHeader];
      const token = Array.isArray(header) ? header[0] : header;
      // Asaas signs nothing: the token it sends back is all there is, so none configured means no.
      if (!webhookToken) throw new WebhookSignatureError('Asaas webhook token is not configured');
      if (!token || !timingSafeEqual(sha256(token), sha256(webhookToken)))
        throw new WebhookSignatureError('Wrong Asaas webhook token');
      let json: unknown;
      try {
        json = JSON.parse(rawBody.toString('utf8'));
      } catch {
        throw new WebhookSignatureError('Asaas webhook body is not JSON');
      }
      const parsed = webhookSchema.safeParse(json);
      if (!parsed.success) throw new WebhookSignatureError('Asaas webhook without id or event');
      const { id, event, transfer } = parsed.data;
      const finalStatus = webhookStatuses.get(event);
      if (!transfer || !finalStatus)
        throw new IgnoredWebhookError(`Asaas ${event} carries no final payout state`);
      const result = resultOf({ ...transfer, status: finalStatus });
      // Transfers made outside Repasse (e.g. in Asaas's own app) carry no reference of ours.
      if (!transfer.externalReference)
        throw new IgnoredWebhookError(`Asaas transfer ${transfer.id} is not ours`);
      return {
        eventId: id,
        reference: transfer.externalReference,
        providerReference: transfer.id,
        status: result.status === 'completed' ? 'completed' : 'failed',
        failureReason: result.failureReason,
      };
    },
  };
}
