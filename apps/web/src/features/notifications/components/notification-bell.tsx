import { limits } from '@poolside/contract/constants';
import {
  ActionIcon,
  Button,
  Center,
  Divider,
  Group,
  Indicator,
  Loader,
  Menu,
  ScrollArea,
  Stack,
  Text,
} from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useNotificationAction, usePolledNotifications } from '../api';
import { notificationTarget } from '../notification-target';
import { NotificationIcon } from './notification-icon';
import { paths } from '../../../app/paths';

/** The badge text: the count, capped at "10+". */
export function badgeLabel(count: number): string {
  return count > limits.notificationDropdownMax ? `${limits.notificationDropdownMax}+` : String(count);
}

/**
 * The top bar's bell: badge of unseen, dropdown of the 10 latest (one small polled answer). The badge waits for
 * the first poll (10 s, spec 01); opening the bell loads at once (a loader until the answer is there) and marks
 * the shown unseen ones viewed. A click opens the notification's object, clear-all removes the shown ones.
 */
export function NotificationBell() {
  const { t } = useTranslation('notifications');
  const navigate = useNavigate();
  const { data, refetch, isError } = usePolledNotifications();
  const action = useNotificationAction();
  const [isOpen, setOpen] = useState(false);
  const notSeenCount = data?.notSeenCount ?? 0;
  const shown = (data?.latest ?? []).slice(0, limits.notificationDropdownMax);
  // Ids already sent as viewed: a poll while the bell is open shows them again until its answer changes.
  const markedIds = useRef(new Set<number>());
  const { mutate } = action;
  useEffect(() => {
    if (!isOpen || !data) return;
    const ids = data.latest
      .slice(0, limits.notificationDropdownMax)
      .filter((n) => !n.viewed && !markedIds.current.has(n.id))
      .map((n) => n.id);
    if (ids.length === 0) return;
    for (const id of ids) markedIds.current.add(id);
    mutate({ method: 'setViewed', ids });
  }, [isOpen, data, mutate]);
  const onOpen = () => {
    setOpen(true);
    void refetch();
  };
  const clearAll = () => {
    const ids = shown.map((n) => n.id);
    if (ids.length) action.mutate({ method: 'removeNotifications', ids });
  };
  return (
    <Menu
      width={360}
      position="bottom-end"
      shadow="md"
      onOpen={onOpen}
      onClose={() => setOpen(false)}
      withinPortal
    >
      {/* The target is the button itself: Menu.Target gives its child aria-haspopup/aria-expanded. */}
      <Indicator
        label={badgeLabel(notSeenCount)}
        size={18}
        color="red"
        disabled={notSeenCount === 0}
        offset={4}
      >
        <Menu.Target>
          <ActionIcon
            variant="subtle"
            size="lg"
            aria-label={t('bell.label', { count: notSeenCount })}
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
          {!data && !isError && (
            <Center p="sm">
              <Loader size="sm" role="status" aria-label={t('common:loading')} />
            </Center>
          )}
          {!data && isError && (
            <Text c="red" p="sm" size="sm" role="alert">
              {t('loadFailed')}
            </Text>
          )}
          {data && shown.length === 0 && (
            <Text c="dimmed" p="sm" size="sm">
              {t('empty')}
            </Text>
          )}
          {shown.map((n) => {
            const target = notificationTarget(n);
            return (
              <Menu.Item
                key={n.id}
                leftSection={<NotificationIcon type={n.type} />}
                data-testid="notification-item"
                onClick={target ? () => navigate(target) : undefined}
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
            );
          })}
        </ScrollArea.Autosize>
        <Divider />
        <Menu.Item component={Link} to={paths.notifications()} ta="center">
          {t('seeAll')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
