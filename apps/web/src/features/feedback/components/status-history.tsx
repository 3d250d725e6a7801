import { Paper, Stack, Text, Timeline, Title } from '@mantine/core';
import type { FeedbackReport } from '@poolside/contract/feedback';
import { useTranslation } from 'react-i18next';
import { statusWord } from '../../../components/status-label';
import { formatDateTime } from '../../../lib/dates';

/** A report's status history, oldest first: the submission, then who changed the status from what to what, when. */
export function StatusHistory({ report }: { report: FeedbackReport }) {
  const { t } = useTranslation('feedback');
  const { t: tc } = useTranslation('common');
  const word = (code: string) => statusWord(tc, 'feedback', code);
  const steps = report.statusHistory;
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md">
      <Stack>
        <Title order={3}>{t('detail.statusHistory')}</Title>
        <Timeline active={steps.length - 1} bulletSize={14} lineWidth={2}>
          {steps.map((step, i) => (
            <Timeline.Item
              // The steps never reorder: their place is their identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: an append-only history
              key={i}
              title={
                <Text fw={600} size="sm">
                  {step.from === null
                    ? t('detail.stepFiled', { name: step.byName || t('detail.someone') })
                    : t('detail.stepChange', { from: word(step.from), to: word(step.to) })}
                </Text>
              }
            >
              <Text size="sm" c="dimmed">
                {step.from === null
                  ? formatDateTime(step.at)
                  : t('detail.stepBy', {
                      name: step.byName || t('detail.someone'),
                      date: formatDateTime(step.at),
                    })}
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>
      </Stack>
    </Paper>
  );
}
