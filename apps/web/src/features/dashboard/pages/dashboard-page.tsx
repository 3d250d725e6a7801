import { Alert, Stack, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session';
import { BrandGrid } from '../components/brand-grid';
import { NewsCarousel } from '../components/news-carousel';

/** The dashboard frame: news carousel, one search box, the brand tiles (the catalogue issue adds robots). */
export function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const session = useSession();
  const [query, setQuery] = useState('');
  const brands = session?.brands ?? [];
  const needle = query.trim().toLowerCase();
  const shown = useMemo(
    () => (needle ? brands.filter((brand) => brand.name.toLowerCase().includes(needle)) : brands),
    [brands, needle],
  );
  if (!session) return null;

  return (
    <Stack gap="xl">
      <Title order={1}>{t('title', { name: session.user.name })}</Title>
      {session.latestNews.length > 0 && <NewsCarousel news={session.latestNews} />}
      <section aria-labelledby="catalogue-heading">
        <Title order={2} id="catalogue-heading" size="h3" mb="sm">
          {t('catalogue.title')}
        </Title>
        {brands.length === 0 ? (
          <Alert color="blue" variant="light">
            {t('catalogue.noBrands')}
          </Alert>
        ) : (
          <Stack gap="md">
            <TextInput
              type="search"
              label={t('catalogue.searchLabel')}
              placeholder={t('catalogue.searchPlaceholder')}
              leftSection={<IconSearch size={16} aria-hidden />}
              value={query}
              onChange={(event) => setQuery(event.currentTarget.value)}
              maw={420}
            />
            {shown.length === 0 ? (
              <Alert color="gray" variant="light" role="status">
                {t('catalogue.noResults', { query: query.trim() })}
              </Alert>
            ) : (
              <BrandGrid brands={shown} />
            )}
          </Stack>
        )}
      </section>
    </Stack>
  );
}
