import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import {
  AREA_DIRECTORIES,
  contentTypeOf,
  type FileStorage,
  isPrivateArea,
  isSafeFileName,
  newRandomBaseName,
  PUBLIC_FILE_CACHE_CONTROL,
  parseStoredPath,
  type StorageArea,
} from './storage.ts';

/** The bucket and how to reach it (the S3_* variables, all set or none). */
export interface S3Settings {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `http://host/bucket/key` rather than `http://bucket.host/key`: what MinIO and most self-hosted servers need. */
  forcePathStyle: boolean;
}

/**
 * Files as objects in an S3-compatible bucket, keyed like the folders of `LocalDiskStorage`
 * (`uploads/…`, `webp/…`, `private/proofs/…`, `private/returns/…`), so every instance sees every file.
 * The bucket stays private: browsers get public files through the API (bucket-files.plugin.ts).
 */
export class S3Storage implements FileStorage {
  readonly client: S3Client;

  constructor(readonly settings: S3Settings) {
    this.client = new S3Client({
      endpoint: settings.endpoint,
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
      // The SDK's default CRC checksums on every request are not understood by every S3-compatible server.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      // A bucket that stops answering fails the request that waits on it instead of holding it open.
      requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
    });
  }

  get bucket(): string {
    return this.settings.bucket;
  }

  /** The object key of a file: its area's folder, then its name. */
  keyOf(area: StorageArea, fileName: string): string {
    return `${AREA_DIRECTORIES[area]}/${fileName}`;
  }

  /** Fails the start with the reason when the bucket cannot be reached with these settings. */
  async checkBucket(): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
    } catch (error) {
      const reason = error instanceof S3ServiceException ? `${error.name} (${error.$metadata.httpStatusCode})` : String(error);
      throw new Error(`S3_BUCKET ${this.bucket} cannot be used at S3_ENDPOINT ${this.settings.endpoint}: ${reason}`, {
        cause: error,
      });
    }
  }

  // No conditional write (If-None-Match) as on disk: not every S3-compatible server has it, and 128 random bits never repeat.
  async put(area: StorageArea, fileName: string, content: Buffer): Promise<string> {
    if (!isSafeFileName(fileName)) throw new Error(`Unsafe file name: ${fileName}`);
    const isPublic = !isPrivateArea(area);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: this.keyOf(area, fileName),
        Body: content,
        ContentType: contentTypeOf(fileName),
        CacheControl: isPublic ? PUBLIC_FILE_CACHE_CONTROL : 'private, no-store',
      }),
    );
    return `/${area}/${fileName}`;
  }

  async read(storedPath: string): Promise<Buffer> {
    const key = this.locate(storedPath);
    if (!key) throw new Error(`Unknown stored file: ${storedPath}`);
    const answer = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
    if (!answer.Body) throw new Error(`Empty answer for stored file: ${storedPath}`);
    return Buffer.from(await answer.Body.transformToByteArray());
  }

  async remove(storedPath: string): Promise<void> {
    const key = this.locate(storedPath);
    if (key) await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key })).catch(() => undefined);
  }

  newBaseName(): string {
    return newRandomBaseName();
  }

  close(): void {
    this.client.destroy();
  }

  private locate(storedPath: string): string | undefined {
    const parsed = parseStoredPath(storedPath);
    return parsed && this.keyOf(parsed.area, parsed.fileName);
  }
}
