/** Narrow (n) and wide (w) widths of each digit's five elements, Interleaved 2 of 5. */
const patterns = [
  'nnwwn',
  'wnnnw',
  'nwnnw',
  'wwnnn',
  'nnwnw',
  'wnwnn',
  'nwwnn',
  'nnnww',
  'wnnwn',
  'nwnwn',
] as const;

export type Bar = { x: number; width: number };

/** A wide element is three narrow ones (FEBRABAN boletos use 1:3). */
const wide = 3;

/**
 * The bars of an Interleaved 2 of 5 barcode, in narrow-module units: a start pattern, each pair
 * of digits (the first drawn by the bars, the second by the spaces between them), a stop pattern.
 */
export function interleaved2of5(digits: string): { bars: Bar[]; width: number } {
  if (!/^\d*$/.test(digits) || digits.length % 2 !== 0) {
    throw new RangeError('Interleaved 2 of 5 encodes an even number of digits');
  }
  const widths: number[] = [1, 1, 1, 1];
  for (let index = 0; index < digits.length; index += 2) {
    const bars = patterns[Number(digits[index])] ?? patterns[0];
    const spaces = patterns[Number(digits[index + 1])] ?? patterns[0];
    for (let element = 0; element < 5; element += 1) {
      widths.push(bars[element] === 'w' ? wide : 1, spaces[element] === 'w' ? wide : 1);
    }
  }
  widths.push(wide, 1, 1);
  const bars: Bar[] = [];
  let x = 0;
  widths.forEach((width, index) => {
    if (index % 2 === 0) bars.push({ x, width });
    x += width;
  });
  return { bars, width: x };
}
