import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dynamicBrCode, isValidBrCode, parseBrCode, staticBrCode } from './br-code.ts';
import { crc16 } from './crc16.ts';
import { emvField as f } from './emv-tlv.ts';

// Banco Central, Manual de Padrões para Iniciação do Pix, v2.1, §1.5.4 "Exemplo de QR Code estático".
const manualStatic =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';
// The dynamic example of the later editions of the same manual (no amount, 62-05 = "***").
const manualDynamic =
  '00020101021226700014br.gov.bcb.pix2548pix.example.com/8b3da2f39a4140d1a91abd93113bd4415204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***630464E4';
// v2.1, §1.6.7 "Exemplo de QR Code Dinâmico": amount 123.45 and a reference label in 62-05.
const manualDynamicV21 =
  '00020101021226730014br.gov.bcb.pix2551pix.example.com/v2/8b3da2f39a4140d1a91abd93113bd4415204000053039865406123.455802BR5913Fulano de Tal6008BRASILIA62190515RP12345678-201963047309';
// Banco Central, Manual do BR Code: several arrangements in one code, Pix key in field 26.
const brCodeManual =
  '00020104141234567890123426660014BR.GOV.BCB.PIX014466756C616E6F32303139406578616D706C652E636F6D27300012BR.COM.OUTRO011001234567895204000053039865406123.455802BR5915NOMEDORECEBEDOR6008BRASILIA61087007490062530515RP12345678-201950300017BR.GOV.BCB.BRCODE01051.0.080450014BR.GOV.BCB.PIX0123PADRAO.URL.PIX/0123ABCD81390012BR.COM.OUTRO01190123.ABCD.3456.WXYZ6304EB76';

const withCrc = (body: string) => `${body}6304${crc16(`${body}6304`)}`;

describe('the Central Bank examples', () => {
  it('reproduces the static example byte for byte', () => {
    expect(
      staticBrCode({
        key: '123e4567-e12b-12d1-a456-426655440000',
        merchantName: 'Fulano de Tal',
        merchantCity: 'BRASILIA',
      }),
    ).toBe(manualStatic);
  });

  it('reproduces the dynamic example byte for byte', () => {
    expect(
      dynamicBrCode({
        location: 'pix.example.com/8b3da2f39a4140d1a91abd93113bd441',
        merchantName: 'Fulano de Tal',
        merchantCity: 'BRASILIA',
      }),
    ).toBe(manualDynamic);
  });

  it('differs from the v2.1 dynamic example only in 62-05, which it writes as "***"', () => {
    const ours = dynamicBrCode({
      location: 'pix.example.com/v2/8b3da2f39a4140d1a91abd93113bd441',
      merchantName: 'Fulano de Tal',
      merchantCity: 'BRASILIA',
      amount: 12345,
    });
    const manualBody = manualDynamicV21.slice(0, -8);
    expect(ours).toBe(withCrc(manualBody.replace('62190515RP12345678-2019', '62070503***')));
    expect(manualDynamicV21.endsWith('63047309')).toBe(true);
  });

  it('reads every example and verifies its CRC', () => {
    expect(parseBrCode(manualStatic)).toMatchObject({
      key: '123e4567-e12b-12d1-a456-426655440000',
      location: undefined,
      amount: undefined,
      merchantName: 'Fulano de Tal',
      merchantCity: 'BRASILIA',
      txid: '***',
      singleUse: false,
    });
    expect(parseBrCode(manualDynamic)).toMatchObject({
      key: undefined,
      location: 'pix.example.com/8b3da2f39a4140d1a91abd93113bd441',
      singleUse: true,
      txid: '***',
    });
    expect(parseBrCode(manualDynamicV21)).toMatchObject({
      location: 'pix.example.com/v2/8b3da2f39a4140d1a91abd93113bd441',
      amount: 12345,
      txid: 'RP12345678-2019',
    });
    const multi = parseBrCode(brCodeManual);
    expect(multi.key).toBe('66756C616E6F32303139406578616D706C652E636F6D');
    expect(multi.amount).toBe(12345);
    expect(multi.fields.get('27')).toBe('0012BR.COM.OUTRO01100123456789');
    expect(multi.fields.get('61')).toBe('70074900');
    expect(multi.additionalData.get('05')).toBe('RP12345678-2019');
  });
});

describe('staticBrCode', () => {
  const base = {
    key: '52998224725',
    merchantName: 'Padaria São João',
    merchantCity: 'São Paulo',
  };

  it('writes amount, txid and description, folding accents', () => {
    const payload = staticBrCode({ ...base, amount: 1050, txid: 'PEDIDO123', description: 'Pão' });
    expect(payload).toBe(
      withCrc(
        '00020126400014br.gov.bcb.pix0111529982247250203Pao52040000530398654' +
          '0510.505802BR5916Padaria Sao Joao6009Sao Paulo62130509PEDIDO123',
      ),
    );
    expect(parseBrCode(payload)).toMatchObject({
      key: '52998224725',
      description: 'Pao',
      amount: 1050,
      txid: 'PEDIDO123',
      merchantName: 'Padaria Sao Joao',
      merchantCity: 'Sao Paulo',
    });
  });

  it.each([
    [1, '0.01'],
    [99, '0.99'],
    [100, '1.00'],
    [123456, '1234.56'],
    [999_999_999_999, '9999999999.99'],
  ])('writes %i centavos as %s', (amount, text) => {
    expect(parseBrCode(staticBrCode({ ...base, amount })).fields.get('54')).toBe(text);
  });

  it.each([
    [{ amount: 0 }, /positive whole number/],
    [{ amount: 10.5 }, /positive whole number/],
    [{ amount: -100 }, /positive whole number/],
    [{ amount: 1_000_000_000_000 }, /13 characters/],
    [{ key: '529.982.247-25' }, /Pix key/],
    [{ key: 'Vendas@Loja.com.br' }, /Pix key/],
    [{ key: '11987654321' }, /Pix key/],
    [{ txid: 'PEDIDO-1' }, /txid/],
    [{ txid: 'A'.repeat(26) }, /txid/],
    [{ txid: '' }, /txid/],
    [{ merchantName: 'A'.repeat(26) }, /merchant name holds at most 25/],
    [{ merchantName: '   ' }, /merchant name is required/],
    [{ merchantCity: 'Presidente Prudente' }, /merchant city holds at most 15/],
    [{ merchantName: '東京' }, /merchant name must contain only Latin/],
    [{ description: 'x'.repeat(70) }, /99 characters of field 26/],
  ])('refuses %o', (change, message) => {
    expect(() => staticBrCode({ ...base, ...change })).toThrow(message);
  });

  it('accepts every key type as the directory stores it', () => {
    for (const key of [
      '52998224725',
      '11222333000181',
      '+5511987654321',
      'vendas@loja.com.br',
      '123e4567-e89b-42d3-a456-426614174000',
    ]) {
      expect(parseBrCode(staticBrCode({ ...base, key })).key).toBe(key);
    }
  });

  it('round-trips any amount, txid and folded name', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 999_999_999_999 }),
        fc.stringMatching(/^[A-Za-z0-9]{1,25}$/),
        fc
          .stringMatching(/^[A-Za-zÁÂÃÇÉÊÍÓÔÕÚÜáâãçéêíóôõúü ]{1,25}$/)
          .filter((name) => name.trim() !== ''),
        (amount, txid, name) => {
          const payload = staticBrCode({ ...base, amount, txid, merchantName: name });
          const parsed = parseBrCode(payload);
          expect(parsed.amount).toBe(amount);
          expect(parsed.txid).toBe(txid);
          expect(parsed.merchantName).toMatch(/^[\x20-\x7e]{1,25}$/);
          expect(isValidBrCode(payload)).toBe(true);
        },
      ),
    );
  });
});

describe('dynamicBrCode', () => {
  const base = {
    location: 'psp.example.com/qr/v2/abc123',
    merchantName: 'Loja',
    merchantCity: 'Recife',
  };

  it('marks the code single-use and leaves the txid to the charge', () => {
    const parsed = parseBrCode(dynamicBrCode({ ...base, amount: 2500 }));
    expect(parsed.fields.get('01')).toBe('12');
    expect(parsed.pixAccount.get('25')).toBe('psp.example.com/qr/v2/abc123');
    expect(parsed.amount).toBe(2500);
    expect(parsed.txid).toBe('***');
  });

  it.each([
    ['https://psp.example.com/qr/v2/abc', /without its scheme/],
    [`psp.example.com/${'a'.repeat(62)}`, /at most 77/],
    ['psp example.com/x', /host name followed by a path/],
    ['localhost/x', /host name followed by a path/],
    ['psp.example.com', /host name followed by a path/],
  ])('refuses the location %s', (location, message) => {
    expect(() => dynamicBrCode({ ...base, location })).toThrow(message);
  });
});

describe('parseBrCode', () => {
  it.each([
    ['a changed character', manualStatic.replace('BRASILIA', 'BRASILIO'), /CRC mismatch/],
    ['a wrong CRC', manualStatic.replace(/1D3D$/, '1D3E'), /CRC mismatch/],
    ['no CRC field', manualStatic.slice(0, -8), /ends with field 63/],
    ['a truncated payload', manualStatic.slice(0, -2), /runs past the end/],
    ['free text', 'pix copia e cola', /Malformed/],
    ['another format', withCrc('000202'), /starts with field 00/],
    [
      'no Pix account',
      withCrc(
        `000201${f('27', f('00', 'br.com.outro') + f('01', 'abcd'))}5204000053039865802BR5901A6001B`,
      ),
      /no Pix merchant account/,
    ],
    [
      'a Pix account without key or location',
      withCrc(`000201${f('26', f('00', 'br.gov.bcb.pix'))}5204000053039865802BR5901A6001B`),
      /neither a key/,
    ],
    [
      'no merchant name',
      withCrc(
        `000201${f('26', f('00', 'br.gov.bcb.pix') + f('01', 'a@b.co'))}5204000053039865802BR6001B`,
      ),
      /Field 59/,
    ],
    [
      'an amount that is not a number',
      withCrc(
        `000201${f('26', f('00', 'br.gov.bcb.pix') + f('01', 'a@b.co'))}52040000530398654041,005802BR5901A6001B`,
      ),
      /not an amount/,
    ],
    [
      'a field written twice',
      withCrc(
        `000201${f('26', f('00', 'br.gov.bcb.pix') + f('01', 'a@b.co'))}5802BR5802BR5901A6001B`,
      ),
      /appears twice/,
    ],
  ])('refuses %s', (_, payload, message) => {
    expect(() => parseBrCode(payload)).toThrow(message);
    expect(isValidBrCode(payload)).toBe(false);
  });

  it('refuses a payload in another currency or country', () => {
    const account = f('26', f('00', 'br.gov.bcb.pix') + f('01', '52998224725'));
    const body = (currency: string, country: string) =>
      withCrc(`000201${account}520400005303${currency}5802${country}5901A6001B`);
    expect(() => parseBrCode(body('840', 'BR'))).toThrow(/reais/);
    expect(() => parseBrCode(body('986', 'US'))).toThrow(/Brazilian/);
  });

  it('accepts a lowercase CRC and an uppercase GUI', () => {
    const upper = withCrc(manualStatic.slice(0, -8).replace('br.gov.bcb.pix', 'BR.GOV.BCB.PIX'));
    expect(parseBrCode(upper).key).toBe('123e4567-e12b-12d1-a456-426655440000');
    expect(isValidBrCode(`${upper.slice(0, -4)}${upper.slice(-4).toLowerCase()}`)).toBe(true);
  });
});
