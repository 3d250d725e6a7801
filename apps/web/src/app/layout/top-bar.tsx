import { ActionIcon, Anchor, Burger, Button, Group } from '@mantine/core';
import type { SessionUser } from '@poolside/contract/users';
import { IconBell, IconMail, IconSearch, IconShieldCheck, IconShoppingCart } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { LanguagePicker } from '../../components/language-picker';
import { BrandMark } from '../../components/brand-mark';
import { loadNamespaces } from '../../lib/i18n';
import { hasPortalHistory, paths, upFrom } from '../paths';
import { useIdle } from '../use-idle';
import { BackIcon } from './back-icon';
import { UserButton } from './user-button';

// The staff search across companies (types 1 and 2 only) loads when first opened, with its words.
const StaffSearchDialog = lazy(() =>
  Promise.all([
    import('../../features/staff-search/staff-search-dialog'),
    loadNamespaces('staffSearch'),
  ]).then(([m]) => ({ default: m.StaffSearchDialog })),
);

// The dropdowns (user menu, notification bell) and the back button's tooltip load once the page has painted
// (top-bar-menus.tsx: Menu, Popover, Tooltip, floating-ui); stand-ins of the same look hold their place.
const menus = () => import('./top-bar-menus');
const UserMenu = lazy(() => menus().then((m) => ({ default: m.UserMenu })));
const NotificationBell = lazy(() => menus().then((m) => ({ default: m.NotificationBell })));
const BackButton = lazy(() => menus().then((m) => ({ default: m.BackButton })));

type TopBarProps = {
  user: SessionUser;
  isNavOpened: boolean;
  onToggleNav: () => void;
  onOpenWarranty: () => void;
};

export function TopBar({ user, isNavOpened, onToggleNav, onOpenWarranty }: TopBarProps) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const navigate = useNavigate();
  // Back within the portal; a screen opened first in this tab (a link, a new tab, after the login) goes
  // one level up instead of leaving the portal for the browser's previous (often blank) page.
  const goBack = () => (hasPortalHistory() ? navigate(-1) : navigate(upFrom(pathname)));
  const isStaff = user.type.id === 1 || user.type.id === 2;
  // A click on a stand-in loads the dropdowns at once (the user menu then opens by itself).
  const isIdle = useIdle();
  const [isUserMenuWanted, setUserMenuWanted] = useState(false);
  const [isBellWanted, setBellWanted] = useState(false);
  const areMenusLoaded = isIdle || isUserMenuWanted || isBellWanted;
  const userStandIn = <UserButton user={user} onClick={() => setUserMenuWanted(true)} />;
  const bellStandIn = (
    <ActionIcon
      variant="subtle"
      size="lg"
      aria-label={t('title', { ns: 'notifications' })}
      onClick={() => setBellWanted(true)}
    >
      <IconBell aria-hidden />
    </ActionIcon>
  );
  const [isSearchOpened, setSearchOpened] = useState(false);
  const [hasOpenedSearch, setHasOpenedSearch] = useState(false);
  const openSearch = () => {
    setHasOpenedSearch(true);
    setSearchOpened(true);
  };
  return (
    <Group h="100%" px="sm" justify="space-between" wrap="nowrap" gap="xs">
      <Group gap="xs" wrap="nowrap">
        <Burger
          opened={isNavOpened}
          onClick={onToggleNav}
          size="sm"
          aria-label={t('topBar.toggleMenu')}
          aria-expanded={isNavOpened}
          aria-controls="side-menu"
        />
        {pathname !== '/' && (
          <Suspense fallback={<BackIcon onClick={goBack} />}>
            {areMenusLoaded ? <BackButton onClick={goBack} /> : <BackIcon onClick={goBack} />}
          </Suspense>
        )}
        <Anchor component={Link} to={paths.home()} underline="never" c="inherit" visibleFrom="sm">
          <BrandMark />
        </Anchor>
      </Group>
      <Group gap={6} wrap="nowrap">
        {isStaff && (
          <>
            <Button
              variant="default"
              leftSection={<IconSearch size={16} aria-hidden />}
              onClick={openSearch}
              visibleFrom="lg"
              fw={400}
              c="dimmed"
            >
              {t('topBar.search')}
            </Button>
            <ActionIcon
              variant="subtle"
              size="lg"
              aria-label={t('topBar.search')}
              onClick={openSearch}
              hiddenFrom="lg"
            >
              <IconSearch size={20} aria-hidden />
            </ActionIcon>
            {hasOpenedSearch && (
              <Suspense fallback={null}>
                <StaffSearchDialog opened={isSearchOpened} onClose={() => setSearchOpened(false)} />
              </Suspense>
            )}
          </>
        )}
        {user.type.expandedWarranty && (
          <>
            <Button
              variant="light"
              leftSection={<IconShieldCheck size={18} aria-hidden />}
              onClick={onOpenWarranty}
              visibleFrom="md"
            >
              {t('topBar.updateWarranty')}
            </Button>
            <ActionIcon
              variant="subtle"
              size="lg"
              aria-label={t('topBar.updateWarranty')}
              onClick={onOpenWarranty}
              hiddenFrom="md"
            >
              <IconShieldCheck size={20} aria-hidden />
            </ActionIcon>
          </>
        )}
        <Suspense fallback={bellStandIn}>{areMenusLoaded ? <NotificationBell /> : bellStandIn}</Suspense>
        <ActionIcon
          component={Link}
          to={paths.sparesBag()}
          variant="subtle"
          size="lg"
          aria-label={t('topBar.cart')}
          visibleFrom="xs"
        >
          <IconShoppingCart size={20} aria-hidden />
        </ActionIcon>
        <ActionIcon
          component={Link}
          to={paths.contact()}
          variant="subtle"
          size="lg"
          aria-label={t('topBar.contact')}
          visibleFrom="xs"
        >
          <IconMail size={20} aria-hidden />
        </ActionIcon>
        <LanguagePicker />
        <Suspense fallback={userStandIn}>
          {areMenusLoaded ? <UserMenu user={user} defaultOpened={isUserMenuWanted} /> : userStandIn}
        </Suspense>
      </Group>
    </Group>
  );
}
