import { ActionIcon, Group, Stack, Table, Text } from '@mantine/core';
import {
  type Cart,
  type CartItem,
  cartAddBodySchema,
  isShippingCostKnown,
  quantityMax,
  quantityMin,
} from '@poolside/contract/spares';
import { IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showError } from '../../../components/feedback-dialogs';
import { WholeNumberInput } from '../../../components/whole-number-input';
import { contractFieldError } from '../../../lib/form-validation';
import { useRemoveFromCart, useReplaceCart } from '../api';
import { formatPrice } from '../money';

/**
 * A line's quantity (1..100), saved to the cart when the field is left or Enter is pressed. A value the
 * contract refuses (the box emptied to retype it, a 0) is said at the field and sends nothing; removing a
 * line is the bin's job.
 */
function QuantityField({ cart, item }: { cart: Cart; item: CartItem }) {
  const { t } = useTranslation('spares');
  const replace = useReplaceCart();
  const [value, setValue] = useState<number | string>(item.quantity);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setValue(item.quantity);
    setError(null);
  }, [item.quantity]);
  const save = () => {
    const problem = contractFieldError(cartAddBodySchema.shape.quantity, value);
    setError(problem);
    if (problem) return;
    const quantity = Number(value);
    if (quantity === item.quantity) return;
    replace.mutate(
      { items: cart.items.map((i) => ({ pn: i.pn, quantity: i.pn === item.pn ? quantity : i.quantity })) },
      {
        onError: (error) => {
          setValue(item.quantity);
          showError(error, t('opFailed'));
        },
      },
    );
  };
  return (
    <WholeNumberInput
      aria-label={t('quantityOf', { pn: item.pn })}
      value={value}
      onChange={(next) => {
        setValue(next);
        setError(null);
      }}
      onBlur={save}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          e.preventDefault();
          save();
        }
      }}
      min={quantityMin}
      max={quantityMax}
      clampBehavior="none"
      error={error}
      w={80}
      size="xs"
      disabled={replace.isPending}
    />
  );
}

function RemoveButton({ pn }: { pn: string }) {
  const { t } = useTranslation('spares');
  const remove = useRemoveFromCart();
  return (
    <ActionIcon
      variant="subtle"
      color="red"
      aria-label={t('removePn', { pn })}
      loading={remove.isPending}
      onClick={() => remove.mutate(pn, { onError: (error) => showError(error, t('opFailed')) })}
    >
      <IconTrash size={18} aria-hidden />
    </ActionIcon>
  );
}

/** The priced lines and totals of a cart (or an order under review): quantities editable when `isEditable`. */
export function CartLines({ cart, isEditable }: { cart: Cart; isEditable: boolean }) {
  const { t } = useTranslation('spares');
  const money = (minor: number) => formatPrice(minor, cart.currency);
  return (
    <Stack gap="xs">
      <Table.ScrollContainer minWidth={320}>
        <Table verticalSpacing="xs" striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('field.partPn')}</Table.Th>
              <Table.Th visibleFrom="sm">{t('field.partDescription')}</Table.Th>
              <Table.Th>{t('field.quantity')}</Table.Th>
              <Table.Th ta="right" visibleFrom="sm">
                {t('field.unitPrice')}
              </Table.Th>
              <Table.Th ta="right">{t('field.price')}</Table.Th>
              {isEditable && <Table.Th w={40} />}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {cart.items.map((item) => (
              <Table.Tr key={item.pn}>
                <Table.Td>
                  <Text size="sm" fw={600}>
                    {item.pn}
                  </Text>
                  <Text size="xs" c="dimmed" hiddenFrom="sm">
                    {item.description}
                  </Text>
                </Table.Td>
                <Table.Td visibleFrom="sm">{item.description}</Table.Td>
                <Table.Td>{isEditable ? <QuantityField cart={cart} item={item} /> : item.quantity}</Table.Td>
                <Table.Td ta="right" visibleFrom="sm">
                  {item.hasPrice ? money(item.itemPrice) : t('noPrice')}
                </Table.Td>
                <Table.Td ta="right">{item.hasPrice ? money(item.linePrice) : '—'}</Table.Td>
                {isEditable && (
                  <Table.Td>
                    <RemoveButton pn={item.pn} />
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Totals
        currency={cart.currency}
        rows={[
          [t('itemsTotal', { n: cart.totalQuantity }), cart.itemsTotal],
          ...(cart.discountPercent > 0
            ? [[t('discountIncluded', { percent: cart.discountPercent }), null] as const]
            : []),
          [
            t('shippingPrice', { method: t(`method.${cart.shippingMethod}`) }),
            isShippingCostKnown(cart.shippingMethod) ? cart.shippingPrice : t('shippingToBeConfirmed'),
          ],
        ]}
        total={cart.totalPrice}
      />
    </Stack>
  );
}

/** Right-aligned totals with the grand total in bold. */
export function Totals({
  currency,
  rows,
  total,
}: {
  currency: string;
  /** Label and amount: a price in minor units, words instead of a price, or null for the label alone. */
  rows: (readonly [string, number | string | null])[];
  total: number;
}) {
  const { t } = useTranslation('spares');
  return (
    <Stack gap={2} align="flex-end">
      {rows.map(([label, amount]) => (
        <Group key={label} gap="md" justify="flex-end">
          <Text size="sm" c={amount === null ? 'dimmed' : undefined}>
            {label}
          </Text>
          {amount !== null && (
            <Text size="sm" miw={90} ta="right">
              {typeof amount === 'string' ? amount : formatPrice(amount, currency)}
            </Text>
          )}
        </Group>
      ))}
      <Group gap="md" justify="flex-end">
        <Text fw={700}>{t('total')}</Text>
        <Text fw={700} miw={90} ta="right" data-testid="order-total">
          {formatPrice(total, currency)}
        </Text>
      </Group>
    </Stack>
  );
}
