import { Button, NativeSelect, TextInput } from '@mantine/core';
import { useState } from 'react';
import {
  type CustomRangeErrors,
  customRangeErrors,
  hasRangeErrors,
} from '../dates/custom-range.ts';
import {
  type DateFilter,
  type DatePreset,
  datePresets,
  isDatePreset,
  presetFilter,
} from '../dates/date-presets.ts';
import { useTranslation } from '../i18n/use-translation.ts';

type DateRangeFilterProps = {
  value: DateFilter;
  onChange: (filter: DateFilter) => void;
  /** Makes the ids unique when two filters share a screen. */
  id: string;
  /** The presets offered, in this order (all by default); a screen that needs a period drops 'any'. */
  presets?: readonly DatePreset[];
  /**
   * Where the texts are (`period`, `from`, `to`, `apply`, `presets.<preset>` under it): the
   * dashboard loads without the financial texts (router.tsx: appScreen), so it passes its own.
   */
  texts?: string;
  /** The longest custom range, in days (both ends counted). */
  maxDays?: number;
};

/**
 * The period of a list: presets apply at once; "custom" shows two dates applied together, with
 * the docs/product.md §5 rules (both required, valid, start not after end). The controls come out as
 * siblings, for the parent's grid to lay out.
 */
export function DateRangeFilter({
  value,
  onChange,
  id,
  presets = datePresets,
  texts = 'financial.dateRange',
  maxDays,
}: DateRangeFilterProps) {
  const { t } = useTranslation();
  const [preset, setPreset] = useState(value.preset);
  const [from, setFrom] = useState(value.range.from ?? '');
  const [to, setTo] = useState(value.range.to ?? '');
  const [errors, setErrors] = useState<CustomRangeErrors>({});

  const choose = (next: string) => {
    if (!isDatePreset(next) || !presets.includes(next)) return;
    setPreset(next);
    setErrors({});
    if (next === 'custom') {
      // Start from the days the current filter covers.
      setFrom(value.range.from ?? '');
      setTo(value.range.to ?? '');
      return;
    }
    onChange(presetFilter(next, new Date()));
  };

  const apply = () => {
    const found = customRangeErrors(from, to, maxDays);
    setErrors(found);
    if (!hasRangeErrors(found)) onChange({ preset: 'custom', range: { from, to } });
  };

  return (
    <>
      <NativeSelect
        id={`${id}-period`}
        label={t(`${texts}.period`)}
        value={preset}
        onChange={(event) => choose(event.currentTarget.value)}
        data={presets.map((option) => ({
          value: option,
          label: t(`${texts}.presets.${option}`),
        }))}
      />
      {preset === 'custom' ? (
        <>
          <TextInput
            id={`${id}-from`}
            type="date"
            label={t(`${texts}.from`)}
            value={from}
            required
            onChange={(event) => setFrom(event.currentTarget.value)}
            error={errors.from ? t(errors.from) : undefined}
          />
          <TextInput
            id={`${id}-to`}
            type="date"
            label={t(`${texts}.to`)}
            value={to}
            required
            onChange={(event) => setTo(event.currentTarget.value)}
            error={errors.to ? t(errors.to) : undefined}
          />
          {/* Lined up with the inputs, below their labels. */}
          <Button
            variant="default"
            onClick={apply}
            mt={{ base: 0, xs: 25 }}
            style={{ alignSelf: 'start' }}
          >
            {t(`${texts}.apply`)}
          </Button>
        </>
      ) : null}
    </>
  );
}
