import type { LoggedIn, TwoFactorChallenge } from '@poolside/contract/auth';
import type { SessionUser } from '@poolside/contract/users';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RecoveryCodesPanel } from '../../../components/two-factor/recovery-codes-panel';
import { CodeStep } from './code-step';
import { EnrolStep } from './enrol-step';

export type TwoFactorStepProps = {
  twoFactor: TwoFactorChallenge;
  onLoggedIn: (user: SessionUser) => Promise<void> | void;
  /** The challenge died (5 minutes, 5 wrong codes): back to the password with a message. */
  onExpired: () => void;
  onCancel: () => void;
};

/**
 * The login's second step (lazy: only provider staff with two-step sign-in load it, so /login's JavaScript
 * stays within budget): the code, or the enrolment and then the new recovery codes.
 */
export default function TwoFactorStep({ twoFactor, onLoggedIn, onExpired, onCancel }: TwoFactorStepProps) {
  const { t } = useTranslation('auth');
  const [enrolled, setEnrolled] = useState<LoggedIn | null>(null);
  if (enrolled) {
    return (
      <RecoveryCodesPanel
        codes={enrolled.recoveryCodes ?? []}
        doneLabel={t('twoFactor.continue')}
        onDone={() => onLoggedIn(enrolled.user)}
      />
    );
  }
  if (twoFactor.step === 'enrol') {
    return (
      <EnrolStep
        challenge={twoFactor.challenge}
        onEnrolled={setEnrolled}
        onExpired={onExpired}
        onCancel={onCancel}
      />
    );
  }
  return (
    <CodeStep
      challenge={twoFactor.challenge}
      onLoggedIn={onLoggedIn}
      onExpired={onExpired}
      onCancel={onCancel}
    />
  );
}
