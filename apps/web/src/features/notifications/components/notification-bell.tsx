import { limits } from '@poolside/contract/constants';
import { ActionIcon, Button, Divider, Group, Indicator, Menu, ScrollArea, Stack, Text } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useNotificationAction, usePolledNotifications } from '../api';
import { NotificationIcon } from './notification-icon';

/** The badge text: the count, capped at "10+". */
export function badgeLabel(count: number): string {
  return count > limits.notificationDropdownMax ? `${limits.notificationDropdownMax}+` : String(count);
}

/** The top bar's bell: badge of unseen, dropdown of up to 10, opening marks them viewed, clear-all. */
export function NotificationBell() {
  const { t } = useTranslation('notifications');
  const { data } = usePolledNotifications();
  const action = useNotificationAction();
  const notSeen = data?.notSeen ?? [];
  const shown = [...notSeen, ...(data?.seen ?? [])].slice(0, limits.notificationDropdownMax);
  const onOpen = () => {
    const ids = shown.filter((n) => !n.viewed).map((n) => n.id);
    if (ids.length) action.mutate({ method: 'setViewed', ids });
  };
  const clearAll = () => {
    const ids = [...notSeen, ...(data?.seen ?? [])].map((n) => n.id);
    if (ids.length) action.mutate({ method: 'removeNotifications', ids });
  };
  return (
    <Menu width={360} position="bottom-end" shadow="md" onOpen={onOpen} withinPortal>
      {/* The target is the button itself: Menu.Target gives its child aria-haspopup/aria-expanded. */}
      <Indicator
        label={badgeLabel(notSeen.length)}
        size={18}
        color="red"
        disabled={notSeen.length === 0}
        offset={4}
      >
        <Menu.Target>
          <ActionIcon
            variant="subtle"
            size="lg"
            aria-label={t('bell.label', { count: notSeen.length })}
            data-testid="notification-bell"
          >
            <IconBell aria-hidden />
          </ActionIcon>
        </Menu.Target>
      </Indicator>
      <Menu.Dropdown>
        <Group justify="space-between" px="xs" py={4}>
          <Text fw={700}>{t('title')}</Text>
          <Button size="compact-xs" variant="subtle" onClick={clearAll} disabled={shown.length === 0}>
            {t('clearAll')}
          </Button>
        </Group>
        <Divider />
        <ScrollArea.Autosize mah={400}>
          {shown.length === 0 && (
            <Text c="dimmed" p="sm" size="sm">
              {t('empty')}
            </Text>
          )}
          {shown.map((n) => (
            <Menu.Item
              key={n.id}
              leftSection={<NotificationIcon type={n.type} />}
              data-testid="notification-item"
            >
              <Stack gap={0}>
                <Text size="sm" fw={n.viewed ? 400 : 700}>
                  {n.title}
                </Text>
                <Text size="xs" c="dimmed" lineClamp={2}>
                  {n.text}
                </Text>
                <Text size="xs" c="dimmed">
                  {n.dateCreateStr}
                </Text>
              </Stack>
            </Menu.Item>
          ))}
        </ScrollArea.Autosize>
        <Divider />
        <Menu.Item component={Link} to="/notifications" ta="center">
          {t('seeAll')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
