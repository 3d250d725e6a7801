import { Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BackIcon } from './back-icon';

// The top bar's dropdowns and tooltip (Menu, Popover, Tooltip, floating-ui: ~30 KB gzipped of the shell's ~50),
// loaded once the page has painted (top-bar.tsx); until then stand-ins of the same look hold their place.
export { NotificationBell } from '../../features/notifications/components/notification-bell';
export { UserMenu } from './user-menu';

/** Back within the portal, with its tooltip. */
export function BackButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <Tooltip label={t('topBar.back')}>
      <BackIcon onClick={onClick} />
    </Tooltip>
  );
}
