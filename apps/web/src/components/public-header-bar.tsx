import { Anchor, Container, Group } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../app/paths';
import { BrandMark } from './brand-mark';
import { LanguagePicker } from './language-picker';

/** The public pages' header row: the brand, a link to the login page, and the language picker. */
export function PublicHeaderBar({ homeLabel }: { homeLabel: string }) {
  return (
    <Container size="lg" py="sm">
      <Group justify="space-between">
        <Anchor component={Link} to={paths.login()} underline="never" c="inherit" aria-label={homeLabel}>
          <BrandMark />
        </Anchor>
        <LanguagePicker />
      </Group>
    </Container>
  );
}
