import { Paper, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { showError, showSuccessDialog } from '../../../components/feedback-dialogs';
import { PageLoader } from '../../../components/page-loader';
import { useSessionUser } from '../../../lib/session';
import { userQuery, useUpdateUser } from '../api';
import { ApiKeyPanel } from '../components/api-key-panel';
import { TwoFactorResetPanel } from '../components/two-factor-reset-panel';
import { UserForm, type UserFormValues } from '../components/user-form';
import { paths } from '../../../app/paths';

/** /users/{userID} (editUser): a failed fetch goes back to /users. */
export function EditUserPage() {
  const { t } = useTranslation('users');
  const me = useSessionUser();
  const navigate = useNavigate();
  const id = Number(useParams().userId);
  const { data: user, error } = useQuery({
    ...userQuery(id),
    enabled: Number.isInteger(id) && id > 0,
  });
  const update = useUpdateUser(id, id === me.id);
  useEffect(() => {
    if (!me.type.editUser) navigate(paths.home(), { replace: true });
    else if (!(Number.isInteger(id) && id > 0)) navigate(paths.users(), { replace: true });
  }, [me, id, navigate]);
  useEffect(() => {
    if (error) {
      showError(error);
      navigate(paths.users(), { replace: true });
    }
  }, [error, navigate]);
  if (!user) return <PageLoader />;
  const save = (v: UserFormValues) =>
    update.mutateAsync({
      name: v.name,
      type: Number(v.type),
      centerMoovexID: v.centerMoovexID,
      email: v.email,
      phone: v.phone,
      address: v.address,
      city: v.city,
      zip: v.zip,
      country: v.country ?? '',
      language: v.language as 'eng',
      ...(me.type.id === 1 ? { disabled: v.disabled } : {}),
      ...(v.password ? { newPass: v.password, verifyNewPass: v.verify } : {}),
    });
  return (
    <Stack>
      <Title order={2}>{t('editUser', { name: user.name })}</Title>
      <Paper withBorder p="md">
        <UserForm
          key={user.id}
          mode="edit"
          user={user}
          busy={update.isPending}
          save={save}
          onSaved={() => showSuccessDialog(t('saved'))}
          extra={
            me.type.id === 1 && (user.type.id === 2 || user.twoFactorEnabled) ? (
              <Stack gap="md">
                {user.type.id === 2 && <ApiKeyPanel userId={user.id} prefix={user.apiKeyPrefix} />}
                {user.twoFactorEnabled && <TwoFactorResetPanel userId={user.id} name={user.name} />}
              </Stack>
            ) : null
          }
        />
      </Paper>
    </Stack>
  );
}
