import { Anchor, Button, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { showErrorDialog } from '../../../components/feedback-dialogs';
import { downloadBase64File } from '../../../lib/download';
import { compatibilityQuery, exportCompatibility } from '../api';

/** /compatibility: old → new part numbers of a PN; the new PN links to ordering. */
export function CompatibilityPage() {
  const { t } = useTranslation('compatibility');
  const [input, setInput] = useState('');
  const [pn, setPn] = useState('');
  const query = useQuery({ ...compatibilityQuery(pn), enabled: pn !== '' });
  const onExport = async () => {
    try {
      const { file, fileName } = await exportCompatibility(pn);
      downloadBase64File(file, fileName);
    } catch (error) {
      showErrorDialog(error);
    }
  };
  return (
    <Stack>
      <Title order={2}>{t('title')}</Title>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          setPn(input.trim());
        }}
      >
        <Group align="end">
          <TextInput
            label={t('pn')}
            value={input}
            onChange={(e) => setInput(e.currentTarget.value.toUpperCase())}
            required
          />
          <Button type="submit">{t('search')}</Button>
          {query.data && (
            <Button variant="default" onClick={onExport}>
              {t('export')}
            </Button>
          )}
        </Group>
      </form>
      {query.isError && <Text c="dimmed">{t('noCompatibility')}</Text>}
      {query.data && (
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('oldPn')}</Table.Th>
              <Table.Th>{t('description')}</Table.Th>
              <Table.Th>{t('newPn')}</Table.Th>
              <Table.Th>{t('description')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {query.data.map((r) => (
              <Table.Tr key={r.id}>
                <Table.Td>{r.pn}</Table.Td>
                <Table.Td>{r.pnDescription}</Table.Td>
                <Table.Td>
                  <Anchor component={Link} to={`/spares/make_order/${encodeURIComponent(r.newPN)}`}>
                    {r.newPN}
                  </Anchor>
                </Table.Td>
                <Table.Td>{r.newPNDescription}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
