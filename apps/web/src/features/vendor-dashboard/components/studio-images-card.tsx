import { IMAGE_ACCEPT, UploadHints } from '@art-market/domain/rules';
import type { VendorProfile } from '@art-market/domain/schemas';
import { useState } from 'react';
import { toast } from 'sonner';
import { Field } from '#web/components/ui/field.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { type StudioImageKind, useUploadVendorImage } from '../api/upload-vendor-image.ts';

const LABELS: Record<StudioImageKind, string> = { logo: 'Logo', banner: 'Banner' };

/** Logo and banner: shown as they are now, each replaced by choosing a new file (sent at once). */
export function StudioImagesCard({ vendorId, profile }: { vendorId: string; profile: VendorProfile }) {
  const upload = useUploadVendorImage(vendorId);
  const [errors, setErrors] = useState<Partial<Record<StudioImageKind, string>>>({});

  function choose(kind: StudioImageKind, file: File | undefined) {
    if (!file) return;
    setErrors((current) => ({ ...current, [kind]: undefined }));
    upload.mutate(
      { kind, file },
      {
        onSuccess: () => toast.success(`${LABELS[kind]} updated`),
        onError: (error) => setErrors((current) => ({ ...current, [kind]: errorMessage(error, `Failed to update the ${kind}`) })),
      },
    );
  }

  return (
    <section aria-label="Logo and banner" className="grid gap-6 border border-line bg-white p-6 sm:grid-cols-2">
      {(['logo', 'banner'] as const).map((kind) => {
        const url = kind === 'logo' ? profile.logoUrl : profile.bannerUrl;
        return (
          <div key={kind} className="flex flex-col gap-3">
            {url ? (
              <img
                src={url}
                alt={`${profile.displayName} ${kind}`}
                className={
                  kind === 'logo'
                    ? 'size-24 rounded-full border border-line object-cover'
                    : 'h-24 w-full border border-line object-cover'
                }
              />
            ) : (
              <p className="text-sm text-muted">No {kind} yet</p>
            )}
            <Field label={`New ${kind}`} hint={UploadHints.image} error={errors[kind]}>
              {({ id, describedBy, invalid }) => (
                <input
                  id={id}
                  type="file"
                  accept={IMAGE_ACCEPT}
                  aria-invalid={invalid || undefined}
                  aria-describedby={describedBy}
                  disabled={upload.isPending}
                  onChange={(event) => choose(kind, event.target.files?.[0])}
                  className="block min-h-11 w-full text-sm"
                />
              )}
            </Field>
          </div>
        );
      })}
    </section>
  );
}
