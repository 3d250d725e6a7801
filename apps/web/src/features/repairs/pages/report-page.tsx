import { Alert, Anchor, Button, Card, Grid, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { checkRepairSubmit, type RepairMessage } from '@poolside/contract/repairs-rules';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { showErrorDialog, showSuccessDialog } from '../../../components/feedback-dialogs';
import { formatDateOnly, parseDateOnly } from '../../../lib/dates';
import { useSession } from '../../../lib/session';
import { robotQuery, saveRepairs, workbookQuery } from '../api';
import type { ComposedLine } from '../composer-facts';
import { ComposedLines } from '../components/composed-lines';
import { RepairComposer } from '../components/repair-composer';
import { SerialPopups } from '../components/serial-popups';

const todayText = () => formatDateOnly(Math.floor(Date.now() / 86400_000) * 86400);

/** /repairs/report[/:sn]: robot lookup, the composer and the report's technician, date and internal number. */
export function ReportPage() {
  const { t } = useTranslation('repairs');
  const session = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const params = useParams();
  const [search] = useSearchParams();
  const initialSn = (params.sn ?? search.get('sn') ?? '').toUpperCase();
  const [input, setInput] = useState(initialSn);
  const [sn, setSn] = useState(initialSn);
  const [lines, setLines] = useState<ComposedLine[]>([]);
  const [technician, setTechnician] = useState('');
  const [repairDate, setRepairDate] = useState(todayText);
  const [internalNumber, setInternalNumber] = useState('');
  const [messages, setMessages] = useState<RepairMessage[]>([]);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const robot = useQuery({ ...robotQuery(sn), enabled: sn !== '' });
  const model = useQuery({
    ...workbookQuery(robot.data?.pn ?? '', robot.data?.year ?? 0, sn),
    enabled: !!robot.data,
  });
  const canReport = session?.user.type.rmaPartsReport === true;
  const complaints = session?.complaintTypes ?? [];
  const failures = session?.failureTypes ?? [];

  const submit = async () => {
    if (isSubmitting || !robot.data) return;
    const date = parseDateOnly(repairDate);
    const issues = checkRepairSubmit(
      { lineCount: lines.length, technician, repairDate: date },
      Math.floor(Date.now() / 1000),
    );
    setMessages(issues.map((i) => i.message));
    if (issues.length > 0) return;
    setIsSubmitting(true);
    try {
      const saved = await saveRepairs(robot.data.sn, {
        technician,
        repairDate: date,
        internalNumber,
        lines: lines.map(({ key: _key, partDesc: _desc, isOldNonSerial, ...l }) => ({
          ...l,
          nonSerialPart: isOldNonSerial,
        })),
      });
      await queryClient.invalidateQueries({ queryKey: ['rma'] });
      await queryClient.invalidateQueries({ queryKey: ['robots'] });
      showSuccessDialog(saved.some((l) => l.returnToQA) ? t('repairSentTextQA') : t('repairSent'));
      navigate('/repairs/rma');
    } catch (error) {
      showErrorDialog(error, t('rmaSaveError'));
      if (lines.length === 1) setLines([]);
    } finally {
      setIsSubmitting(false);
    }
  };

  return (
    <Stack>
      <Title order={2}>{t('reportTitle')}</Title>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          setLines([]);
          setSn(input.trim().toUpperCase());
        }}
      >
        <Group align="end">
          <TextInput
            label={t('field.robotSN')}
            value={input}
            onChange={(e) => setInput(e.currentTarget.value.toUpperCase())}
            required
          />
          <Button type="submit" variant="default">
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
              <Text size="sm">
                {t('field.robotPN')}: {robot.data.pn} · {t('field.robotSN')}: {robot.data.sn}
              </Text>
              <Anchor
                component={Link}
                to={`/robots/${robot.data.pn}/${robot.data.year}/${robot.data.sn}`}
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
              <TextInput
                label={t('field.technician')}
                value={technician}
                onChange={(e) => setTechnician(e.currentTarget.value)}
                required
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <TextInput
                label={t('field.repairDate')}
                placeholder="dd/MM/yyyy"
                value={repairDate}
                onChange={(e) => setRepairDate(e.currentTarget.value)}
                required
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <TextInput
                label={t('field.internalNumber')}
                value={internalNumber}
                onChange={(e) => setInternalNumber(e.currentTarget.value)}
              />
            </Grid.Col>
          </Grid>
          {messages.length > 0 && (
            <Alert color="red" role="alert">
              {messages.map((m) => (
                <div key={m}>{t(`messages.${m}`)}</div>
              ))}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button onClick={submit} loading={isSubmitting} disabled={isSubmitting}>
              {t('submit')}
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}
