import {
  type Product,
  type ProductInput,
  productSchema,
  productsListSchema,
} from '@repasse/core/contract/products';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { webClient } from '../../../shared/http/web-client.ts';
import { uploadWebFile } from '../../../shared/http/web-files.ts';
import { integrationKeys } from './integration-keys.ts';

export const useProducts = () =>
  useQuery({
    queryKey: integrationKeys.products(),
    queryFn: ({ signal }) => webClient.get('/products', { schema: productsListSchema, signal }),
  });

/** Creates (no id) or replaces a product. */
export const saveProduct = ({ id, body }: { id: string | null; body: ProductInput }) =>
  id
    ? webClient.request(`/products/${id}`, { method: 'PUT', body, schema: productSchema })
    : webClient.post('/products', body, { schema: productSchema });

export const uploadProductImage = (
  id: string,
  file: File,
  onProgress?: (percent: number) => void,
): Promise<Product> =>
  uploadWebFile(`/products/${id}/image`, file, {
    method: 'PUT',
    schema: productSchema,
    onProgress,
  });

export function useSaveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProduct,
    onSettled: () => queryClient.invalidateQueries({ queryKey: integrationKeys.products() }),
  });
}

/** Upload times by product: the public image route is cached, so a replaced image gets a new URL. */
const imageVersions = new Map<string, number>();

export const productImageSrc = (product: Product): string | null => {
  if (!product.imageUrl) return null;
  const version = imageVersions.get(product.id);
  return version ? `${product.imageUrl}?v=${version}` : product.imageUrl;
};

export function useUploadProductImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, file }: { id: string; file: File }) => uploadProductImage(id, file),
    onSuccess: (product) => {
      imageVersions.set(product.id, Date.now());
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: integrationKeys.products() }),
  });
}
