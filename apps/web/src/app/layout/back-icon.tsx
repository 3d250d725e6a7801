import { ActionIcon } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';

/** The top bar's back button (top-bar-menus.tsx adds its tooltip once that code is there). */
export function BackIcon(props: ComponentPropsWithRef<'button'>) {
  const { t } = useTranslation('shell');
  return (
    <ActionIcon variant="subtle" size="lg" aria-label={t('topBar.back')} {...props}>
      <IconArrowLeft size={20} aria-hidden />
    </ActionIcon>
  );
}
