import 'mantine-datatable/styles.css';
import type { Content } from '@poolside/contract/contents';
import { ActionIcon, Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { DataTable } from 'mantine-datatable';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { showErrorDialog } from '../../../components/feedback-dialogs';
import { contentProp } from '../../../lib/contents';
import { formatDate } from '../../../lib/dates';
import { currentLanguage } from '../../../lib/i18n';
import { adminContentsQueryOptions, useDeleteContent } from '../api';
import { editorPath, listTypes } from '../routes-map';

/** /admin/contents/{qa|news|texts}: #, type, title (user's language, else English), dates, edit, delete. */
export function ContentsListPage() {
  const { t } = useTranslation('adminContents');
  const navigate = useNavigate();
  const list = useParams().list ?? '';
  const type = listTypes[list];
  const { data, error, isFetching } = useQuery({
    ...adminContentsQueryOptions(type ?? 'qa'),
    enabled: Boolean(type),
  });
  const remove = useDeleteContent();
  const [toDelete, setToDelete] = useState<Content | null>(null);
  useEffect(() => {
    if (!type) navigate('/', { replace: true });
  }, [type, navigate]);
  useEffect(() => {
    if (error) {
      showErrorDialog(error);
      navigate('/', { replace: true });
    }
  }, [error, navigate]);
  const language = currentLanguage();
  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete.id, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: t('deleted') });
        setToDelete(null);
      },
      onError: (e) => {
        setToDelete(null);
        showErrorDialog(e);
      },
    });
  };
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{t(`lists.${list}`, list)}</Title>
        {list !== 'texts' && (
          <Button component={Link} to={`/admin/contents/${list}/new`} leftSection={<IconPlus size={16} />}>
            {t('addNew')}
          </Button>
        )}
      </Group>
      <DataTable<Content>
        withTableBorder
        striped
        minHeight={200}
        fetching={isFetching}
        records={data ?? []}
        noRecordsText={t('empty')}
        columns={[
          { accessor: 'id', title: '#' },
          { accessor: 'type', title: t('columns.type'), render: (r) => t(`types.${r.type}`) },
          { accessor: 'title', title: t('columns.title'), render: (r) => contentProp(r, 'title', language) },
          { accessor: 'dateCreate', title: t('columns.created'), render: (r) => formatDate(r.dateCreate) },
          { accessor: 'dateUpdate', title: t('columns.updated'), render: (r) => formatDate(r.dateUpdate) },
          {
            accessor: 'actions',
            title: '',
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
                    onClick={() => setToDelete(r)}
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
      <Modal opened={toDelete !== null} onClose={() => setToDelete(null)} title={t('confirmTitle')} centered>
        <Stack>
          <Text>{t('confirmText', { title: toDelete ? contentProp(toDelete, 'title', language) : '' })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setToDelete(null)}>
              {t('cancel')}
            </Button>
            <Button color="red" loading={remove.isPending} onClick={confirmDelete}>
              {t('delete')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
