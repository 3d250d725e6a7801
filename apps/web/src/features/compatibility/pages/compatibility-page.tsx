import { Anchor, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { DataList } from '../../../components/data-list/data-list';
import { ExportButton } from '../../../components/data-list/export-button';
import { useRequiredSearch } from '../../../lib/required-search';
import { compatibilityQuery } from '../api';

/** /compatibility: old → new part numbers of a PN; the new PN links to ordering. */
export function CompatibilityPage() {
  const { t } = useTranslation('compatibility');
  const search = useRequiredSearch('', (text) => text.toUpperCase());
  const [pn, setPn] = useState('');
  const query = useQuery({ ...compatibilityQuery(pn), enabled: pn !== '' });
  return (
    <Stack>
      <Title order={2}>{t('title')}</Title>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          const text = search.take();
          if (text) setPn(text);
        }}
      >
        <Group align="start">
          <TextInput label={t('pn')} {...search.inputProps} />
          {/* Beside the input, above its message (the label's height). */}
          <Group mt={25} gap="xs">
            <Button type="submit">{t('search')}</Button>
            {query.data && <ExportButton report="compatibilityFile" params={() => ({ pn })} />}
          </Group>
        </Group>
      </form>
      {query.isError && <Text c="dimmed">{t('noCompatibility')}</Text>}
      {query.data && (
        <DataList
          records={query.data}
          storeColumnsKey="compatibility"
          caption={t('title')}
          columns={[
            { accessor: 'pn', title: t('oldPn'), priority: 1 },
            { accessor: 'pnDescription', title: t('description'), priority: 3, fitWidth: 180 },
            {
              accessor: 'newPN',
              title: t('newPn'),
              priority: 1,
              render: (r) => (
                <Anchor component={Link} to={paths.sparesOrder(r.newPN)}>
                  {r.newPN}
                </Anchor>
              ),
            },
            { accessor: 'newPNDescription', title: t('description'), priority: 2, fitWidth: 180 },
          ]}
        />
      )}
    </Stack>
  );
}
