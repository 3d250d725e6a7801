import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ErrorCode } from '@poolside/contract/errors';
import {
  totpCodeBodySchema,
  twoFactorCodeBodySchema,
  type TwoFactorSetup,
} from '@poolside/contract/two-factor';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showError, showSuccessDialog } from '../../../components/feedback-dialogs';
import { AuthenticatorSetup } from '../../../components/two-factor/authenticator-setup';
import { CodeField } from '../../../components/two-factor/code-field';
import { RecoveryCodesPanel } from '../../../components/two-factor/recovery-codes-panel';
import { applyServerErrors } from '../../../lib/form-errors';
import { contractResolver } from '../../../lib/form-validation';
import { twoFactorQuery, useOwnTwoFactor } from '../api';

type View =
  | { mode: 'status' }
  | { mode: 'setup'; setup: TwoFactorSetup }
  | { mode: 'renew' }
  | { mode: 'off' }
  | { mode: 'codes'; codes: string[] };

type CodeFormProps = {
  /** 'totp': an app code only (turning on); 'any': an app code or a recovery code. */
  accepts: 'totp' | 'any';
  intro?: string;
  submitLabel: string;
  isDanger?: boolean;
  busy: boolean;
  submit: (code: string) => Promise<unknown>;
  onCancel: () => void;
};

/** A code that confirms a change: checked with the contract's schema, a refused code shown at the field. */
function CodeForm({ accepts, intro, submitLabel, isDanger, busy, submit, onCancel }: CodeFormProps) {
  const { t } = useTranslation('users');
  const [kind, setKind] = useState<'totp' | 'recovery'>('totp');
  const form = useForm({
    initialValues: { code: '' },
    validate: contractResolver(accepts === 'totp' ? totpCodeBodySchema : twoFactorCodeBodySchema),
  });
  const save = (values: { code: string }) =>
    submit(values.code.trim()).catch((error: unknown) => {
      form.setFieldValue('code', '');
      if (
        !applyServerErrors(form, error, {
          codes: {
            [ErrorCode.loginInvalid]: t(kind === 'totp' ? 'twoFactor.wrongCode' : 'twoFactor.wrongRecovery'),
          },
        })
      ) {
        showError(error);
      }
    });
  return (
    <form onSubmit={form.onSubmit(save)} noValidate>
      <Stack gap="sm" maw={420}>
        {intro && <Text size="sm">{intro}</Text>}
        <CodeField key={kind} kind={kind} {...form.getInputProps('code')} />
        {accepts === 'any' && (
          <Button
            variant="subtle"
            size="compact-sm"
            style={{ alignSelf: 'flex-start' }}
            onClick={() => {
              setKind(kind === 'totp' ? 'recovery' : 'totp');
              form.setFieldValue('code', '');
            }}
          >
            {kind === 'totp' ? t('common:twoFactor.useRecovery') : t('common:twoFactor.useApp')}
          </Button>
        )}
        <Group gap="xs">
          <Button type="submit" loading={busy} color={isDanger ? 'red' : undefined}>
            {submitLabel}
          </Button>
          <Button variant="default" onClick={onCancel}>
            {t('twoFactor.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * "Two-step sign-in" of the own profile (provider staff, types 1 and 2): its state, turning it on (QR, a code,
 * then the recovery codes), new recovery codes, turning it off (not when the portal requires it).
 */
export function TwoFactorSection() {
  const { t } = useTranslation('users');
  const { data: status } = useQuery(twoFactorQuery);
  const { start, confirm, renewCodes, turnOff } = useOwnTwoFactor();
  const [view, setView] = useState<View>({ mode: 'status' });
  if (!status?.available) return null;
  const back = () => setView({ mode: 'status' });

  let body: React.ReactNode;
  if (view.mode === 'codes') {
    body = (
      <RecoveryCodesPanel codes={view.codes} doneLabel={t('twoFactor.done')} onDone={back} headingOrder={4} />
    );
  } else if (view.mode === 'setup') {
    body = (
      <Stack gap="md">
        <AuthenticatorSetup setup={view.setup} />
        <CodeForm
          accepts="totp"
          submitLabel={t('twoFactor.confirmOn')}
          busy={confirm.isPending}
          submit={(code) =>
            confirm
              .mutateAsync(code)
              .then((answer) => setView({ mode: 'codes', codes: answer.recoveryCodes }))
          }
          onCancel={back}
        />
      </Stack>
    );
  } else if (view.mode === 'renew') {
    body = (
      <CodeForm
        accepts="any"
        intro={t('twoFactor.newCodesIntro')}
        submitLabel={t('twoFactor.makeCodes')}
        busy={renewCodes.isPending}
        submit={(code) =>
          renewCodes
            .mutateAsync(code)
            .then((answer) => setView({ mode: 'codes', codes: answer.recoveryCodes }))
        }
        onCancel={back}
      />
    );
  } else if (view.mode === 'off') {
    body = (
      <CodeForm
        accepts="any"
        intro={t('twoFactor.turnOffIntro')}
        submitLabel={t('twoFactor.confirmOff')}
        isDanger
        busy={turnOff.isPending}
        submit={(code) =>
          turnOff.mutateAsync(code).then(() => {
            back();
            showSuccessDialog(t('twoFactor.turnedOff'));
          })
        }
        onCancel={back}
      />
    );
  } else {
    body = (
      <Stack gap="sm">
        <Text size="sm" fw={600} data-testid="two-factor-state">
          {status.enabled ? t('twoFactor.on', { count: status.recoveryCodesLeft }) : t('twoFactor.off')}
        </Text>
        {status.required && <Text size="sm">{t('twoFactor.requiredNote')}</Text>}
        <Group gap="xs">
          {status.enabled ? (
            <>
              <Button variant="light" onClick={() => setView({ mode: 'renew' })}>
                {t('twoFactor.newCodes')}
              </Button>
              {!status.required && (
                <Button variant="light" color="red" onClick={() => setView({ mode: 'off' })}>
                  {t('twoFactor.turnOff')}
                </Button>
              )}
            </>
          ) : (
            <Button
              loading={start.isPending}
              onClick={() =>
                start.mutate(undefined, {
                  onSuccess: (setup) => setView({ mode: 'setup', setup }),
                  onError: (error) => showError(error),
                })
              }
            >
              {t('twoFactor.turnOn')}
            </Button>
          )}
        </Group>
      </Stack>
    );
  }

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="two-factor-title">
      <Stack gap="sm">
        <Title order={3} id="two-factor-title">
          {t('twoFactor.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('twoFactor.intro')}
        </Text>
        {body}
      </Stack>
    </Paper>
  );
}
