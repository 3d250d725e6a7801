import type { Notification } from '@poolside/contract/notifications';
import { Card, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { showErrorDialog } from '../../../components/feedback-dialogs';
import { notificationsQueryOptions } from '../api';
import { NotificationIcon } from '../components/notification-icon';

function NotificationList({ rows, empty }: { rows: Notification[]; empty: string }) {
  if (rows.length === 0) return <Text c="dimmed">{empty}</Text>;
  return (
    <Stack gap="xs">
      {rows.map((n) => (
        <Card key={n.id} withBorder padding="sm" data-testid="notification-row">
          <Group wrap="nowrap" align="flex-start">
            <NotificationIcon type={n.type} />
            <Stack gap={2} style={{ flex: 1 }}>
              <Group justify="space-between">
                <Text fw={600}>{n.title}</Text>
                <Text size="xs" c="dimmed">
                  {n.dateCreateStr}
                </Text>
              </Group>
              <Text size="sm">{n.text}</Text>
            </Stack>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}

/** /notifications: two tabs, not viewed and viewed. A failed load alerts and goes home. */
export function NotificationsPage() {
  const { t } = useTranslation('notifications');
  const navigate = useNavigate();
  const { data, error, isPending } = useQuery(notificationsQueryOptions);
  useEffect(() => {
    if (error) {
      showErrorDialog(error);
      navigate('/', { replace: true });
    }
  }, [error, navigate]);
  if (isPending || !data) return <PageLoader />;
  return (
    <Stack>
      <Title order={2}>{t('title')}</Title>
      <Tabs defaultValue="notSeen">
        <Tabs.List>
          <Tabs.Tab value="notSeen">{t('notViewed', { count: data.notSeen.length })}</Tabs.Tab>
          <Tabs.Tab value="seen">{t('viewed', { count: data.seen.length })}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="notSeen" pt="md">
          <NotificationList rows={data.notSeen} empty={t('empty')} />
        </Tabs.Panel>
        <Tabs.Panel value="seen" pt="md">
          <NotificationList rows={data.seen} empty={t('empty')} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
