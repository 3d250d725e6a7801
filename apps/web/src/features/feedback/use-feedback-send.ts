// The feedback form's rules and its sending: the contract's schema and required fields, the files checked
// when chosen, uploaded before the form, and the form sent once per client key.
import { useForm, type UseFormReturnType } from '@mantine/form';
import { uploadKinds, uploadMaxMb } from '@poolside/contract/constants';
import { ErrorCode } from '@poolside/contract/errors';
import { feedbackBodySchema } from '@poolside/contract/feedback';
import type { UploadProblem } from '@poolside/contract/files';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showErrorDialog } from '../../components/feedback-dialogs';
import { uploadErrorKey } from '../../components/upload-field';
import { isApiError } from '../../lib/api-client';
import { applyServerErrors } from '../../lib/form-errors';
import { contractResolver } from '../../lib/form-validation';
import { shortFileName, uploadFile } from '../../lib/upload';
import { useCreateFeedback } from './api';
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
} from './feedback-form';

/** What a refused file says at its field: the name and why (before sending, or the server's refusal). */
function useUploadWords() {
  const { t } = useTranslation('feedback');
  return ({ field, file, problem }: RefusedUpload, isServer = false) => {
    const name = shortFileName(file.name);
    if (problem === 'fileTooBig') return t('uploadProblem.tooBig', { name, max: uploadMaxMb });
    if (problem === 'fileEmpty') return t('uploadProblem.empty', { name });
    if (isServer) return t('uploadProblem.refused', { name });
    const types = uploadKinds[uploadFieldKinds[field]].map((e) => e.toUpperCase()).join(', ');
    return t('common:upload.wrongType', { name, types });
  };
}

/** The form with the contract's rules for this form type and the part found (`fullContext`). */
export function useFeedbackForm(fullContext: FormContext) {
  const { t } = useTranslation('feedback');
  const uploadWords = useUploadWords();
  const uploadErrors = (values: FeedbackValues) => {
    const errors: Partial<Record<UploadFieldName, string>> = {};
    for (const refused of refusedUploadsOf(values, fullContext.formType)) {
      const words = uploadWords(refused);
      errors[refused.field] = errors[refused.field] ? `${errors[refused.field]}; ${words}` : words;
    }
    return errors;
  };
  return useForm<FeedbackValues>({
    initialValues: initialValues(fullContext.formType),
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
}

/** Uploads the files, then sends the form; a refusal goes to its field, the rest to the dialog. */
export function useFeedbackSend(
  form: UseFormReturnType<FeedbackValues>,
  fullContext: FormContext,
  onRobotNotFound: () => void,
) {
  const create = useCreateFeedback();
  const uploadWords = useUploadWords();
  const [isUploading, setIsUploading] = useState(false);
  const [sentId, setSentId] = useState<number | null>(null);
  const { formType } = fullContext;
  /** A refused upload at the field of the file it refused, in words; anything else in the dialog. */
  const onUploadRefused = (error: unknown, upload: { field: UploadFieldName; file: File }) => {
    const problem: UploadProblem | null = uploadErrorKey(error);
    if (!problem) return showErrorDialog(error);
    const words = uploadWords({ ...upload, problem }, true);
    form.setFieldError(upload.field, words);
    showErrorDialog(error, words);
  };
  const onRefused = (error: unknown) => {
    if (isApiError(error, ErrorCode.notFound)) return onRobotNotFound();
    applyServerErrors(form, error, {
      toPath: (field) => (field === 'sn' && formType === 'missingItem' ? 'sns.0' : field),
    });
    showErrorDialog(error);
  };
  const send = async (values: FeedbackValues, clientKey: string) => {
    let attachment: number | null = null;
    const files: number[] = [];
    let upload: { field: UploadFieldName; file: File } | null = null;
    try {
      setIsUploading(true);
      if (values.attachment) {
        upload = { field: 'attachment', file: values.attachment };
        attachment = (await uploadFile(values.attachment, uploadFieldKinds.attachment)).id;
      }
      if (formType === 'technical') {
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
    create.mutate(body, { onSuccess: ({ id }) => setSentId(id), onError: onRefused });
  };
  return { send, sentId, isSending: isUploading || create.isPending };
}
