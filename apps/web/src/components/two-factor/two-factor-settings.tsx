import { AccountMessages, TwoFactorMessages } from '@art-market/domain/copy';
import type { SecondFactorRole } from '@art-market/domain/rules';
import type { TwoFactorEnrolment } from '@art-market/domain/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { errorMessage, readFailure } from '#web/lib/api-client.ts';
import {
  twoFactorStatusKey,
  useConfirmEnrolment,
  useStartEnrolment,
  useTurnOffTwoFactor,
  useTwoFactorStatus,
} from '#web/lib/two-factor-api.ts';

/**
 * Two-factor authentication for a vendor or an admin: its state, the set-up (QR code, the secret to
 * type, a first code, then the recovery codes shown once) and turning it off with the password and a code.
 */
export function TwoFactorSettings({ account: role }: { account: SecondFactorRole }) {
  const status = useTwoFactorStatus(role);
  const queryClient = useQueryClient();
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  if (recoveryCodes) {
    return (
      <RecoveryCodesPanel
        codes={recoveryCodes}
        onDone={() => {
          setRecoveryCodes(null);
          void queryClient.invalidateQueries({ queryKey: twoFactorStatusKey(role) });
        }}
      />
    );
  }
  return (
    <section aria-labelledby="two-factor-heading" className="flex max-w-xl flex-col gap-4">
      <h2 id="two-factor-heading" className="text-2xl">
        Two-factor authentication
      </h2>
      {status.isPending ? <p className="text-muted">Loading…</p> : null}
      {status.isError ? <Alert>{errorMessage(status.error, 'Could not load two-factor authentication')}</Alert> : null}
      {status.data?.enabled ? (
        <TurnOff role={role} recoveryCodesLeft={status.data.recoveryCodesLeft} />
      ) : status.data ? (
        <Enrol role={role} onConfirmed={setRecoveryCodes} />
      ) : null}
    </section>
  );
}

function Enrol({ role, onConfirmed }: { role: SecondFactorRole; onConfirmed: (codes: string[]) => void }) {
  const start = useStartEnrolment(role);
  const enrolment = start.data;
  if (!enrolment) {
    return (
      <>
        <p>
          Protect sign-in, refunds and payout accounts with a code from an authenticator app (Google Authenticator, 1Password,
          Authy and the like).
        </p>
        {start.error ? <Alert>{errorMessage(start.error, 'The set-up could not start. Please try again.')}</Alert> : null}
        <Button type="button" disabled={start.isPending} onClick={() => start.mutate()}>
          {start.isPending ? 'Starting…' : 'Set up two-factor authentication'}
        </Button>
      </>
    );
  }
  return <ConfirmEnrolment role={role} enrolment={enrolment} onConfirmed={onConfirmed} />;
}

function ConfirmEnrolment({
  role,
  enrolment,
  onConfirmed,
}: {
  role: SecondFactorRole;
  enrolment: TwoFactorEnrolment;
  onConfirmed: (codes: string[]) => void;
}) {
  const confirm = useConfirmEnrolment(role);
  const [code, setCode] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    confirm.mutate(code.trim(), { onSuccess: (answer) => onConfirmed(answer.recoveryCodes) });
  };
  const failure = readFailure(confirm.error);
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <p>Scan this QR code with your authenticator app, or type the key below into it.</p>
      <img src={enrolment.qrCode} alt="QR code to add Art Market to your authenticator app" className="size-48 bg-white" />
      <p>
        Key: <code data-testid="two-factor-secret">{enrolment.secret}</code>
      </p>
      <TextField
        label={TwoFactorMessages.codeLabel}
        inputMode="numeric"
        autoComplete="one-time-code"
        value={code}
        error={failure.fieldErrors.code}
        onChange={(event) => {
          setCode(event.target.value);
          confirm.reset();
        }}
      />
      {confirm.error && !failure.fieldErrors.code ? <Alert>{errorMessage(confirm.error, 'Please try again.')}</Alert> : null}
      <Button type="submit" disabled={confirm.isPending}>
        {confirm.isPending ? 'Checking…' : 'Turn on'}
      </Button>
    </form>
  );
}

function RecoveryCodesPanel({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <section aria-labelledby="recovery-codes-heading" className="flex max-w-xl flex-col gap-4">
      <h2 id="recovery-codes-heading" className="text-2xl">
        Recovery codes
      </h2>
      <Alert tone="info">{TwoFactorMessages.turnedOn}</Alert>
      <p>{TwoFactorMessages.recoveryCodesIntro}</p>
      <ul aria-label="Recovery codes" className="grid grid-cols-2 gap-2 font-mono">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <Button type="button" onClick={onDone}>
        I have saved my recovery codes
      </Button>
    </section>
  );
}

function TurnOff({ role, recoveryCodesLeft }: { role: SecondFactorRole; recoveryCodesLeft: number }) {
  const turnOff = useTurnOffTwoFactor(role);
  const [currentPassword, setCurrentPassword] = useState('');
  const [code, setCode] = useState('');
  const failure = readFailure(turnOff.error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    turnOff.mutate({ currentPassword, code });
  };
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <Alert tone="info">{TwoFactorMessages.turnedOn}</Alert>
      <p>
        {recoveryCodesLeft} of 10 recovery codes left. To turn it off, enter your password and a code from your app (or a recovery
        code).
      </p>
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        value={currentPassword}
        error={failure.fieldErrors.currentPassword}
        onChange={(event) => {
          setCurrentPassword(event.target.value);
          turnOff.reset();
        }}
      />
      <TextField
        label={TwoFactorMessages.codeLabel}
        autoComplete="one-time-code"
        value={code}
        error={failure.fieldErrors.code}
        onChange={(event) => {
          setCode(event.target.value);
          turnOff.reset();
        }}
      />
      {turnOff.error && Object.keys(failure.fieldErrors).length === 0 ? (
        <Alert>{errorMessage(turnOff.error, AccountMessages.throttled)}</Alert>
      ) : null}
      <Button type="submit" variant="secondary" disabled={turnOff.isPending}>
        {turnOff.isPending ? 'Turning off…' : 'Turn off two-factor authentication'}
      </Button>
    </form>
  );
}
