import { type FieldValues, get, type Path, type UseFormReturn } from 'react-hook-form';

/**
 * Registers a field whose error clears as soon as the person edits it (STYLE habit 9); the form
 * validates again only on the next submit, so no new message appears mid-typing.
 */
export function fieldRegistrar<T extends FieldValues, TOut extends FieldValues>(
  form: UseFormReturn<T, unknown, TOut>,
  onEdit?: () => void,
) {
  return (name: Path<T>) => ({
    ...form.register(name, {
      onChange: () => {
        form.clearErrors(name);
        onEdit?.();
      },
    }),
    error: (get(form.formState.errors, name) as { message?: string } | undefined)?.message,
  });
}

/** Flattens react-hook-form's errors into the domain's field -> message map. */
export function messagesOf(errors: Record<string, unknown>): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const [field, error] of Object.entries(errors)) {
    const message = (error as { message?: unknown } | undefined)?.message;
    if (typeof message === 'string') messages[field] = message;
  }
  return messages;
}
