import type { Notification } from '@poolside/contract/notifications';
import { Anchor, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { DataList } from '../../../components/data-list/data-list';
import { showError } from '../../../components/feedback-dialogs';
import { notificationKeys, notificationSummaryQuery, useNotificationAction } from '../api';
import { NotificationIcon } from '../components/notification-icon';
import { notificationTarget } from '../notification-target';

type Tab = 'notSeen' | 'seen';

function NotificationList({ viewed, caption }: { viewed: 0 | 1; caption: string }) {
  const { t } = useTranslation('notifications');
  const navigate = useNavigate();
  const action = useNotificationAction();
  const markViewed = (n: Notification) => {
    if (!n.viewed) action.mutate({ method: 'setViewed', ids: [n.id] });
  };
  const open = (n: Notification) => {
    markViewed(n);
    const target = notificationTarget(n);
    if (target) navigate(target);
  };
  return (
    <DataList<Notification>
      endpoint="/notifications/page"
      queryKey={notificationKeys.page(viewed)}
      params={{ viewed }}
      storeColumnsKey={`notifications-${viewed ? 'seen' : 'not-seen'}`}
      caption={caption}
      emptyText={t('empty')}
      withFilter={false}
      pageSize={20}
      defaultSort={{ columnAccessor: 'dateCreate', direction: 'desc' }}
      onRowClick={open}
      rowAttributes={() => ({ 'data-testid': 'notification-row' })}
      columns={[
        {
          accessor: 'title',
          title: t('columns.notification'),
          priority: 1,
          render: (n) => {
            const target = notificationTarget(n);
            return (
              <Group wrap="nowrap" align="flex-start">
                <NotificationIcon type={n.type} />
                <Stack gap={2}>
                  {/* The title is the row's link (keyboard, screen readers, a new tab); the row's click opens the same. */}
                  {target ? (
                    <Anchor
                      component={Link}
                      to={target}
                      fw={n.viewed ? 400 : 700}
                      onClick={(event) => {
                        event.stopPropagation();
                        markViewed(n);
                      }}
                    >
                      {n.title}
                    </Anchor>
                  ) : (
                    <Text fw={n.viewed ? 400 : 700}>{n.title}</Text>
                  )}
                  <Text size="sm">{n.text}</Text>
                </Stack>
              </Group>
            );
          },
        },
        {
          accessor: 'dateCreate',
          title: t('columns.date'),
          priority: 2,
          width: 150,
          render: (n) => n.dateCreateStr,
        },
      ]}
    />
  );
}

/**
 * /notifications: two tabs, not viewed and viewed, each a server-paged list (GET /api/notifications/page);
 * a row (a click, or its title's link from the keyboard) opens the notification's object, as the bell does, and
 * marks it viewed. A failed load alerts and goes home.
 */
export function NotificationsPage() {
  const { t } = useTranslation('notifications');
  const navigate = useNavigate();
  const [tab, setTab] = useState<Tab>('notSeen');
  const summary = useQuery(notificationSummaryQuery);
  useEffect(() => {
    if (summary.error) {
      showError(summary.error);
      navigate('/', { replace: true });
    }
  }, [summary.error, navigate]);
  return (
    <Stack>
      <Title order={2}>{t('title')}</Title>
      <Tabs value={tab} onChange={(value) => setTab(value === 'seen' ? 'seen' : 'notSeen')}>
        <Tabs.List>
          <Tabs.Tab value="notSeen">{t('notViewed', { count: summary.data?.notSeenCount ?? 0 })}</Tabs.Tab>
          <Tabs.Tab value="seen">{t('viewedTab')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="notSeen" pt="md">
          {tab === 'notSeen' && <NotificationList viewed={0} caption={t('notViewedTab')} />}
        </Tabs.Panel>
        <Tabs.Panel value="seen" pt="md">
          {tab === 'seen' && <NotificationList viewed={1} caption={t('viewedTab')} />}
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
