import { z } from 'zod';

/** Table footers offer these page sizes, "all" included (docs/product.md §2). */
export const pageSizes = ['10', '25', '50', '100', 'all'] as const;
export type PageSize = (typeof pageSizes)[number];

export const pageQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'validation.invalid' })
    .int()
    .min(1, 'validation.invalid')
    // Far beyond any list, and small enough that the offset stays an exact SQL bigint.
    .max(1_000_000, 'validation.invalid')
    .default(1),
  pageSize: z.enum(pageSizes, { error: 'validation.invalid' }).default('25'),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.enum(pageSizes),
  });

/** LIMIT and OFFSET of a page; "all" has no limit. */
export function pageWindow(query: PageQuery): { limit: number | undefined; offset: number } {
  if (query.pageSize === 'all') return { limit: undefined, offset: 0 };
  const size = Number(query.pageSize);
  return { limit: size, offset: (query.page - 1) * size };
}
