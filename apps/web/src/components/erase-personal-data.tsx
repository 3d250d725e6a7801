import { Button } from '@mantine/core';
import type { PersonalDataKind } from '@poolside/contract/privacy';
import { useQueryClient } from '@tanstack/react-query';
import { useMutation } from '../lib/mutation';
import { useTranslation } from 'react-i18next';
import { api } from '../lib/api-client';
import { useSessionUser } from '../lib/session';
import { useConfirm } from './confirm';
import { showError, showSuccessDialog } from './feedback-dialogs';

/**
 * Provider administrators (type 1) only: blanks the end customer's contact details of one
 * complete-unit request or feedback report on the customer's request, after a confirmation. The server
 * audits it; `onErased` runs after the record's queries were refreshed (the page then shows the blanks).
 */
export function ErasePersonalDataButton({
  kind,
  id,
  queryKey,
  onErased,
}: {
  kind: PersonalDataKind;
  id: number;
  /** The queries that show the record, refreshed after the erasure. */
  queryKey: readonly unknown[];
  onErased: () => void;
}) {
  const { t } = useTranslation('privacy');
  const me = useSessionUser();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const erase = useMutation({
    mutationFn: () => api.post('/privacy/erase', { kind, id }),
    onSuccess: async (result) => {
      await queryClient.invalidateQueries({ queryKey });
      onErased();
      showSuccessDialog(result.erasedFields.length > 0 ? t('erase.done') : t('erase.nothingLeft'));
    },
    onError: (error) => showError(error),
  });
  if (me.type.id !== 1) return null;
  return (
    <Button
      variant="light"
      color="red"
      loading={erase.isPending}
      onClick={() =>
        confirm({
          title: t('erase.title'),
          message: t(`erase.message.${kind}`),
          confirmLabel: t('erase.confirm'),
          isDanger: true,
          onConfirm: () => erase.mutate(),
        })
      }
    >
      {t('erase.button')}
    </Button>
  );
}
