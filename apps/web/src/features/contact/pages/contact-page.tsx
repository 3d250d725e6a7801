import { limits } from '@poolside/contract/constants';
import {
  Anchor,
  Button,
  FileButton,
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
import { IconMapPin, IconPaperclip, IconPhone } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showErrorDialog } from '../../../components/feedback-dialogs';
import { shortFileName, uploadFile } from '../../../lib/upload';
import { contactSettingsQueryOptions, useSendContact } from '../api';
import { Captcha, type CaptchaHandle } from '../components/captcha';

const ContactMap = lazy(() => import('../components/contact-map').then((m) => ({ default: m.ContactMap })));

type Values = { fullName: string; email: string; phone: string; message: string };

/** /contact (public): the form with an attachment and captcha, the map, phones and address. */
export function ContactPage() {
  const { t } = useTranslation('contact');
  const { data: settings } = useQuery(contactSettingsQueryOptions);
  const captcha = useRef<CaptchaHandle>(null);
  const send = useSendContact();
  const [file, setFile] = useState<{ id: number; name: string } | null>(null);
  const [uploading, setUploading] = useState(false);
  const [sent, setSent] = useState(false);
  const [waiting, setWaiting] = useState(false);
  const form = useForm<Values>({
    initialValues: { fullName: '', email: '', phone: '', message: '' },
    validate: {
      email: (v) =>
        !v.trim()
          ? t('errors.emailRequired')
          : /^\S+@\S+\.\S+$/.test(v.trim())
            ? null
            : t('errors.emailInvalid'),
      message: (v) =>
        !v.trim()
          ? t('errors.messageRequired')
          : v.length > limits.contactMessageMax
            ? t('errors.messageMax', { max: limits.contactMessageMax })
            : null,
    },
  });
  const onFile = async (f: File | null) => {
    if (!f) return;
    setUploading(true);
    try {
      setFile(await uploadFile(f, 'file'));
    } catch (error) {
      showErrorDialog(error, t('errors.file'));
    } finally {
      setUploading(false);
    }
  };
  const submit = async (values: Values) => {
    setWaiting(true);
    const token = await captcha.current?.token();
    setWaiting(false);
    if (!token) {
      showErrorDialog(null, t('errors.captcha'));
      return;
    }
    send.mutate(
      { ...values, fileID: file?.id ?? null, recaptchaToken: token },
      {
        onSuccess: () => {
          setSent(true);
          form.reset();
          setFile(null);
          captcha.current?.reset();
        },
        onError: (error) => {
          showErrorDialog(error);
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
                <TextInput label={t('fullName')} {...form.getInputProps('fullName')} />
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
                <Group>
                  <FileButton onChange={onFile} accept=".pdf,.png,.gif,.jpg,.jpeg,.bmp,.doc,.docx,.xls,.xlsx">
                    {(props) => (
                      <Button
                        variant="light"
                        leftSection={<IconPaperclip size={16} />}
                        loading={uploading}
                        {...props}
                      >
                        {t('attach')}
                      </Button>
                    )}
                  </FileButton>
                  {file && (
                    <Text size="sm" data-testid="attached-file">
                      {shortFileName(file.name)}
                    </Text>
                  )}
                </Group>
                {settings && <Captcha ref={captcha} settings={settings.captcha} />}
                <Group justify="flex-end">
                  <Button type="submit" loading={waiting || send.isPending} disabled={!settings}>
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
