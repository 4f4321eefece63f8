import { ALERT_KIND_LABELS, AlertMessages, DIGEST_FREQUENCY_LABELS } from '@art-market/domain/copy';
import { ALERT_KINDS, DIGEST_FREQUENCIES } from '@art-market/domain/rules';
import type { AlertPreferences } from '@art-market/domain/schemas';
import { type FormEvent, useState } from 'react';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { CheckboxField } from '#web/components/ui/checkbox-field.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { useSaveAlertPreferences } from '../api/alerts-api.ts';

/** One switch per kind of alert and how often they may be mailed; saved with one button. */
export function AlertPreferencesForm({ preferences }: { preferences: AlertPreferences }) {
  const [draft, setDraft] = useState(preferences);
  const save = useSaveAlertPreferences();
  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate(draft);
  }
  return (
    <form onSubmit={submit} className="flex flex-col gap-4">
      <fieldset>
        <legend className="mb-1 text-sm font-semibold">Tell me about</legend>
        {ALERT_KINDS.map((kind) => (
          <CheckboxField
            key={kind}
            label={ALERT_KIND_LABELS[kind]}
            checked={draft.kinds[kind]}
            onChange={(event) => setDraft({ ...draft, kinds: { ...draft.kinds, [kind]: event.target.checked } })}
          />
        ))}
      </fieldset>
      <fieldset>
        <legend className="mb-1 text-sm font-semibold">E-mail digest</legend>
        {DIGEST_FREQUENCIES.map((frequency) => (
          <label key={frequency} className="flex min-h-11 items-center gap-3 text-sm font-medium">
            <input
              type="radio"
              name="digest"
              value={frequency}
              className="size-5 accent-accent"
              checked={draft.digest === frequency}
              onChange={() => setDraft({ ...draft, digest: frequency })}
            />
            {DIGEST_FREQUENCY_LABELS[frequency]}
          </label>
        ))}
      </fieldset>
      <div aria-live="polite">
        {save.isError ? <Alert>{errorMessage(save.error, AlertMessages.savePreferencesFailed)}</Alert> : null}
        {save.isSuccess ? <Alert tone="success">{AlertMessages.preferencesSaved}</Alert> : null}
      </div>
      <Button type="submit" className="self-start" disabled={save.isPending}>
        {save.isPending ? 'Saving…' : 'Save alert settings'}
      </Button>
    </form>
  );
}
