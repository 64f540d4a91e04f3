import { Image, ThemeIcon } from '@mantine/core';
import type { Product } from '@repasse/core/contract/products';
import { IconPackage } from '@tabler/icons-react';
import { productImageSrc } from '../api/products.ts';

/** The product's image as a small square, or a package icon when it has none. */
export function ProductThumbnail({ product, size = 44 }: { product: Product; size?: number }) {
  const src = productImageSrc(product);
  if (!src) {
    return (
      <ThemeIcon variant="light" color="gray" size={size} radius="md">
        <IconPackage size={size / 2} stroke={1.5} aria-hidden />
      </ThemeIcon>
    );
  }
  return <Image src={src} alt="" w={size} h={size} radius="md" fit="cover" />;
}
