import { limits, notificationTypes } from '@poolside/contract/constants';
import { ErrorCode } from '@poolside/contract/errors';
import { languages } from '@poolside/contract/languages';
import {
  checkPasswordChoice,
  newUserSchema,
  type UserDetail,
  userUpdateSchema,
} from '@poolside/contract/users';
import {
  Button,
  Checkbox,
  Group,
  PasswordInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { showError } from '../../../components/feedback-dialogs';
import { useUnsavedChangesGuard } from '../../../components/unsaved-changes';
import { isApiError } from '../../../lib/api-client';
import { applyServerErrors } from '../../../lib/form-errors';
import { contractResolver } from '../../../lib/form-validation';
import { useSession } from '../../../lib/session';
import { userTypeName } from '../../../lib/names';
import { userTypesQuery } from '../api';

export type UserFormMode = 'add' | 'edit' | 'profile';
export type UserFormValues = {
  name: string;
  type: string;
  disabled: boolean;
  centerMoovexID: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  zip: string;
  country: string;
  language: string;
  password: string;
  verify: string;
  currentPass: string;
  /** Own profile only: the notification types also sent by e-mail. */
  emailNotificationTypes: string[];
};

const languageNames: Record<string, string> = { eng: 'English', fra: 'Français', spa: 'Español' };

function initialValues(user: UserDetail | undefined, centre: string): UserFormValues {
  return {
    name: user?.name ?? '',
    type: String(user?.type.id ?? 6),
    disabled: user?.disabled === 1,
    centerMoovexID: user?.centerMoovexID ?? centre,
    email: user?.email ?? '',
    phone: user?.phone ?? '',
    address: user?.address ?? '',
    city: user?.city ?? '',
    zip: user?.zip ?? '',
    country: user?.country ?? '',
    language: user?.language ?? 'eng',
    password: '',
    verify: '',
    currentPass: '',
    emailNotificationTypes: user?.emailNotificationTypes ?? [],
  };
}

/** The password rules of the contract, in the reader's words, by form field. */
function passwordRules(mode: UserFormMode, t: TFunction<'users'>) {
  return (values: UserFormValues) => {
    const errors: Record<string, string> = {};
    const issues = checkPasswordChoice(values, {
      isRequired: mode === 'add',
      needsCurrent: mode === 'profile',
    });
    for (const issue of issues) {
      errors[issue.field] ??=
        issue.reason === 'tooShort'
          ? t('errors.passwordMin', { min: limits.passwordMin })
          : issue.reason === 'notMatching'
            ? t('errors.passwordsNotMatching')
            : t('common:form.required');
    }
    return errors;
  };
}

/** Server field names → the form's (the update calls the new password newPass/verifyNewPass). */
const formPathOf = (field: string) =>
  field === 'newPass' ? 'password' : field === 'verifyNewPass' ? 'verify' : field;

/**
 * A refused save (spec 01 s8): -12/-6 and the field-naming -13 e-mail used, -15 unknown centre, -16
 * passwords differ, -17 wrong current password at their field; anything else (-11 …) in the dialog.
 */
export function userSaveErrorMessages(t: TFunction<'users'>) {
  return {
    toPath: formPathOf,
    codes: {
      [ErrorCode.emailExists]: t('errors.emailExists'),
      [ErrorCode.notFound]: t('errors.notFound'),
      [ErrorCode.passwordsNotMatching]: t('errors.passwordsNotMatching'),
      [ErrorCode.incorrectPassword]: t('errors.incorrectPassword'),
      // Too many wrong current passwords from here (the login limits, HTTP 429).
      [ErrorCode.loginFailed]: t('errors.currentPassThrottled'),
    },
  };
}

type Props = {
  mode: UserFormMode;
  user?: UserDetail;
  busy: boolean;
  /** The page's save (its mutation hook's mutateAsync with the page's body); throws a refused save. */
  save: (v: UserFormValues) => Promise<unknown>;
  /** After a save: `leave(go)` navigates without the unsaved-changes question. */
  onSaved: (leave: (go: () => void) => void) => void;
  extra?: ReactNode;
};

/**
 * The fields of add user, edit user and own profile (spec 01 s2/s5): the contract's schema (newUserSchema
 * or userUpdateSchema) and password rules, the server's field refusals at their fields, and the guard
 * against leaving unsaved changes.
 */
export function UserForm({ mode, user, busy, save, onSaved, extra }: Props) {
  const { t } = useTranslation('users');
  const session = useSession();
  const me = session?.user;
  const { data: types = [] } = useQuery(userTypesQuery);
  const needPassword = mode === 'add';
  const form = useForm<UserFormValues>({
    initialValues: initialValues(user, me?.centerMoovexID ?? ''),
    validate: contractResolver<UserFormValues>(
      mode === 'add' ? newUserSchema : userUpdateSchema,
      passwordRules(mode, t),
    ),
  });
  const { leave } = useUnsavedChangesGuard(form.isDirty());
  const submit = async (values: UserFormValues) => {
    try {
      await save(values);
    } catch (error) {
      const isPermission = isApiError(error, ErrorCode.permissionDenied);
      if (isPermission || !applyServerErrors(form, error, userSaveErrorMessages(t))) {
        showError(error, isPermission ? t('errors.permission') : undefined);
      }
      return;
    }
    // The passwords are not kept; what was saved is the new starting point (nothing unsaved).
    form.setValues({ password: '', verify: '', currentPass: '' });
    form.resetDirty();
    onSaved(leave);
  };
  const assignable = types.filter(
    (type) => (me && (me.type.id === 1 || type.id > me.type.id)) || String(type.id) === form.values.type,
  );
  const countries = (session?.countries ?? []).map((c) => ({ value: c.code, label: c.name }));
  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('fields.name')} required {...form.getInputProps('name')} />
          <Select
            label={t('fields.type')}
            required
            data={assignable.map((type) => ({ value: String(type.id), label: userTypeName(t, type) }))}
            disabled={mode === 'profile' && me?.type.id !== 1}
            allowDeselect={false}
            {...form.getInputProps('type')}
          />
          <TextInput
            label={t('fields.centerMoovexID')}
            required
            disabled={mode === 'profile' && me?.type.id !== 1}
            {...form.getInputProps('centerMoovexID')}
          />
          <TextInput label={t('fields.email')} type="email" required {...form.getInputProps('email')} />
          <TextInput label={t('fields.phone')} {...form.getInputProps('phone')} />
          <TextInput label={t('fields.address')} {...form.getInputProps('address')} />
          <Select
            label={t('fields.country')}
            data={countries}
            searchable
            clearable
            {...form.getInputProps('country')}
          />
          <TextInput label={t('fields.city')} {...form.getInputProps('city')} />
          <TextInput label={t('fields.zip')} maxLength={limits.zipMax + 1} {...form.getInputProps('zip')} />
          <Select
            label={t('fields.language')}
            data={languages.map((l) => ({ value: l, label: languageNames[l] }))}
            allowDeselect={false}
            {...form.getInputProps('language')}
          />
          {mode === 'profile' && (
            <PasswordInput
              label={t('fields.currentPass')}
              autoComplete="current-password"
              {...form.getInputProps('currentPass')}
            />
          )}
          <PasswordInput
            label={needPassword ? t('fields.password') : t('fields.newPass')}
            required={needPassword}
            autoComplete="new-password"
            {...form.getInputProps('password')}
          />
          <PasswordInput
            label={t('fields.verify')}
            required={needPassword}
            autoComplete="new-password"
            {...form.getInputProps('verify')}
          />
        </SimpleGrid>
        {mode === 'edit' && me?.type.id === 1 && (
          <Checkbox label={t('fields.disabled')} {...form.getInputProps('disabled', { type: 'checkbox' })} />
        )}
        {extra}
        {mode === 'profile' && (
          <Checkbox.Group
            label={<Text fw={600}>{t('mailTypes')}</Text>}
            {...form.getInputProps('emailNotificationTypes')}
          >
            <SimpleGrid cols={{ base: 2, sm: 4 }} mt="xs">
              {notificationTypes.map((type) => (
                <Checkbox key={type} value={type} label={t(`notificationTypes.${type}`)} />
              ))}
            </SimpleGrid>
          </Checkbox.Group>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={busy}>
            {mode === 'add' ? t('add') : t('save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
