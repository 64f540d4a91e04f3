import { IconPhoto } from '@tabler/icons-react';
import { ImageFileField, type ImageFileFieldProps } from '../../../shared/ui/image-file-field.tsx';
import { productImageAccept } from './product-image-check.ts';

/** The product's image: a JPEG or PNG previewed before it is sent with the product. */
export function ProductImageField(props: ImageFileFieldProps) {
  return (
    <ImageFileField
      {...props}
      keyPrefix="integrations.products.form"
      accept={productImageAccept}
      placeholder={<IconPhoto size={28} stroke={1.5} aria-hidden />}
    />
  );
}
