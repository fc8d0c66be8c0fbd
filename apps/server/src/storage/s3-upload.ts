import type { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  PutObjectCommand,
  type S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';

const PART_SIZE = 5 * 1024 * 1024; // S3's minimum part size

/** Uploads a stream holding at most one 5 MiB part in memory (small files: one PutObject). */
export async function uploadStream(options: {
  client: S3Client;
  Bucket: string;
  Key: string;
  Body: Readable;
  ContentType: string;
}): Promise<void> {
  const { client, Bucket, Key, ContentType } = options;
  let uploadId: string | undefined;
  const parts: { ETag: string | undefined; PartNumber: number }[] = [];
  let buffered: Buffer[] = [];
  let bufferedBytes = 0;

  const flushPart = async () => {
    if (!uploadId) {
      const created = await client.send(new CreateMultipartUploadCommand({ Bucket, Key, ContentType }));
      uploadId = created.UploadId;
    }
    const PartNumber = parts.length + 1;
    const Body = Buffer.concat(buffered);
    buffered = [];
    bufferedBytes = 0;
    const part = await client.send(
      new UploadPartCommand({ Bucket, Key, UploadId: uploadId, PartNumber, Body }),
    );
    parts.push({ ETag: part.ETag, PartNumber });
  };

  try {
    for await (const chunk of options.Body) {
      const data = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
      buffered.push(data);
      bufferedBytes += data.length;
      if (bufferedBytes >= PART_SIZE) await flushPart();
    }
    if (!uploadId) {
      await client.send(new PutObjectCommand({ Bucket, Key, ContentType, Body: Buffer.concat(buffered) }));
      return;
    }
    if (bufferedBytes > 0) await flushPart();
    await client.send(
      new CompleteMultipartUploadCommand({
        Bucket,
        Key,
        UploadId: uploadId,
        MultipartUpload: { Parts: parts },
      }),
    );
  } catch (error) {
    if (uploadId) {
      await client
        .send(new AbortMultipartUploadCommand({ Bucket, Key, UploadId: uploadId }))
        .catch(() => undefined);
    }
    throw error;
  }
}
