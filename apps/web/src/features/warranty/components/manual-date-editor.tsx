import { Group, UnstyledButton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { RobotItem } from '@poolside/contract/warranty';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateOnlyInput } from '../../../components/date-only-input';
import { formatDateOnly } from '../../../lib/dates';
import { showError } from '../../../components/feedback-dialogs';
import { useSessionUser } from '../../../lib/session';
import { useSetManualWarranty } from '../api';

type ManualDateEditorProps = { robot: RobotItem; which: 'start' | 'end' };

/**
 * The warranty start or end; type 1 clicks it to set a manual date (dd/MM/yyyy, empty clears), saved when
 * the field closes (Enter or leaving it). Everybody else reads the date.
 */
export function ManualDateEditor({ robot, which }: ManualDateEditorProps) {
  const { t } = useTranslation('warranty');
  const setManual = useSetManualWarranty(robot.sn);
  const isTopAdmin = useSessionUser().type.id === 1;
  const shown = which === 'start' ? robot.warrantyStart : robot.warrantyEnd;
  const manual = which === 'start' ? robot.manualWarrantyStart : robot.manualWarrantyEnd;
  // The date being edited (null value: cleared); null while not editing.
  const [draft, setDraft] = useState<{ value: number | null } | null>(null);
  const label = which === 'start' ? t('manualStart') : t('manualEnd');
  if (!isTopAdmin) return <>{formatDateOnly(shown)}</>;

  const save = () => {
    if (draft === null || setManual.isPending) return;
    const { value } = draft;
    setDraft(null);
    if (value === manual) return;
    void setManual.mutate(
      { [which === 'start' ? 'manualWarrantyStart' : 'manualWarrantyEnd']: value },
      {
        onSuccess: () => notifications.show({ color: 'green', message: t('warrantyUpdated') }),
        onError: (error) => showError(error, t('opFailed')),
      },
    );
  };

  if (draft !== null) {
    return (
      <DateOnlyInput
        size="xs"
        aria-label={label}
        value={draft.value}
        autoFocus
        clearable
        onChange={(value) => setDraft({ value })}
        onBlur={save}
        onKeyDown={(e) => {
          if (e.key === 'Enter') save();
          if (e.key === 'Escape') setDraft(null);
        }}
        w={160}
      />
    );
  }
  return (
    <UnstyledButton
      onClick={() => setDraft({ value: manual ?? shown })}
      aria-label={t('labelValue', { ns: 'common', label, value: formatDateOnly(shown) })}
      disabled={setManual.isPending}
    >
      <Group gap={4} wrap="nowrap">
        {formatDateOnly(shown)}
        <IconPencil size={14} aria-hidden />
      </Group>
    </UnstyledButton>
  );
}
