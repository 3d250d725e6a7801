import type { Content } from '@poolside/contract/contents';
import { ActionIcon, Button, Group, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { paths } from '../../../app/paths';
import { DataList } from '../../../components/data-list/data-list';
import { showError } from '../../../components/feedback-dialogs';
import { contentProp } from '../../../lib/contents';
import { formatDate } from '../../../lib/dates';
import { currentLanguage } from '../../../lib/i18n';
import { useConfirm } from '../../../components/confirm';
import { adminContentsQuery, useDeleteContent } from '../api';
import { editorPath, listTypes } from '../routes-map';

/** /admin/contents/{qa|news|texts}: #, type, title (user's language, else English), dates, edit, delete. */
export function ContentsListPage() {
  const { t } = useTranslation('adminContents');
  const navigate = useNavigate();
  const list = useParams().list ?? '';
  const type = listTypes[list];
  const { data, error, isFetching } = useQuery({
    ...adminContentsQuery(type ?? 'qa'),
    enabled: Boolean(type),
  });
  const remove = useDeleteContent();
  const confirm = useConfirm();
  useEffect(() => {
    if (!type) navigate(paths.home(), { replace: true });
  }, [type, navigate]);
  useEffect(() => {
    if (error) {
      showError(error);
      navigate(paths.home(), { replace: true });
    }
  }, [error, navigate]);
  const language = currentLanguage();
  const confirmDelete = (item: Content) =>
    confirm({
      title: t('confirmTitle'),
      message: t('confirmText', { title: contentProp(item, 'title', language) }),
      confirmLabel: t('delete'),
      isDanger: true,
      onConfirm: () =>
        remove.mutate(item.id, {
          onSuccess: () => notifications.show({ color: 'green', message: t('deleted') }),
          onError: (e) => showError(e),
        }),
    });
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{t(`lists.${list}`, list)}</Title>
        {list !== 'texts' && (
          <Button
            component={Link}
            to={paths.admin.contentEditor(list, 'new')}
            leftSection={<IconPlus size={16} />}
          >
            {t('addNew')}
          </Button>
        )}
      </Group>
      <DataList<Content>
        records={data ?? []}
        fetching={isFetching}
        withFilter
        storeColumnsKey={`admin-contents-${list}`}
        exportReport="contents"
        params={{ kind: type }}
        caption={t(`lists.${list}`, list)}
        emptyText={t('empty')}
        defaultSort={{ columnAccessor: 'id', direction: 'desc' }}
        columns={[
          { accessor: 'id', title: '#', sortable: true, priority: 1, width: 70 },
          { accessor: 'type', title: t('columns.type'), priority: 4, render: (r) => t(`types.${r.type}`) },
          {
            accessor: 'title',
            title: t('columns.title'),
            priority: 1,
            fitWidth: 160,
            render: (r) => contentProp(r, 'title', language),
          },
          {
            accessor: 'dateCreate',
            title: t('columns.created'),
            sortable: true,
            priority: 3,
            render: (r) => formatDate(r.dateCreate),
          },
          {
            accessor: 'dateUpdate',
            title: t('columns.updated'),
            sortable: true,
            priority: 2,
            render: (r) => formatDate(r.dateUpdate),
          },
          {
            accessor: 'actions',
            title: '',
            width: 90,
            toggleable: false,
            textAlign: 'right',
            render: (r) => (
              <Group gap={4} justify="flex-end" wrap="nowrap">
                <ActionIcon
                  variant="subtle"
                  component={Link}
                  to={editorPath(list, r.id)}
                  aria-label={t('edit')}
                >
                  <IconEdit size={16} />
                </ActionIcon>
                {list !== 'texts' && (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    onClick={() => confirmDelete(r)}
                    aria-label={t('delete')}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                )}
              </Group>
            ),
          },
        ]}
      />
    </Stack>
  );
}
