import { Type } from '@sinclair/typebox';

export const PaginationInfo = Type.Object({
  page_index: Type.Integer(),
  page_size: Type.Integer(),
  total: Type.Integer(),
  last_page: Type.Integer(),
  hasNextPage: Type.Boolean(),
});

export interface Pagination {
  page_index: number;
  page_size: number;
  total: number;
  last_page: number;
  hasNextPage: boolean;
}

/** Pages count from 1; an empty list still has one (empty) page. */
export function paginate(pageIndex: number, pageSize: number, total: number): Pagination {
  const lastPage = Math.max(1, Math.ceil(total / pageSize));
  return {
    page_index: pageIndex,
    page_size: pageSize,
    total,
    last_page: lastPage,
    hasNextPage: lastPage > pageIndex,
  };
}
