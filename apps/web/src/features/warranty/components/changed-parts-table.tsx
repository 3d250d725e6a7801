import { Text } from '@mantine/core';
import type { RepairHistoryLine } from '@poolside/contract/repairs';
import { useTranslation } from 'react-i18next';
import { DataList } from '../../../components/data-list/data-list';
import { ExportButton } from '../../../components/data-list/export-button';
import { formatDateOnly } from '../../../lib/dates';

type Line = RepairHistoryLine;

/**
 * The repairs of one robot: RMA id, repair date, defective and new part PN/SN, description; every column
 * sortable, a filter, pages of 10 and the repairHistory Excel export. One robot's repairs are a small
 * bounded list: the shared list sorts and pages them in the browser.
 */
export function ChangedPartsTable({ lines }: { lines: Line[] }) {
  const { t } = useTranslation('adminWarranty');
  return (
    <DataList<Line>
      records={lines}
      withFilter
      pageSize={10}
      storeColumnsKey="admin-changed-parts"
      caption={t('changedParts.tableTitle')}
      emptyText={t('changedParts.noRepairs')}
      defaultSort={{ columnAccessor: 'repairDate', direction: 'desc' }}
      toolbar={
        lines.length > 0 && (
          <ExportButton report="repairHistory" params={() => ({ items: lines.map((l) => l.id) })} />
        )
      }
      columns={[
        {
          accessor: 'parentID',
          title: t('changedParts.rmaId'),
          sortable: true,
          priority: 1,
          width: 90,
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
          priority: 1,
          width: 110,
          render: (l) => formatDateOnly(l.repairDate),
        },
        { accessor: 'oldPN', title: t('changedParts.oldPN'), sortable: true, priority: 2 },
        { accessor: 'oldSN', title: t('changedParts.oldSN'), sortable: true, priority: 4 },
        { accessor: 'newPN', title: t('changedParts.newPN'), sortable: true, priority: 3 },
        { accessor: 'newSN', title: t('changedParts.newSN'), sortable: true, priority: 4 },
        {
          accessor: 'partDesc',
          title: t('changedParts.description'),
          sortable: true,
          priority: 3,
          fitWidth: 160,
        },
      ]}
    />
  );
}
