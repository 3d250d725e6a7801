import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from '../lib/query-client';
import { theme } from './theme';

/**
 * The eager providers only; modals and notifications live in the lazy layouts. The theme's CSS variables are a
 * static sheet written by the build (`virtual:mantine-styles`, build/mantine-css.ts), not computed at start.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} withCssVariables={false} defaultColorScheme="light">
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
