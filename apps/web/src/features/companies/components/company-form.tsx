import {
  type CompanyBodyInput,
  type CompanyDetail,
  type CompanyKind,
  type CompanyOptions,
  companyBodySchema,
  companyCurrencies,
  companyKinds,
} from '@poolside/contract/companies';
import { ErrorCode } from '@poolside/contract/errors';
import {
  Alert,
  Button,
  Checkbox,
  Fieldset,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../components/confirm';
import { showError } from '../../../components/feedback-dialogs';
import { useUnsavedChangesGuard } from '../../../components/unsaved-changes';
import { contractResolver } from '../../../lib/form-validation';
import { useSession } from '../../../lib/session';
import { kindLabel } from '../kind-words';

export type CompanyFormValues = {
  number: string;
  name: string;
  kind: CompanyKind;
  parentId: string | null;
  country: string | null;
  currency: string;
  priceList: string;
  brandIds: string[];
  isActive: boolean;
};

function initialValues(company: CompanyDetail | undefined): CompanyFormValues {
  return {
    number: company?.number ?? '',
    name: company?.name ?? '',
    kind: company?.kind ?? 'service_centre',
    parentId: company?.parentId ? String(company.parentId) : null,
    country: company?.country || null,
    currency: company?.currency ?? 'USD',
    priceList: company?.priceList ?? 'standard',
    brandIds: (company?.brandIds ?? []).map(String),
    isActive: company?.isActive ?? true,
  };
}

/** The request body the values make (what the contract's schema checks, on both sides). */
export function bodyOf(values: CompanyFormValues): CompanyBodyInput {
  return {
    number: values.number,
    name: values.name,
    kind: values.kind,
    parentId: values.kind === 'service_centre' && values.parentId ? Number(values.parentId) : null,
    // Absent when not chosen: the schema (and the server) then say "required", not "not accepted".
    country: (values.country ?? undefined) as CompanyBodyInput['country'],
    currency: values.currency as CompanyBodyInput['currency'],
    priceList: values.priceList,
    brandIds: values.brandIds.map(Number),
    isActive: values.isActive,
  };
}

/** The server's refusals at their fields: -12/-6 with the rule's reason, -28 a taken number. */
export function companySaveMessages(t: TFunction<'companies'>) {
  const reasons = [
    ['parentId', 'parentNotDistributor'],
    ['parentId', 'parentNotAllowed'],
    ['parentId', 'parentUnknown'],
    ['parentId', 'parentSelf'],
    ['priceList', 'priceListUnknown'],
    ['brandIds', 'brandUnknown'],
    ['kind', 'oneProvider'],
    ['kind', 'providerKind'],
    ['kind', 'hasServiceCentres'],
    ['isActive', 'providerActive'],
  ] as const;
  return {
    toPath: (field: string) => field.split('.')[0],
    messages: {
      ...Object.fromEntries(reasons.map(([field, reason]) => [`${field}.${reason}`, t(`errors.${reason}`)])),
      'number.invalid': t('errors.numberFormat'),
    },
    codes: { [ErrorCode.companyExists]: t('errors.numberTaken') },
  };
}

type Props = {
  company?: CompanyDetail;
  options: CompanyOptions;
  canWrite: boolean;
  busy: boolean;
  /** The page's save (its mutation's mutateAsync); throws a refused save. */
  save: (body: CompanyBodyInput) => Promise<unknown>;
  /** After a save: `leave(go)` navigates without the unsaved-changes question. */
  onSaved: (leave: (go: () => void) => void, saved: unknown) => void;
};

/**
 * A company's fields: the contract's schema in the form, the server's field refusals at their
 * fields, the guard against leaving unsaved changes, and a confirmation before a deactivation (its users
 * are logged out). Read-only for provider staff below type 1.
 */
export function CompanyForm({ company, options, canWrite, busy, save, onSaved }: Props) {
  const { t } = useTranslation('companies');
  const session = useSession();
  const confirm = useConfirm();
  const form = useForm<CompanyFormValues>({
    initialValues: initialValues(company),
    validate: contractResolver<CompanyFormValues>(companyBodySchema, undefined, bodyOf),
  });
  const { leave } = useUnsavedChangesGuard(canWrite && form.isDirty());
  const send = async (values: CompanyFormValues) => {
    let saved: unknown;
    try {
      saved = await save(bodyOf(values));
    } catch (error) {
      showError(error, { form, ...companySaveMessages(t) });
      return;
    }
    form.resetDirty(values);
    onSaved(leave, saved);
  };
  const submit = (values: CompanyFormValues) => {
    if (company?.isActive && !values.isActive) {
      confirm({
        title: t('deactivate.title'),
        message: t('deactivate.text', { count: company.userCount }),
        confirmLabel: t('deactivate.confirm'),
        isDanger: true,
        onConfirm: () => send(values),
      });
      return;
    }
    void send(values);
  };
  const isProvider = company?.kind === 'provider';
  // The contract's rule: one provider, which stays the provider; the picker offers what the rule allows.
  const kinds = companyKinds.filter((kind) => (kind === 'provider') === isProvider);
  const distributors = options.distributors
    .filter((d) => d.id !== company?.id)
    .map((d) => ({ value: String(d.id), label: `${d.number} · ${d.name}` }));
  const countries = (session?.countries ?? []).map((c) => ({ value: c.code, label: c.name }));
  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack>
        {!canWrite && (
          <Alert color="gray" variant="light">
            {t('readOnly')}
          </Alert>
        )}
        <Fieldset variant="unstyled" disabled={!canWrite}>
          <Stack>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label={t('fields.number')}
                description={t('fields.numberHint')}
                required
                autoComplete="off"
                {...form.getInputProps('number')}
              />
              <TextInput
                label={t('fields.name')}
                required
                autoComplete="off"
                {...form.getInputProps('name')}
              />
              <Select
                label={t('fields.kind')}
                required
                allowDeselect={false}
                data={kinds.map((kind) => ({ value: kind, label: kindLabel(t, kind) }))}
                {...form.getInputProps('kind')}
              />
              {form.values.kind === 'service_centre' && (
                <Select
                  label={t('fields.parentId')}
                  placeholder={t('fields.parentNone')}
                  data={distributors}
                  searchable
                  clearable
                  {...form.getInputProps('parentId')}
                />
              )}
              <Select
                label={t('fields.country')}
                required
                data={countries}
                searchable
                {...form.getInputProps('country')}
              />
              <Select
                label={t('fields.currency')}
                required
                allowDeselect={false}
                data={companyCurrencies.map((c) => ({ value: c, label: t(`currency.${c}`) }))}
                {...form.getInputProps('currency')}
              />
              <Select
                label={t('fields.priceList')}
                required
                allowDeselect={false}
                data={options.priceLists.map((p) => ({ value: p.code, label: p.name }))}
                {...form.getInputProps('priceList')}
              />
            </SimpleGrid>
            <Checkbox.Group
              label={t('fields.brandIds')}
              description={t('fields.brandsHint')}
              {...form.getInputProps('brandIds')}
            >
              <Group mt="xs" gap="md">
                {options.brands.map((b) => (
                  <Checkbox key={b.id} value={String(b.id)} label={b.name} />
                ))}
              </Group>
            </Checkbox.Group>
            <Switch
              label={t('fields.isActive')}
              description={<Text size="xs">{t('fields.isActiveHint')}</Text>}
              {...form.getInputProps('isActive', { type: 'checkbox' })}
            />
          </Stack>
        </Fieldset>
        {canWrite && (
          <Group justify="flex-end">
            <Button type="submit" loading={busy}>
              {company ? t('save') : t('create')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
