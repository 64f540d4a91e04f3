/** The digits of a card number as typed ("4111 1111-1111 1111"): spaces and hyphens dropped. */
export const cardDigits = (value: string): string => value.replace(/[\s-]/g, '');
