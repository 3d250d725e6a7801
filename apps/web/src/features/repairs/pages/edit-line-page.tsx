import {
  Alert,
  Anchor,
  Button,
  Grid,
  Group,
  Select,
  Stack,
  Table,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { type RmaLine, updateRmaLineBodySchema } from '@poolside/contract/repairs';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { DateOnlyInput } from '../../../components/date-only-input';
import { WholeNumberInput } from '../../../components/whole-number-input';
import { showError, showSuccessDialog } from '../../../components/feedback-dialogs';
import { useUnsavedChangesGuard } from '../../../components/unsaved-changes';
import { formatDateOnly } from '../../../lib/dates';
import { contractResolver } from '../../../lib/form-validation';
import { useSession } from '../../../lib/session';
import { lineQuery, useUpdateLine } from '../api';
import { YesNo } from '../../../components/status-label';
import { submitRules } from '../form-rules';
import { paths } from '../../../app/paths';

type LineValues = {
  technician: string;
  internalNumber: string;
  repairDate: number | null;
  amount: number | string;
  complaint: number | null;
  failure: number | null;
  description: string;
};

const valuesOf = (l: RmaLine): LineValues => ({
  technician: l.technician,
  internalNumber: l.internalNumber,
  repairDate: l.repairDate,
  amount: l.amount,
  complaint: l.complaint,
  failure: l.failure,
  description: l.description,
});

/** /repairs/rma/line/:id: a draft's editable fields; PNs, serials and the manufacturer remark are read-only. */
export function EditLinePage() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const line = useQuery({ ...lineQuery(id), enabled: Number.isInteger(id) && id > 0 });
  useEffect(() => {
    if (!Number.isInteger(id) || id <= 0 || line.isError) navigate(paths.unsentLines(), { replace: true });
  }, [id, line.isError, navigate]);
  if (!line.data) return null;
  return <EditLineForm key={line.data.id} line={line.data} />;
}

function EditLineForm({ line: l }: { line: RmaLine }) {
  const { t } = useTranslation('repairs');
  const navigate = useNavigate();
  const session = useSession();
  const update = useUpdateLine(l.id);
  const productionDate = l.robotData?.productionDate;
  const form = useForm<LineValues>({
    initialValues: valuesOf(l),
    validate: contractResolver<LineValues>(updateRmaLineBodySchema, submitRules(productionDate, t)),
  });
  const { leave } = useUnsavedChangesGuard(form.isDirty());
  const isDraft = l.parentID === null && session?.user.type.rmaPartsReport === true;

  const save = (values: LineValues) =>
    update.mutate(
      { ...values, amount: Number(values.amount), repairDate: values.repairDate },
      {
        onSuccess: () => {
          form.resetDirty();
          showSuccessDialog(t('lineSaved'));
          leave(() => navigate(paths.unsentLines()));
        },
        onError: (error) => {
          const isBeforeProduction =
            productionDate != null && (form.getValues().repairDate ?? 0) < productionDate;
          showError(error, {
            form,
            message: t('rmaSaveError'),
            messages: {
              'technician.required': t('messages.technicianRequired'),
              'repairDate.required': t('messages.repairDateRequired'),
              'repairDate.invalid': isBeforeProduction
                ? t('messages.repairDateBeforeProduction')
                : t('messages.invalidRepairDate'),
              'amount.invalid': t('messages.invalidAmount'),
              'complaint.required': t('messages.complaintRequired'),
              'failure.required': t('messages.failureRequired'),
              description: t('messages.describe'),
            },
          });
        },
      },
    );

  const facts: [string, ReactNode][] = [
    [t('field.robotSN'), l.robotSN],
    [t('field.robotPN'), l.robotPN],
    [t('field.oldPN'), l.oldPN],
    [t('field.oldSN'), l.oldSN],
    [t('field.newPN'), l.newPN],
    [t('field.newSN'), l.newSN],
    [t('field.partDesc'), l.partDesc],
    [t('field.underWarranty'), <YesNo key="w" value={l.underWarranty} />],
    [t('field.partWarrantyEnd'), formatDateOnly(l.partWarrantyEnd)],
    [t('field.returnToQA'), l.returnToQA ? t('qaRequired') : t('no')],
    [t('field.poolsideRemark'), l.poolsideRemark || '—'],
  ];
  const options = (list: { id: number; title: string }[]) =>
    list.map((o) => ({ value: String(o.id), label: o.title }));
  const optionProps = (key: 'complaint' | 'failure') => {
    const { value, onChange, ...rest } = form.getInputProps(key);
    return {
      ...rest,
      value: value == null ? null : String(value),
      onChange: (v: string | null) => onChange(v ? Number(v) : null),
    };
  };
  return (
    <Stack>
      <Title order={2}>{t('editLineTitle', { id: l.id })}</Title>
      {l.robotData && (
        <Anchor component={Link} to={paths.robot(l.robotData.pn, l.robotData.year)}>
          {t('documentation')}
        </Anchor>
      )}
      {!isDraft && <Alert color="yellow">{t('lineLocked')}</Alert>}
      <Table withRowBorders={false} verticalSpacing={4} maw={640}>
        <Table.Tbody>
          {facts.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th w={220}>{label}</Table.Th>
              <Table.Td>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <form onSubmit={form.onSubmit(save)} noValidate>
        <Stack>
          <Grid>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <TextInput
                label={t('field.technician')}
                disabled={!isDraft}
                required
                {...form.getInputProps('technician')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <DateOnlyInput
                label={t('field.repairDate')}
                disabled={!isDraft}
                required
                {...form.getInputProps('repairDate')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <TextInput
                label={t('field.internalNumber')}
                disabled={!isDraft}
                {...form.getInputProps('internalNumber')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 2 }}>
              <WholeNumberInput
                label={t('field.amount')}
                min={1}
                disabled={!isDraft}
                {...form.getInputProps('amount')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 5 }}>
              <Select
                label={t('field.complaint')}
                data={options(session?.complaintTypes ?? [])}
                disabled={!isDraft}
                {...optionProps('complaint')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 5 }}>
              <Select
                label={t('field.failure')}
                data={options(session?.failureTypes ?? [])}
                disabled={!isDraft}
                {...optionProps('failure')}
              />
            </Grid.Col>
            <Grid.Col span={12}>
              <Textarea
                label={t('field.description')}
                disabled={!isDraft}
                autosize
                minRows={2}
                {...form.getInputProps('description')}
              />
            </Grid.Col>
          </Grid>
          <Group justify="flex-end">
            <Button variant="default" component={Link} to={paths.unsentLines()}>
              {t('back')}
            </Button>
            {isDraft && (
              <Button type="submit" loading={update.isPending}>
                {t('save')}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
