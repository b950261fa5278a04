// Stored files in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, Ceph…), shared by every
// instance of the site. Chosen when S3_BUCKET is set (objects.ts).
import "server-only";
import {
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import { checkKey, type ObjectStorage, StorageError } from "./storage";

export interface S3Settings {
  bucket: string;
  region: string;
  /** For stores other than AWS S3 (R2, MinIO, …): their address. */
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** bucket in the path (http://host/bucket/key) instead of the host name. */
  forcePathStyle: boolean;
}

const CONTENT_TYPES: Record<string, string> = {
  jpg: "image/jpeg",
  webp: "image/webp",
  json: "application/json",
};

export function s3Storage(settings: S3Settings): ObjectStorage {
  const { bucket } = settings;
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    // Without keys, the SDK's own chain: AWS_* variables, the instance's or task's role, …
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
    // Checksums only where S3 requires them: many S3-compatible stores refuse the CRC32 headers
    // the SDK now sends by default.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    // An address that does not answer fails the start-up check in seconds, not minutes.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
  });

  return {
    async check() {
      try {
        await client.send(new HeadBucketCommand({ Bucket: bucket }));
      } catch (error) {
        throw new StorageError(explain(error, settings));
      }
    },
    // One PUT stores the whole object or nothing.
    async write(key, data) {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: checkKey(key),
          Body: data,
          ContentType: CONTENT_TYPES[key.split(".").pop() ?? ""] ?? "application/octet-stream",
        }),
      );
    },
    async read(key) {
      try {
        const answer = await client.send(
          new GetObjectCommand({ Bucket: bucket, Key: checkKey(key) }),
        );
        return answer.Body
          ? Buffer.from(await answer.Body.transformToByteArray())
          : Buffer.alloc(0);
      } catch (error) {
        if (status(error) === 404) return null;
        throw error;
      }
    },
    async exists(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket: bucket, Key: checkKey(key) }));
        return true;
      } catch (error) {
        if (status(error) === 404) return false;
        throw error;
      }
    },
    async *list() {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, ContinuationToken }),
        );
        for (const object of page.Contents ?? []) if (object.Key) yield object.Key;
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    // Objects are written by single PUTs, never in parts: a crash leaves nothing half-written.
    async removeAbandonedWrites() {
      return 0;
    },
  };
}

function status(error: unknown): number | undefined {
  return (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
}

/** What went wrong at the start-up check, naming the variable to look at. */
function explain(error: unknown, settings: S3Settings): string {
  const where = settings.endpoint ?? `AWS S3 in ${settings.region}`;
  if ((error as Error).name === "CredentialsProviderError") {
    return `S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY: no credentials for the bucket "${settings.bucket}" (${(error as Error).message})`;
  }
  switch (status(error)) {
    case 404:
      return `S3_BUCKET: the bucket "${settings.bucket}" does not exist at ${where}`;
    case 301:
    case 400:
      return `S3_REGION: the bucket "${settings.bucket}" is not in region ${settings.region} at ${where}`;
    case 401:
    case 403:
      return `S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY: access to the bucket "${settings.bucket}" was refused at ${where}`;
    case undefined:
      return `S3_ENDPOINT: cannot reach ${where} (${(error as Error).message})`;
    default:
      return `S3_BUCKET: the bucket "${settings.bucket}" at ${where} answered ${status(error)} (${(error as Error).message})`;
  }
}
