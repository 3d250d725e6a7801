import { Button, Code, CopyButton, Group, Image, Stack, Text } from '@mantine/core';
import type { TwoFactorSetup } from '@poolside/contract/two-factor';
import { useTranslation } from 'react-i18next';

/** The secret in groups of four, easier to read and type. */
function grouped(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

/**
 * Adding the portal to an authenticator app: the QR code the server drew (an SVG shown as an image, so no
 * QR library in the browser) and the same secret as text to type or copy.
 */
export function AuthenticatorSetup({ setup }: { setup: TwoFactorSetup }) {
  const { t } = useTranslation('common');
  return (
    <Stack gap="xs">
      <Text size="sm">{t('twoFactor.scan')}</Text>
      <Image
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrSvg)}`}
        alt={t('twoFactor.qrAlt')}
        w={184}
        h={184}
        fit="contain"
        style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}
      />
      <Text size="sm">{t('twoFactor.orType')}</Text>
      <Group gap="xs" wrap="wrap">
        <Code
          data-testid="totp-secret"
          style={{ fontSize: 'var(--mantine-font-size-sm)', wordBreak: 'break-all' }}
        >
          {grouped(setup.secret)}
        </Code>
        <CopyButton value={setup.secret}>
          {({ copied, copy }) => (
            <Button size="compact-sm" variant="light" onClick={copy}>
              {copied ? t('twoFactor.copied') : t('twoFactor.copySecret')}
            </Button>
          )}
        </CopyButton>
      </Group>
    </Stack>
  );
}
