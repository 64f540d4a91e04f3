import {
  type AffiliateProgram,
  type AffiliateProgramInput,
  type AttributionModel,
  affiliateProgramInputSchema,
  cookieWindows,
} from '@repasse/core/contract/affiliates';
import type { Locale } from '@repasse/core/i18n/locale';
import type { Resolver } from 'react-hook-form';
import { amountReader, convertingResolver } from '../../../shared/forms/converting-resolver.ts';
import {
  centsToText,
  percentageFromText,
  percentageToText,
} from '../../../shared/forms/decimal-text.ts';
import { trimPercentage } from '../terms.ts';

/** The cookie window's choices: the days the contract allows, and "permanent" (null). */
export const cookieChoices = [...cookieWindows.map(String), 'permanent'] as const;

/** The commission's percentage and fixed amount are text as typed ("12,5", "1,50"); the rest mirrors the body. */
export type ProgramFormValues = {
  enabled: boolean;
  commission: { percentage: string; fixed: string };
  cookieDays: string;
  attribution: AttributionModel;
  approval: 'open' | 'approval';
  listed: boolean;
  shareBuyerContact: boolean;
};

/**
 * The programme as the form shows it. A change of commission waiting for its notice period is
 * what the seller last chose, so the form starts from it (saving again keeps it).
 */
export function programToForm(program: AffiliateProgram, locale: Locale): ProgramFormValues {
  const terms = program.scheduledCommission ?? program.commission;
  return {
    enabled: program.enabled,
    commission: {
      percentage: percentageToText(trimPercentage(terms.percentage), locale),
      fixed: terms.fixed > 0 ? centsToText(terms.fixed, locale) : '',
    },
    cookieDays: program.cookieDays === null ? 'permanent' : String(program.cookieDays),
    attribution: program.attribution,
    approval: program.approval,
    listed: program.listed,
    shareBuyerContact: program.shareBuyerContact,
  };
}

export function formToProgramBody(values: ProgramFormValues) {
  const amounts = amountReader();
  const body = {
    enabled: values.enabled,
    commission: {
      percentage: percentageFromText(values.commission.percentage),
      // The fixed part is optional: blank is none.
      fixed:
        values.commission.fixed.trim() === ''
          ? 0
          : amounts.cents('commission.fixed', values.commission.fixed),
    },
    cookieDays: values.cookieDays === 'permanent' ? null : Number(values.cookieDays),
    attribution: values.attribution,
    approval: values.approval,
    listed: values.listed,
    shareBuyerContact: values.shareBuyerContact,
  };
  return { body, unreadable: amounts.unreadable };
}

/** Client validation with the shared affiliateProgramInputSchema, the one the server runs. */
export const programResolver: Resolver<ProgramFormValues, unknown, AffiliateProgramInput> =
  convertingResolver(affiliateProgramInputSchema, formToProgramBody) as Resolver<
    ProgramFormValues,
    unknown,
    AffiliateProgramInput
  >;

/** The form's fields, as the server names them in `fields` (and as the resolver's errors sit). */
export const programFieldPaths = [
  'commission.percentage',
  'commission.fixed',
  'cookieDays',
  'attribution',
  'approval',
] as const;

/** Whether the commission typed differs from the one in force (a change waits 3 days). */
export function commissionChanged(program: AffiliateProgram, values: ProgramFormValues): boolean {
  const { body } = formToProgramBody(values);
  const current = program.scheduledCommission ?? program.commission;
  return (
    trimPercentage(body.commission.percentage) !== trimPercentage(current.percentage) ||
    body.commission.fixed !== current.fixed
  );
}
