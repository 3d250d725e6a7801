import { Badge, Card, Image, SimpleGrid, Text } from '@mantine/core';
import { Link } from 'react-router';

/** A tile: its picture (a grey box without one), title and subtitle, leading to `to`. */
export type Tile = { key: string; to: string; image: string | null; title: string; subtitle?: string };

/** Tiles in a responsive grid (a list), with an optional badge on each. */
export function TileGrid({ tiles, badge }: { tiles: Tile[]; badge?: string }) {
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
            {tile.subtitle && (
              <Text size="sm" c="dimmed">
                {tile.subtitle}
              </Text>
            )}
          </Card>
        </li>
      ))}
    </SimpleGrid>
  );
}
