import { Menu } from '@mantine/core';
import type { SessionUser } from '@poolside/contract/users';
import { IconLogout, IconShoppingCart, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { logout } from '../../lib/logout';
import { paths } from '../paths';
import { UserButton } from './user-button';

/** The user dropdown: profile, cart, logout. `defaultOpened`: asked for before its code was there. */
export function UserMenu({ user, defaultOpened }: { user: SessionUser; defaultOpened?: boolean }) {
  const { t } = useTranslation('shell');
  return (
    <Menu position="bottom-end" shadow="md" width={220} defaultOpened={defaultOpened}>
      <Menu.Target>
        <UserButton user={user} />
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
