import { Alert, Button, Group, SegmentedControl, Stack, Table, TextInput, Title } from '@mantine/core';
import { ErrorCode } from '@poolside/contract/errors';
import type { HistorySearchType, RepairHistoryLine } from '@poolside/contract/repairs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ExportButton } from '../../../components/data-list/export-button';
import { isApiError } from '../../../lib/api-client';
import { formatDateOnly, parseDateOnly } from '../../../lib/dates';
import { searchHistory } from '../api';

const DAY = 86400;
const today = () => Math.floor(Date.now() / 1000 / DAY) * DAY;
/** Default range: the last 12 months up to today. */
const yearAgo = () => {
  const d = new Date(today() * 1000);
  d.setUTCFullYear(d.getUTCFullYear() - 1);
  return d.getTime() / 1000;
};

/** /repairs/history[/:sn]: repair search by serial (default), internal number or repair dates. */
export function RepairHistoryPage() {
  const { t } = useTranslation('repairs');
  const params = useParams();
  const [searchType, setSearchType] = useState<HistorySearchType>('sn');
  const [input, setInput] = useState((params.sn ?? '').toUpperCase());
  const [from, setFrom] = useState(formatDateOnly(yearAgo()));
  const [to, setTo] = useState(formatDateOnly(today()));
  const [rows, setRows] = useState<RepairHistoryLine[] | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  const run = async (type: HistorySearchType, text: string) => {
    setMessage(null);
    const fromDate = parseDateOnly(from);
    const toDate = parseDateOnly(to);
    if (type === 'repairDate' ? fromDate === null || toDate === null : !text.trim()) {
      setRows(null);
      return setMessage(t('noSearchParams'));
    }
    setIsBusy(true);
    try {
      setRows(await searchHistory({ searchType: type, input: text.trim(), fromDate, toDate }));
    } catch (error) {
      setRows(null);
      setMessage(
        isApiError(error, ErrorCode.notFound)
          ? t('noRepairHistory')
          : isApiError(error, ErrorCode.missingParams)
            ? t('noSearchParams')
            : t('loadError'),
      );
    } finally {
      setIsBusy(false);
    }
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: the sn route param prefills and searches once
  useEffect(() => {
    if (params.sn) void run('sn', params.sn);
  }, [params.sn]);

  return (
    <Stack>
      <Title order={2}>{t('repairHistoryTitle')}</Title>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void run(searchType, input);
        }}
      >
        <Stack gap="sm">
          <SegmentedControl
            value={searchType}
            onChange={(v) => setSearchType(v as HistorySearchType)}
            data={[
              { value: 'sn', label: t('searchBy.sn') },
              { value: 'internalNo', label: t('searchBy.internalNo') },
              { value: 'repairDate', label: t('searchBy.repairDate') },
            ]}
            w="fit-content"
          />
          <Group align="end">
            {searchType === 'repairDate' ? (
              <>
                <TextInput
                  label={t('fromDate')}
                  placeholder="dd/MM/yyyy"
                  value={from}
                  onChange={(e) => setFrom(e.currentTarget.value)}
                />
                <TextInput
                  label={t('toDate')}
                  placeholder="dd/MM/yyyy"
                  value={to}
                  onChange={(e) => setTo(e.currentTarget.value)}
                />
              </>
            ) : (
              <TextInput
                label={t(`searchBy.${searchType}`)}
                value={input}
                onChange={(e) => setInput(e.currentTarget.value.toUpperCase())}
              />
            )}
            <Button type="submit" loading={isBusy}>
              {t('search')}
            </Button>
            {rows && rows.length > 0 && (
              <ExportButton report="repairHistory" params={() => ({ items: rows.map((r) => r.id) })} />
            )}
          </Group>
        </Stack>
      </form>
      {message && <Alert color="yellow">{message}</Alert>}
      {rows && rows.length > 0 && (
        <Table.ScrollContainer minWidth={900}>
          <Table striped withTableBorder aria-label={t('repairHistoryTitle')}>
            <Table.Thead>
              <Table.Tr>
                {[
                  'rma',
                  'robotSN',
                  'repairDate',
                  'oldPN',
                  'oldSN',
                  'newPN',
                  'newSN',
                  'partDesc',
                  'internalNumber',
                ].map((k) => (
                  <Table.Th key={k}>{t(`field.${k}`)}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((r) => (
                <Table.Tr key={r.id}>
                  <Table.Td>
                    {r.parentID ? (
                      <Link to={`/repairs/rma_history/${r.parentID}`}>#{r.parentID}</Link>
                    ) : (
                      t('notSent')
                    )}
                  </Table.Td>
                  <Table.Td>{r.robotSN}</Table.Td>
                  <Table.Td>{formatDateOnly(r.repairDate)}</Table.Td>
                  <Table.Td>{r.oldPN}</Table.Td>
                  <Table.Td>{r.oldSN}</Table.Td>
                  <Table.Td>{r.newPN}</Table.Td>
                  <Table.Td>{r.newSN}</Table.Td>
                  <Table.Td>{r.partDesc}</Table.Td>
                  <Table.Td>{r.internalNumber}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
