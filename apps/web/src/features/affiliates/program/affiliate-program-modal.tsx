import { Skeleton, Stack } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { ResponsiveModal } from '../../../shared/ui/responsive-modal.tsx';
import { useAffiliateProgram } from '../api/program.ts';
import { ProgramForm } from './program-form.tsx';

type AffiliateProgramModalProps = {
  /** The product whose programme is edited; null closes the dialog. */
  product: { id: string; name: string } | null;
  onClose: () => void;
};

/** The "Affiliates" dialog of a product (Integrations → Products). */
export function AffiliateProgramModal({ product, onClose }: AffiliateProgramModalProps) {
  const { t } = useTranslation();
  return (
    <ResponsiveModal
      opened={product !== null}
      onClose={onClose}
      size="lg"
      title={product ? t('affiliates.program.title', { name: product.name }) : ''}
    >
      {product ? <ProgramEditor key={product.id} product={product} onClose={onClose} /> : null}
    </ResponsiveModal>
  );
}

function ProgramEditor({
  product,
  onClose,
}: {
  product: { id: string; name: string };
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const program = useAffiliateProgram(product.id);
  if (program.isPending) {
    return (
      <Stack gap="sm" role="status" aria-label={t('app.loading')}>
        <Skeleton h={40} />
        <Skeleton h={140} />
        <Skeleton h={220} />
      </Stack>
    );
  }
  if (program.isError) {
    return (
      <LoadError
        title={t('affiliates.program.loadError')}
        error={program.error}
        onRetry={() => void program.refetch()}
        retrying={program.isFetching}
      />
    );
  }
  return (
    <ProgramForm
      program={program.data}
      productName={product.name}
      onDone={onClose}
      onCancel={onClose}
    />
  );
}
