import 'mantine-datatable/styles.css';
import { Group, Stack, Text, TextInput } from '@mantine/core';
import type { RepairHistoryLine } from '@poolside/contract/repairs';
import { IconSearch } from '@tabler/icons-react';
import { DataTable, type DataTableSortStatus } from 'mantine-datatable';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '../../../components/data-list/export-button';
import { formatDateOnly } from '../../../lib/dates';

const PAGE_SIZE = 10;
type Line = RepairHistoryLine;

function compare(a: Line, b: Line, key: keyof Line): number {
  const x = a[key] ?? '';
  const y = b[key] ?? '';
  if (typeof x === 'number' && typeof y === 'number') return x - y;
  return String(x).localeCompare(String(y), undefined, { numeric: true });
}

/**
 * The repairs of one robot: RMA id, repair date, defective and new part PN/SN, description; every column
 * sortable, a filter, pages of 10 and the repairHistory Excel export. One robot's repairs are a small
 * bounded list, so it sorts and pages in the browser.
 */
export function ChangedPartsTable({ lines }: { lines: Line[] }) {
  const { t } = useTranslation('adminWarranty');
  const { t: tc } = useTranslation('common');
  const [filter, setFilter] = useState('');
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<DataTableSortStatus<Line>>({
    columnAccessor: 'repairDate',
    direction: 'desc',
  });
  const shown = useMemo(() => {
    const needle = filter.trim().toLowerCase();
    const kept = needle
      ? lines.filter((l) =>
          [l.parentID ?? '', l.oldPN, l.oldSN, l.newPN, l.newSN, l.partDesc, formatDateOnly(l.repairDate)]
            .join(' ')
            .toLowerCase()
            .includes(needle),
        )
      : lines;
    const key = sort.columnAccessor as keyof Line;
    const sorted = [...kept].sort((a, b) => compare(a, b, key) || a.id - b.id);
    return sort.direction === 'desc' ? sorted.reverse() : sorted;
  }, [lines, filter, sort]);
  const pageRows = shown.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <TextInput
          aria-label={tc('list.filter')}
          placeholder={tc('list.filter')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={filter}
          onChange={(e) => {
            setFilter(e.currentTarget.value);
            setPage(1);
          }}
          w={280}
        />
        {shown.length > 0 && (
          <ExportButton report="repairHistory" params={() => ({ items: shown.map((l) => l.id) })} />
        )}
      </Group>
      <DataTable<Line>
        aria-label={t('changedParts.tableTitle')}
        withTableBorder
        striped
        minHeight={160}
        records={pageRows}
        totalRecords={shown.length}
        recordsPerPage={PAGE_SIZE}
        page={page}
        onPageChange={setPage}
        sortStatus={sort}
        onSortStatusChange={(next) => {
          // A newly chosen column starts ascending; the same column toggles.
          const isNewColumn = next.columnAccessor !== sort.columnAccessor;
          setSort(isNewColumn ? { ...next, direction: 'asc' } : next);
          setPage(1);
        }}
        noRecordsText={t('changedParts.noRepairs')}
        paginationText={({ from, to, totalRecords }) => tc('list.range', { from, to, total: totalRecords })}
        getPaginationControlProps={(control) => ({ 'aria-label': tc(`list.page.${control}`) })}
        columns={[
          {
            accessor: 'parentID',
            title: t('changedParts.rmaId'),
            sortable: true,
            render: (l) =>
              l.parentID ?? (
                <Text span size="sm" c="dimmed">
                  {t('changedParts.notSent')}
                </Text>
              ),
          },
          {
            accessor: 'repairDate',
            title: t('changedParts.repairDate'),
            sortable: true,
            render: (l) => formatDateOnly(l.repairDate),
          },
          { accessor: 'oldPN', title: t('changedParts.oldPN'), sortable: true },
          { accessor: 'oldSN', title: t('changedParts.oldSN'), sortable: true },
          { accessor: 'newPN', title: t('changedParts.newPN'), sortable: true },
          { accessor: 'newSN', title: t('changedParts.newSN'), sortable: true },
          { accessor: 'partDesc', title: t('changedParts.description'), sortable: true },
        ]}
      />
    </Stack>
  );
}
