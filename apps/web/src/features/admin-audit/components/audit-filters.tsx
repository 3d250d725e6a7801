import { Group, Select, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DateOnlyInput } from '../../../components/date-only-input';
import { auditFacetsQuery } from '../api';
import { useAuditWords } from '../audit-words';

export type AuditFilterValues = {
  who: string;
  action: string | null;
  entity: string | null;
  /** Date-only values (unix seconds of UTC midnight), null when not set. */
  from: number | null;
  to: number | null;
};
export const emptyAuditFilters: AuditFilterValues = {
  who: '',
  action: null,
  entity: null,
  from: null,
  to: null,
};

type Props = { value: AuditFilterValues; onChange: (value: AuditFilterValues) => void };

/** Who (name or e-mail), what (action, entity) and when (a dd/MM/yyyy range). */
export function AuditFilters({ value, onChange }: Props) {
  const { t } = useTranslation('adminAudit');
  const words = useAuditWords();
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
        data={(facets?.actions ?? []).map((action) => ({ value: action, label: words.action(action) }))}
        value={value.action}
        onChange={(action) => set({ action })}
        searchable
        clearable
        w={200}
      />
      <Select
        label={t('filters.entity')}
        placeholder={t('filters.any')}
        data={(facets?.entities ?? []).map((entity) => ({ value: entity, label: words.entity(entity) }))}
        value={value.entity}
        onChange={(entity) => set({ entity })}
        searchable
        clearable
        w={200}
      />
      <DateOnlyInput
        label={t('filters.from')}
        value={value.from}
        onChange={(from) => set({ from })}
        maxDate={value.to}
        w={160}
      />
      <DateOnlyInput
        label={t('filters.to')}
        value={value.to}
        onChange={(to) => set({ to })}
        minDate={value.from}
        w={160}
      />
    </Group>
  );
}
