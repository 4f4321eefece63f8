import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { Invalid } from '#api/errors.ts';

export interface UploadedFile {
  fieldName: string;
  fileName: string;
  content: Buffer;
  /** True when the client sent more than the upload size limit (the content stops at the limit). */
  truncated: boolean;
}

export interface MultipartForm {
  fields: Record<string, string>;
  files: UploadedFile[];
}

/** Reads a whole multipart form into memory; the plugin's limits (5 MB a file, 6 files) bound it. */
export async function readMultipartForm(request: FastifyRequest): Promise<MultipartForm> {
  if (!request.isMultipart()) throw new Invalid('The request must be a multipart form');
  const form: MultipartForm = { fields: {}, files: [] };
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const content = await part.toBuffer();
      if (part.filename) {
        form.files.push({ fieldName: part.fieldname, fileName: part.filename, content, truncated: part.file.truncated });
      }
    } else if (typeof part.value === 'string') {
      form.fields[part.fieldname] = part.value;
    }
  }
  return form;
}
