import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';

/** Last resort: a chunk that fails to load (a new deploy) or a render error. */
export function RouteError() {
  // The common namespace is loaded at start, so these words are there even when a feature chunk failed;
  // the English default is for the rare case where the translations themselves could not load.
  const { t } = useTranslation(undefined, { useSuspense: false });
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <Container component="main" size="sm" py="xl">
      <Stack>
        <Title order={1}>{t('dialog.errorTitle', { defaultValue: 'Oops... Something went wrong!' })}</Title>
        {detail && <Text>{detail}</Text>}
        <Text>{t('dialog.reloadText', { defaultValue: 'Reload the page to try again.' })}</Text>
        <Button onClick={() => window.location.reload()} w="fit-content">
          {t('dialog.reload', { defaultValue: 'Reload' })}
        </Button>
      </Stack>
    </Container>
  );
}
