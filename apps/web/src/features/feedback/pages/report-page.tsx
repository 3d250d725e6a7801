import {
  Anchor,
  Badge,
  Button,
  Group,
  LoadingOverlay,
  Modal,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { ErrorCode } from '@poolside/contract/errors';
import {
  type FeedbackFormType,
  type FeedbackMenu,
  feedbackBodySchema,
  shipmentTypes,
} from '@poolside/contract/feedback';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../app/paths';
import { showErrorDialog } from '../../../components/feedback-dialogs';
import { useUnsavedChangesGuard } from '../../../components/unsaved-changes';
import { uploadErrorKey } from '../../../components/upload-field';
import { isApiError } from '../../../lib/api-client';
import { applyServerErrors } from '../../../lib/form-errors';
import { contractResolver } from '../../../lib/form-validation';
import { robotBySnQuery } from '../../../lib/robot-queries';
import { uploadFile } from '../../../lib/upload';
import { partQuery, robotByPnQuery, useCreateFeedback } from '../api';
import { FormFields, MissingHint, type PartFound, type RobotFound } from '../components/form-fields';
import { bodyOf, type FeedbackValues, type FormContext, initialValues, missingOf } from '../feedback-form';

type Step =
  | { kind: 'topics' }
  | { kind: 'issues'; menu: 'robots' | 'spareparts' }
  | { kind: 'shipment'; menu: 'robots' | 'spareparts' }
  | { kind: 'others' }
  | { kind: 'form'; context: FormContext };

const topicMenus: FeedbackMenu[] = ['robots', 'spareparts', 'technical', 'others'];

/** A big menu button. */
function Choice({ label, onClick, to }: { label: string; onClick?: () => void; to?: string }) {
  const props = to ? { component: Link, to } : { onClick };
  return (
    <Button variant="default" size="lg" h={72} fullWidth {...(props as object)}>
      <Text fw={600} style={{ whiteSpace: 'normal' }}>
        {label}
      </Text>
    </Button>
  );
}

/** /feedback/report: the guided creation flow (spec 03 s2): topics, sub-menus, shipment menu, forms. */
export function FeedbackReportPage() {
  const { t } = useTranslation('feedback');
  const [step, setStep] = useState<Step>({ kind: 'topics' });
  const [formKey, setFormKey] = useState(0);
  const startOver = () => setStep({ kind: 'topics' });
  const open = (context: FormContext) => {
    setFormKey((k) => k + 1);
    setStep({ kind: 'form', context });
  };
  const startOverLink = (
    <Anchor component="button" type="button" onClick={startOver} size="sm">
      <Group gap={4}>
        <IconArrowLeft size={16} aria-hidden />
        {t('startOver')}
      </Group>
    </Anchor>
  );
  let content: ReactNode;
  switch (step.kind) {
    case 'topics':
      content = (
        <Stack>
          <Text>{t('chooseTopic')}</Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {topicMenus.map((menu) => (
              <Choice
                key={menu}
                label={t(`menu.${menu}`)}
                onClick={() => {
                  if (menu === 'robots' || menu === 'spareparts') setStep({ kind: 'issues', menu });
                  else if (menu === 'technical') open({ menu, formType: 'technical' });
                  else setStep({ kind: 'others' });
                }}
              />
            ))}
          </SimpleGrid>
        </Stack>
      );
      break;
    case 'issues': {
      const { menu } = step;
      const broken: FeedbackFormType = menu === 'robots' ? 'brokenRobot' : 'brokenItem';
      content = (
        <Stack>
          {startOverLink}
          <Text>{t('chooseIssue', { topic: t(`menu.${menu}`) })}</Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Choice
              label={t('formType.missingItem')}
              onClick={() => open({ menu, formType: 'missingItem' })}
            />
            <Choice label={t('shipmentIssues')} onClick={() => setStep({ kind: 'shipment', menu })} />
            <Choice label={t('formType.wrongItem')} onClick={() => open({ menu, formType: 'wrongItem' })} />
            <Choice label={t(`formType.${broken}`)} onClick={() => open({ menu, formType: broken })} />
          </SimpleGrid>
        </Stack>
      );
      break;
    }
    case 'shipment': {
      const { menu } = step;
      content = (
        <Stack>
          {startOverLink}
          <Text>{t('chooseShipment')}</Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {shipmentTypes.map((type) => (
              <Choice
                key={type}
                label={t(`shipmentType.${type}`)}
                onClick={() => open({ menu, formType: 'shipment', shipmentType: type })}
              />
            ))}
            <Choice
              label={t('formType.missingItem')}
              onClick={() => open({ menu, formType: 'missingItem' })}
            />
            {/* Spec 03 s2: Broken item jumps to the spares menu's broken-item form. */}
            <Choice
              label={t('formType.brokenItem')}
              onClick={() => open({ menu: 'spareparts', formType: 'brokenItem' })}
            />
          </SimpleGrid>
        </Stack>
      );
      break;
    }
    case 'others':
      content = (
        <Stack>
          {startOverLink}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Choice label={t('customerService')} to={paths.contact()} />
            <Choice
              label={t('formType.issues')}
              onClick={() => open({ menu: 'others', formType: 'issues' })}
            />
          </SimpleGrid>
        </Stack>
      );
      break;
    case 'form':
      content = (
        <Stack>
          {startOverLink}
          {step.context.formType === 'shipment' && (
            <Group gap="xs">
              <Text fw={600}>{t('shipmentIssues')}:</Text>
              <Group gap={6} wrap="wrap">
                {shipmentTypes.map((type) => (
                  <Badge
                    key={type}
                    component="button"
                    type="button"
                    variant={type === step.context.shipmentType ? 'filled' : 'light'}
                    tt="none"
                    style={{ cursor: 'pointer' }}
                    aria-pressed={type === step.context.shipmentType}
                    onClick={() => {
                      // Changing the sub-type resets the shipment form (spec 03 s4).
                      if (type !== step.context.shipmentType) open({ ...step.context, shipmentType: type });
                    }}
                  >
                    {t(`shipmentType.${type}`)}
                  </Badge>
                ))}
              </Group>
            </Group>
          )}
          <FeedbackForm key={formKey} context={step.context} onDone={startOver} />
        </Stack>
      );
      break;
  }
  const heading =
    step.kind === 'form'
      ? step.context.menu === 'technical'
        ? t('menu.technical')
        : `${t(`menu.${step.context.menu}`)} · ${t(`formType.${step.context.formType}`)}`
      : step.kind === 'topics'
        ? null
        : t(step.kind === 'others' ? 'menu.others' : `menu.${step.menu}`);
  return (
    <Stack maw={900}>
      <Group justify="space-between" align="end">
        <Stack gap={2}>
          <Title order={2}>{t('title')}</Title>
          {heading && (
            <Text c="dimmed" data-testid="feedback-step">
              {heading}
            </Text>
          )}
        </Stack>
        <Anchor component={Link} to={paths.feedbackHistory()} size="sm">
          {t('history.title')}
        </Anchor>
      </Group>
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md">
        {content}
      </Paper>
    </Stack>
  );
}

const newClientKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;

/** One open form: lookups, the contract's rules, uploads, sending, the success and error dialogs. */
function FeedbackForm({ context, onDone }: { context: FormContext; onDone: () => void }) {
  const { t } = useTranslation('feedback');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const create = useCreateFeedback();
  const [clientKey, setClientKey] = useState(newClientKey);
  const [robot, setRobot] = useState<RobotFound | null>(null);
  const [part, setPart] = useState<PartFound | null>(null);
  const [partMissing, setPartMissing] = useState(false);
  const [robotNotFound, setRobotNotFound] = useState(false);
  const [isUploading, setIsUploading] = useState(false);
  const [sentId, setSentId] = useState<number | null>(null);
  const lookedUp = useRef('');
  const fullContext: FormContext = {
    ...context,
    isSerialPart: part?.isSerial ?? false,
    isCountedPart: part ? !part.isSerial : false,
  };
  const form = useForm<FeedbackValues>({
    initialValues: initialValues(),
    validate: contractResolver<FeedbackValues>(
      feedbackBodySchema,
      (values) =>
        Object.fromEntries(missingOf(values, fullContext).map((field) => [field, t('common:form.required')])),
      (values) => bodyOf(values, fullContext),
    ),
  });
  const { leave } = useUnsavedChangesGuard(form.isDirty() && sentId === null);
  const usesRobotSerial = context.formType === 'brokenRobot' || context.formType === 'technical';
  const usesRobotPn = context.formType === 'missingItem' && context.menu === 'robots';

  /** The robot by serial (broken robot, technical) or PN (robots missing item); not found clears the field. */
  const lookUpRobot = async (): Promise<boolean> => {
    const field = usesRobotSerial ? 'sn' : 'pn';
    const value = form.getValues()[field].trim();
    if (!value) {
      setRobot(null);
      return false;
    }
    if (robot && lookedUp.current === `${field}:${value}`) return true;
    try {
      if (field === 'sn') {
        const found = await queryClient.fetchQuery(robotBySnQuery(value));
        setRobot({ pn: found.pn, name: found.name, image: found.images.main });
        form.setFieldValue('pn', found.pn);
      } else {
        const found = await queryClient.fetchQuery(robotByPnQuery(value));
        setRobot({ pn: found.pn, name: found.name, image: found.images.main });
      }
      lookedUp.current = `${field}:${value}`;
      return true;
    } catch {
      lookedUp.current = '';
      setRobot(null);
      form.setFieldValue(field, '');
      setRobotNotFound(true);
      return false;
    }
  };

  /** The part (wrong item: the item received; broken item: its PN): serial or counted; not found clears it. */
  const lookUpPart = async () => {
    const field = context.formType === 'wrongItem' ? 'incorrectItemNo' : 'pn';
    const value = form.getValues()[field].trim();
    setPartMissing(false);
    if (!value) {
      setPart(null);
      return;
    }
    if (part?.pn === value) return;
    try {
      const found = await queryClient.fetchQuery(partQuery(value));
      setPart({ pn: value, description: found.description, isSerial: !found.nonSerialic });
    } catch {
      // Spec 03 s8: silently clears the part (and with it the serial requirement).
      setPart(null);
      setPartMissing(true);
      form.setFieldValue(field, '');
    }
  };

  const onRefused = (error: unknown) => {
    const upload = uploadErrorKey(error);
    if (upload) {
      form.setFieldError('attachment', t(`common:upload.${upload}`));
      return showErrorDialog(error);
    }
    if (isApiError(error, ErrorCode.notFound)) {
      setRobot(null);
      setRobotNotFound(true);
      return;
    }
    applyServerErrors(form, error, {
      toPath: (field) => (field === 'sn' && context.formType === 'missingItem' ? 'sns.0' : field),
    });
    showErrorDialog(error);
  };

  const submit = async (values: FeedbackValues) => {
    // The first submit looks the robot up when it was not found yet (spec 03 s5).
    if ((usesRobotSerial || usesRobotPn) && !(await lookUpRobot())) return;
    window.scrollTo({ top: 0, behavior: 'smooth' });
    let attachment: number | null = null;
    const files: number[] = [];
    try {
      setIsUploading(true);
      if (values.attachment) attachment = (await uploadFile(values.attachment, 'image')).id;
      if (context.formType === 'technical') {
        for (const file of values.files) files.push((await uploadFile(file, 'file')).id);
      }
    } catch (error) {
      return onRefused(error);
    } finally {
      setIsUploading(false);
    }
    const body = { ...bodyOf(values, fullContext, { attachment, files }), clientKey };
    create.mutate(body, {
      onSuccess: ({ id }) => setSentId(id),
      onError: onRefused,
    });
  };

  const missing = missingOf(form.values, fullContext);
  const isSending = isUploading || create.isPending;
  return (
    <form onSubmit={form.onSubmit(submit)} noValidate style={{ position: 'relative' }}>
      <LoadingOverlay visible={isSending} zIndex={10} loaderProps={{ children: undefined }} />
      {isSending && (
        <Text role="status" className="visually-hidden">
          {t('sending')}
        </Text>
      )}
      <Stack>
        <FormFields
          form={form}
          formType={context.formType}
          robot={robot}
          part={part}
          partMissing={partMissing}
          lookUpRobot={() => void lookUpRobot()}
          lookUpPart={() => void lookUpPart()}
          isRobotMenu={context.menu === 'robots'}
        />
        <MissingHint count={missing.length} />
        <Group justify="flex-end">
          <Button type="submit" loading={isSending}>
            {t('submit')}
          </Button>
        </Group>
      </Stack>
      <Modal
        opened={robotNotFound}
        onClose={() => setRobotNotFound(false)}
        title={<Text fw={700}>{t('robotNotFoundTitle')}</Text>}
        centered
      >
        <Stack>
          <Text>{t('robotNotFoundText')}</Text>
          <Group justify="flex-end">
            <Button onClick={() => setRobotNotFound(false)} data-autofocus>
              {t('common:dialog.ok')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <Modal
        opened={sentId !== null}
        onClose={() => leave(onDone)}
        title={<Text fw={700}>{t('successTitle')}</Text>}
        centered
      >
        <Stack>
          <Text>{t('successText', { id: sentId })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => leave(() => navigate(paths.feedbackHistory()))}>
              {t('viewHistory')}
            </Button>
            <Button
              data-autofocus
              onClick={() => {
                setClientKey(newClientKey());
                leave(onDone);
              }}
            >
              {t('sendAnother')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </form>
  );
}
