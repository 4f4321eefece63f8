import { useVendorProfile } from '../api/get-vendor-profile.ts';

/** The studio's own face at the top of the dashboard: its banner, logo and display name. */
export function StudioHeading({ vendorId, fallbackName }: { vendorId: string; fallbackName: string }) {
  const profile = useVendorProfile(vendorId).data;
  const name = profile?.displayName || fallbackName;
  return (
    <header className="mb-8 flex flex-col gap-4">
      {profile?.bannerUrl ? (
        <img src={profile.bannerUrl} alt={`${name} banner`} className="h-32 w-full border border-line object-cover sm:h-40" />
      ) : null}
      <div className="flex items-center gap-4">
        {profile?.logoUrl ? (
          <img
            src={profile.logoUrl}
            alt={`${name} logo`}
            className="size-16 shrink-0 rounded-full border border-line object-cover"
          />
        ) : null}
        <h1 className="text-3xl sm:text-4xl">{name}</h1>
      </div>
    </header>
  );
}
