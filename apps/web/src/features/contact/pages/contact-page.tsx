import { limits, uploadKinds } from '@poolside/contract/constants';
import { contactSchema } from '@poolside/contract/contact';
import {
  Anchor,
  Button,
  Grid,
  Group,
  Modal,
  Paper,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconMapPin, IconPhone } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showError } from '../../../components/feedback-dialogs';
import { useUnsavedChangesGuard } from '../../../components/unsaved-changes';
import { UploadField, uploadErrorKey } from '../../../components/upload-field';
import { isApiError } from '../../../lib/api-client';
import { applyServerErrors } from '../../../lib/form-errors';
import { contractResolver } from '../../../lib/form-validation';
import { useSession } from '../../../lib/session';
import { contactSettingsQuery, useSendContact, useUploadAttachment } from '../api';
import { Captcha, type CaptchaHandle } from '../components/captcha';

const ContactMap = lazy(() => import('../components/contact-map').then((m) => ({ default: m.ContactMap })));

type Values = { fullName: string; company: string; email: string; phone: string; message: string };

type Sender = { name: string; email: string; phone: string; company: { name: string } };

/** The form's start: a logged-in user's name, e-mail, company and phone (editable), nothing for a visitor. */
function startValues(sender: Sender | undefined): Values {
  return {
    fullName: sender?.name ?? '',
    company: sender?.company.name ?? '',
    email: sender?.email ?? '',
    phone: sender?.phone ?? '',
    message: '',
  };
}

/** The contract's contact schema without what the page adds on sending (captcha token, attachment id). */
const contactFieldsSchema = contactSchema.omit({ recaptchaToken: true, fileID: true });

/** /contact (public): the form with an attachment and captcha, the map, phones and address. */
export function ContactPage() {
  const { t } = useTranslation('contact');
  const { data: settings } = useQuery(contactSettingsQuery);
  const captcha = useRef<CaptchaHandle>(null);
  const send = useSendContact();
  const upload = useUploadAttachment();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [waiting, setWaiting] = useState(false);
  const sender = useSession()?.user;
  const form = useForm<Values>({
    initialValues: startValues(sender),
    validate: contractResolver<Values>(contactFieldsSchema),
  });
  // The session may answer after the page is drawn: fill it in once, unless the user has started typing.
  const filledFrom = useRef(sender);
  const { isDirty, setInitialValues, setValues } = form;
  useEffect(() => {
    if (!sender || filledFrom.current === sender || isDirty()) return;
    filledFrom.current = sender;
    setInitialValues(startValues(sender));
    setValues(startValues(sender));
  }, [sender, isDirty, setInitialValues, setValues]);
  useUnsavedChangesGuard(form.isDirty() || file !== null);
  // The attachment is uploaded when chosen (its id goes with the message); a refused file is said at the field.
  const onFile = (chosen: File | null) => {
    setFile(chosen);
    setFileError(null);
    upload.reset();
    if (!chosen) return;
    upload.mutate(chosen, {
      onError: (error) => {
        const key = uploadErrorKey(error);
        setFile(null);
        if (key) setFileError(t(`common:upload.${key}`));
        else showError(error, t('errors.file'));
      },
    });
  };
  const submit = async (values: Values) => {
    setWaiting(true);
    const token = await captcha.current?.token();
    setWaiting(false);
    if (!token) {
      showError(null, t('errors.captcha'));
      return;
    }
    const { company, ...fields } = values;
    send.mutate(
      {
        ...fields,
        ...(company.trim() ? { company } : {}),
        fileID: file ? (upload.data?.id ?? null) : null,
        recaptchaToken: token,
      },
      {
        onSuccess: () => {
          setSent(true);
          form.reset();
          setFile(null);
          upload.reset();
          captcha.current?.reset();
        },
        onError: (error) => {
          const placed = applyServerErrors(form, error, {
            messages: {
              'email.invalid': t('errors.emailInvalid'),
              'email.required': t('errors.emailRequired'),
              'message.required': t('errors.messageRequired'),
              'message.invalid': t('errors.messageMax', { max: limits.contactMessageMax }),
            },
          });
          if (placed) return captcha.current?.reset();
          if (isApiError(error) && error.data?.field === 'fileID') setFileError(t('errors.file'));
          else showError(error);
          captcha.current?.reset();
        },
      },
    );
  };
  return (
    <Stack>
      <Title order={2}>{t('title')}</Title>
      <Grid>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Paper withBorder p="md">
            <form onSubmit={form.onSubmit(submit)} noValidate>
              <Stack>
                <TextInput label={t('fullName')} autoComplete="name" {...form.getInputProps('fullName')} />
                <TextInput
                  label={t('company')}
                  autoComplete="organization"
                  {...form.getInputProps('company')}
                />
                <TextInput label={t('email')} type="email" required {...form.getInputProps('email')} />
                <TextInput label={t('phone')} type="tel" {...form.getInputProps('phone')} />
                <Textarea
                  label={t('message')}
                  required
                  autosize
                  minRows={4}
                  maxLength={limits.contactMessageMax}
                  description={t('remaining', {
                    count: limits.contactMessageMax - form.values.message.length,
                  })}
                  {...form.getInputProps('message')}
                />
                <UploadField
                  label={t('attach')}
                  extensions={uploadKinds.file}
                  value={file}
                  onChange={onFile}
                  error={fileError}
                  loading={upload.isPending}
                />
                {settings && <Captcha ref={captcha} settings={settings.captcha} />}
                <Group justify="flex-end">
                  <Button
                    type="submit"
                    loading={waiting || send.isPending}
                    disabled={!settings || upload.isPending}
                  >
                    {t('send')}
                  </Button>
                </Group>
              </Stack>
            </form>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack>
            <Paper withBorder p="md">
              <Stack gap="xs">
                <Group gap="xs">
                  <IconPhone size={18} aria-hidden />
                  <Anchor href={`tel:${t('phone1Dial')}`}>{t('phone1')}</Anchor>
                </Group>
                <Group gap="xs">
                  <IconPhone size={18} aria-hidden />
                  <Anchor href={`tel:${t('phone2Dial')}`}>{t('phone2')}</Anchor>
                </Group>
                <Group gap="xs" wrap="nowrap" align="flex-start">
                  <IconMapPin size={18} aria-hidden />
                  <Text size="sm">{t('address')}</Text>
                </Group>
              </Stack>
            </Paper>
            {settings && (
              <Suspense fallback={null}>
                <ContactMap tileUrl={settings.mapTileUrl} label={t('map')} />
              </Suspense>
            )}
          </Stack>
        </Grid.Col>
      </Grid>
      <Modal opened={sent} onClose={() => setSent(false)} title={t('sentTitle')} centered>
        <Stack>
          <Text>{t('sentText')}</Text>
          <Group justify="flex-end">
            <Button onClick={() => setSent(false)}>{t('ok')}</Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
