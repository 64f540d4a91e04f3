import type { CheckoutLeadInput } from '@repasse/core/contract/recovery-outreach';
import { isValidEmail } from '@repasse/core/documents/email';
import { buyerPhoneE164 } from '@repasse/core/documents/phone';
import type { Locale } from '@repasse/core/i18n/locale';

/** The buyer's fields a lead is made of, as typed. */
export type LeadFields = { name: string; email: string; phone: string };
export type LeadPayload = Omit<CheckoutLeadInput, 'token'>;

/** How long typing must pause before the lead is sent. */
export const leadDelayMilliseconds = 800;

/**
 * The lead for what is typed: a name and a contact the server accepts (a valid email, or a phone
 * a message can reach), each left out while it is not valid yet. Null until both are there.
 */
export function leadPayload(fields: LeadFields, locale: Locale): LeadPayload | null {
  const name = fields.name.trim();
  if (!name) return null;
  const email = fields.email.trim();
  const phone = fields.phone.trim();
  const validEmail = email && isValidEmail(email) ? email : undefined;
  const validPhone = phone && buyerPhoneE164(phone) ? phone : undefined;
  if (!validEmail && !validPhone) return null;
  return {
    name,
    ...(validEmail ? { email: validEmail } : {}),
    ...(validPhone ? { phone: validPhone } : {}),
    locale,
  };
}

const samePayload = (a: LeadPayload, b: LeadPayload | null) =>
  b !== null &&
  a.name === b.name &&
  a.email === b.email &&
  a.phone === b.phone &&
  a.locale === b.locale;

type LeadCaptureOptions = {
  send: (payload: CheckoutLeadInput) => Promise<{ token: string }>;
  /** The token a lead of this product already has (kept across a reload). */
  token: string | null;
  onToken: (token: string) => void;
  setTimer?: (run: () => void, ms: number) => number;
  clearTimer?: (id: number) => void;
};

/**
 * Sends the lead as the buyer types: once typing pauses (or a field is left), only when it
 * changed, one request at a time so the token of the first answer updates the same lead. A
 * failure is silent (the buyer is never held up) and the next change tries again.
 */
export function createLeadCapture({
  send,
  token: initialToken,
  onToken,
  setTimer = (run, ms) => window.setTimeout(run, ms),
  clearTimer = (id) => window.clearTimeout(id),
}: LeadCaptureOptions) {
  let token = initialToken;
  let lastSent: LeadPayload | null = null;
  let timer: number | null = null;
  let inFlight: Promise<void> | null = null;
  let queued: LeadPayload | null = null;
  // An answer to a lead sent before forget() belongs to a lead that became a charge.
  let generation = 0;

  const post = (payload: LeadPayload) => {
    if (inFlight) {
      queued = payload;
      return;
    }
    lastSent = payload;
    const sentIn = generation;
    inFlight = send(token ? { ...payload, token } : payload)
      .then(
        (answer) => {
          if (sentIn !== generation) return;
          token = answer.token;
          onToken(answer.token);
        },
        () => {
          if (sentIn === generation) lastSent = null;
        },
      )
      .finally(() => {
        inFlight = null;
        const next = queued;
        queued = null;
        if (next && !samePayload(next, lastSent)) post(next);
      });
  };

  const offer = (payload: LeadPayload | null) => {
    if (payload && !samePayload(payload, lastSent)) post(payload);
  };
  const cancel = () => {
    if (timer !== null) clearTimer(timer);
    timer = null;
  };

  return {
    /** The fields changed: send once typing pauses. */
    typed(payload: LeadPayload | null) {
      cancel();
      if (!payload) return;
      timer = setTimer(() => {
        timer = null;
        offer(payload);
      }, leadDelayMilliseconds);
    },
    /** A field was left: send now. */
    left(payload: LeadPayload | null) {
      cancel();
      offer(payload);
    },
    /**
     * The buyer pays: nothing more is sent, and the token comes once the lead on its way (if any)
     * has its answer, for the charge to carry it (a lead left behind would be messaged).
     */
    async settle(): Promise<string | null> {
      cancel();
      queued = null;
      while (inFlight) await inFlight;
      return token;
    },
    /** The lead became a charge: the next one is a new lead. */
    forget() {
      cancel();
      generation += 1;
      token = null;
      lastSent = null;
      queued = null;
    },
    dispose: cancel,
  };
}

export type LeadCapture = ReturnType<typeof createLeadCapture>;
