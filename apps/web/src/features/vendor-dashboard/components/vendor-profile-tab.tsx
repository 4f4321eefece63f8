import { ErrorPanel } from '../../../components/ui/error-panel.tsx';
import { ProfileList } from '../../../components/ui/profile-list.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useVendorProfile } from '../api/get-vendor-profile.ts';

export function VendorProfileTab({ vendorId }: { vendorId: string }) {
  const profile = useVendorProfile(vendorId);
  if (profile.isPending) return <Spinner label="Loading profile…" />;
  if (profile.isError) {
    return <ErrorPanel message={errorMessage(profile.error, 'Failed to fetch profile')} onRetry={() => profile.refetch()} />;
  }
  const p = profile.data;
  return (
    <ProfileList
      entries={[
        { label: 'Display name', value: p.displayName },
        { label: 'First name', value: p.firstName },
        { label: 'Last name', value: p.lastName },
        { label: 'Email', value: p.email },
        { label: 'Mobile number', value: p.mobileNumber },
        { label: 'Address line 1', value: p.address1 },
        { label: 'Address line 2', value: p.address2 },
        { label: 'City', value: p.storeCity },
        { label: 'State', value: p.storeState },
        { label: 'Post code', value: p.storePostCode },
      ]}
    />
  );
}
