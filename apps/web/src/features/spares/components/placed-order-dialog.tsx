import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../app/paths';

/** Once the order is placed: its number, and the way to the orders list or to the order. */
export function PlacedOrderDialog({
  placedId,
  onLeave,
}: {
  placedId: number | null;
  onLeave: (to?: string) => void;
}) {
  const { t } = useTranslation('spares');
  return (
    <Modal
      opened={placedId !== null}
      onClose={() => onLeave()}
      centered
      title={
        <Group gap="xs">
          <IconCircleCheck color="var(--mantine-color-green-8)" aria-hidden />
          <Text fw={700}>{t('placedTitle')}</Text>
        </Group>
      }
    >
      <Stack>
        <Text>{t('placedText', { id: placedId })}</Text>
        <Text size="sm" c="dimmed">
          {t('placedMail')}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => onLeave()}>
            {t('ordersTitle')}
          </Button>
          <Button data-autofocus onClick={() => onLeave(paths.sparesOrderItem(placedId ?? 0))}>
            {t('viewOrder')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
