import { Button, Group, Select, Stack, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type FeedbackRow, feedbackFormTypes, feedbackMenus } from '@poolside/contract/feedback';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../app/paths';
import { type DataListColumn, DataList } from '../../../components/data-list/data-list';
import { FilterBar, StatusFilter, useDateRange } from '../../../components/data-list/filter-bar';
import { StatusLabel } from '../../../components/status-label';
import { formatDateTime } from '../../../lib/dates';
import { useSessionUser } from '../../../lib/session';
import { useRedirectOnListError } from '../../../lib/use-redirect-on-list-error';
import { feedbackKeys } from '../api';

/**
 * /feedback/history (and /feedback/request): the reports the user may see, newest first, with the
 * filters of spec 03 s5; provider staff (types 1 and 2) also filter by customer, topic and sub-topic and
 * see the handling columns. A row opens the report: the handling detail for feedback managers, the
 * read-only view for the others.
 */
export function FeedbackHistoryPage() {
  const { t } = useTranslation('feedback');
  const navigate = useNavigate();
  const me = useSessionUser();
  useRedirectOnListError(...feedbackKeys.list());
  const isStaff = me.type.id <= 2;
  const range = useDateRange(365);
  const [status, setStatus] = useState<string | null>(null);
  const [topic, setTopic] = useState<string | null>(null);
  const [subTopic, setSubTopic] = useState<string | null>(null);
  const [texts, setTexts] = useState({ pn: '', sn: '', customer: '' });
  const [debounced] = useDebouncedValue(texts, 300);
  // Spec 03 s7: the export is skipped when the list is empty (no button then).
  const [hasRows, setHasRows] = useState(false);
  const typeWord = (r: FeedbackRow) =>
    r.type ? `${t(`formType.${r.subTopic}`)} · ${t(`shipmentType.${r.type}`)}` : t(`formType.${r.subTopic}`);
  const columns: DataListColumn<FeedbackRow>[] = [
    { accessor: 'id', title: '#', sortable: true, priority: 1, width: 70 },
    {
      accessor: 'dateCreate',
      title: t('history.date'),
      sortable: true,
      priority: 2,
      width: 150,
      render: (r) => formatDateTime(r.dateCreate),
    },
    {
      accessor: 'topic',
      title: t('history.topic'),
      sortable: true,
      priority: 3,
      render: (r) => t(`menu.${r.topic}`),
    },
    {
      accessor: 'subTopic',
      title: t('history.subTopic'),
      sortable: true,
      priority: 1,
      fitWidth: 180,
      render: typeWord,
    },
    ...(isStaff
      ? ([
          {
            accessor: 'complaintType',
            title: t('handling.complaintType'),
            priority: 5,
            render: (r) => (r.complaintType ? t(`option.complaintTypes.${r.complaintType}`) : ''),
          },
          {
            accessor: 'department',
            title: t('handling.department'),
            priority: 5,
            render: (r) => (r.department ? t(`option.departments.${r.department}`) : ''),
          },
          { accessor: 'ownerName', title: t('history.customer'), priority: 4, fitWidth: 180 },
          { accessor: 'centreId', title: t('history.centreId'), priority: 4, width: 100 },
        ] satisfies DataListColumn<FeedbackRow>[])
      : []),
    {
      accessor: 'status',
      title: t('history.status'),
      sortable: true,
      width: 150,
      render: (r) => <StatusLabel kind="feedback" code={r.status} />,
    },
  ];
  const text = (name: keyof typeof texts, label: string, width = 140) => (
    <TextInput
      label={label}
      value={texts[name]}
      onChange={(e) => {
        const value = e.currentTarget.value;
        setTexts((current) => ({ ...current, [name]: value }));
      }}
      w={width}
    />
  );
  const clean = (v: string) => v.trim() || undefined;
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{t('history.title')}</Title>
        <Button component={Link} to={paths.feedbackReport()} leftSection={<IconPlus size={18} aria-hidden />}>
          {t('newReport')}
        </Button>
      </Group>
      <DataList<FeedbackRow>
        endpoint="/feedback"
        queryKey={feedbackKeys.list()}
        storeColumnsKey="feedback-history"
        caption={t('history.title')}
        emptyText={t('history.empty')}
        withFilter={false}
        exportReport={hasRows ? 'feedback' : undefined}
        onPage={(answer) => {
          if (answer) setHasRows(answer.total > 0);
        }}
        defaultSort={{ columnAccessor: 'dateCreate', direction: 'desc' }}
        params={{
          ...range.params,
          status: status ?? undefined,
          pn: clean(debounced.pn),
          sn: clean(debounced.sn),
          topic: isStaff ? (topic ?? undefined) : undefined,
          subTopic: isStaff ? (subTopic ?? undefined) : undefined,
          customer: isStaff ? clean(debounced.customer) : undefined,
        }}
        onRowClick={(r) => navigate(paths.feedbackReportItem(r.id))}
        rowAttributes={(r) => ({ 'aria-label': t('history.rowLabel', { id: r.id }) })}
        toolbar={
          <FilterBar range={range} fromLabel={t('history.fromDate')} toLabel={t('history.toDate')}>
            {text('pn', t('history.pn'))}
            {text('sn', t('history.sn'))}
            <StatusFilter label={t('history.status')} kind="feedback" value={status} onChange={setStatus} />
            {isStaff && (
              <>
                <Select
                  label={t('history.topic')}
                  placeholder={t('history.all')}
                  data={feedbackMenus.map((m) => ({ value: m, label: t(`menu.${m}`) }))}
                  value={topic}
                  onChange={setTopic}
                  clearable
                  w={170}
                />
                <Select
                  label={t('history.subTopic')}
                  placeholder={t('history.all')}
                  data={feedbackFormTypes.map((f) => ({ value: f, label: t(`formType.${f}`) }))}
                  value={subTopic}
                  onChange={setSubTopic}
                  clearable
                  w={170}
                />
                {text('customer', t('history.customer'), 170)}
              </>
            )}
          </FilterBar>
        }
        columns={columns}
      />
    </Stack>
  );
}
