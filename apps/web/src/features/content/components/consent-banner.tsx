import { Anchor, Box, Button, Group, Paper, Text, Title, Typography } from '@mantine/core';
import { consentContentId } from '@poolside/contract/constants';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { contentProp } from '../../../lib/contents';
import { currentLanguage } from '../../../lib/i18n';
import { logout } from '../../../lib/logout';
import { dashboardQuery, useSession } from '../../../lib/session';
import { readStorage, storageKeys, writeStorage } from '../../../lib/storage-keys';
import { contentQuery, useApproveConsent } from '../api';
import { paths } from '../../../app/paths';

/** The cookie/GDPR banner: content 23 with "I agree"; shown until agreed here or on the user. */
export function ConsentBanner() {
  const { t } = useTranslation('content');
  const session = useSession();
  // Before the session is known (the start-up fallback renders this too), a user who agreed on their account
  // would see the banner flash.
  const isSessionKnown = useQuery(dashboardQuery).status !== 'pending';
  const [hasLocalConsent, setHasLocalConsent] = useState(() => readStorage(storageKeys.consent) === 'yes');
  const isApprovedOnUser = session?.user.gdprApproved ?? false;
  const isVisible = isSessionKnown && !hasLocalConsent && !isApprovedOnUser;
  const content = useQuery({ ...contentQuery(consentContentId), enabled: isVisible });
  const approve = useApproveConsent();
  const userId = session?.user.id;
  const hasSentApproval = useRef(false);

  // Agreement given in this browser before logging in is carried to the user; and the other way round.
  useEffect(() => {
    if (userId === undefined) return;
    if (hasLocalConsent && !isApprovedOnUser && !hasSentApproval.current) {
      hasSentApproval.current = true;
      approve.mutate(userId);
    } else if (isApprovedOnUser && !hasLocalConsent) {
      writeStorage(storageKeys.consent, 'yes');
      setHasLocalConsent(true);
    }
  }, [userId, hasLocalConsent, isApprovedOnUser, approve]);

  // Spec 01: when the consent text cannot be loaded, the user is logged out.
  useEffect(() => {
    if (content.isError && userId !== undefined) void logout();
  }, [content.isError, userId]);

  if (!isVisible) return null;

  const agree = () => {
    writeStorage(storageKeys.consent, 'yes');
    setHasLocalConsent(true);
  };
  const language = currentLanguage();
  const title = content.data ? contentProp(content.data, 'title', language) : t('consent.title');
  const body = content.data ? contentProp(content.data, 'body', language) : '';

  return (
    <Paper
      component="section"
      aria-label={t('consent.label')}
      shadow="xl"
      withBorder
      p="md"
      radius={0}
      pos="fixed"
      bottom={0}
      left={0}
      right={0}
      style={{ zIndex: 300 }}
    >
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="md" maw={1200} mx="auto">
        <div style={{ flex: '1 1 320px', minWidth: 0 }}>
          <Title order={2} size="h5" mb={4}>
            {title}
          </Title>
          <Box mah={120} style={{ overflowY: 'auto' }} tabIndex={0}>
            {body ? (
              <Typography fz="sm">
                {/* Sanitised on the server with an allow-list when saved. */}
                {/* biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitised content HTML */}
                <div dangerouslySetInnerHTML={{ __html: body }} />
              </Typography>
            ) : (
              <Text size="sm">{t('consent.fallback')}</Text>
            )}
          </Box>
          <Anchor component={Link} to={paths.privacyPolicy()} size="sm">
            {t('consent.readMore')}
          </Anchor>
        </div>
        <Button onClick={agree}>{t('consent.agree')}</Button>
      </Group>
    </Paper>
  );
}
