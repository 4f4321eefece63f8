import type { ComponentProps } from 'react';
import { controlClasses, Field, type FieldProps } from './field.tsx';

export interface SelectOption {
  value: string;
  label: string;
}

export function SelectField({
  label,
  error,
  hint,
  options,
  placeholder,
  className = '',
  ...props
}: FieldProps & ComponentProps<'select'> & { options: readonly SelectOption[]; placeholder?: string }) {
  return (
    <Field label={label} error={error} hint={hint} required={props.required}>
      {({ id, describedBy, invalid }) => (
        <select
          id={id}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          className={`${controlClasses} ${className}`}
          {...props}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
