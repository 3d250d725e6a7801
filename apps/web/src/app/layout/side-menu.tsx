import { NavLink } from '@mantine/core';
import type { MenuKey } from '@poolside/contract/constants';
import type { Menu } from '@poolside/contract/users';
import {
  IconAddressBook,
  IconBook,
  IconChartBar,
  IconHelpCircle,
  IconHome,
  IconInfoCircle,
  IconMessageReport,
  IconPackage,
  IconReplace,
  IconSettings,
  IconShoppingCart,
  IconTool,
  IconUsers,
} from '@tabler/icons-react';
import { type ComponentType, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

const icons: Record<MenuKey, ComponentType<{ size?: number; 'aria-hidden'?: boolean }>> = {
  hp: IconHome,
  about_us: IconInfoCircle,
  repairs: IconTool,
  complete_unit: IconPackage,
  feedback: IconMessageReport,
  spares: IconShoppingCart,
  compatibility: IconReplace,
  contact: IconAddressBook,
  users: IconUsers,
  admin: IconSettings,
  faq: IconHelpCircle,
  reports: IconChartBar,
};

export const updateWarrantyItem = 'update_warranty';

/** hp is the dashboard; every other menu is /{menu}, its submenus /{menu}/{item}. */
export function menuPath(key: string, item?: string): string {
  if (item) return `/${key}/${item}`;
  return key === 'hp' ? '/' : `/${key}`;
}

function itemKey(item: string) {
  return item.replaceAll('/', '_');
}

type SideMenuProps = { menus: Menu[]; onOpenWarranty: () => void };

export function SideMenu({ menus, onOpenWarranty }: SideMenuProps) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const [opened, setOpened] = useState<Record<string, boolean>>({});
  return (
    // The browser's own scrolling: Mantine's ScrollArea would bring floating-ui into the shell's first load.
    <div style={{ flex: 1, minHeight: 0, overflowY: 'auto' }}>
      {menus.map((menu) => {
        const Icon = icons[menu.key] ?? IconBook;
        const label = t(`menu.${menu.key}`);
        const leftSection = <Icon size={18} aria-hidden />;
        if (menu.items.length === 0) {
          const to = menuPath(menu.key);
          return (
            <NavLink
              key={menu.key}
              component={Link}
              to={to}
              label={label}
              leftSection={leftSection}
              active={pathname === to}
              aria-current={pathname === to ? 'page' : undefined}
            />
          );
        }
        const isOpened = opened[menu.key] ?? pathname.startsWith(`/${menu.key}/`);
        return (
          <NavLink
            key={menu.key}
            component="button"
            type="button"
            label={label}
            leftSection={leftSection}
            opened={isOpened}
            onChange={(next) => setOpened((current) => ({ ...current, [menu.key]: next }))}
            aria-expanded={isOpened}
          >
            {menu.items.map((item) => {
              const itemLabel = t(`menuItem.${menu.key}.${itemKey(item)}`, { defaultValue: item });
              if (item === updateWarrantyItem) {
                return <NavLink key={item} component="button" label={itemLabel} onClick={onOpenWarranty} />;
              }
              const to = menuPath(menu.key, item);
              return (
                <NavLink
                  key={item}
                  component={Link}
                  to={to}
                  label={itemLabel}
                  active={pathname === to}
                  aria-current={pathname === to ? 'page' : undefined}
                />
              );
            })}
          </NavLink>
        );
      })}
    </div>
  );
}
