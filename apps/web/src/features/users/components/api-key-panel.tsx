import { Button, Code, CopyButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../components/confirm';
import { showError } from '../../../components/feedback-dialogs';
import { useApiKey } from '../api';

/** API access of a type-2 user, for type 1 only: the key is shown once, right after it is generated. */
export function ApiKeyPanel({ userId, prefix }: { userId: number; prefix: string | null }) {
  const { t } = useTranslation('users');
  const { generate, revoke } = useApiKey(userId);
  const [shown, setShown] = useState<string | null>(null);
  const confirm = useConfirm();
  const runGenerate = () =>
    generate.mutate(undefined, {
      onSuccess: (k) => setShown(k.apiKey),
      onError: (error) => showError(error),
    });
  return (
    <Paper withBorder p="md">
      <Stack gap="xs">
        <Title order={4}>{t('api.title')}</Title>
        <Text size="sm">{prefix ? t('api.active', { prefix }) : t('api.none')}</Text>
        {shown && (
          <Group>
            <Code data-testid="api-key">{shown}</Code>
            <CopyButton value={shown}>
              {({ copied, copy }) => (
                <Button size="compact-xs" onClick={copy}>
                  {copied ? t('api.copied') : t('api.copy')}
                </Button>
              )}
            </CopyButton>
            <Text size="xs" c="dimmed">
              {t('api.once')}
            </Text>
          </Group>
        )}
        <Group>
          <Button
            size="xs"
            loading={generate.isPending}
            onClick={() =>
              // A new key replaces the active one: programs using it stop working.
              prefix
                ? confirm({
                    title: t('api.generate'),
                    message: t('api.replaceConfirm', { prefix }),
                    confirmLabel: t('api.generate'),
                    isDanger: true,
                    onConfirm: runGenerate,
                  })
                : runGenerate()
            }
          >
            {t('api.generate')}
          </Button>
          <Button
            size="xs"
            color="red"
            variant="light"
            disabled={!prefix}
            loading={revoke.isPending}
            onClick={() =>
              confirm({
                title: t('api.revoke'),
                message: t('api.revokeConfirm', { prefix }),
                confirmLabel: t('api.revoke'),
                isDanger: true,
                onConfirm: () =>
                  revoke.mutate(undefined, {
                    onSuccess: () => setShown(null),
                    onError: (error) => showError(error),
                  }),
              })
            }
          >
            {t('api.revoke')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
