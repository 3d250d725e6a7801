import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../components/confirm';
import { showError, showSuccessDialog } from '../../../components/feedback-dialogs';
import { useResetTwoFactor } from '../api';

/** For a type-1 administrator, on a user who has two-step sign-in on: reset it (a lost phone), after a confirm. */
export function TwoFactorResetPanel({ userId, name }: { userId: number; name: string }) {
  const { t } = useTranslation('users');
  const reset = useResetTwoFactor(userId);
  const confirm = useConfirm();
  return (
    <Paper withBorder p="md">
      <Stack gap="xs">
        <Title order={4}>{t('twoFactor.title')}</Title>
        <Text size="sm">{t('twoFactor.resetHint')}</Text>
        <Button
          size="xs"
          color="red"
          variant="light"
          style={{ alignSelf: 'flex-start' }}
          loading={reset.isPending}
          onClick={() =>
            confirm({
              title: t('twoFactor.reset'),
              message: t('twoFactor.resetConfirm', { name }),
              confirmLabel: t('twoFactor.reset'),
              isDanger: true,
              onConfirm: () =>
                reset.mutate(undefined, {
                  onSuccess: () => showSuccessDialog(t('twoFactor.resetDone', { name })),
                  onError: (error) => showError(error),
                }),
            })
          }
        >
          {t('twoFactor.reset')}
        </Button>
      </Stack>
    </Paper>
  );
}
