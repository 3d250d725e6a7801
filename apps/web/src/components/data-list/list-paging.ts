import type { TFunction } from 'i18next';
import type { KeysetAnswer } from './data-list-types';
import { pagerTotal } from './use-keyset-cursors';

/** The pager props of mantine-datatable (it pages when `page` is given). */
export type PagingProps = {
  totalRecords?: number;
  recordsPerPage?: number;
  page?: number;
  onPageChange?: (page: number) => void;
  paginationWithEdges?: boolean;
  paginationText?: (range: { from: number; to: number; totalRecords: number }) => string;
  getPaginationControlProps?: (control: string) => Record<string, string>;
};

/**
 * The list's pager. Local rows that fit one page show none. A capped count (a free-text search over a big
 * list) is a lower bound: "1–35 of 10,000+".
 */
export function listPaging<T>(options: {
  t: TFunction;
  isLocal: boolean;
  localTotal: number;
  serverAnswer: KeysetAnswer<T> | undefined;
  page: number;
  pageSize: number;
  setPage: (page: number) => void;
}): PagingProps {
  const { t, isLocal, serverAnswer, page, pageSize } = options;
  if (isLocal && options.localTotal <= pageSize) return {};
  return {
    totalRecords: isLocal ? options.localTotal : pagerTotal(serverAnswer, page, pageSize),
    recordsPerPage: pageSize,
    page,
    onPageChange: options.setPage,
    paginationWithEdges: true,
    paginationText: ({ from, to, totalRecords }) =>
      !isLocal && serverAnswer?.totalCapped
        ? t('list.rangeCapped', { from, to, total: serverAnswer.total })
        : t('list.range', { from, to, total: totalRecords }),
    getPaginationControlProps: (control) => ({ 'aria-label': t(`list.page.${control}`) }),
  };
}
