import { Card, Group, Image, Loader, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { brandRobotsQuery } from '../../../lib/robot-queries';
import { paths } from '../../../app/paths';

/** /brands/{id}/{name}: the brand's robots with a text search and a year filter (years descending). */
export function BrandPage() {
  const { t } = useTranslation('catalogue');
  const id = Number(useParams().id);
  const query = useQuery({ ...brandRobotsQuery(id), enabled: Number.isInteger(id) && id > 0 });
  const [search, setSearch] = useState('');
  const [year, setYear] = useState<string | null>(null);

  // Spec 02: an empty id, no brands or a failed fetch go back to the dashboard.
  if (!Number.isInteger(id) || id <= 0 || query.isError) return <Navigate to={paths.home()} replace />;
  if (!query.data) return <Loader m="xl" />;
  const brand = query.data;
  const text = search.trim().toLowerCase();
  const robots = brand.robots.filter(
    (r) =>
      (!year || r.year === Number(year)) &&
      (!text || `${r.name} ${r.pn} ${r.customerPN}`.toLowerCase().includes(text)),
  );
  return (
    <Stack>
      <Group justify="space-between">
        {brand.images.slim ? (
          <Image src={brand.images.slim} alt={brand.name} h={48} w="auto" />
        ) : (
          <Text>{brand.name}</Text>
        )}
        <Group>
          <TextInput
            aria-label={t('search')}
            placeholder={t('search')}
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
          />
          <Select
            aria-label={t('year')}
            placeholder={t('allYears')}
            clearable
            data={brand.years.map(String)}
            value={year}
            onChange={setYear}
          />
        </Group>
      </Group>
      {robots.length === 0 ? (
        <Text c="dimmed">{t('noRobotsFound')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
          {robots.map((r) => (
            <Card key={r.id} component={Link} to={paths.robot(r.pn, r.year)} withBorder>
              <Card.Section>
                <Image src={r.images.main} alt={r.name} h={160} fit="contain" />
              </Card.Section>
              <Text fw={600} mt="sm">
                {r.name}
              </Text>
              <Text size="sm" c="dimmed">
                {r.pn} · {r.year}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
