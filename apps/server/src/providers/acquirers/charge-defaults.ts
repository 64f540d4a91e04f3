import { saoPauloDay } from '@repasse/core/calendar/business-days';

/** How long a Pix QR code may be paid when the request says nothing. */
export const defaultPixExpiresInSeconds = 3600;

const boletoDays = 3;

/** The due day of a boleto whose request gave none: three São Paulo days from now. */
export const defaultBoletoDueDate = (now: Date): string =>
  saoPauloDay(new Date(now.getTime() + boletoDays * 86_400_000));
