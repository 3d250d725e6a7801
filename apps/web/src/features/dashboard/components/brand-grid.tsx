import { Card, Image, SimpleGrid, Text } from '@mantine/core';
import type { Dashboard } from '@poolside/contract/dashboard';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';

type BrandGridProps = { brands: Dashboard['brands'] };

/** Brand tiles leading to /brands/{id}/{name}. */
export function BrandGrid({ brands }: BrandGridProps) {
  return (
    <SimpleGrid
      cols={{ base: 1, xs: 2, sm: 3, lg: 4 }}
      spacing="md"
      component="ul"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
    >
      {brands.map((brand) => (
        <li key={brand.id}>
          <Card
            component={Link}
            to={paths.brand(brand.id, brand.name)}
            withBorder
            padding="md"
            radius="md"
            h="100%"
          >
            <Card.Section>
              {brand.images.main ? (
                <Image src={brand.images.main} alt="" h={120} fit="contain" bg="gray.0" p="sm" />
              ) : (
                <div style={{ height: 120, background: 'var(--mantine-color-gray-1)' }} />
              )}
            </Card.Section>
            <Text fw={600} mt="sm">
              {brand.name}
            </Text>
          </Card>
        </li>
      ))}
    </SimpleGrid>
  );
}
