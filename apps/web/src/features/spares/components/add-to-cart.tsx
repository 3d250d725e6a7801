import { ActionIcon, Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type PartSearchRow, quantityMax, quantityMin } from '@poolside/contract/spares';
import { IconShoppingCart } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showError } from '../../../components/feedback-dialogs';
import { WholeNumberInput } from '../../../components/whole-number-input';
import { useSubmissionKey } from '../../../lib/submission-key';
import { useAddToCart } from '../api';

/**
 * The quantity chooser (1..100) and the add-to-cart button of a result row. An add says so in a short
 * notification (the cart link's count follows); it needs no click, so a desk can add part after part. Each
 * add the user asks for (a part and a quantity) has its key, kept until it succeeds: a double click or a
 * retry adds once.
 */
export function AddToCart({ row }: { row: PartSearchRow }) {
  const { t } = useTranslation('spares');
  const [quantity, setQuantity] = useState<number>(1);
  const addKey = useSubmissionKey();
  const add = useAddToCart();
  if (row.itemPrice === null)
    return (
      <Text size="sm" c="dimmed">
        {t('noPrice')}
      </Text>
    );
  const onAdd = () => {
    void add.mutate(
      { pn: row.partPn, quantity, idempotencyKey: addKey.keyOf({ pn: row.partPn, quantity }) },
      {
        onSuccess: () => {
          addKey.renew();
          notifications.show({ color: 'green', message: t('added', { n: quantity, pn: row.partPn }) });
        },
        // Spec 02 section 8: a failed add shows the generic operation-failed dialog.
        onError: (error) => showError(error, t('opFailed')),
      },
    );
  };
  return (
    <Group gap={6} wrap="nowrap">
      <WholeNumberInput
        aria-label={t('quantityOf', { pn: row.partPn })}
        value={quantity}
        onChange={(v) => setQuantity(typeof v === 'number' ? v : quantityMin)}
        min={quantityMin}
        max={quantityMax}
        clampBehavior="strict"
        w={64}
        size="xs"
      />
      <Button
        size="xs"
        onClick={onAdd}
        loading={add.isPending}
        leftSection={<IconShoppingCart size={14} aria-hidden />}
        aria-label={t('addPn', { pn: row.partPn })}
        visibleFrom="sm"
      >
        {t('add')}
      </Button>
      <ActionIcon
        size="lg"
        onClick={onAdd}
        loading={add.isPending}
        aria-label={t('addPn', { pn: row.partPn })}
        hiddenFrom="sm"
      >
        <IconShoppingCart size={16} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
