import type { ComponentProps } from 'react';
import { controlClasses, Field, type FieldProps } from './field.tsx';

export function TextField({ label, error, hint, className = '', ...props }: FieldProps & ComponentProps<'input'>) {
  return (
    <Field label={label} error={error} hint={hint} required={props.required}>
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          className={`${controlClasses} ${className}`}
          {...props}
        />
      )}
    </Field>
  );
}

export function TextAreaField({ label, error, hint, className = '', ...props }: FieldProps & ComponentProps<'textarea'>) {
  return (
    <Field label={label} error={error} hint={hint} required={props.required}>
      {({ id, describedBy, invalid }) => (
        <textarea
          id={id}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          className={`${controlClasses} min-h-32 ${className}`}
          {...props}
        />
      )}
    </Field>
  );
}
