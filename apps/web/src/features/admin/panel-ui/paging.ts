import type { PageQuery, PageSize } from '@repasse/core/contract/pagination';
import { useState } from 'react';

export type Paging = PageQuery;

export const defaultPaging: Paging = { page: 1, pageSize: '25' };

/** Page and page size of a table; a new size or filter goes back to page 1. */
export function usePaging(initial: Paging = defaultPaging) {
  const [paging, setPaging] = useState<Paging>(initial);
  return {
    paging,
    setPage: (page: number) => setPaging((current) => ({ ...current, page })),
    setPageSize: (pageSize: PageSize) => setPaging({ page: 1, pageSize }),
    firstPage: () => setPaging((current) => ({ ...current, page: 1 })),
  };
}
