import { Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { type PartSearchRow, partSearchPageSize } from '@poolside/contract/spares';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { DataList, type DataListColumn } from '../../../components/data-list/data-list';
import { formatPrice } from '../money';
import { AddToCart } from './add-to-cart';

type SearchRow = PartSearchRow & { key: string };

/** The parts found, each with its robot, year, price and the add-to-cart control. */
export function PartResults({
  rows,
  onSearchPn,
}: {
  rows: PartSearchRow[];
  onSearchPn: (pn: string) => void;
}) {
  const { t } = useTranslation('spares');
  const keyed: SearchRow[] = rows.map((r, i) => ({ ...r, key: `${r.partPn}|${r.pn}|${r.year}|${i}` }));
  return (
    <DataList<SearchRow>
      records={keyed}
      idAccessor="key"
      storeColumnsKey="spares-search"
      caption={t('results')}
      pageSize={partSearchPageSize}
      columns={resultColumns(t, onSearchPn)}
    />
  );
}

function resultColumns(t: TFunction, onSearchPn: (pn: string) => void): DataListColumn<SearchRow>[] {
  const price = (r: SearchRow) => (r.itemPrice === null ? '—' : formatPrice(r.itemPrice, r.currency));
  return [
    {
      accessor: 'partPn',
      title: t('field.part'),
      priority: 1,
      fitWidth: 150,
      render: (r) => <PartCell row={r} onSearchPn={onSearchPn} />,
    },
    {
      accessor: 'robotDescription',
      title: t('field.robot'),
      priority: 3,
      fitWidth: 160,
      render: (r) => (r.pn ? `${r.robotDescription} (${r.pn})` : '—'),
    },
    { accessor: 'year', title: t('field.year'), priority: 4, width: 70, render: (r) => r.year ?? '—' },
    { accessor: 'itemPrice', title: t('field.unitPrice'), priority: 3, width: 120, render: price },
    { accessor: 'actions', title: '', width: 190, render: (r) => <AddToCart row={r} /> },
  ];
}

/** The part's PN and description; on a phone its robot and price too; a successor is one click away. */
function PartCell({ row: r, onSearchPn }: { row: SearchRow; onSearchPn: (pn: string) => void }) {
  const { t } = useTranslation('spares');
  return (
    <Stack gap={2}>
      <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
        {r.partPn}
      </Text>
      <Text size="xs" c="dimmed">
        {r.partDescription}
      </Text>
      {r.pn && (
        <Text size="xs" hiddenFrom="sm">
          {r.robotDescription} · {r.year}
        </Text>
      )}
      <Text size="sm" hiddenFrom="sm">
        {r.itemPrice === null ? t('noPrice') : formatPrice(r.itemPrice, r.currency)}
      </Text>
      {r.successor && (
        <Text size="xs" c="orange.9" title={r.successor.description}>
          {t('superseded')}{' '}
          <Anchor size="xs" component="button" type="button" onClick={() => onSearchPn(r.successor!.pn)}>
            {r.successor.pn}
          </Anchor>
        </Text>
      )}
    </Stack>
  );
}

/** Previous and next pages of a search (the server says whether there is more). */
export function SearchPager(props: { page: number; hasMore: boolean; onPage: (page: number) => void }) {
  const { t } = useTranslation('spares');
  return (
    <Group justify="center">
      <Button variant="default" disabled={props.page === 1} onClick={() => props.onPage(props.page - 1)}>
        {t('previous')}
      </Button>
      <Badge variant="light">{t('page', { page: props.page })}</Badge>
      <Button variant="default" disabled={!props.hasMore} onClick={() => props.onPage(props.page + 1)}>
        {t('next')}
      </Button>
    </Group>
  );
}
