import { TwoFactorMessages } from '@art-market/domain/copy';
import { type SecondStep, secondStepSchema } from '@art-market/domain/schemas';
import { type FormEvent, useState } from 'react';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';

/** After a right password on an account with two-factor authentication: the code from the app, or a recovery code. */
export function SecondStepForm({
  secondStepToken,
  pending,
  errorText,
  onEdit,
  onSubmit,
}: {
  secondStepToken: string;
  pending: boolean;
  errorText: string | null;
  onEdit: () => void;
  onSubmit: (input: SecondStep) => void;
}) {
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = secondStepSchema.safeParse({ secondStepToken, code });
    if (!parsed.success) {
      setCodeError(parsed.error.issues[0]?.message);
      return;
    }
    onSubmit(parsed.data);
  };
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <p>{TwoFactorMessages.secondStepPrompt}</p>
      <TextField
        label={TwoFactorMessages.codeLabel}
        autoComplete="one-time-code"
        autoFocus
        value={code}
        error={codeError}
        onChange={(event) => {
          setCode(event.target.value);
          setCodeError(undefined);
          onEdit();
        }}
      />
      {errorText ? <Alert>{errorText}</Alert> : null}
      <Button type="submit" disabled={pending}>
        {pending ? 'Checking…' : 'Verify'}
      </Button>
    </form>
  );
}
