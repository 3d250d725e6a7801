import { Group, Text } from '@mantine/core';

/** The portal's name with its wave mark (decorative: the text carries the name). */
export function BrandMark() {
  return (
    <Group gap={8} wrap="nowrap">
      <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="7" fill="#1864ab" />
        <path
          d="M5 20c3 0 3-2 6-2s3 2 6 2 3-2 6-2 3 2 4 2v4c-1 0-1-2-4-2s-3 2-6 2-3-2-6-2-3 2-6 2z"
          fill="#fff"
        />
        <circle cx="16" cy="11" r="4" fill="#a5d8ff" />
      </svg>
      <Text fw={700} size="lg" style={{ whiteSpace: 'nowrap' }}>
        Poolside Portal
      </Text>
    </Group>
  );
}
