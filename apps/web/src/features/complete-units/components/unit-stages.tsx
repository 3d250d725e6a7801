import { apiFiles } from '../../../lib/api-files';
import {
  Anchor,
  Group,
  NumberInput,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { type CompleteUnit, completeUnitStatuses, type UnitOptions } from '@poolside/contract/complete-units';
import { uploadKinds } from '@poolside/contract/constants';
import { useTranslation } from 'react-i18next';
import { DateOnlyInput } from '../../../components/date-only-input';
import { showError } from '../../../components/feedback-dialogs';
import { statusWord } from '../../../components/status-label';
import { UploadField } from '../../../components/upload-field';
import { formatMoney } from '../../../lib/money';
import { shortFileName } from '../../../lib/upload';
import { isAnswered, type UnitValues } from '../unit-form';

type StageProps = { form: UseFormReturnType<UnitValues>; disabled: boolean };
type OptionsProps = StageProps & { options: UnitOptions | undefined };

const choices = (items: { id: number; title: string }[] | undefined) =>
  (items ?? []).map((i) => ({ value: String(i.id), label: i.title }));

/** Stage 1: the robot by serial (looked up on change) and the arrival date. */
export function RobotStage({
  form,
  disabled,
  robot,
  lookUp,
}: StageProps & {
  robot: { pn: string; name: string } | null;
  /** The server's check of the serial (its message lands at the field). */
  lookUp: () => void;
}) {
  const { t } = useTranslation('completeUnits');
  const sn = form.getInputProps('sn');
  return (
    <Stack>
      <TextInput
        label={t('field.sn')}
        required
        disabled={disabled}
        {...sn}
        onChange={(e) => form.setFieldValue('sn', e.currentTarget.value.toUpperCase())}
        onBlur={lookUp}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            lookUp();
          }
        }}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={t('field.pn')} value={robot?.pn ?? ''} readOnly />
        <TextInput label={t('field.robotDesc')} value={robot?.name ?? ''} readOnly />
      </SimpleGrid>
      <DateOnlyInput
        label={t('field.dateArrived')}
        required
        disabled={disabled}
        {...form.getInputProps('dateArrived')}
      />
    </Stack>
  );
}

/** The stored invoice of a request: a link that downloads it through the request (its readers only). */
function StoredInvoice({ requestId, name }: { requestId: number; name: string }) {
  const { t } = useTranslation('completeUnits');
  const open = () =>
    apiFiles
      .download('/completeUnits/{id}/invoice', { path: { id: requestId }, fileName: name || 'invoice' })
      .catch((error) => showError(error));
  return (
    <Anchor component="button" type="button" size="sm" onClick={open} style={{ alignSelf: 'flex-start' }}>
      {t('viewInvoice', { name: shortFileName(name) })}
    </Anchor>
  );
}

/** Stage 2: the end customer, the purchase and its invoice (the stored one can be opened). */
export function CustomerStage({
  form,
  disabled,
  isNew,
  stored,
}: StageProps & { isNew: boolean; stored: { requestId: number; invoiceName: string } | null }) {
  const { t } = useTranslation('completeUnits');
  const text = (name: keyof UnitValues, required = false) => (
    <TextInput
      label={t(`field.${name}`)}
      required={required}
      disabled={disabled}
      {...form.getInputProps(name)}
    />
  );
  const storedName = form.values.invoiceId && !form.values.invoice ? t('invoiceStored') : undefined;
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {text('firstName', true)}
        {text('lastName')}
        {text('address')}
        {text('city')}
        {text('country')}
        {text('phone')}
        {text('email')}
        {text('purchasedFrom')}
      </SimpleGrid>
      <DateOnlyInput
        label={t('field.purchaseDate')}
        required
        disabled={disabled}
        {...form.getInputProps('purchaseDate')}
      />
      <UploadField
        label={t('field.invoice')}
        description={storedName && shortFileName(storedName)}
        extensions={uploadKinds.image}
        required={isNew}
        disabled={disabled}
        {...form.getInputProps('invoice')}
      />
      {stored && form.values.invoiceId !== null && !form.values.invoice && (
        <StoredInvoice requestId={stored.requestId} name={stored.invoiceName} />
      )}
    </Stack>
  );
}

/** Stage 3: the complaint (its "other" item opens a required text), the suspicious part and the pool. */
export function FailureStage({ form, disabled, options }: OptionsProps) {
  const { t } = useTranslation('completeUnits');
  const complaint = options?.complaints.find((c) => String(c.id) === form.values.complaint);
  return (
    <Stack>
      <Select
        label={t('field.complaint')}
        required
        disabled={disabled}
        data={choices(options?.complaints)}
        {...form.getInputProps('complaint')}
      />
      {complaint?.isOther && (
        <Textarea
          label={t('field.otherComplaint')}
          required
          disabled={disabled}
          {...form.getInputProps('otherComplaint')}
        />
      )}
      <Select
        label={t('field.suspiciousPart')}
        required
        disabled={disabled}
        data={choices(options?.suspiciousParts)}
        {...form.getInputProps('suspiciousPart')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label={t('field.poolSurface')}
          clearable
          disabled={disabled}
          data={choices(options?.poolSurfaces)}
          {...form.getInputProps('poolSurface')}
        />
        <Select
          label={t('field.poolShape')}
          clearable
          disabled={disabled}
          data={choices(options?.poolShapes)}
          {...form.getInputProps('poolShape')}
        />
        <NumberInput
          label={t('field.poolWidth')}
          suffix=" m"
          min={0}
          decimalScale={2}
          disabled={disabled}
          {...form.getInputProps('poolWidth')}
        />
        <NumberInput
          label={t('field.poolLength')}
          suffix=" m"
          min={0}
          decimalScale={2}
          disabled={disabled}
          {...form.getInputProps('poolLength')}
        />
      </SimpleGrid>
    </Stack>
  );
}

/** Stage 4: what the technician found (a comment or a technician comment is needed). */
export function InvestigationStage({ form, disabled }: StageProps) {
  const { t } = useTranslation('completeUnits');
  return (
    <Stack>
      <Text size="sm" c="dimmed">
        {t('commentHint')}
      </Text>
      <Textarea
        label={t('field.comments')}
        autosize
        minRows={2}
        disabled={disabled}
        {...form.getInputProps('comments')}
      />
      <Textarea
        label={t('field.technicianComments')}
        autosize
        minRows={2}
        disabled={disabled}
        {...form.getInputProps('technicianComments')}
      />
    </Stack>
  );
}

/** Stage 5: new unit (with its serial) or refund. */
export function ActionsStage({ form, disabled }: StageProps) {
  const { t } = useTranslation('completeUnits');
  return (
    <Stack>
      <Radio.Group label={t('field.action')} required {...form.getInputProps('action')}>
        <Group mt="xs">
          <Radio value="new" label={t('action.new')} disabled={disabled} />
          <Radio value="refund" label={t('action.refund')} disabled={disabled} />
        </Group>
      </Radio.Group>
      {form.values.action === 'new' && (
        <TextInput
          label={t('field.newSN')}
          required
          disabled={disabled}
          {...form.getInputProps('newSN')}
          onChange={(e) => form.setFieldValue('newSN', e.currentTarget.value.toUpperCase())}
        />
      )}
    </Stack>
  );
}

/**
 * Stage 6 (edit only) for everybody but the maker's administrator: the reply as text (status, credit,
 * comment) in the page's own colours, or that there is none yet.
 */
export function ReplyView({ request }: { request: CompleteUnit }) {
  const { t } = useTranslation('completeUnits');
  const { t: tc } = useTranslation('common');
  if (!isAnswered(request)) return <Text>{t('replyPending')}</Text>;
  const credit =
    request.aquaCreditAmount !== null && request.aquaCreditCurrency
      ? formatMoney(request.aquaCreditAmount, request.aquaCreditCurrency)
      : t('notCredited');
  const rows: [string, string][] = [
    [t('field.status'), statusWord(tc, 'rma', request.status)],
    [t('field.credit'), credit],
    ...(request.aquaComment.trim()
      ? [[t('field.aquaComment'), request.aquaComment] as [string, string]]
      : []),
  ];
  return (
    <Stack gap="xs" component="dl" m={0}>
      {rows.map(([label, value]) => (
        <div key={label}>
          <Text component="dt" fw={700} size="sm">
            {label}
          </Text>
          <Text component="dd" m={0} style={{ whiteSpace: 'pre-line' }}>
            {value}
          </Text>
        </div>
      ))}
    </Stack>
  );
}

/** Stage 6 (edit only): the maker's reply, edited by the maker's administrator (type 1). */
export function ReplyStage({ form }: { form: StageProps['form'] }) {
  const { t } = useTranslation('completeUnits');
  const { t: tc } = useTranslation('common');
  return (
    <Stack>
      <Select
        label={t('field.status')}
        data={completeUnitStatuses.map((s) => ({ value: s, label: statusWord(tc, 'rma', s) }))}
        {...form.getInputProps('status')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NumberInput
          label={t('field.aquaCreditAmount')}
          min={0}
          decimalScale={2}
          {...form.getInputProps('aquaCreditAmount')}
        />
        <Select
          label={t('field.aquaCreditCurrency')}
          clearable
          data={['USD', 'EUR', 'NIS']}
          {...form.getInputProps('aquaCreditCurrency')}
        />
      </SimpleGrid>
      <Textarea label={t('field.aquaComment')} autosize minRows={2} {...form.getInputProps('aquaComment')} />
    </Stack>
  );
}
