import type { ReactNode } from 'react';

/** One titled section of a long form (the Add ART form's: docs/product/studio-and-console.md#add-new-product). */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-5 rounded-sm border border-line bg-white p-5 sm:p-6">
      <legend className="px-1 font-display text-xl">{title}</legend>
      {children}
    </fieldset>
  );
}
