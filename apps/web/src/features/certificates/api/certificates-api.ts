import type { CertificateTransferView, CollectorCertificate, PublicCertificate } from '@art-market/domain/schemas';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';

/** GET /certificates/{number}: the certificate as anyone sees it, checked on the server. */
export function usePublicCertificate(number: string) {
  return useQuery({
    queryKey: ['certificate', number],
    queryFn: () => apiRequest<PublicCertificate>(`/certificates/${encodeURIComponent(number)}`),
    retry: false,
  });
}

const transferPath = (token: string) => `/CustomerDashboard/certificate-transfers/${encodeURIComponent(token)}`;

/** GET /CustomerDashboard/certificate-transfers/{token}: what the mailed link offers the signed-in collector. */
export function useCertificateTransfer(token: string, enabled: boolean) {
  return useQuery({
    queryKey: ['certificate-transfer', token],
    queryFn: () => apiRequest<CertificateTransferView>(transferPath(token), { role: 'customer' }),
    enabled,
    retry: false,
  });
}

/** POST .../accept: the collector becomes the owner, named or by initials. */
export function useAcceptTransfer(token: string) {
  return useMutation({
    mutationFn: (showName: boolean) =>
      apiRequest<CollectorCertificate>(`${transferPath(token)}/accept`, { method: 'POST', body: { showName }, role: 'customer' }),
  });
}
