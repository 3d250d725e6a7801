import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import type { SessionUser } from '@poolside/contract/users';
import { IconLogout, IconShoppingCart, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { logout } from '../../lib/logout';
import { paths } from '../paths';

function initialsOf(name: string) {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');
}

export function UserLogo({ user, size = 'md' }: { user: SessionUser; size?: string }) {
  return (
    <Avatar
      src={user.logo ? `/api/files/${user.logo}` : null}
      alt={user.name}
      size={size}
      color="blue.8"
      variant="filled"
    >
      {initialsOf(user.name)}
    </Avatar>
  );
}

/** The user dropdown: profile, cart, logout. */
export function UserMenu({ user }: { user: SessionUser }) {
  const { t } = useTranslation('shell');
  return (
    <Menu position="bottom-end" shadow="md" width={220}>
      <Menu.Target>
        <UnstyledButton aria-label={t('userMenu.label', { name: user.name })} p={4}>
          <Group gap="xs" wrap="nowrap">
            <UserLogo user={user} size="md" />
            <Text size="sm" fw={500} visibleFrom="md" truncate maw={160}>
              {user.name}
            </Text>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{user.company.name}</Menu.Label>
        <Menu.Item component={Link} to={paths.myProfile()} leftSection={<IconUser size={16} aria-hidden />}>
          {t('userMenu.profile')}
        </Menu.Item>
        <Menu.Item
          component={Link}
          to={paths.sparesBag()}
          leftSection={<IconShoppingCart size={16} aria-hidden />}
        >
          {t('userMenu.cart')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item leftSection={<IconLogout size={16} aria-hidden />} onClick={() => void logout()}>
          {t('userMenu.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
