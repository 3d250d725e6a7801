import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../app/paths';

export function NotFoundPage() {
  const { t } = useTranslation('common');
  return (
    <Stack gap="md" maw={640}>
      <Title order={1}>{t('notFound.title')}</Title>
      <Text>{t('notFound.text')}</Text>
      <Anchor component={Link} to={paths.home()} w="fit-content">
        {t('notFound.home')}
      </Anchor>
    </Stack>
  );
}
