import { Paper } from '@mantine/core';
import type { ReactNode } from 'react';

type FormMessageProps = { tone: 'error' | 'success' | 'warning'; children: ReactNode };

const colors = {
  error: { bg: 'red.0', c: 'red.9', border: 'var(--mantine-color-red-4)' },
  success: { bg: 'green.0', c: 'green.9', border: 'var(--mantine-color-green-5)' },
  warning: { bg: 'orange.0', c: 'orange.9', border: 'var(--mantine-color-orange-5)' },
} as const;

/** A form's error or notice line; lighter than Mantine's Alert for the login bundle budget. */
export function FormMessage({ tone, children }: FormMessageProps) {
  const color = colors[tone];
  return (
    <Paper
      role={tone === 'error' ? 'alert' : 'status'}
      p="sm"
      bg={color.bg}
      c={color.c}
      fw={500}
      style={{ borderLeft: `4px solid ${color.border}` }}
    >
      {children}
    </Paper>
  );
}
