import { Alert, Anchor, Button, Card, Grid, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { saveRepairsBodySchema } from '@poolside/contract/repairs';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { DateOnlyInput } from '../../../components/date-only-input';
import { showError, showSuccessDialog } from '../../../components/feedback-dialogs';
import { useUnsavedChangesGuard } from '../../../components/unsaved-changes';
import { formatDateOnly, todayDateOnly } from '../../../lib/dates';
import { useRequiredSearch } from '../../../lib/required-search';
import { contractResolver } from '../../../lib/form-validation';
import { useSession } from '../../../lib/session';
import { robotBySnQuery, robotModelQuery } from '../../../lib/robot-queries';
import { useSaveRepairs } from '../api';
import type { ComposedLine } from '../composer-facts';
import { ComposedLines } from '../components/composed-lines';
import { RepairComposer } from '../components/repair-composer';
import { SerialPopups } from '../components/serial-popups';
import { submitRules } from '../form-rules';
import { paths } from '../../../app/paths';

type ReportValues = { technician: string; repairDate: number | null; internalNumber: string };

const reportSchema = saveRepairsBodySchema.pick({ technician: true, repairDate: true, internalNumber: true });
/** A report field the server names (also per line: lines.0.repairDate) on the form's own field. */
const reportPath = (field: string) => {
  const name = field.replace(/^lines\.\d+\./, '');
  return ['technician', 'repairDate', 'internalNumber'].includes(name) ? name : null;
};

/** /repairs/report[/:sn]: robot lookup, the composer and the report's technician, date and internal number. */
export function ReportPage() {
  const { t } = useTranslation('repairs');
  const session = useSession();
  const navigate = useNavigate();
  const params = useParams();
  const [searchParams] = useSearchParams();
  const initialSn = (params.sn ?? searchParams.get('sn') ?? '').toUpperCase();
  const search = useRequiredSearch(initialSn, (text) => text.toUpperCase());
  const [sn, setSn] = useState(initialSn);
  const [lines, setLines] = useState<ComposedLine[]>([]);
  const [isLinesMissing, setIsLinesMissing] = useState(false);
  const [isComposing, setIsComposing] = useState(false);
  const saveRepairs = useSaveRepairs();
  const robot = useQuery({ ...robotBySnQuery(sn), enabled: sn !== '' });
  const model = useQuery({
    ...robotModelQuery(robot.data?.pn ?? '', robot.data?.year ?? 0, sn),
    enabled: !!robot.data,
  });
  const canReport = session?.user.type.rmaPartsReport === true;
  const complaints = session?.complaintTypes ?? [];
  const failures = session?.failureTypes ?? [];
  const form = useForm<ReportValues>({
    initialValues: { technician: '', repairDate: todayDateOnly(), internalNumber: '' },
    validate: contractResolver<ReportValues>(reportSchema, submitRules(robot.data?.productionDate, t)),
  });
  // Lines composed but not sent yet, a line being typed, or report fields typed: leaving asks first
  //.
  const { leave } = useUnsavedChangesGuard(lines.length > 0 || isComposing || form.isDirty());

  const submit = (values: ReportValues) => {
    if (saveRepairs.isPending || !robot.data) return;
    setIsLinesMissing(lines.length === 0);
    if (lines.length === 0) return;
    saveRepairs.mutate(
      {
        robotSN: robot.data.sn,
        body: {
          ...values,
          lines: lines.map(({ key: _key, partDesc: _desc, isOldNonSerial, ...l }) => ({
            ...l,
            nonSerialPart: isOldNonSerial,
          })),
        },
      },
      {
        onSuccess: (saved) => {
          showSuccessDialog(saved.some((l) => l.returnToQA) ? t('repairSentTextQA') : t('repairSent'));
          leave(() => navigate(paths.unsentLines()));
        },
        onError: (error) => {
          showError(error, {
            form,
            toPath: reportPath,
            messages: {
              'technician.required': t('messages.technicianRequired'),
              'repairDate.required': t('messages.repairDateRequired'),
              'repairDate.invalid': t('messages.invalidRepairDate'),
            },
            message: t('rmaSaveError'),
          });
          if (lines.length === 1) setLines([]);
        },
      },
    );
  };
  // The lines count too: a submit without lines says so beside the form's own field messages.
  const onSubmit = form.onSubmit(submit, () => setIsLinesMissing(lines.length === 0));

  return (
    <Stack>
      <Title order={2}>{t('reportTitle')}</Title>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          const text = search.take();
          if (!text) return;
          setLines([]);
          setSn(text);
        }}
      >
        <Group align="start">
          <TextInput label={t('field.robotSN')} {...search.inputProps} />
          {/* Beside the input, above its message (the label's height). */}
          <Button type="submit" variant="default" mt={25}>
            {t('search')}
          </Button>
        </Group>
      </form>
      {robot.isError && <Alert color="red">{t('robotNotFound')}</Alert>}
      {robot.data && (
        <Card withBorder>
          <Group justify="space-between">
            <div>
              <Text fw={700}>{robot.data.name}</Text>
              <Text size="sm">{t('robotIds', { pn: robot.data.pn, sn: robot.data.sn })}</Text>
              <Anchor
                component={Link}
                to={paths.robot(robot.data.pn, robot.data.year, robot.data.sn)}
                size="sm"
              >
                {t('documentation')}
              </Anchor>
            </div>
            <Alert color={robot.data.underWarranty ? 'green' : 'red'} py={6}>
              {robot.data.underWarranty
                ? t('underWarrantyUntil', { date: formatDateOnly(robot.data.warrantyEnd) })
                : t('notUnderWarranty')}
            </Alert>
          </Group>
        </Card>
      )}
      {robot.data && <SerialPopups sn={robot.data.sn} />}
      {robot.data && !canReport && <Alert color="yellow">{t('noReportRight')}</Alert>}
      {robot.data && canReport && model.data && (
        <>
          <Title order={3}>{t('newLine')}</Title>
          <RepairComposer
            robot={robot.data}
            workbook={model.data.parts}
            complaints={complaints}
            failures={failures}
            lines={lines}
            onAdd={(line) => setLines((all) => [...all, line])}
            onDirtyChange={setIsComposing}
          />
          <Title order={3}>{t('linesTitle')}</Title>
          <ComposedLines
            lines={lines}
            complaints={complaints}
            failures={failures}
            onRemove={(key) => setLines((all) => all.filter((l) => l.key !== key))}
          />
          <Grid>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <TextInput label={t('field.technician')} required {...form.getInputProps('technician')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <DateOnlyInput label={t('field.repairDate')} required {...form.getInputProps('repairDate')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <TextInput label={t('field.internalNumber')} {...form.getInputProps('internalNumber')} />
            </Grid.Col>
          </Grid>
          {isLinesMissing && lines.length === 0 && (
            <Alert color="red" role="alert">
              {t('messages.noRepairsRMA')}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button onClick={() => onSubmit()} loading={saveRepairs.isPending}>
              {t('submit')}
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}
