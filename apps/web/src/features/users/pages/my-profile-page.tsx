import { uploadKinds } from '@poolside/contract/constants';
import { isTwoFactorUserType } from '@poolside/contract/two-factor-codes';
import { Avatar, Group, Paper, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showError, showSuccessDialog } from '../../../components/feedback-dialogs';
import { PageLoader } from '../../../components/page-loader';
import { UploadField, uploadErrorKey } from '../../../components/upload-field';
import { useSessionUser } from '../../../lib/session';
import { userQuery, useUpdateUser, useUploadLogo } from '../api';
import { TwoFactorSection } from '../components/two-factor-section';
import { UserForm, type UserFormValues } from '../components/user-form';

/** A logo is an image (the image kind without pdf). */
const logoExtensions = uploadKinds.image.filter((ext) => ext !== 'pdf');

/** /users/my_profile: own data, password with the current one, logo, language, e-mailed notification types. */
export function MyProfilePage() {
  const { t } = useTranslation('users');
  const me = useSessionUser();
  const { data: user } = useQuery(userQuery(me.id));
  const update = useUpdateUser(me.id, true);
  const uploadLogo = useUploadLogo(me.id);
  const [logoFile, setLogoFile] = useState<File | null>(null);
  const [logoError, setLogoError] = useState<string | null>(null);
  if (!user) return <PageLoader />;
  const save = (v: UserFormValues) =>
    update.mutateAsync({
      name: v.name,
      email: v.email,
      phone: v.phone,
      address: v.address,
      city: v.city,
      zip: v.zip,
      country: v.country ?? '',
      language: v.language as 'eng',
      emailNotificationTypes: v.emailNotificationTypes as never,
      ...(v.password ? { currentPass: v.currentPass, newPass: v.password, verifyNewPass: v.verify } : {}),
    });
  // The logo is saved as soon as it is chosen (spec 01 s5); a refused file is explained at the field.
  const onLogo = (file: File | null) => {
    setLogoFile(file);
    setLogoError(null);
    if (!file) return;
    uploadLogo.mutate(file, {
      onSuccess: () => showSuccessDialog(t('logoSaved')),
      onError: (error) => {
        const key = uploadErrorKey(error);
        if (key) setLogoError(t(`common:upload.${key}`));
        else showError(error, t('errors.file'));
      },
    });
  };
  const logo = (
    <Group align="flex-start" wrap="nowrap">
      <Avatar src={user.logo ? `/api/files/${user.logo}` : null} radius="md" size="lg" alt="" />
      <div style={{ flex: 1, maxWidth: 420 }}>
        <UploadField
          label={t('uploadLogo')}
          extensions={logoExtensions}
          value={logoFile}
          onChange={onLogo}
          error={logoError}
          loading={uploadLogo.isPending}
        />
      </div>
    </Group>
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
          save={save}
          onSaved={() => showSuccessDialog(t('saved'))}
          extra={logo}
        />
      </Paper>
      {isTwoFactorUserType(me.type.id) && <TwoFactorSection />}
    </Stack>
  );
}
