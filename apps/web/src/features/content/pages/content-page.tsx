import { Loader, Stack, Title, Typography } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches, useNavigate } from 'react-router';
import { showError } from '../../../components/feedback-dialogs';
import { contentProp } from '../../../lib/contents';
import { isLanguage } from '../../../lib/i18n';
import { contentQuery } from '../api';
import { paths } from '../../../app/paths';

function useRouteContentId(): number {
  const matches = useMatches();
  for (const match of [...matches].reverse()) {
    const handle = match.handle as { contentId?: number } | undefined;
    if (handle?.contentId) return handle.contentId;
  }
  throw new Error('ContentPage needs a route handle with contentId');
}

/** A text content item (about us, policies): title and HTML body in the reader's language. */
export function ContentPage() {
  const { t, i18n } = useTranslation('content');
  const contentId = useRouteContentId();
  const navigate = useNavigate();
  const { data, error, isPending } = useQuery(contentQuery(contentId));

  // Spec 01 s8: a failed content load shows the generic error and goes home.
  useEffect(() => {
    if (!error) return;
    showError(error);
    void navigate(paths.home(), { replace: true });
  }, [error, navigate]);

  const language = isLanguage(i18n.language) ? i18n.language : 'eng';
  return (
    <Stack gap="md" maw={860}>
      {isPending && <Loader aria-label={t('loading')} />}
      {data && (
        <article>
          <Title order={1} mb="md">
            {contentProp(data, 'title', language)}
          </Title>
          <Typography>
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: content HTML is sanitised on the server */}
            <div dangerouslySetInnerHTML={{ __html: contentProp(data, 'body', language) }} />
          </Typography>
        </article>
      )}
    </Stack>
  );
}
