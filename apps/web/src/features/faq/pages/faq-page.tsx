import { Accordion, Stack, Title, Typography } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { showError } from '../../../components/feedback-dialogs';
import { PageLoader } from '../../../components/page-loader';
import { contentProp } from '../../../lib/contents';
import { currentLanguage } from '../../../lib/i18n';
import { paths } from '../../../app/paths';

import { faqQuery } from '../api';

/** /faq: an accordion; items without a title (in the language or English) are hidden. */
export function FaqPage() {
  const { t, i18n } = useTranslation('faq');
  const navigate = useNavigate();
  const { data, error } = useQuery(faqQuery);
  useEffect(() => {
    if (error) {
      showError(error);
      navigate(paths.home(), { replace: true });
    }
  }, [error, navigate]);
  if (!data) return <PageLoader />;
  const language = currentLanguage();
  const items = data
    .map((item) => ({
      id: item.id,
      title: contentProp(item, 'title', language),
      body: contentProp(item, 'body', language),
    }))
    .filter((item) => item.title.trim() !== '');
  return (
    <Stack key={i18n.language}>
      <Title order={2}>{t('title')}</Title>
      <Accordion variant="separated">
        {items.map((item) => (
          <Accordion.Item key={item.id} value={String(item.id)}>
            <Accordion.Control>{item.title}</Accordion.Control>
            <Accordion.Panel>
              <Typography>
                {/* biome-ignore lint/security/noDangerouslySetInnerHtml: content HTML is sanitised on the server */}
                <div dangerouslySetInnerHTML={{ __html: item.body }} />
              </Typography>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </Stack>
  );
}
