import { Badge, Card, Image, SimpleGrid, Text } from '@mantine/core';
import type { RobotItem } from '@poolside/contract/warranty';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { RobotHit } from '../use-catalogue-search';
import { paths } from '../../../app/paths';

type Tile = { key: string; to: string; image: string | null; title: string; subtitle: string };

function TileGrid({ tiles, badge }: { tiles: Tile[]; badge?: string }) {
  return (
    <SimpleGrid
      cols={{ base: 1, xs: 2, sm: 3, lg: 4 }}
      spacing="md"
      component="ul"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
    >
      {tiles.map((tile) => (
        <li key={tile.key}>
          <Card component={Link} to={tile.to} withBorder padding="md" radius="md" h="100%">
            <Card.Section>
              {tile.image ? (
                <Image src={tile.image} alt="" h={120} fit="contain" bg="gray.0" p="sm" />
              ) : (
                <div style={{ height: 120, background: 'var(--mantine-color-gray-1)' }} />
              )}
            </Card.Section>
            {badge && (
              <Badge mt="sm" variant="light">
                {badge}
              </Badge>
            )}
            <Text fw={600} mt="sm">
              {tile.title}
            </Text>
            <Text size="sm" c="dimmed">
              {tile.subtitle}
            </Text>
          </Card>
        </li>
      ))}
    </SimpleGrid>
  );
}

/** Robot tiles leading to /robots/{pn}/{year}. */
export function RobotTiles({ robots }: { robots: RobotHit[] }) {
  return (
    <TileGrid
      tiles={robots.map((r) => ({
        key: `${r.pn}-${r.year}`,
        to: paths.robot(r.pn, r.year),
        image: r.images.main,
        title: r.name,
        subtitle: `${r.pn} · ${r.year}`,
      }))}
    />
  );
}

/** The robot a serial search found, leading to /robots/{pn}/{year}/{sn}. */
export function SerialTile({ robot }: { robot: RobotItem }) {
  const { t } = useTranslation('dashboard');
  return (
    <TileGrid
      badge={t('catalogue.serialBadge', { sn: robot.sn })}
      tiles={[
        {
          key: robot.sn,
          to: paths.robot(robot.pn, robot.year, robot.sn),
          image: robot.images.main,
          title: robot.name,
          subtitle: `${robot.pn} · ${robot.year}`,
        },
      ]}
    />
  );
}
