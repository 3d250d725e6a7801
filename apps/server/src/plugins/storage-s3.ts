import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import type { Config } from '../config.ts';
import type { FileStorage } from './storage.ts';

/** File storage on any S3-compatible store (shared by every instance). */
export function createS3Storage(s3: NonNullable<Config['s3']>): FileStorage {
  const client = new S3Client({
    region: s3.region,
    endpoint: s3.endpoint,
    forcePathStyle: s3.forcePathStyle,
    credentials:
      s3.accessKeyId && s3.secretAccessKey
        ? { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey }
        : undefined,
  });
  async function getStream(key: string): Promise<Readable | null> {
    try {
      const out = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }));
      return (out.Body as Readable) ?? null;
    } catch (err) {
      if ((err as { name?: string }).name === 'NoSuchKey') return null;
      throw err;
    }
  }
  return {
    kind: 's3',
    async put(key, body, contentType) {
      await client.send(
        new PutObjectCommand({ Bucket: s3.bucket, Key: key, Body: body, ContentType: contentType }),
      );
    },
    async putFile(key, filePath, contentType) {
      // One PUT with a known length streams the file (S3 objects up to 5 GB); exports stay far below.
      const { size } = await stat(filePath);
      await client.send(
        new PutObjectCommand({
          Bucket: s3.bucket,
          Key: key,
          Body: createReadStream(filePath),
          ContentLength: size,
          ContentType: contentType,
        }),
      );
    },
    async get(key) {
      const stream = await getStream(key);
      if (!stream) return null;
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(Buffer.from(chunk));
      return Buffer.concat(chunks);
    },
    stream: getStream,
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: s3.bucket, Key: key }));
    },
  };
}
