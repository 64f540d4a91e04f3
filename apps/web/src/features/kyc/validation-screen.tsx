import { SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { MyDocumentsResponse } from '@repasse/core/contract/kyc';
import { settings } from '../../shared/config/settings.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { LoadError } from '../../shared/ui/load-error.tsx';
import { useMyDocuments } from './api/my-documents.ts';
import { DocumentCard } from './document-card.tsx';
import { KycOverview } from './kyc-overview.tsx';
import { kycProgress } from './kyc-progress.ts';

/** `/validation` (bare layout): the seller sends the identity documents and follows the review. */
export function ValidationScreen() {
  const { t } = useTranslation();
  useDocumentTitle(`${t('kyc.title')} · ${settings.brandName}`);
  const documents = useMyDocuments();

  return (
    <Stack maw={980} mx="auto" pt={{ base: 0, sm: 'md' }} gap="lg">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {t('kyc.title')}
        </Title>
        <Text c="dimmed" size="sm" maw={680}>
          {t('kyc.description')}
        </Text>
      </Stack>
      {documents.isPending ? (
        <Stack gap="lg" aria-busy="true" role="status" aria-label={t('app.loading')}>
          <Skeleton h={150} radius="lg" />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {[0, 1, 2].map((key) => (
              <Skeleton key={key} h={240} radius="lg" />
            ))}
          </SimpleGrid>
        </Stack>
      ) : documents.isError ? (
        <LoadError
          title={t('kyc.loadError')}
          error={documents.error}
          onRetry={() => void documents.refetch()}
          retrying={documents.isFetching}
        />
      ) : (
        <KycContent data={documents.data} />
      )}
    </Stack>
  );
}

function KycContent({ data }: { data: MyDocumentsResponse }) {
  const progress = kycProgress(data);
  const required = data.documents.filter((document) => data.required.includes(document.type));
  const locked = progress.stage === 'verified';
  return (
    <>
      <KycOverview progress={progress} />
      {progress.stage === 'notApplicable' ? null : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          {required.map((document) => (
            <DocumentCard key={document.type} document={document} locked={locked} />
          ))}
        </SimpleGrid>
      )}
    </>
  );
}
