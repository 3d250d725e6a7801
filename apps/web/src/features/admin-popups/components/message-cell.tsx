import { popupMessageMax } from '@poolside/contract/popup-rules';
import type { PopupMessage } from '@poolside/contract/popups';
import { Button, Stack, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showErrorDialog } from '../../../components/feedback-dialogs';
import { useUpdateMessage } from '../api';

/** The editable text of one message with its Update button. */
export function MessageCell({ row }: { row: PopupMessage }) {
  const { t } = useTranslation('adminPopups');
  const [text, setText] = useState(row.message);
  const update = useUpdateMessage();
  const isChanged = text.trim() !== row.message;
  return (
    <Stack gap={6} miw={260}>
      <Textarea
        aria-label={t('messageOf', { id: row.id })}
        placeholder={t('messagePlaceholder')}
        autosize
        minRows={2}
        maxRows={6}
        maxLength={popupMessageMax}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
      />
      <Button
        size="xs"
        variant={isChanged ? 'filled' : 'default'}
        loading={update.isPending}
        onClick={() =>
          update.mutate(
            { id: row.id, message: text },
            {
              onSuccess: () => notifications.show({ color: 'green', message: t('updated') }),
              onError: (e) => showErrorDialog(e),
            },
          )
        }
        style={{ alignSelf: 'flex-start' }}
      >
        {t('update')}
      </Button>
    </Stack>
  );
}
