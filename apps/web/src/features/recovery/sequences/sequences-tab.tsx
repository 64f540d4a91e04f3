import { Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { ImpersonationNotice, useImpersonating } from '../../../shared/ui/impersonation-notice.tsx';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { useRecoveryBalance } from '../api/recovery.ts';
import { useRecoverySequences } from '../api/sequences.ts';
import { SequenceCard } from './sequence-card.tsx';

/** The four events' sequences, each a card of its own saved on its own. */
export function SequencesTab() {
  const { t } = useTranslation();
  const sequences = useRecoverySequences();
  const balance = useRecoveryBalance();
  const impersonating = useImpersonating();
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('recoveryOutreach.sequences.intro')}
      </Text>
      {impersonating ? <ImpersonationNotice /> : null}
      {sequences.isPending ? (
        <Stack gap="md" role="status" aria-label={t('app.loading')}>
          {[0, 1, 2, 3].map((card) => (
            <Skeleton key={card} h={160} radius="lg" />
          ))}
        </Stack>
      ) : sequences.isError ? (
        <LoadError
          title={t('recoveryOutreach.sequences.loadError')}
          error={sequences.error}
          onRetry={() => void sequences.refetch()}
          retrying={sequences.isFetching}
        />
      ) : (
        sequences.data.items.map((sequence) => (
          <SequenceCard
            key={sequence.event}
            sequence={sequence}
            prices={balance.data?.prices}
            readOnly={impersonating}
          />
        ))
      )}
    </Stack>
  );
}
