import { ActionIcon } from '@mantine/core';
import type { PopupMessage } from '@poolside/contract/popups';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DataList } from '../../../components/data-list/data-list';
import { formatDateTime } from '../../../lib/dates';
import { popupKeys } from '../api';
import { MessageCell } from './message-cell';
import { SerialsCell } from './serials-cell';
import { UploadCell } from './upload-cell';

/** The messages: each one's text (editable), serials, upload, last change and delete button. */
export function PopupsList(props: {
  dirtyHandler: (id: number) => (isDirty: boolean) => void;
  onDelete: (row: PopupMessage) => void;
  deletingId: number | undefined;
}) {
  const { t } = useTranslation('adminPopups');
  return (
    <DataList<PopupMessage>
      endpoint="/popups"
      queryKey={popupKeys.all}
      storeColumnsKey="admin-popups"
      exportReport="popups"
      caption={t('title')}
      filterLabel={t('filter')}
      emptyText={t('empty')}
      defaultSort={{ columnAccessor: 'id', direction: 'desc' }}
      columns={[
        { accessor: 'id', title: '#', sortable: true, width: 70 },
        {
          accessor: 'message',
          title: t('columns.message'),
          sortable: true,
          render: (r) => <MessageCell key={r.id} row={r} onDirty={props.dirtyHandler(r.id)} />,
        },
        {
          accessor: 'snCount',
          title: t('columns.serials'),
          sortable: true,
          render: (r) => <SerialsCell row={r} />,
        },
        { accessor: 'upload', title: t('columns.upload'), render: (r) => <UploadCell row={r} /> },
        {
          accessor: 'dateUpdate',
          title: t('columns.updated'),
          sortable: true,
          render: (r) => formatDateTime(r.dateUpdate),
        },
        {
          accessor: 'actions',
          title: '',
          textAlign: 'right',
          render: (r) => (
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('deleteOf', { id: r.id })}
              loading={props.deletingId === r.id}
              onClick={() => props.onDelete(r)}
            >
              <IconTrash size={16} />
            </ActionIcon>
          ),
        },
      ]}
    />
  );
}
