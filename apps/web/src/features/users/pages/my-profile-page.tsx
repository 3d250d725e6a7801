import { notificationTypes } from '@poolside/contract/constants';
import {
  Avatar,
  Checkbox,
  FileButton,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
  Button,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showErrorDialog, showSuccessDialog } from '../../../components/feedback-dialogs';
import { PageLoader } from '../../../components/page-loader';
import { useSessionUser } from '../../../lib/session';
import { shortFileName, uploadFile } from '../../../lib/upload';
import { userQueryOptions, useUpdateUser } from '../api';
import { UserForm, type UserFormValues } from '../components/user-form';
import { showSaveError } from '../save-errors';

/** /users/my_profile: own data, password with the current one, logo, language, e-mailed notification types. */
export function MyProfilePage() {
  const { t } = useTranslation('users');
  const me = useSessionUser();
  const { data: user } = useQuery(userQueryOptions(me.id));
  const update = useUpdateUser(me.id, true);
  const [logoName, setLogoName] = useState<string | null>(null);
  const [mailTypes, setMailTypes] = useState<string[] | null>(null);
  if (!user) return <PageLoader />;
  const chosen = mailTypes ?? user.emailNotificationTypes;
  const submit = (v: UserFormValues) =>
    update.mutate(
      {
        name: v.name,
        email: v.email,
        phone: v.phone,
        address: v.address,
        city: v.city,
        zip: v.zip,
        country: v.country ?? '',
        language: v.language as 'eng',
        emailNotificationTypes: chosen as never,
        ...(v.password ? { currentPass: v.currentPass, newPass: v.password, verifyNewPass: v.verify } : {}),
      },
      { onSuccess: () => showSuccessDialog(t('saved')), onError: (e) => showSaveError(e, t) },
    );
  const onLogo = async (file: File | null) => {
    if (!file) return;
    try {
      const uploaded = await uploadFile(file, 'image');
      setLogoName(uploaded.name);
      await update.mutateAsync({ logo: uploaded.id });
      showSuccessDialog(t('logoSaved'));
    } catch (error) {
      showErrorDialog(error, t('errors.file'));
    }
  };
  const extra = (
    <Stack gap="xs">
      <Group>
        <Avatar src={user.logo ? `/api/files/${user.logo}` : null} radius="md" size="lg" alt="" />
        <FileButton onChange={onLogo} accept="image/png,image/gif,image/jpeg,image/bmp">
          {(props) => (
            <Button variant="light" {...props}>
              {t('uploadLogo')}
            </Button>
          )}
        </FileButton>
        {logoName && <Text size="sm">{shortFileName(logoName)}</Text>}
      </Group>
      <Text fw={600}>{t('mailTypes')}</Text>
      <Checkbox.Group value={chosen} onChange={setMailTypes}>
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          {notificationTypes.map((type) => (
            <Checkbox key={type} value={type} label={t(`notificationTypes.${type}`)} />
          ))}
        </SimpleGrid>
      </Checkbox.Group>
    </Stack>
  );
  return (
    <Stack>
      <Title order={2}>{t('myProfile')}</Title>
      <Paper withBorder p="md">
        <UserForm
          key={user.id}
          mode="profile"
          user={user}
          busy={update.isPending}
          onSubmit={submit}
          extra={extra}
        />
      </Paper>
    </Stack>
  );
}
