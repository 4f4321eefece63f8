import { ApiError, apiFetch } from '#web/lib/api-client.ts';

export interface AdminFile {
  file: Blob;
  /** A data URL of the file, for <img>: it needs no revoking, unlike a blob URL. */
  dataUrl: () => string;
}

/** Base64 in slices, so a 5 MB file never passes through one giant argument list. */
function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let start = 0; start < bytes.length; start += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  }
  return btoa(binary);
}

/**
 * A private file the server answers only with an admin's bearer token (a bank-transfer proof, a
 * return photo), which an <img src> cannot send: so it is fetched with the token and shown from memory.
 * `apiPath` is the full API path the server gave ("/api/admin/…").
 */
export async function getAdminFile(apiPath: string): Promise<AdminFile> {
  // apiFetch adds the /api prefix itself.
  const response = await apiFetch(apiPath.replace(/^\/api(?=\/)/, ''), { role: 'admin' });
  if (!response.ok) throw new ApiError(response.status, '');
  const type = response.headers.get('content-type') ?? 'application/octet-stream';
  const bytes = new Uint8Array(await response.arrayBuffer());
  return { file: new Blob([bytes], { type }), dataUrl: () => `data:${type};base64,${toBase64(bytes)}` };
}
