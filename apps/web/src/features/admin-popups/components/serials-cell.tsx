import type { PopupMessage } from '@poolside/contract/popups';
import { Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The read-only, comma-joined serial list of one message (the first ones, with a count and a download). */
export function SerialsCell({ row }: { row: PopupMessage }) {
  const { t } = useTranslation('adminPopups');
  if (row.snCount === 0)
    return (
      <Text c="dimmed" size="sm">
        {t('noSerials')}
      </Text>
    );
  const more = row.snCount - row.sns.length;
  return (
    <Stack gap={4} maw={320}>
      <Text size="sm" style={{ wordBreak: 'break-word' }} lineClamp={4}>
        {row.sns.join(', ')}
        {more > 0 ? ` ${t('more', { count: more })}` : ''}
      </Text>
      <Text size="xs" c="dimmed">
        {t('serialCount', { count: row.snCount })} ·{' '}
        <Anchor href={`/api/popups/${row.id}/serials.csv`} size="xs" download>
          {t('downloadSerials')}
        </Anchor>
      </Text>
    </Stack>
  );
}
