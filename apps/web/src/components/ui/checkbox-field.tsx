import { type ComponentProps, useId } from 'react';

/** A checkbox with its label to the right and a 44 px touch target. */
export function CheckboxField({ label, ...props }: { label: string } & Omit<ComponentProps<'input'>, 'type'>) {
  const id = useId();
  return (
    <div className="flex min-h-11 items-center gap-3">
      <input id={id} type="checkbox" className="size-5 accent-accent" {...props} />
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
    </div>
  );
}
