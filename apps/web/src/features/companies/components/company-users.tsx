import type { UserRow } from '@poolside/contract/users';
import { Badge, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../app/paths';
import { DataList } from '../../../components/data-list/data-list';
import { userTypeName } from '../../../lib/names';
import { useSessionUser } from '../../../lib/session';
import { companyKeys } from '../api';

const statusColor = { pending: 'yellow', active: 'green', disabled: 'red' } as const;

/** The company's users (GET /api/companies/{id}/users, the users list of one company); a row opens the user. */
export function CompanyUsers({ companyId }: { companyId: number }) {
  const { t } = useTranslation('companies');
  const me = useSessionUser();
  const navigate = useNavigate();
  return (
    <Stack gap="xs">
      <Title order={3}>{t('users.title')}</Title>
      <DataList<UserRow>
        endpoint="/companies/{id}/users"
        endpointPath={{ id: companyId }}
        queryKey={companyKeys.usersOf(companyId)}
        storeColumnsKey="company-users"
        caption={t('users.title')}
        emptyText={t('users.empty')}
        defaultSort={{ columnAccessor: 'name', direction: 'asc' }}
        onRowClick={me.type.editUser ? (row) => navigate(paths.user(row.id)) : undefined}
        columns={[
          { accessor: 'name', title: t('users.name'), sortable: true, priority: 1, fitWidth: 180 },
          { accessor: 'email', title: t('users.email'), sortable: true, priority: 2, fitWidth: 220 },
          {
            accessor: 'type',
            title: t('users.type'),
            sortable: true,
            priority: 3,
            fitWidth: 180,
            render: (r) => userTypeName(t, r.type),
          },
          {
            accessor: 'status',
            title: t('users.status'),
            sortable: true,
            width: 150,
            render: (r) => (
              <Badge color={statusColor[r.status]} variant="light" tt="none">
                {t(`users.userStatus.${r.status}`)}
              </Badge>
            ),
          },
        ]}
      />
    </Stack>
  );
}
