import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { isRouteErrorResponse, useRouteError } from 'react-router';

/** Last resort: a chunk that fails to load (a new deploy) or a render error. */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <Container component="main" size="sm" py="xl">
      <Stack>
        <Title order={1}>Oops... Something went wrong!</Title>
        {detail && <Text>{detail}</Text>}
        <Text>Reload the page to try again.</Text>
        <Button onClick={() => window.location.reload()} w="fit-content">
          Reload
        </Button>
      </Stack>
    </Container>
  );
}
