import { Button, Group, LoadingOverlay, Modal, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { uploadKinds, uploadMaxMb } from '@poolside/contract/constants';
import { ErrorCode } from '@poolside/contract/errors';
import { feedbackBodySchema } from '@poolside/contract/feedback';
import type { UploadProblem } from '@poolside/contract/files';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../app/paths';
import { showErrorDialog } from '../../../components/feedback-dialogs';
import { useUnsavedChangesGuard } from '../../../components/unsaved-changes';
import { uploadErrorKey } from '../../../components/upload-field';
import { isApiError } from '../../../lib/api-client';
import { applyServerErrors } from '../../../lib/form-errors';
import { contractResolver } from '../../../lib/form-validation';
import { robotBySnQuery } from '../../../lib/robot-queries';
import { shortFileName, uploadFile } from '../../../lib/upload';
import { partQuery, robotByPnQuery, useCreateFeedback } from '../api';
import {
  bodyOf,
  type FeedbackValues,
  type FormContext,
  initialValues,
  missingOf,
  type RefusedUpload,
  refusedUploadsOf,
  type UploadFieldName,
  uploadFieldKinds,
} from '../feedback-form';
import { FormFields, MissingHint } from './form-fields';
import type { PartFound, RobotFound } from './lookup-field';

const newClientKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;

/** One open form: lookups, the contract's rules, uploads, sending, the success and error dialogs. */
export function FeedbackForm({ context, onDone }: { context: FormContext; onDone: () => void }) {
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
  /** What a refused file says at its field: the name and why (before sending, or the server's refusal). */
  const uploadWords = ({ field, file, problem }: RefusedUpload, isServer = false) => {
    const name = shortFileName(file.name);
    if (problem === 'fileTooBig') return t('uploadProblem.tooBig', { name, max: uploadMaxMb });
    if (problem === 'fileEmpty') return t('uploadProblem.empty', { name });
    if (isServer) return t('uploadProblem.refused', { name });
    const types = uploadKinds[uploadFieldKinds[field]].map((e) => e.toUpperCase()).join(', ');
    return t('common:upload.wrongType', { name, types });
  };
  const uploadErrors = (values: FeedbackValues) => {
    const errors: Partial<Record<UploadFieldName, string>> = {};
    for (const refused of refusedUploadsOf(values, context.formType)) {
      const words = uploadWords(refused);
      errors[refused.field] = errors[refused.field] ? `${errors[refused.field]}; ${words}` : words;
    }
    return errors;
  };
  const form = useForm<FeedbackValues>({
    initialValues: initialValues(context.formType),
    // A chosen file is checked as soon as it is chosen (the contract's upload rule, the server's too).
    validateInputOnChange: ['attachment', 'files'],
    validate: contractResolver<FeedbackValues>(
      feedbackBodySchema,
      (values) => ({
        ...Object.fromEntries(
          missingOf(values, fullContext).map((field) => [field, t('common:form.required')]),
        ),
        ...uploadErrors(values),
      }),
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

  /** A refused upload at the field of the file it refused, in words; anything else in the dialog. */
  const onUploadRefused = (error: unknown, upload: { field: UploadFieldName; file: File }) => {
    const problem: UploadProblem | null = uploadErrorKey(error);
    if (!problem) return showErrorDialog(error);
    const words = uploadWords({ ...upload, problem }, true);
    form.setFieldError(upload.field, words);
    showErrorDialog(error, words);
  };

  const onRefused = (error: unknown) => {
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
    let upload: { field: UploadFieldName; file: File } | null = null;
    try {
      setIsUploading(true);
      if (values.attachment) {
        upload = { field: 'attachment', file: values.attachment };
        attachment = (await uploadFile(values.attachment, uploadFieldKinds.attachment)).id;
      }
      if (context.formType === 'technical') {
        for (const file of values.files) {
          upload = { field: 'files', file };
          files.push((await uploadFile(file, uploadFieldKinds.files)).id);
        }
      }
    } catch (error) {
      return upload ? onUploadRefused(error, upload) : showErrorDialog(error);
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
