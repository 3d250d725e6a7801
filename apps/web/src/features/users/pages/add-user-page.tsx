import { Paper, Stack, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { showSuccessDialog } from '../../../components/feedback-dialogs';
import { useSessionUser } from '../../../lib/session';
import { useCreateUser } from '../api';
import { personBody, UserForm, type UserFormValues } from '../components/user-form';
import { paths } from '../../../app/paths';

/** /users/add (addUser): the new user waits for the provider's activation. */
export function AddUserPage() {
  const { t } = useTranslation('users');
  const me = useSessionUser();
  const navigate = useNavigate();
  const create = useCreateUser();
  useEffect(() => {
    if (!me.type.addUser) navigate(paths.home(), { replace: true });
  }, [me, navigate]);
  const save = (v: UserFormValues) =>
    create
      .mutateAsync({
        type: Number(v.type),
        centerMoovexID: v.centerMoovexID,
        password: v.password,
        verify: v.verify,
        ...personBody(v),
      })
      .then((created) => {
        showSuccessDialog(created.status === 'pending' ? t('addedPending') : t('added'));
      });
  return (
    <Stack>
      <Title order={2}>{t('addUser')}</Title>
      <Paper withBorder p="md">
        <UserForm
          mode="add"
          busy={create.isPending}
          save={save}
          onSaved={(leave) => leave(() => navigate(paths.users()))}
        />
      </Paper>
    </Stack>
  );
}
