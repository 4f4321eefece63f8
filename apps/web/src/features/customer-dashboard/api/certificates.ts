import type { CollectorCertificate } from '@art-market/domain/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiErrorOf, apiFetch, apiRequest } from '#web/lib/api-client.ts';
import { saveFile } from '#web/lib/save-file.ts';

export const certificatesQueryKey = ['collector-certificates'] as const;
const path = (number: string) => `/CustomerDashboard/certificates/${encodeURIComponent(number)}`;

/** GET /CustomerDashboard/certificates: the certificates the collector owns or owned. */
export function useCollectorCertificates() {
  return useQuery({
    queryKey: certificatesQueryKey,
    queryFn: () => apiRequest<CollectorCertificate[]>('/CustomerDashboard/certificates', { role: 'customer' }),
  });
}

/** Each change answers the certificate as it now is; the list is fetched again. */
function useCertificateChange<Input>(change: (input: Input) => Promise<CollectorCertificate>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () => queryClient.invalidateQueries({ queryKey: certificatesQueryKey }),
  });
}

/** PUT .../name: the collector's name on the certificate, or their initials. */
export const useChooseName = () =>
  useCertificateChange(({ number, showName }: { number: string; showName: boolean }) =>
    apiRequest<CollectorCertificate>(`${path(number)}/name`, { method: 'PUT', body: { showName }, role: 'customer' }),
  );

/** POST .../transfer: offered to a new owner by e-mail. */
export const useOfferTransfer = () =>
  useCertificateChange(({ number, email }: { number: string; email: string }) =>
    apiRequest<CollectorCertificate>(`${path(number)}/transfer`, { method: 'POST', body: { email }, role: 'customer' }),
  );

/** DELETE .../transfer: the offer withdrawn before it was accepted. */
export const useCancelTransfer = () =>
  useCertificateChange((number: string) =>
    apiRequest<CollectorCertificate>(`${path(number)}/transfer`, { method: 'DELETE', role: 'customer' }),
  );

/** GET .../pdf, saved as {number}.pdf (the token cannot ride on a plain link). */
export async function downloadCertificatePdf(number: string): Promise<void> {
  const response = await apiFetch(`${path(number)}/pdf`, { role: 'customer' });
  if (!response.ok) {
    const payload = (await response.json().catch(() => undefined)) as unknown;
    throw payload ? apiErrorOf(response.status, payload) : new ApiError(response.status, '');
  }
  saveFile(await response.blob(), `${number}.pdf`);
}
