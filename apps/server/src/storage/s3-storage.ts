import type { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { AppError } from '@qi/domain/app-error';
import type { StorageConfig } from '../config';
import { attachmentDisposition } from '../http/content-disposition';
import { assertValidKey, type Storage } from './storage';

type S3Config = Extract<StorageConfig, { driver: 's3' }>;

/** S3's minimum part size. */
const PART_SIZE = 5 * 1024 * 1024;

/** Any S3-compatible store (AWS, MinIO, R2…); downloads use presigned URLs. */
export function createS3Storage(config: S3Config): Storage {
  const client = new S3Client({
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    // Since SDK 3.729 the defaults add CRC32 checksum headers to PutObject/UploadPart and
    // `x-amz-checksum-mode` to reads; several S3-compatible stores refuse them (R2: 501 NotImplemented,
    // Backblaze B2: "Unsupported header"), and on a multipart upload the part checksums would also have to be
    // declared at CreateMultipartUpload and repeated at Complete. Every body we send is a Buffer, so SigV4's
    // signed payload hash (x-amz-content-sha256) already protects it in transit.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    ...(config.accessKeyId && config.secretAccessKey
      ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } }
      : {}),
  });
  const Bucket = config.bucket;

  /**
   * Removes the parts of an unfinished multipart upload. A store that cannot abort keeps them until its
   * lifecycle rule for incomplete uploads does (docs/deployment.md); no object was created either way.
   */
  async function abortParts(key: string, uploadId: string | undefined): Promise<void> {
    if (!uploadId) return;
    await client
      .send(new AbortMultipartUploadCommand({ Bucket, Key: key, UploadId: uploadId }))
      .catch(() => undefined);
  }

  return {
    async put(key, body, contentType) {
      assertValidKey(key);
      // One part at a time, so at most one part is held in memory; a file smaller than a part goes up as one
      // PutObject. A failed upload is aborted here rather than by the SDK: the SDK throws the abort's own
      // failure in place of the reason (a store without AbortMultipartUpload turned a 413 into a 500).
      const upload = new Upload({
        client,
        params: { Bucket, Key: key, Body: body, ContentType: contentType },
        partSize: PART_SIZE,
        queueSize: 1,
        leavePartsOnError: true,
      });
      try {
        await upload.done();
      } catch (error) {
        await abortParts(key, upload.uploadId);
        throw error;
      }
      const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
      return { size: head.ContentLength ?? 0 };
    },
    async get(key) {
      assertValidKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return {
          stream: object.Body as Readable,
          size: object.ContentLength,
          contentType: object.ContentType,
        };
      } catch (error) {
        if (error instanceof NoSuchKey || error instanceof NotFound)
          throw new AppError('NOT_FOUND', 'File not found.');
        throw error;
      }
    },
    async signedUrl(key, { expiresInSeconds, fileName }) {
      assertValidKey(key);
      const command = new GetObjectCommand({
        Bucket,
        Key: key,
        // RFC 6266 with an ASCII fallback and the UTF-8 name in filename*: the store sends this header back
        // as it is, and a raw non-ASCII name is not a valid header value (s3rver answers 500, browsers
        // garble it).
        ...(fileName ? { ResponseContentDisposition: attachmentDisposition(fileName) } : {}),
      });
      return getSignedUrl(client, command, { expiresIn: expiresInSeconds });
    },
    async delete(key) {
      assertValidKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
  };
}
