import { Alert, Loader, Stack, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../../../lib/session';
import { BrandGrid } from '../components/brand-grid';
import { NewsSection } from '../components/news-section';
import { RobotTiles, SerialTile } from '../components/robot-tiles';
import { useCatalogueSearch } from '../use-catalogue-search';
import { paths } from '../../../app/paths';

/** The dashboard: news carousel, one search box over brands, robots and serials, the tiles. */
export function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const session = useSession();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const brands = session?.brands ?? [];
  const found = useCatalogueSearch(brands, query);
  if (!session) return null;
  const hasText = query.trim() !== '';
  const hasHits = found.brands.length + found.robots.length > 0 || found.serialRobot !== null;

  // Enter opens the robot of a serial, or the only tile found.
  const openFirst = () => {
    const robot = found.serialRobot;
    if (robot) return navigate(paths.robot(robot.pn, robot.year, robot.sn));
    if (found.brands.length === 1 && found.robots.length === 0) {
      const brand = found.brands[0];
      return navigate(paths.brand(brand.id, brand.name));
    }
    if (found.robots.length === 1 && found.brands.length === 0) {
      const r = found.robots[0];
      return navigate(paths.robot(r.pn, r.year));
    }
  };

  return (
    <Stack gap="xl">
      <Title order={1}>{t('title', { name: session.user.name })}</Title>
      {session.latestNews.length > 0 && <NewsSection news={session.latestNews} />}
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
              rightSection={found.isSearching ? <Loader size="xs" /> : null}
              value={query}
              onChange={(event) => setQuery(event.currentTarget.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') openFirst();
              }}
              maw={420}
            />
            {found.serialRobot && <SerialTile robot={found.serialRobot} />}
            {found.brands.length > 0 && <BrandGrid brands={found.brands} />}
            {found.robots.length > 0 && (
              <>
                <Title order={3} size="h4">
                  {t('catalogue.robotsTitle')}
                </Title>
                <RobotTiles robots={found.robots} />
              </>
            )}
            {hasText && !hasHits && !found.isSearching && (
              <Alert color="gray" variant="light" role="status">
                {t('catalogue.noResults', { query: query.trim() })}
              </Alert>
            )}
          </Stack>
        )}
      </section>
    </Stack>
  );
}
