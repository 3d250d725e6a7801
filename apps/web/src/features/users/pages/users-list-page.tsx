import type { UserRow } from '@poolside/contract/users';
import { Badge, Button, Group, SegmentedControl, Stack, Title } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useRedirectOnListError } from '../../../lib/use-redirect-on-list-error';
import { DataList } from '../../../components/data-list/data-list';
import { showError, showSuccessDialog } from '../../../components/feedback-dialogs';
import { countryName, userTypeName } from '../../../lib/names';
import { isAdminTypeId, useSessionUser } from '../../../lib/session';
import { useActivateUser, userKeys } from '../api';
import { paths } from '../../../app/paths';

/** /users: viewUser only; rows open the edit screen with editUser; provider staff activate pending users. */
export function UsersListPage() {
  const { t } = useTranslation('users');
  const me = useSessionUser();
  const navigate = useNavigate();
  const [status, setStatus] = useState<string>('all');
  const staff = isAdminTypeId(me.type.id);
  const activate = useActivateUser();
  useRedirectOnListError('users', 'list');
  useEffect(() => {
    if (!me.type.viewUser) navigate(paths.home(), { replace: true });
  }, [me, navigate]);
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{t('title')}</Title>
        <Group>
          {staff && (
            <SegmentedControl
              value={status}
              onChange={setStatus}
              data={[
                { value: 'all', label: t('status.all') },
                { value: 'pending', label: t('status.pending') },
              ]}
            />
          )}
          {me.type.addUser && (
            <Button component={Link} to={paths.userAdd()} leftSection={<IconUserPlus size={18} />}>
              {t('addUser')}
            </Button>
          )}
        </Group>
      </Group>
      <DataList<UserRow>
        endpoint="/users"
        queryKey={userKeys.list()}
        storeColumnsKey="users-list"
        exportReport="users"
        caption={t('title')}
        filterLabel={t('filter')}
        emptyText={t('empty')}
        defaultSort={{ columnAccessor: 'id', direction: 'asc' }}
        params={{ status: status === 'all' ? undefined : status }}
        onRowClick={me.type.editUser ? (record) => navigate(paths.user(record.id)) : undefined}
        columns={[
          { accessor: 'id', title: t('columns.id'), sortable: true, priority: 1, width: 70 },
          { accessor: 'name', title: t('columns.name'), sortable: true, priority: 1, fitWidth: 160 },
          { accessor: 'centerMoovexID', title: t('columns.centerMoovexID'), sortable: true, priority: 3 },
          { accessor: 'email', title: t('columns.email'), sortable: true, priority: 2, fitWidth: 200 },
          { accessor: 'phone', title: t('columns.phone'), sortable: true, priority: 5 },
          {
            accessor: 'country',
            title: t('columns.country'),
            sortable: true,
            priority: 4,
            render: (r) => countryName(r.country),
          },
          {
            accessor: 'type',
            title: t('columns.type'),
            sortable: true,
            priority: 3,
            fitWidth: 170,
            render: (r) => userTypeName(t, r.type),
          },
          {
            accessor: 'disabled',
            title: t('columns.disabled'),
            sortable: true,
            priority: 1,
            fitWidth: 210,
            render: (r) =>
              r.status === 'pending' ? (
                // Wraps on a phone: the button goes under the word rather than past the screen's edge.
                <Group gap={4} wrap="wrap">
                  <Badge color="yellow" tt="none">
                    {t('status.pending')}
                  </Badge>
                  {staff && (
                    <Button
                      size="compact-xs"
                      loading={activate.isPending && activate.variables === r.id}
                      onClick={(e) => {
                        e.stopPropagation();
                        activate.mutate(r.id, {
                          onSuccess: () => showSuccessDialog(t('activated')),
                          onError: (err) => showError(err),
                        });
                      }}
                    >
                      {t('activate')}
                    </Button>
                  )}
                </Group>
              ) : r.disabled ? (
                <Badge color="red">{t('yes')}</Badge>
              ) : (
                t('no')
              ),
          },
        ]}
      />
    </Stack>
  );
}
