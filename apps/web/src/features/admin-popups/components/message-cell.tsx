import { popupMessageMax } from '@poolside/contract/popup-rules';
import { type PopupMessage, popupMessageTextSchema } from '@poolside/contract/popups';
import { Button, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { showError } from '../../../components/feedback-dialogs';
import { contractResolver } from '../../../lib/form-validation';
import { useUpdateMessage } from '../api';

type Values = { message: string };

/**
 * The editable text of one message with its Update button: a form of one field (the contract's rule, the
 * server's refusal at the field). `onDirty` tells the page, whose one guard asks before leaving unsaved text.
 */
export function MessageCell({ row, onDirty }: { row: PopupMessage; onDirty: (isDirty: boolean) => void }) {
  const { t } = useTranslation('adminPopups');
  const update = useUpdateMessage();
  const form = useForm<Values>({
    initialValues: { message: row.message },
    validate: contractResolver<Values>(popupMessageTextSchema),
  });
  const isChanged = form.values.message.trim() !== row.message;
  useEffect(() => onDirty(isChanged), [isChanged, onDirty]);
  useEffect(() => () => onDirty(false), [onDirty]);
  const save = (values: Values) =>
    update.mutate(
      { id: row.id, message: values.message },
      {
        onSuccess: () => {
          form.resetDirty();
          notifications.show({ color: 'green', message: t('updated') });
        },
        onError: (error) => showError(error, { form }),
      },
    );
  return (
    <form onSubmit={form.onSubmit(save)} noValidate>
      <Stack gap={6} miw={260}>
        <Textarea
          aria-label={t('messageOf', { id: row.id })}
          placeholder={t('messagePlaceholder')}
          autosize
          minRows={2}
          maxRows={6}
          maxLength={popupMessageMax}
          {...form.getInputProps('message')}
        />
        <Button
          type="submit"
          size="xs"
          variant={isChanged ? 'filled' : 'default'}
          loading={update.isPending}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('update')}
        </Button>
      </Stack>
    </form>
  );
}
