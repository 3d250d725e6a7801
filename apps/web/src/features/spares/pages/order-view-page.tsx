import { apiFiles } from '../../../lib/api-files';
import { Button, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { isShippingCostKnown, type Order } from '@poolside/contract/spares';
import { IconDownload, IconPrinter } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { paths } from '../../../app/paths';
import { showError } from '../../../components/feedback-dialogs';
import { PageLoader } from '../../../components/page-loader';
import { formatDateOnly } from '../../../lib/dates';
import { countryName } from '../../../lib/names';
import { orderQuery } from '../api';
import { Totals } from '../components/cart-lines';
import { formatPrice } from '../money';
import './order-print.css';

/** /spares/orders/{id}: an order with print and PDF; a missing id or a failed load → /spares/orders. */
export function OrderViewPage() {
  const { id } = useParams();
  const orderId = Number(id);
  const isValidId = Number.isInteger(orderId) && orderId > 0;
  const navigate = useNavigate();
  const loaded = useQuery({ ...orderQuery(orderId), enabled: isValidId });
  useEffect(() => {
    if (!isValidId) navigate(paths.sparesOrders(), { replace: true });
    else if (loaded.isError) {
      showError(loaded.error);
      navigate(paths.sparesOrders(), { replace: true });
    }
  }, [isValidId, loaded.isError, loaded.error, navigate]);
  if (!loaded.data) return <PageLoader />;
  return <OrderView order={loaded.data} />;
}

function Fact({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation('spares');
  if (!value) return null;
  return (
    <Text size="sm">
      <Text span fw={600}>
        {t('factLabel', { label })}
      </Text>{' '}
      {value}
    </Text>
  );
}

function OrderView({ order }: { order: Order }) {
  const { t } = useTranslation('spares');
  const [isDownloading, setIsDownloading] = useState(false);
  const money = (minor: number) => formatPrice(minor, order.currency);
  const method =
    order.shippingMethod === 'OTHER' && order.shippingOther
      ? `${t('method.OTHER')}: ${order.shippingOther}`
      : t(`method.${order.shippingMethod}`);
  const download = async () => {
    setIsDownloading(true);
    try {
      await apiFiles.download('/order/{id}/pdf', {
        path: { id: order.id },
        fileName: `order-${order.id}.pdf`,
      });
    } catch (error) {
      showError(error);
    } finally {
      setIsDownloading(false);
    }
  };
  return (
    <Stack className="order-sheet">
      <Group justify="space-between" align="flex-start">
        <div>
          <Text className="order-print-only" fw={700}>
            Poolside Portal
          </Text>
          <Title order={2}>{t('orderTitle', { id: order.id })}</Title>
          <Text size="sm" c="dimmed">
            {formatDateOnly(order.dateCreate)} · {order.moovexID} {order.companyName} · {order.userFullName}
          </Text>
        </div>
        <Group className="order-no-print" gap="xs">
          <Button
            variant="default"
            leftSection={<IconPrinter size={18} aria-hidden />}
            onClick={() => window.print()}
          >
            {t('print')}
          </Button>
          <Button
            leftSection={<IconDownload size={18} aria-hidden />}
            onClick={download}
            loading={isDownloading}
          >
            {t('downloadPdf')}
          </Button>
        </Group>
      </Group>
      <Card withBorder className="order-card">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
          <Stack gap={2}>
            <Text fw={600} size="sm">
              {t('shipTo')}
            </Text>
            <Text size="sm">{order.fullName}</Text>
            <Text size="sm">{order.address}</Text>
            <Text size="sm">
              {order.zip} {order.city}, {countryName(order.country)}
            </Text>
          </Stack>
          <Stack gap={2}>
            <Fact label={t('field.shippingMethod')} value={method} />
            <Fact label={t('field.internalNumber')} value={order.internalNumber} />
            <Fact label={t('field.salesMan')} value={order.salesMan} />
            <Fact
              label={t('field.deliverySchedule')}
              value={order.deliverySchedule === null ? '' : formatDateOnly(order.deliverySchedule)}
            />
            <Fact label={t('field.notes')} value={order.notes} />
          </Stack>
        </SimpleGrid>
      </Card>
      <Table.ScrollContainer minWidth={320}>
        <Table verticalSpacing="xs" striped className="order-lines">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('field.partPn')}</Table.Th>
              <Table.Th className="order-wide">{t('field.partDescription')}</Table.Th>
              <Table.Th ta="right">{t('field.quantity')}</Table.Th>
              <Table.Th ta="right" className="order-wide">
                {t('field.unitPrice')}
              </Table.Th>
              <Table.Th ta="right">{t('field.price')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {order.items.map((item) => (
              <Table.Tr key={item.pn}>
                <Table.Td>
                  <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                    {item.pn}
                  </Text>
                  <Text size="xs" c="dimmed" className="order-narrow">
                    {item.description}
                  </Text>
                </Table.Td>
                <Table.Td className="order-wide">{item.description}</Table.Td>
                <Table.Td ta="right">{item.quantity}</Table.Td>
                <Table.Td ta="right" className="order-wide">
                  {money(item.itemPrice)}
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {money(item.linePrice)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Totals
        currency={order.currency}
        rows={[
          [t('itemsTotal', { n: order.totalQuantity }), order.itemsTotal],
          ...(order.discountPercent > 0
            ? [[t('discountIncluded', { percent: order.discountPercent }), null] as const]
            : []),
          [
            t('shippingPrice', { method }),
            isShippingCostKnown(order.shippingMethod) ? order.shippingPrice : t('shippingToBeConfirmed'),
          ],
        ]}
        total={order.totalPrice}
      />
    </Stack>
  );
}
