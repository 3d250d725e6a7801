import type { NotificationType } from '@poolside/contract/constants';
import { redNotificationTypes } from '@poolside/contract/constants';
import { ThemeIcon } from '@mantine/core';
import {
  IconBell,
  IconBox,
  IconBuildingStore,
  IconFileText,
  IconMail,
  IconMessage,
  IconMessageReport,
  IconNews,
  IconReplace,
  IconShieldCheck,
  IconShieldX,
  IconShoppingCart,
  IconTool,
  IconUserCheck,
  IconUserPlus,
} from '@tabler/icons-react';

const icons: Record<NotificationType, typeof IconBell> = {
  PNC: IconReplace,
  RMA: IconTool,
  COM: IconBox,
  FEE: IconMessageReport,
  NWB: IconBuildingStore,
  NTW: IconShieldCheck,
  NTR: IconShieldX,
  NEW: IconNews,
  ORD: IconShoppingCart,
  CNT: IconMail,
  NWD: IconFileText,
  USR: IconUserPlus,
  UAP: IconUserCheck,
  FEC: IconMessage,
};

/** COM, FEE and RMA are red, the rest green (spec 01 s3). */
export function notificationColor(type: NotificationType): 'red' | 'green' {
  return redNotificationTypes.includes(type) ? 'red' : 'green';
}

export function NotificationIcon({ type }: { type: NotificationType }) {
  const Icon = icons[type] ?? IconBell;
  return (
    <ThemeIcon
      color={notificationColor(type)}
      variant="light"
      radius="xl"
      data-color={notificationColor(type)}
    >
      <Icon size={18} aria-hidden />
    </ThemeIcon>
  );
}
