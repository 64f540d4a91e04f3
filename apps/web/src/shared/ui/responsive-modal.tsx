import { Modal, type ModalProps } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from '../i18n/use-translation.ts';

/** Mantine's Modal, full screen on phones, with a translated close button. */
export function ResponsiveModal(props: ModalProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 47.99em)', false);
  return (
    <Modal
      fullScreen={phone}
      centered
      radius="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
      {...props}
    />
  );
}
