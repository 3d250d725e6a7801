import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import type { Dashboard } from '@poolside/contract/dashboard';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { formatDate } from '../../../lib/dates';

export type NewsItem = Dashboard['latestNews'][number];

function slugOf(title: string) {
  return encodeURIComponent(title.trim().toLowerCase().replace(/\s+/g, '-'));
}

/** One news item of the dashboard's carousel: date, title, summary, "read more". */
export function NewsCard({ item }: { item: NewsItem }) {
  const { t } = useTranslation('dashboard');
  return (
    <Card withBorder padding="lg" h="100%" radius="md">
      <Stack gap={6} h="100%">
        <Text size="sm" c="dimmed">
          {formatDate(item.dateCreate)}
        </Text>
        <Title order={3} size="h4">
          {item.title}
        </Title>
        {/* The filler, not the clamped text, takes the card's spare height (a stretched clamp shows more lines). */}
        {/* The summary is at most 170 characters, cut between words by the server: 6 lines show it whole down
            to a phone's card (3 lines cut a word in two there). */}
        <div style={{ flex: 1 }}>
          <Text size="sm" lineClamp={6}>
            {item.summary}
          </Text>
        </div>
        <Anchor component={Link} to={paths.news(item.id, slugOf(item.title))} size="sm">
          {t('news.readMore')}
          <span className="visually-hidden">: {item.title}</span>
        </Anchor>
      </Stack>
    </Card>
  );
}
