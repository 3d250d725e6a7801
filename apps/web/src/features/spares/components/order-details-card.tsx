import { Card, SimpleGrid, Text } from '@mantine/core';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateOnly } from '../../../lib/dates';
import { countryName } from '../../../lib/names';
import type { ShippingValues } from '../order-form';

/** The review's card: where the order goes, how, and the optional details that were given. */
export function OrderDetailsCard({ values: v }: { values: ShippingValues }) {
  const { t } = useTranslation('spares');
  const method =
    v.shippingMethod === 'OTHER'
      ? `${t('method.OTHER')}: ${v.shippingOther}`
      : t(`method.${v.shippingMethod}`);
  const optional: [string, string | null][] = [
    ['internalNumber', v.internalNumber || null],
    ['salesMan', v.salesMan || null],
    ['deliverySchedule', v.deliverySchedule !== null ? formatDateOnly(v.deliverySchedule) : null],
    ['notes', v.notes || null],
  ];
  return (
    <Card withBorder>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
        <Text size="sm">
          <b>{t('shipTo')}</b>
          <br />
          {v.fullName}
          <br />
          {v.address}
          <br />
          {v.zip} {v.city}, {countryName(v.country)}
        </Text>
        <Text size="sm">
          <b>{t('factLabel', { label: t('field.shippingMethod') })}</b> {method}
          {optional.map(
            ([field, value]) =>
              value !== null && (
                <Fragment key={field}>
                  <br />
                  <b>{t('factLabel', { label: t(`field.${field}`) })}</b> {value}
                </Fragment>
              ),
          )}
        </Text>
      </SimpleGrid>
    </Card>
  );
}
