import { Paper, Stack, Text, Title, Typography } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { showError } from '../../../components/feedback-dialogs';
import { PageLoader } from '../../../components/page-loader';
import { contentProp } from '../../../lib/contents';
import { formatDate } from '../../../lib/dates';
import { currentLanguage } from '../../../lib/i18n';
import { paths } from '../../../app/paths';

import { newsQuery } from '../api';

/** /news/{id}/{title}: one news item; a failed load alerts and goes to /. */
export function NewsPage() {
  useTranslation('news');
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const { data, error } = useQuery({ ...newsQuery(id), enabled: valid });
  useEffect(() => {
    if (error || !valid || (data && data.type !== 'news')) {
      showError(error);
      navigate(paths.home(), { replace: true });
    }
  }, [error, valid, data, navigate]);
  if (!data) return <PageLoader />;
  const language = currentLanguage();
  return (
    <Stack>
      <Title order={2}>{contentProp(data, 'title', language)}</Title>
      <Text c="dimmed" size="sm">
        {formatDate(data.dateCreate)}
      </Text>
      <Paper withBorder p="md">
        <Typography>
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: content HTML is sanitised on the server */}
          <div dangerouslySetInnerHTML={{ __html: contentProp(data, 'body', language) }} />
        </Typography>
      </Paper>
    </Stack>
  );
}
