import type { RecoveryStep } from '@repasse/core/contract/recovery-outreach';
import type { RecoveryEvent } from '@repasse/core/states/recovery';

const minutes = (value: number) => value;
const hours = (value: number) => value * 60;
const days = (value: number) => value * 24 * 60;

/*
 * What a seller gets before writing their own: short, polite, one reason to come back each, in
 * the cadence the platforms that recover most use (a nudge within the hour, a reminder the same
 * day, a last one the next). Every message ends with the opt-out the platform appends itself.
 */
export const defaultSequences: Record<RecoveryEvent, RecoveryStep[]> = {
  abandoned_checkout: [
    {
      channel: 'whatsapp',
      delayMinutes: minutes(15),
      templates: {
        'pt-BR':
          'Oi, {first_name}! Vimos que você começou a comprar {product} e não terminou. Seu pedido ainda está reservado: {link}',
        en: 'Hi {first_name}! You started buying {product} and did not finish. Your order is still waiting: {link}',
      },
    },
    {
      channel: 'email',
      delayMinutes: hours(3),
      templates: {
        'pt-BR':
          '{first_name}, {product} ({amount}) continua esperando por você. Se teve alguma dificuldade no pagamento, é só voltar por aqui e escolher outra forma: {link}',
        en: '{first_name}, {product} ({amount}) is still waiting for you. If something went wrong with the payment, come back here and pick another way to pay: {link}',
      },
    },
    {
      channel: 'sms',
      delayMinutes: days(1),
      templates: {
        'pt-BR': '{seller}: {first_name}, última chamada para {product}. Finalize aqui: {link}',
        en: '{seller}: {first_name}, last call for {product}. Finish here: {link}',
      },
    },
  ],
  pix_unpaid: [
    {
      channel: 'whatsapp',
      delayMinutes: minutes(15),
      templates: {
        'pt-BR':
          'Oi, {first_name}! Seu Pix de {amount} para {product} ainda não foi pago. Se o código expirou, gere outro aqui: {link}',
        en: 'Hi {first_name}! Your Pix of {amount} for {product} has not been paid yet. If the code expired, make a new one here: {link}',
      },
    },
    {
      channel: 'email',
      delayMinutes: hours(3),
      templates: {
        'pt-BR':
          '{first_name}, seu pedido de {product} está quase lá. Pague com Pix, cartão ou boleto: {link}',
        en: '{first_name}, your order of {product} is almost there. Pay by Pix, card or boleto: {link}',
      },
    },
    {
      channel: 'sms',
      delayMinutes: days(1),
      templates: {
        'pt-BR': '{seller}: {first_name}, seu pedido de {product} ainda está aberto: {link}',
        en: '{seller}: {first_name}, your order of {product} is still open: {link}',
      },
    },
  ],
  boleto_unpaid: [
    {
      channel: 'email',
      delayMinutes: days(1),
      templates: {
        'pt-BR':
          '{first_name}, lembrete: o boleto de {amount} de {product} vence em breve. Prefere Pix ou cartão? {link}',
        en: '{first_name}, a reminder: the boleto of {amount} for {product} is due soon. Rather pay by Pix or card? {link}',
      },
    },
    {
      channel: 'whatsapp',
      delayMinutes: days(2),
      templates: {
        'pt-BR':
          'Oi, {first_name}! O boleto de {product} vence amanhã. Pague em segundos com Pix: {link}',
        en: 'Hi {first_name}! The boleto for {product} is due tomorrow. Pay in seconds by Pix: {link}',
      },
    },
  ],
  card_refused: [
    {
      channel: 'email',
      delayMinutes: minutes(10),
      templates: {
        'pt-BR':
          '{first_name}, o pagamento de {product} no cartão não foi aprovado. Tente outro cartão, menos parcelas ou Pix: {link}',
        en: '{first_name}, the card payment for {product} was not approved. Try another card, fewer instalments or Pix: {link}',
      },
    },
    {
      channel: 'whatsapp',
      delayMinutes: hours(2),
      templates: {
        'pt-BR':
          'Oi, {first_name}! Seu cartão foi recusado na compra de {product}. Com Pix a aprovação é na hora: {link}',
        en: 'Hi {first_name}! Your card was refused for {product}. Pix is approved at once: {link}',
      },
    },
    {
      channel: 'sms',
      delayMinutes: days(1),
      templates: {
        'pt-BR': '{seller}: {first_name}, {product} ainda está disponível para você: {link}',
        en: '{seller}: {first_name}, {product} is still available for you: {link}',
      },
    },
  ],
};
