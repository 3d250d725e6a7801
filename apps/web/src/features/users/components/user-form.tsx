import { limits } from '@poolside/contract/constants';
import { languages } from '@poolside/contract/languages';
import type { UserDetail } from '@poolside/contract/users';
import { Button, Checkbox, Group, PasswordInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session';
import { userTypesQueryOptions } from '../api';

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
  };
}

type Props = {
  mode: UserFormMode;
  user?: UserDetail;
  busy: boolean;
  onSubmit: (v: UserFormValues) => void;
  extra?: ReactNode;
};

/** The fields of add user, edit user and own profile (spec 01 s2/s5), with the client-side checks. */
export function UserForm({ mode, user, busy, onSubmit, extra }: Props) {
  const { t } = useTranslation('users');
  const session = useSession();
  const me = session?.user;
  const { data: types = [] } = useQuery(userTypesQueryOptions);
  const needPassword = mode === 'add';
  const form = useForm<UserFormValues>({
    initialValues: initialValues(user, me?.centerMoovexID ?? ''),
    validate: {
      name: (v) => (v.trim() ? null : t('errors.requiredShort')),
      email: (v) => (/^\S+@\S+\.\S+$/.test(v.trim()) ? null : t('errors.emailInvalid')),
      centerMoovexID: (v) => (v.trim() ? null : t('errors.requiredShort')),
      zip: (v) => (v.length <= limits.zipMax ? null : t('errors.zip', { max: limits.zipMax })),
      password: (v) =>
        needPassword && !v
          ? t('errors.requiredShort')
          : v && v.length < limits.passwordMin
            ? t('errors.passwordMin', { min: limits.passwordMin })
            : null,
      verify: (v, values) =>
        values.password && v !== values.password ? t('errors.passwordsNotMatching') : null,
      currentPass: (v, values) =>
        mode === 'profile' && values.password && !v ? t('errors.requiredShort') : null,
    },
  });
  const assignable = types.filter(
    (type) => (me && (me.type.id === 1 || type.id > me.type.id)) || String(type.id) === form.values.type,
  );
  const countries = (session?.countries ?? []).map((c) => ({ value: c.code, label: c.name }));
  return (
    <form onSubmit={form.onSubmit(onSubmit)} noValidate>
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('fields.name')} required {...form.getInputProps('name')} />
          <Select
            label={t('fields.type')}
            required
            data={assignable.map((type) => ({ value: String(type.id), label: type.name }))}
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
        <Group justify="flex-end">
          <Button type="submit" loading={busy}>
            {mode === 'add' ? t('add') : t('save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
