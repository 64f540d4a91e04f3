import { type PageQuery, type PageSize, pageWindow } from '@repasse/core/contract/pagination';
import type { PgSelect } from 'drizzle-orm/pg-core';

export type Page<Item> = { items: Item[]; total: number; page: number; pageSize: PageSize };

/** A bounded count stops at a multiple of this (docs/performance.md, finding 7). */
export const countStep = 1_000;

/**
 * How far a bounded count of a list goes for a page ending at row `pageEnd`: the next multiple of
 * `countStep` strictly past it, so that the total shows a next page whenever there is one, and
 * counting costs about as much as reading the page with OFFSET does, not the whole list.
 */
export const countLimit = (pageEnd: number) => (Math.floor(pageEnd / countStep) + 1) * countStep;

/**
 * One page of a list query built with `.$dynamic()`: LIMIT and OFFSET of the page ("all" has no
 * limit). The order must be total (end on a unique column) or rows repeat across pages.
 */
export function paginate<Query extends PgSelect>(query: Query, page: PageQuery): Query {
  const { limit, offset } = pageWindow(page);
  const shifted = query.offset(offset);
  return limit === undefined ? shifted : shifted.limit(limit);
}

/** The envelope every paged list answers: its items, the total without paging, and the page. */
export const pageOf = <Item>(page: PageQuery, items: Item[], total: number): Page<Item> => ({
  items,
  total,
  page: page.page,
  pageSize: page.pageSize,
});
