import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { UPLOAD_MAX_BYTES, UploadMessages } from '@art-market/domain/rules';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Invalid, TooManyRequests } from '#api/errors.ts';
import type { Principal } from './auth.plugin.ts';
import { clientKey } from './throttle.ts';
import type { UploadSlots } from './upload-slots.ts';

/** A received file, written to a private temporary file that is removed once the route has answered. */
export interface UploadedFile {
  fieldName: string;
  fileName: string;
  /** The temporary file holding the content (sharp reads it from there; PDFs with `readUploadedFile`). */
  path: string;
  size: number;
}

export interface MultipartForm {
  fields: Record<string, string>;
  files: UploadedFile[];
}

/** One file field of a route's form. */
export interface FileFieldRule {
  /** At most this many files under the name (one, unless a route takes several). */
  maxFiles?: number;
  /** The answer, as this field's error, to a file past UPLOAD_MAX_BYTES (the upload stops there). */
  tooLarge: string;
  /** The answer to more than `maxFiles` files. */
  tooMany?: string;
}

/**
 * What a route's multipart form may hold (docs/product/api-conventions.md, "Uploads"): text fields first,
 * then files. Any other name is refused, and the text fields are checked before the first file is read.
 */
export interface MultipartFormRules {
  fields?: readonly string[];
  files: Readonly<Record<string, FileFieldRule>>;
  /** Throws (a 4xx) when the text fields are wrong; runs when the first file arrives, before any of it is read. */
  checkFields?: (fields: Readonly<Record<string, string>>) => void | Promise<void>;
}

/**
 * Who is uploading and how many uploads each may have in flight (`UPLOADS_PER_ACCOUNT`), counted in
 * the shared upload slots (so across instances with REDIS_URL, where a dead instance's slots lapse).
 */
export interface Uploader {
  slots: UploadSlots;
  key: string;
  limit: number;
}

/**
 * Reads a route's multipart form as it streams in, files to private temporary files (never whole into
 * memory), runs `use` on it, and removes the temporary files whatever happens. Each uploader has at
 * most its limit of forms in flight; past it, 429 before anything is read.
 */
export async function withMultipartForm<T>(
  request: FastifyRequest,
  uploader: Uploader,
  rules: MultipartFormRules,
  use: (form: MultipartForm) => Promise<T>,
): Promise<T> {
  if (!request.isMultipart()) throw new Invalid('The request must be a multipart form');
  const release = await takeUploadSlot(uploader);
  const directory = await mkdtemp(path.join(tmpdir(), 'art-market-upload-'));
  try {
    return await use(await readForm(request, rules, directory));
  } finally {
    await rm(directory, { recursive: true, force: true }).catch(() => undefined);
    await release();
  }
}

/** Who is uploading, for the per-account cap: the signed-in account, or the client's address before there is one. */
export function uploaderOf(app: FastifyInstance, request: FastifyRequest): Uploader {
  const principal = request.principal as Principal | null;
  const key = principal ? `${principal.role}:${principal.id}` : `ip:${clientKey(request.ip)}`;
  return { slots: app.ctx.uploadSlots, key, limit: app.ctx.config.UPLOADS_PER_ACCOUNT };
}

/** The whole content of a received file; only for the small ones a route must read itself (a PDF). */
export async function readUploadedFile(file: UploadedFile): Promise<Buffer> {
  return readFile(file.path);
}

async function takeUploadSlot({ slots, key, limit }: Uploader) {
  const release = await slots.take(key, limit);
  // A slot frees as soon as an upload ends, so a short wait is the right advice.
  if (!release) throw new TooManyRequests(UploadMessages.tooManyUploads(limit), 5);
  return release;
}

async function readForm(request: FastifyRequest, rules: MultipartFormRules, directory: string): Promise<MultipartForm> {
  const form: MultipartForm = { fields: {}, files: [] };
  const allowedFields = new Set(rules.fields ?? []);
  let fieldsChecked = false;
  // Busboy stops each file at the limit and flags it; the route's own message answers it.
  const parts = request.parts({ limits: { fileSize: UPLOAD_MAX_BYTES } });
  for await (const part of parts) {
    if (part.type === 'field') {
      if (!allowedFields.has(part.fieldname)) throw new Invalid(UploadMessages.unexpectedField(part.fieldname));
      if (fieldsChecked) throw new Invalid(UploadMessages.fieldsBeforeFiles);
      if (typeof part.value === 'string') form.fields[part.fieldname] = part.value;
      continue;
    }
    const rule = Object.hasOwn(rules.files, part.fieldname) ? rules.files[part.fieldname] : undefined;
    if (!rule) {
      part.file.destroy();
      throw new Invalid(UploadMessages.unexpectedField(part.fieldname));
    }
    if (!fieldsChecked) {
      fieldsChecked = true;
      try {
        await rules.checkFields?.(form.fields);
      } catch (error) {
        part.file.destroy();
        // A form whose file came first failed only for that: say so, with the fields' own errors.
        const noFieldsYet = allowedFields.size > 0 && Object.keys(form.fields).length === 0;
        if (noFieldsYet && error instanceof Invalid) throw new Invalid(UploadMessages.fieldsBeforeFiles, error.errors);
        throw error;
      }
    }
    const file = await receiveFile(part, rule, directory, form.files.length);
    if (!part.filename) continue; // an empty file input: nothing chosen
    const sameField = form.files.filter((other) => other.fieldName === part.fieldname).length;
    if (sameField >= (rule.maxFiles ?? 1)) {
      const message = rule.tooMany ?? UploadMessages.tooManyFiles(part.fieldname);
      throw new Invalid(message, { [part.fieldname]: message });
    }
    form.files.push(file);
  }
  return form;
}

class FileTooLarge extends Error {}

/** Streams one file part to a temporary file, stopping (and refusing the form) at the size limit. */
async function receiveFile(part: MultipartFile, rule: FileFieldRule, directory: string, index: number): Promise<UploadedFile> {
  const target = path.join(directory, `${index}`);
  const sink = createWriteStream(target, { flags: 'wx', mode: 0o600 });
  const tooLarge = () => new Invalid(rule.tooLarge, { [part.fieldname]: rule.tooLarge });
  // Destroying the part stops busboy reading the rest of the body: nothing past the limit is read.
  // (Busboy may have met the limit before this listener exists; `truncated` says so after the copy.)
  part.file.once('limit', () => part.file.destroy(new FileTooLarge()));
  try {
    await pipeline(part.file, sink);
  } catch (error) {
    if (error instanceof FileTooLarge) throw tooLarge();
    throw error;
  }
  if (part.file.truncated) throw tooLarge();
  return { fieldName: part.fieldname, fileName: part.filename, path: target, size: sink.bytesWritten };
}
