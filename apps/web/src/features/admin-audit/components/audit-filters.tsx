import { Group, Select, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { parseDateOnly } from '../../../lib/dates';
import { auditFacetsQuery } from '../api';

export type AuditFilterValues = {
  who: string;
  action: string | null;
  entity: string | null;
  from: string;
  to: string;
};
export const emptyAuditFilters: AuditFilterValues = { who: '', action: null, entity: null, from: '', to: '' };

/** A typed dd/MM/yyyy that is not a date yet: shown as an error and not applied. */
export const isBadDate = (text: string) => text.trim() !== '' && parseDateOnly(text) === null;

type Props = { value: AuditFilterValues; onChange: (value: AuditFilterValues) => void };

/** Who (name or e-mail), what (action, entity) and when (a dd/MM/yyyy range). */
export function AuditFilters({ value, onChange }: Props) {
  const { t } = useTranslation('adminAudit');
  const { data: facets } = useQuery(auditFacetsQuery);
  const set = (patch: Partial<AuditFilterValues>) => onChange({ ...value, ...patch });
  return (
    <Group align="start" wrap="wrap">
      <TextInput
        label={t('filters.who')}
        placeholder={t('filters.whoPlaceholder')}
        value={value.who}
        onChange={(e) => set({ who: e.currentTarget.value })}
        w={220}
      />
      <Select
        label={t('filters.action')}
        placeholder={t('filters.any')}
        data={facets?.actions ?? []}
        value={value.action}
        onChange={(action) => set({ action })}
        searchable
        clearable
        w={200}
      />
      <Select
        label={t('filters.entity')}
        placeholder={t('filters.any')}
        data={facets?.entities ?? []}
        value={value.entity}
        onChange={(entity) => set({ entity })}
        searchable
        clearable
        w={200}
      />
      <TextInput
        label={t('filters.from')}
        placeholder="dd/MM/yyyy"
        value={value.from}
        error={isBadDate(value.from) ? t('filters.badDate') : null}
        onChange={(e) => set({ from: e.currentTarget.value })}
        w={140}
      />
      <TextInput
        label={t('filters.to')}
        placeholder="dd/MM/yyyy"
        value={value.to}
        error={isBadDate(value.to) ? t('filters.badDate') : null}
        onChange={(e) => set({ to: e.currentTarget.value })}
        w={140}
      />
    </Group>
  );
}
