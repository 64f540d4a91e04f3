import { Button, Card, DataList, Group, SimpleGrid, Text } from '@mantine/core';
import type { RegistrationStep } from '@repasse/core/contract/auth';
import { countryInfo } from '@repasse/core/documents/country';
import { IconPencil } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { currentLocale } from '../../../shared/i18n/i18n.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import type { RegistrationDraft } from './registration-draft.ts';
import { StepActions } from './step-actions.tsx';

type ReviewStepProps = {
  draft: RegistrationDraft;
  submitting: boolean;
  onEdit: (step: RegistrationStep) => void;
  onBack: () => void;
  onSubmit: () => void;
};

type Row = { label: string; value: ReactNode };

function formatBirthDate(value: string | undefined, locale: string): string | undefined {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${value}T00:00:00Z`),
  );
}

function ReviewGroup({
  title,
  rows,
  onEdit,
  editLabel,
}: {
  title: string;
  rows: Row[];
  onEdit: () => void;
  editLabel: string;
}) {
  const { t } = useTranslation();
  return (
    <Card padding="md" radius="md">
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Text component="h3" fw={700} fz="md" m={0}>
          {title}
        </Text>
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconPencil size={14} aria-hidden />}
          onClick={onEdit}
          aria-label={editLabel}
        >
          {t('common.edit')}
        </Button>
      </Group>
      <DataList orientation="vertical" gap="xs" size="sm">
        {rows.map(({ label, value }) => (
          <DataList.Item key={label}>
            <DataList.ItemLabel>{label}</DataList.ItemLabel>
            <DataList.ItemValue>
              {value || (
                <Text span c="dimmed" fz="sm">
                  {t('common.notProvided')}
                </Text>
              )}
            </DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList>
    </Card>
  );
}

/** Everything entered, grouped by step, each group with its edit button; then "Create account". */
export function ReviewStep({ draft, submitting, onEdit, onBack, onSubmit }: ReviewStepProps) {
  const { t } = useTranslation();
  const info = countryInfo[draft.nationality ?? 'BR'];
  const nationality = draft.nationality ?? 'BR';
  const field = (name: string) => t(`register.fields.${name}`);

  const groups: { step: RegistrationStep; rows: Row[] }[] = [
    {
      step: 'personal',
      rows: [
        { label: field('nationality'), value: t(`register.countries.${nationality}`) },
        { label: t(`register.documents.${info.personDocument}`), value: draft.personDocument },
        { label: field('fullName'), value: draft.fullName },
        { label: field('email'), value: draft.email },
        {
          label: t('register.review.phone'),
          value: draft.phoneNumber ? `${draft.phoneCountryCode} ${draft.phoneNumber}` : '',
        },
        { label: field('birthDate'), value: formatBirthDate(draft.birthDate, currentLocale()) },
        { label: field('motherName'), value: draft.motherName },
        { label: field('password'), value: t('register.review.hiddenPassword') },
      ],
    },
    {
      step: 'company',
      rows: [
        {
          label: t(`register.documents.${info.companyDocument}`),
          value: draft.companyDocument || t('register.review.individual'),
        },
        { label: field('corporateName'), value: draft.corporateName },
        { label: field('tradeName'), value: draft.tradeName },
        {
          label: field('businessModel'),
          value: draft.businessModel ? t(`register.businessModels.${draft.businessModel}`) : '',
        },
        { label: field('websiteUrl'), value: draft.websiteUrl },
      ],
    },
    {
      step: 'address',
      rows: [
        { label: t(`register.postalCodeLabels.${nationality}`), value: draft.postalCode },
        {
          label: field('address'),
          value: [draft.address, draft.number].filter(Boolean).join(', '),
        },
        { label: field('complement'), value: draft.complement },
        {
          label: `${field('city')} / ${field('state')}`,
          value: [draft.city, draft.state].filter(Boolean).join(' / '),
        },
      ],
    },
    {
      step: 'bank',
      rows: [
        { label: field('bank'), value: draft.bank },
        { label: field('branch'), value: draft.branch },
        {
          label: t('register.review.account'),
          value: draft.accountNumber
            ? `${draft.accountNumber}-${draft.accountCheckDigit ?? ''}`
            : '',
        },
        {
          label: field('accountType'),
          value: draft.accountType ? t(`register.accountTypes.${draft.accountType}`) : '',
        },
      ],
    },
  ];

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {groups.map(({ step, rows }) => (
          <ReviewGroup
            key={step}
            title={t(`register.steps.${step}`)}
            rows={rows}
            onEdit={() => onEdit(step)}
            editLabel={t('register.review.editStep', { step: t(`register.steps.${step}`) })}
          />
        ))}
      </SimpleGrid>
      <StepActions onBack={onBack} submitLabel={t('register.review.submit')} loading={submitting} />
    </form>
  );
}
