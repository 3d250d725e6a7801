import { Group, UnstyledButton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { RobotItem } from '@poolside/contract/warranty';
import { IconPencil } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateOnlyInput } from '../../../components/date-only-input';
import { formatDateOnly } from '../../../lib/dates';
import { useSessionUser } from '../../../lib/session';
import { setManualWarranty } from '../admin-api';

type ManualDateEditorProps = { robot: RobotItem; which: 'start' | 'end' };

/**
 * The warranty start or end; type 1 clicks it to set a manual date (dd/MM/yyyy, empty clears), saved when
 * the field closes (Enter or leaving it). Everybody else reads the date.
 */
export function ManualDateEditor({ robot, which }: ManualDateEditorProps) {
  const { t } = useTranslation('warranty');
  const queryClient = useQueryClient();
  const isTopAdmin = useSessionUser().type.id === 1;
  const shown = which === 'start' ? robot.warrantyStart : robot.warrantyEnd;
  const manual = which === 'start' ? robot.manualWarrantyStart : robot.manualWarrantyEnd;
  // The date being edited (null value: cleared); null while not editing.
  const [draft, setDraft] = useState<{ value: number | null } | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const label = which === 'start' ? t('manualStart') : t('manualEnd');
  if (!isTopAdmin) return <>{formatDateOnly(shown)}</>;

  const save = async () => {
    if (draft === null || isSaving) return;
    const { value } = draft;
    setDraft(null);
    if (value === manual) return;
    setIsSaving(true);
    try {
      const updated = await setManualWarranty(robot.sn, {
        [which === 'start' ? 'manualWarrantyStart' : 'manualWarrantyEnd']: value,
      });
      queryClient.setQueryData(['robots', 'sn', updated.sn], updated);
      notifications.show({ color: 'green', message: t('warrantyUpdated') });
    } catch {
      notifications.show({ color: 'red', title: t('opFailedTitle'), message: t('opFailed') });
    } finally {
      setIsSaving(false);
    }
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
      disabled={isSaving}
    >
      <Group gap={4} wrap="nowrap">
        {formatDateOnly(shown)}
        <IconPencil size={14} aria-hidden />
      </Group>
    </UnstyledButton>
  );
}
