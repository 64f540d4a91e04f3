import { describe, expect, it } from 'vitest';
import { toCsv } from './csv-file.ts';

describe('toCsv', () => {
  it('quotes every cell, doubles quotes and ends lines with CRLF', () => {
    expect(
      toCsv(
        ['name', 'amount'],
        [
          ['Loja "A", B', '12.34'],
          [null, 5],
        ],
      ),
    ).toBe('"name","amount"\r\n"Loja ""A"", B","12.34"\r\n"","5"\r\n');
  });

  it('neutralises formulas but keeps negative amounts numbers', () => {
    expect(toCsv(['a'], [['=SUM(A1)'], ['+1'], ['@x'], ['-cmd'], ['-12.34'], ['-5']])).toBe(
      `"a"\r\n"'=SUM(A1)"\r\n"'+1"\r\n"'@x"\r\n"'-cmd"\r\n"-12.34"\r\n"-5"\r\n`,
    );
  });
});
