import {
  Alert,
  Anchor,
  Button,
  Grid,
  Group,
  NumberInput,
  Select,
  Stack,
  Table,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import type { RmaLine } from '@poolside/contract/repairs';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { showErrorDialog, showSuccessDialog } from '../../../components/feedback-dialogs';
import { formatDateOnly, parseDateOnly } from '../../../lib/dates';
import { useSession } from '../../../lib/session';
import { lineQuery, updateLine } from '../api';
import { YesNo } from '../components/status-badge';

/** /repairs/rma/line/:id: a draft's editable fields; PNs, serials and the manufacturer remark are read-only. */
export function EditLinePage() {
  const { t } = useTranslation('repairs');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useSession();
  const id = Number(useParams().id);
  const line = useQuery({ ...lineQuery(id), enabled: Number.isInteger(id) && id > 0 });
  const [form, setForm] = useState<Record<string, string> | null>(null);
  const [isSaving, setIsSaving] = useState(false);

  useEffect(() => {
    if (!Number.isInteger(id) || id <= 0 || line.isError) navigate('/repairs/rma', { replace: true });
  }, [id, line.isError, navigate]);
  useEffect(() => {
    const l = line.data;
    if (l && !form)
      setForm({
        technician: l.technician,
        internalNumber: l.internalNumber,
        repairDate: formatDateOnly(l.repairDate),
        amount: String(l.amount),
        complaint: l.complaint ? String(l.complaint) : '',
        failure: l.failure ? String(l.failure) : '',
        description: l.description,
      });
  }, [line.data, form]);
  if (!line.data || !form) return null;
  const l: RmaLine = line.data;
  const isDraft = l.parentID === null && session?.user.type.rmaPartsReport === true;
  const set = (key: string) => (value: string) => setForm((f) => ({ ...(f ?? {}), [key]: value }));

  const save = async () => {
    setIsSaving(true);
    try {
      await updateLine(id, {
        technician: form.technician,
        internalNumber: form.internalNumber,
        repairDate: parseDateOnly(form.repairDate),
        amount: Number(form.amount),
        complaint: form.complaint ? Number(form.complaint) : null,
        failure: form.failure ? Number(form.failure) : null,
        description: form.description,
      });
      await queryClient.invalidateQueries({ queryKey: ['rma'] });
      showSuccessDialog(t('lineSaved'));
      navigate('/repairs/rma');
    } catch (error) {
      showErrorDialog(error, t('rmaSaveError'));
    } finally {
      setIsSaving(false);
    }
  };

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
  return (
    <Stack>
      <Title order={2}>{t('editLineTitle', { id: l.id })}</Title>
      {l.robotData && (
        <Anchor component={Link} to={`/robots/${l.robotData.pn}/${l.robotData.year}`}>
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
      <Grid>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <TextInput
            label={t('field.technician')}
            value={form.technician}
            onChange={(e) => set('technician')(e.currentTarget.value)}
            disabled={!isDraft}
            required
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <TextInput
            label={t('field.repairDate')}
            placeholder="dd/MM/yyyy"
            value={form.repairDate}
            onChange={(e) => set('repairDate')(e.currentTarget.value)}
            disabled={!isDraft}
            required
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <TextInput
            label={t('field.internalNumber')}
            value={form.internalNumber}
            onChange={(e) => set('internalNumber')(e.currentTarget.value)}
            disabled={!isDraft}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 2 }}>
          <NumberInput
            label={t('field.amount')}
            min={1}
            value={Number(form.amount)}
            onChange={(v) => set('amount')(String(v))}
            disabled={!isDraft}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 5 }}>
          <Select
            label={t('field.complaint')}
            data={options(session?.complaintTypes ?? [])}
            value={form.complaint || null}
            onChange={(v) => set('complaint')(v ?? '')}
            disabled={!isDraft}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 5 }}>
          <Select
            label={t('field.failure')}
            data={options(session?.failureTypes ?? [])}
            value={form.failure || null}
            onChange={(v) => set('failure')(v ?? '')}
            disabled={!isDraft}
          />
        </Grid.Col>
        <Grid.Col span={12}>
          <Textarea
            label={t('field.description')}
            value={form.description}
            onChange={(e) => set('description')(e.currentTarget.value)}
            disabled={!isDraft}
            autosize
            minRows={2}
          />
        </Grid.Col>
      </Grid>
      <Group justify="flex-end">
        <Button variant="default" component={Link} to="/repairs/rma">
          {t('back')}
        </Button>
        {isDraft && (
          <Button onClick={save} loading={isSaving}>
            {t('save')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
