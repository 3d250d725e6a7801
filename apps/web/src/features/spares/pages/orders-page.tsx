import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { currencySymbol, type OrderSummary } from '@poolside/contract/spares';
import { IconShoppingCart } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../app/paths';
import { type DataListColumn, DataList, type KeysetAnswer } from '../../../components/data-list/data-list';
import { formatDateOnly } from '../../../lib/dates';
import { countryName } from '../../../lib/names';
import { useSessionUser } from '../../../lib/session';
import { useRedirectOnListError } from '../../../lib/use-redirect-on-list-error';
import { sparesKeys } from '../api';
import { formatPrice } from '../money';

type Row = OrderSummary & Record<string, unknown>;

/** /spares/orders: the order history, paged on the server; a failed load → alert and / (spec 02 s8). */
export function OrdersPage() {
  const { t } = useTranslation('spares');
  const navigate = useNavigate();
  const me = useSessionUser();
  useRedirectOnListError(...sparesKeys.orderList());
  const [currency, setCurrency] = useState<string | null>(null);
  const isStaff = me.type.id <= 2;
  const columns: DataListColumn<Row>[] = [
    {
      accessor: 'id',
      title: t('field.orderId'),
      sortable: true,
      priority: 1,
      width: 110,
      render: (r) => `#${r.id}`,
    },
    {
      accessor: 'dateCreate',
      title: t('field.date'),
      sortable: true,
      priority: 1,
      width: 110,
      render: (r) => formatDateOnly(r.dateCreate),
    },
    ...(isStaff || me.company.kind === 'distributor'
      ? ([
          {
            accessor: 'moovexID',
            title: t('field.customer'),
            priority: 3,
            fitWidth: 180,
            render: (r) => `${r.moovexID} ${r.companyName}`,
          },
        ] satisfies DataListColumn<Row>[])
      : []),
    { accessor: 'internalNumber', title: t('field.internalNumber'), priority: 3, width: 130 },
    { accessor: 'fullName', title: t('field.fullName'), priority: 4, fitWidth: 160 },
    {
      accessor: 'city',
      title: t('field.destination'),
      priority: 5,
      fitWidth: 160,
      render: (r) => `${r.city}, ${countryName(r.country)}`,
    },
    {
      accessor: 'shippingMethod',
      title: t('field.shippingMethod'),
      priority: 5,
      width: 130,
      render: (r) => t(`method.${r.shippingMethod}`),
    },
    { accessor: 'totalQuantity', title: t('field.quantity'), priority: 4, width: 100 },
    {
      accessor: 'totalPrice',
      title: t('field.total'),
      sortable: true,
      priority: 2,
      width: 120,
      render: (r) => formatPrice(r.totalPrice, r.currency),
    },
  ];
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{t('ordersTitle')}</Title>
        <Button
          component={Link}
          to={paths.sparesOrder()}
          leftSection={<IconShoppingCart size={18} aria-hidden />}
        >
          {t('makeOrderTitle')}
        </Button>
      </Group>
      {currency && (
        <Text size="sm" c="dimmed">
          {t('yourCurrency', { currency: `${currency} (${currencySymbol(currency)})` })}
        </Text>
      )}
      <DataList<Row>
        endpoint="/order"
        queryKey={sparesKeys.orderList()}
        storeColumnsKey="spares-orders"
        caption={t('ordersTitle')}
        emptyText={t('noOrders')}
        exportReport="orders"
        defaultSort={{ columnAccessor: 'id', direction: 'desc' }}
        onRowClick={(r) => navigate(paths.sparesOrderItem(r.id))}
        onPage={(answer) => {
          const c = (answer as (KeysetAnswer<Row> & { currency?: string }) | undefined)?.currency;
          if (c) setCurrency(c);
        }}
        rowAttributes={(r) => ({ 'aria-label': t('orderRow', { id: r.id }) })}
        columns={columns}
      />
    </Stack>
  );
}
