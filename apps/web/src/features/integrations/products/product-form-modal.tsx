import type { Product } from '@repasse/core/contract/products';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { ResponsiveModal } from '../../../shared/ui/responsive-modal.tsx';
import { ProductForm } from './product-form.tsx';

type ProductFormModalProps = {
  opened: boolean;
  /** null creates a product. */
  product: Product | null;
  onClose: () => void;
};

export function ProductFormModal({ opened, product, onClose }: ProductFormModalProps) {
  const { t } = useTranslation();
  return (
    <ResponsiveModal
      opened={opened}
      onClose={onClose}
      size="lg"
      title={t(
        product ? 'integrations.products.form.editTitle' : 'integrations.products.form.addTitle',
      )}
    >
      {opened ? <ProductForm product={product} onDone={onClose} onCancel={onClose} /> : null}
    </ResponsiveModal>
  );
}
