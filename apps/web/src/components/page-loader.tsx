import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function PageLoader() {
  // The start-up fallback may show before the translations are in: never suspend here.
  const { t, ready } = useTranslation(undefined, { useSuspense: false });
  return (
    <Center mih="60vh" role="status" aria-live="polite">
      <Loader aria-label={ready ? t('loading') : '…'} />
    </Center>
  );
}
