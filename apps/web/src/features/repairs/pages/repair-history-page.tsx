import {
  Alert,
  Anchor,
  Button,
  Group,
  SegmentedControl,
  Stack,
  TextInput,
  Title,
  useMatches,
} from '@mantine/core';
import { ErrorCode } from '@poolside/contract/errors';
import type { HistorySearchType, RepairHistoryLine } from '@poolside/contract/repairs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { paths } from '../../../app/paths';
import { DataList } from '../../../components/data-list/data-list';
import { DateOnlyInput } from '../../../components/date-only-input';
import { ExportButton } from '../../../components/data-list/export-button';
import { isApiError } from '../../../lib/api-client';
import { formatDateOnly } from '../../../lib/dates';
import { useRequiredSearch } from '../../../lib/required-search';
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
  const { t: tc } = useTranslation('common');
  const search = useRequiredSearch((params.sn ?? '').toUpperCase(), (text) => text.toUpperCase());
  const [datesMissing, setDatesMissing] = useState(false);
  const [from, setFrom] = useState<number | null>(yearAgo);
  const [to, setTo] = useState<number | null>(today);
  const [rows, setRows] = useState<RepairHistoryLine[] | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  const run = async (type: HistorySearchType, text: string) => {
    setMessage(null);
    const fromDate = from;
    const toDate = to;
    setIsBusy(true);
    try {
      setRows(await searchHistory({ searchType: type, input: text.trim(), fromDate, toDate }));
    } catch (error) {
      setRows(null);
      setMessage(
        isApiError(error, ErrorCode.notFound)
          ? t('noRepairHistory')
          : isApiError(error, ErrorCode.invalid)
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

  /** An empty search says so at its field(s), in the reader's words, and sends nothing. */
  const submit = () => {
    if (searchType === 'repairDate') {
      const isMissing = from === null || to === null;
      setDatesMissing(isMissing);
      if (!isMissing) void run(searchType, '');
      return;
    }
    const text = search.take();
    if (text) void run(searchType, text);
  };
  // Another mode is another search: the last one's rows or message no longer answer it.
  const changeMode = (mode: HistorySearchType) => {
    setSearchType(mode);
    setRows(null);
    setMessage(null);
    setDatesMissing(false);
    search.clearError();
  };
  const dateError = (value: number | null) => (datesMissing && value === null ? tc('form.required') : null);

  const orientation = useMatches<'vertical' | 'horizontal'>({ base: 'vertical', sm: 'horizontal' });

  return (
    <Stack>
      <Title order={2}>{t('repairHistoryTitle')}</Title>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          <SegmentedControl
            aria-label={t('searchType')}
            // Three long labels do not fit side by side on a phone: one under the other there.
            orientation={orientation}
            fullWidth={orientation === 'vertical'}
            value={searchType}
            onChange={(v) => changeMode(v as HistorySearchType)}
            data={[
              { value: 'sn', label: t('searchBy.sn') },
              { value: 'internalNo', label: t('searchBy.internalNo') },
              { value: 'repairDate', label: t('searchBy.repairDate') },
            ]}
            w={orientation === 'vertical' ? '100%' : 'fit-content'}
          />
          <Group align="start">
            {searchType === 'repairDate' ? (
              <>
                <DateOnlyInput
                  label={t('fromDate')}
                  value={from}
                  onChange={setFrom}
                  maxDate={to}
                  required
                  error={dateError(from)}
                />
                <DateOnlyInput
                  label={t('toDate')}
                  value={to}
                  onChange={setTo}
                  minDate={from}
                  required
                  error={dateError(to)}
                />
              </>
            ) : (
              <TextInput label={t(`searchBy.${searchType}`)} {...search.inputProps} />
            )}
            {/* Beside the inputs, above their messages (the label's height). */}
            <Group mt={25} gap="xs">
              <Button type="submit" loading={isBusy}>
                {t('search')}
              </Button>
              {rows && rows.length > 0 && (
                <ExportButton report="repairHistory" params={() => ({ items: rows.map((r) => r.id) })} />
              )}
            </Group>
          </Group>
        </Stack>
      </form>
      {message && <Alert color="yellow">{message}</Alert>}
      {rows && rows.length > 0 && (
        <DataList<RepairHistoryLine>
          records={rows}
          withFilter
          storeColumnsKey="repairs-repair-history"
          caption={t('repairHistoryTitle')}
          columns={[
            {
              accessor: 'parentID',
              title: t('field.rma'),
              priority: 1,
              width: 90,
              render: (r) =>
                r.parentID ? (
                  <Anchor component={Link} to={paths.rmaHistoryItem(r.parentID)}>
                    #{r.parentID}
                  </Anchor>
                ) : (
                  t('notSent')
                ),
            },
            { accessor: 'robotSN', title: t('field.robotSN'), priority: 2 },
            {
              accessor: 'repairDate',
              title: t('field.repairDate'),
              priority: 1,
              width: 110,
              render: (r) => formatDateOnly(r.repairDate),
            },
            { accessor: 'oldPN', title: t('field.oldPN'), priority: 2 },
            { accessor: 'oldSN', title: t('field.oldSN'), priority: 4 },
            { accessor: 'newPN', title: t('field.newPN'), priority: 3 },
            { accessor: 'newSN', title: t('field.newSN'), priority: 4 },
            { accessor: 'partDesc', title: t('field.partDesc'), priority: 3, fitWidth: 160 },
            { accessor: 'internalNumber', title: t('field.internalNumber'), priority: 5 },
          ]}
        />
      )}
    </Stack>
  );
}
