import { centsSchema } from '@repasse/core/money/cents';
import { percentageSchema } from '@repasse/core/money/percentage';
import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { amountReader, convertingResolver } from './converting-resolver.ts';
import { percentageFromText } from './decimal-text.ts';

const schema = z.object({
  fee: z.object({ percentage: percentageSchema, fixed: centsSchema }),
  rates: z.array(percentageSchema),
});
type Values = { fee: { percentage: string; fixed: string }; rates: string[] };

const resolver = convertingResolver(schema, (values: Values) => {
  const amounts = amountReader();
  return {
    body: {
      fee: {
        percentage: percentageFromText(values.fee.percentage),
        fixed: amounts.cents('fee.fixed', values.fee.fixed),
      },
      rates: values.rates.map(percentageFromText),
    },
    unreadable: amounts.unreadable,
  };
});
const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<Values>;

describe('convertingResolver', () => {
  it('converts the text and answers the body', async () => {
    const result = await resolver(
      { fee: { percentage: '4,99', fixed: '1,00' }, rates: ['0', '3,5'] },
      undefined,
      options,
    );
    expect(result).toEqual({
      values: { fee: { percentage: '4.99', fixed: 100 }, rates: ['0', '3.5'] },
      errors: {},
    });
  });

  it('keeps the schema message keys at the field paths', async () => {
    const result = await resolver(
      { fee: { percentage: 'x', fixed: '' }, rates: ['0', '200'] },
      undefined,
      options,
    );
    expect(result.values).toEqual({});
    expect(result.errors).toMatchObject({
      fee: {
        percentage: { message: 'validation.percentage' },
        fixed: { message: 'validation.required' },
      },
      rates: [undefined, { message: 'validation.percentageMax' }],
    });
  });

  it('says an unreadable amount is not an amount', async () => {
    const result = await resolver(
      { fee: { percentage: '1', fixed: 'abc' }, rates: [] },
      undefined,
      options,
    );
    expect(result.errors).toEqual({
      fee: { fixed: { type: 'money', message: 'validation.money' } },
    });
  });
});
