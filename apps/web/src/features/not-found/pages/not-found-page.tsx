import { ButtonLink } from '#web/components/ui/button.tsx';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';

export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <div className="mx-auto max-w-2xl px-4 py-24 text-center">
      <p className="text-sm font-medium tracking-widest text-accent uppercase">404</p>
      <h1 className="mt-4 text-4xl">Page not found</h1>
      <p className="mt-4 text-muted">
        The page you were looking for is not on our walls. It may have moved, or the address may be mistyped.
      </p>
      <div className="mt-8 flex justify-center gap-3">
        <ButtonLink to="/">Back to the gallery</ButtonLink>
        <ButtonLink to="/support" variant="secondary">
          Contact support
        </ButtonLink>
      </div>
    </div>
  );
}
