import { Avatar, Group, Text, UnstyledButton } from '@mantine/core';
import type { SessionUser } from '@poolside/contract/users';
import type { ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';

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

/** The top bar's account button: logo and name. The user menu's target (user-menu.tsx), and its stand-in. */
export function UserButton({ user, ...props }: { user: SessionUser } & ComponentPropsWithRef<'button'>) {
  const { t } = useTranslation('shell');
  return (
    <UnstyledButton aria-label={t('userMenu.label', { name: user.name })} p={4} {...props}>
      <Group gap="xs" wrap="nowrap">
        <UserLogo user={user} size="md" />
        <Text size="sm" fw={500} visibleFrom="md" truncate maw={160}>
          {user.name}
        </Text>
      </Group>
    </UnstyledButton>
  );
}
