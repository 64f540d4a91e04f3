import { normalizeDocument, onlyDigits } from '@repasse/core/documents/normalize';
import { defaultBoletoDueDate, defaultPixExpiresInSeconds } from './charge-defaults.ts';
import type { ChargeCustomer, ChargeRequest } from './types.ts';

/** Pagar.me wants the phone split: country code, area code and number, digits only. */
function phones(phone: string | null) {
  if (!phone) return undefined;
  const digits = onlyDigits(phone);
  const national = phone.trim().startsWith('+') ? digits.replace(/^55/, '') : digits;
  if ((phone.trim().startsWith('+') && !digits.startsWith('55')) || !/^\d{10,11}$/.test(national))
    return undefined;
  return {
    mobile_phone: {
      country_code: '55',
      area_code: national.slice(0, 2),
      number: national.slice(2),
    },
  };
}

function customer(data: ChargeCustomer) {
  const document = normalizeDocument(data.document);
  const company = document.length === 14;
  const phone = phones(data.phone);
  return {
    name: data.name.slice(0, 64),
    email: data.email,
    document,
    document_type: company ? 'CNPJ' : 'CPF',
    type: company ? 'company' : 'individual',
    ...(phone ? { phones: phone } : {}),
  };
}

function payment(request: ChargeRequest, now: Date) {
  const metadata = { reference: request.reference };
  switch (request.method) {
    case 'pix':
      return {
        payment_method: 'pix',
        amount: request.amount,
        metadata,
        pix: { expires_in: request.pixExpiresInSeconds ?? defaultPixExpiresInSeconds },
      };
    case 'boleto': {
      const dueDate = request.boletoDueDate ?? defaultBoletoDueDate(now);
      return {
        payment_method: 'boleto',
        amount: request.amount,
        metadata,
        boleto: { due_at: `${dueDate}T00:00:00Z`, instructions: 'Não receber após o vencimento.' },
      };
    }
    case 'card': {
      const card = request.card;
      if (!card) throw new TypeError('A card charge needs card data');
      return {
        payment_method: 'credit_card',
        amount: request.amount,
        metadata,
        credit_card: {
          installments: request.instalments,
          statement_descriptor: 'REPASSE',
          operation_type: 'auth_and_capture',
          card: {
            number: onlyDigits(card.number),
            holder_name: card.holderName,
            exp_month: card.expMonth,
            exp_year: card.expYear,
            cvv: card.cvv,
          },
        },
      };
    }
  }
}

/**
 * The body of `POST /orders`: one item, one payment, amounts in centavos. Our reference goes in the
 * order `code` and in the metadata of the order and of the payment, so webhooks about the order or
 * about its charge both carry it back.
 */
export function pagarmeOrderBody(request: ChargeRequest, now: Date) {
  return {
    code: request.reference,
    closed: true,
    items: [
      {
        code: request.reference,
        amount: request.amount,
        description: request.description.slice(0, 256),
        quantity: 1,
      },
    ],
    customer: customer(request.customer),
    payments: [payment(request, now)],
    metadata: { reference: request.reference },
  };
}
