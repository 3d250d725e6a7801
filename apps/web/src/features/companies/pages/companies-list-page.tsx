import type { CompanyKind, CompanyRow } from '@poolside/contract/companies';
import { Badge, Button, Group, SegmentedControl, Select, Stack, Title } from '@mantine/core';
import { IconBuildingPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../app/paths';
import { DataList } from '../../../components/data-list/data-list';
import { formatDate } from '../../../lib/dates';
import { countryName } from '../../../lib/names';
import { useSession } from '../../../lib/session';
import { kindLabel, kindOptions } from '../kind-words';
import { companyKeys } from '../api';

type ActiveFilter = 'all' | 'true' | 'false';

/** /admin/companies: every company, searched by number or name, filtered, sorted, paged, exported. */
export function CompaniesListPage() {
  const { t } = useTranslation('companies');
  const session = useSession();
  const navigate = useNavigate();
  const canWrite = session?.user.type.id === 1;
  const [kind, setKind] = useState<CompanyKind | null>(null);
  const [country, setCountry] = useState<string | null>(null);
  const [active, setActive] = useState<ActiveFilter>('all');
  const countries = (session?.countries ?? []).map((c) => ({ value: c.code, label: c.name }));
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{t('title')}</Title>
        {canWrite && (
          <Button
            component={Link}
            to={paths.admin.company('new')}
            leftSection={<IconBuildingPlus size={18} aria-hidden />}
          >
            {t('newCompany')}
          </Button>
        )}
      </Group>
      <DataList<CompanyRow>
        endpoint="/companies"
        queryKey={companyKeys.list()}
        storeColumnsKey="admin-companies"
        caption={t('title')}
        filterLabel={t('filter')}
        emptyText={t('empty')}
        defaultSort={{ columnAccessor: 'number', direction: 'asc' }}
        pageSize={20}
        exportReport="companies"
        params={{
          kind: kind ?? undefined,
          country: country ?? undefined,
          active: active === 'all' ? undefined : active,
        }}
        onRowClick={(row) => navigate(paths.admin.company(row.id))}
        toolbar={
          <Group gap="xs" wrap="wrap">
            <Select
              aria-label={t('columns.kind')}
              placeholder={t('allKinds')}
              data={kindOptions(t)}
              value={kind}
              onChange={(value) => setKind(value as CompanyKind | null)}
              clearable
              w={180}
            />
            <Select
              aria-label={t('columns.country')}
              placeholder={t('allCountries')}
              data={countries}
              value={country}
              onChange={setCountry}
              searchable
              clearable
              w={180}
            />
            <SegmentedControl
              aria-label={t('columns.status')}
              value={active}
              onChange={(value) => setActive(value as ActiveFilter)}
              data={[
                { value: 'all', label: t('active.all') },
                { value: 'true', label: t('active.active') },
                { value: 'false', label: t('active.inactive') },
              ]}
            />
          </Group>
        }
        columns={[
          { accessor: 'number', title: t('columns.number'), sortable: true, priority: 1, width: 110 },
          { accessor: 'name', title: t('columns.name'), sortable: true, priority: 1, fitWidth: 200 },
          {
            accessor: 'kind',
            title: t('columns.kind'),
            sortable: true,
            priority: 3,
            fitWidth: 150,
            render: (r) => kindLabel(t, r.kind),
          },
          { accessor: 'parentName', title: t('columns.parentName'), priority: 4, fitWidth: 180 },
          {
            accessor: 'country',
            title: t('columns.country'),
            sortable: true,
            priority: 3,
            fitWidth: 140,
            render: (r) => countryName(r.country),
          },
          { accessor: 'currency', title: t('columns.currency'), sortable: true, priority: 4, width: 115 },
          { accessor: 'priceList', title: t('columns.priceList'), priority: 5, width: 110 },
          {
            accessor: 'userCount',
            title: t('columns.userCount'),
            priority: 5,
            width: 90,
            textAlign: 'right',
          },
          {
            accessor: 'createdAt',
            title: t('columns.createdAt'),
            sortable: true,
            priority: 5,
            width: 110,
            render: (r) => formatDate(r.createdAt),
          },
          {
            accessor: 'status',
            title: t('columns.status'),
            width: 110,
            render: (r) =>
              r.isActive ? (
                <Badge color="green" variant="light" tt="none">
                  {t('activeLabel')}
                </Badge>
              ) : (
                <Badge color="gray" tt="none">
                  {t('inactiveLabel')}
                </Badge>
              ),
          },
        ]}
      />
    </Stack>
  );
}
