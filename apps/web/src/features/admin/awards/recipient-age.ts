/**
 * Whole years between a birth date and a day, both `YYYY-MM-DD`; null when either is not a date.
 * The admin reads the recipient's age beside the birth date before approving a shipment.
 */
export function ageOn(birthDate: string, today: string): number | null {
  const shape = /^(\d{4})-(\d{2})-(\d{2})$/;
  const birth = shape.exec(birthDate);
  const day = shape.exec(today);
  if (!birth || !day) return null;
  const [, by, bm, bd] = birth.map(Number) as [number, number, number, number];
  const [, ty, tm, td] = day.map(Number) as [number, number, number, number];
  const age = ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
  return age >= 0 ? age : null;
}
