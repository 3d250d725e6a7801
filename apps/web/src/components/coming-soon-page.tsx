import { Code, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';

/** Stands in for screens that later issues build, so every menu entry leads somewhere. */
export function ComingSoonPage() {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  return (
    <Stack gap="md" maw={640}>
      <Title order={1}>{t('comingSoon.title')}</Title>
      <Text>{t('comingSoon.text')}</Text>
      <Code w="fit-content">{pathname}</Code>
    </Stack>
  );
}
