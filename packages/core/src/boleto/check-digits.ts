/**
 * FEBRABAN modulo 10, the check digit of each of the first three fields of a linha digitável:
 * weights 2, 1, 2, 1… from the rightmost digit, the digits of each product summed.
 */
export function mod10(digits: string): number {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    const product = Number(digits[digits.length - 1 - index]) * (index % 2 === 0 ? 2 : 1);
    sum += product > 9 ? product - 9 : product;
  }
  return (10 - (sum % 10)) % 10;
}

/**
 * FEBRABAN modulo 11, the general check digit of a bank boleto's barcode: weights 2 to 9 from the
 * rightmost digit, repeating; 11 minus the remainder, where 0, 10 and 11 become 1 (never 0).
 */
export function barcodeMod11(digits: string): number {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    sum += Number(digits[digits.length - 1 - index]) * (2 + (index % 8));
  }
  const result = 11 - (sum % 11);
  return result === 10 || result === 11 ? 1 : result;
}
