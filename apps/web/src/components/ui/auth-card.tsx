import type { ReactNode } from 'react';

/** The narrow one-column frame of the login, registration and reset forms. */
export function AuthCard({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-12 sm:py-16">
      <h1 className="text-3xl sm:text-4xl">{title}</h1>
      {intro ? <div className="mt-3 text-muted">{intro}</div> : null}
      <div className="mt-8">{children}</div>
    </div>
  );
}
