import { Anchor, Box, Button, Container, Group } from '@mantine/core';
import { IconExternalLink, IconHeadset, IconInfoCircle, IconMail } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PublicHeaderBar } from '../../../components/public-header-bar';
import { paths } from '../../../app/paths';

export const warrantyUrl = import.meta.env.VITE_WARRANTY_URL || 'https://warranty.poolside.test/';
export const supportEmail = import.meta.env.VITE_SUPPORT_EMAIL || 'support@poolside.test';

/** The public frame of the login and recovery pages: header, main, the footer's buttons and links. */
export function AuthFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation('auth');
  return (
    <Box mih="100vh" bg="var(--mantine-color-gray-0)" style={{ display: 'flex', flexDirection: 'column' }}>
      <Box component="header" bg="white" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <PublicHeaderBar homeLabel={t('frame.home')} />
      </Box>
      <Container component="main" id="main" size="lg" py="xl" w="100%" style={{ flex: 1 }}>
        {children}
      </Container>
      <Box
        component="footer"
        bg="white"
        py="md"
        pb={180}
        style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
      >
        <Container size="lg">
          <Group justify="center" gap="sm">
            <Button
              component="a"
              href={`mailto:${supportEmail}`}
              variant="default"
              leftSection={<IconHeadset size={18} aria-hidden />}
            >
              {t('frame.support')}
            </Button>
            <Button
              component={Link}
              to={paths.aboutUs()}
              variant="default"
              leftSection={<IconInfoCircle size={18} aria-hidden />}
            >
              {t('frame.aboutUs')}
            </Button>
            <Button
              component={Link}
              to={paths.contact()}
              variant="default"
              leftSection={<IconMail size={18} aria-hidden />}
            >
              {t('frame.contactUs')}
            </Button>
            <Button
              component="a"
              href={warrantyUrl}
              target="_blank"
              rel="noopener noreferrer"
              leftSection={<IconExternalLink size={18} aria-hidden />}
            >
              {t('frame.updateWarranty')}
            </Button>
          </Group>
          <Group justify="center" gap="md" mt="sm">
            <Anchor component={Link} to={paths.privacyPolicy()} size="sm">
              {t('frame.privacyPolicy')}
            </Anchor>
            <Anchor component={Link} to={paths.termsAndConditions()} size="sm">
              {t('frame.terms')}
            </Anchor>
            <Anchor component={Link} to={paths.generalPrivacyPolicy()} size="sm">
              {t('frame.generalPrivacy')}
            </Anchor>
          </Group>
        </Container>
      </Box>
    </Box>
  );
}
