import { Button, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import type { Account } from '@repasse/core/contract/account';
import { countryInfo } from '@repasse/core/documents/country';
import {
  IconBriefcase,
  IconBuildingBank,
  IconLock,
  IconMail,
  IconMapPin,
  IconPencil,
  IconUserCircle,
} from '@tabler/icons-react';
import { useState } from 'react';
import { formatCalendarDate } from '../../shared/i18n/format-date.ts';
import { formatDocument } from '../../shared/i18n/format-document.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { ImpersonationNotice, useImpersonating } from '../../shared/ui/impersonation-notice.tsx';
import { LoadError } from '../../shared/ui/load-error.tsx';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { AccountSection } from './account-section.tsx';
import { useAccount } from './api/account.ts';
import { BankDialog } from './bank-dialog.tsx';
import { EmailDialog } from './email-dialog.tsx';
import { ProfileDialog } from './profile-dialog.tsx';
import type { ProfileSection } from './profile-values.ts';
import { VerificationCard } from './verification-card.tsx';

/** `/account`: personal, company, address and bank data, each with its edit dialog. */
export function AccountScreen() {
  const { t } = useTranslation();
  const account = useAccount();
  return (
    <>
      <PageHeader title={t('screens.account.title')} description={t('account.description')} />
      {account.isPending ? (
        <Stack gap="lg" aria-busy="true" role="status" aria-label={t('app.loading')}>
          <Skeleton h={96} radius="lg" />
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            {[0, 1, 2, 3].map((key) => (
              <Skeleton key={key} h={280} radius="lg" />
            ))}
          </SimpleGrid>
        </Stack>
      ) : account.isError ? (
        <LoadError
          title={t('account.loadError')}
          error={account.error}
          onRetry={() => void account.refetch()}
          retrying={account.isFetching}
        />
      ) : (
        <AccountDetails account={account.data} />
      )}
    </>
  );
}

function AccountDetails({ account }: { account: Account }) {
  const { t } = useTranslation();
  const impersonating = useImpersonating();
  const [profileSection, setProfileSection] = useState<ProfileSection | null>(null);
  const [bankOpen, setBankOpen] = useState(false);
  const [emailOpen, setEmailOpen] = useState(false);
  const info = countryInfo[account.nationality];
  const editButton = (section: ProfileSection) => (
    <Button
      variant="default"
      size="xs"
      leftSection={<IconPencil size={14} aria-hidden />}
      onClick={() => setProfileSection(section)}
    >
      {t(`account.edit.${section}`)}
    </Button>
  );
  const lockedIcon = impersonating ? <IconLock size={14} aria-hidden /> : null;

  return (
    <Stack gap="lg">
      {impersonating ? <ImpersonationNotice /> : null}
      <VerificationCard status={account.documentStatus} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <AccountSection
          title={t('account.sections.personal')}
          icon={IconUserCircle}
          action={editButton('contact')}
          rows={[
            { label: t('register.fields.fullName'), value: account.fullName },
            { label: t('register.fields.email'), value: account.email },
            {
              label: t(`register.documents.${info.personDocument}`),
              value: formatDocument(account.nationality, account.personDocument),
            },
            {
              label: t('account.fields.phone'),
              value: `${account.phoneCountryCode} ${account.phoneNumber}`,
            },
            { label: t('register.fields.birthDate'), value: formatCalendarDate(account.birthDate) },
            { label: t('register.fields.motherName'), value: account.motherName },
            {
              label: t('register.fields.nationality'),
              value: t(`register.countries.${account.nationality}`),
            },
          ]}
        >
          <Button
            variant="light"
            size="xs"
            leftSection={lockedIcon ?? <IconMail size={14} aria-hidden />}
            onClick={() => setEmailOpen(true)}
            disabled={impersonating}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('account.edit.email')}
          </Button>
        </AccountSection>
        <AccountSection
          title={t('account.sections.company')}
          icon={IconBriefcase}
          action={editButton('company')}
          rows={[
            { label: t('register.fields.tradeName'), value: account.tradeName },
            { label: t('register.fields.corporateName'), value: account.corporateName },
            {
              label: t(`register.documents.${info.companyDocument}`),
              value: account.companyDocument
                ? formatDocument(account.nationality, account.companyDocument)
                : t('account.individual'),
            },
            {
              label: t('register.fields.businessModel'),
              value: t(`register.businessModels.${account.businessModel}`),
            },
            { label: t('register.fields.websiteUrl'), value: account.websiteUrl },
          ]}
        />
        <AccountSection
          title={t('account.sections.address')}
          icon={IconMapPin}
          action={editButton('address')}
          rows={[
            {
              label: t(`register.postalCodeLabels.${account.nationality}`),
              value: account.postalCode,
            },
            {
              label: t('register.fields.address'),
              value: `${account.address}, ${account.number}`,
            },
            { label: t('register.fields.complement'), value: account.complement },
            { label: t('register.fields.city'), value: account.city },
            { label: t('register.fields.state'), value: account.state },
          ]}
        />
        <AccountSection
          title={t('account.sections.bank')}
          icon={IconBuildingBank}
          action={
            <Button
              variant="default"
              size="xs"
              leftSection={lockedIcon ?? <IconPencil size={14} aria-hidden />}
              onClick={() => setBankOpen(true)}
              disabled={impersonating}
            >
              {t('account.edit.bank')}
            </Button>
          }
          rows={[
            { label: t('register.fields.bank'), value: account.bank },
            { label: t('register.fields.branch'), value: account.branch },
            {
              label: t('register.review.account'),
              value: `${account.accountNumber}-${account.accountCheckDigit}`,
            },
            {
              label: t('register.fields.accountType'),
              value: t(`register.accountTypes.${account.accountType}`),
            },
          ]}
        />
      </SimpleGrid>
      <ProfileDialog
        section={profileSection}
        account={account}
        onClose={() => setProfileSection(null)}
      />
      <BankDialog opened={bankOpen} account={account} onClose={() => setBankOpen(false)} />
      <EmailDialog
        opened={emailOpen}
        currentEmail={account.email}
        onClose={() => setEmailOpen(false)}
      />
    </Stack>
  );
}
