import { IconTrophy } from '@tabler/icons-react';
import { ImageFileField, type ImageFileFieldProps } from '../../../shared/ui/image-file-field.tsx';
import { tierImageAccept } from './tier-image-check.ts';

/** The tier's image: a JPEG or PNG previewed before it is sent with the tier. */
export function TierImageField(props: ImageFileFieldProps) {
  return (
    <ImageFileField
      {...props}
      keyPrefix="awards.admin.tierForm"
      accept={tierImageAccept}
      fit="contain"
      placeholder={<IconTrophy size={28} stroke={1.5} aria-hidden />}
    />
  );
}
