/**
 * Test support (not used by the server): a minimal S3 endpoint on a free port that keeps objects in memory
 * and records every request line and its headers, so that a test can see what the S3 driver puts on the wire.
 * It speaks the path-style subset the driver uses: PutObject, HeadObject, GetObject, DeleteObject and the
 * multipart calls. It checks no signatures.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  /** Path and query, e.g. `/bucket/key?partNumber=1&uploadId=u1`. */
  url: string;
  headers: http.IncomingHttpHeaders;
  bytes: number;
}

interface StoredObject {
  body: Buffer;
  contentType: string;
}

export interface TestS3Server {
  endpoint: string;
  requests: RecordedRequest[];
  objects: Map<string, StoredObject>;
  /** Multipart uploads not completed or aborted yet. */
  openUploads(): number;
  close(): Promise<void>;
}

const xml = (res: http.ServerResponse, status: number, body: string) => {
  res.writeHead(status, { 'content-type': 'application/xml' });
  res.end(`<?xml version="1.0" encoding="UTF-8"?>${body}`);
};

export interface TestS3ServerOptions {
  /** Answer AbortMultipartUpload with 405 MethodNotAllowed and keep the upload, as s3rver does. */
  refuseAbort?: boolean;
}

export async function startTestS3Server(options: TestS3ServerOptions = {}): Promise<TestS3Server> {
  const requests: RecordedRequest[] = [];
  const objects = new Map<string, StoredObject>();
  const uploads = new Map<string, { contentType: string; parts: Map<number, Buffer> }>();
  let nextUpload = 1;

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const url = new URL(req.url ?? '/', 'http://s3');
      const method = req.method ?? 'GET';
      requests.push({
        method,
        url: `${url.pathname}${url.search}`,
        headers: req.headers,
        bytes: body.length,
      });
      const key = decodeURIComponent(url.pathname);
      const uploadId = url.searchParams.get('uploadId');
      const contentType = String(req.headers['content-type'] ?? 'binary/octet-stream');

      if (method === 'POST' && url.searchParams.has('uploads')) {
        const id = `upload-${nextUpload++}`;
        uploads.set(id, { contentType, parts: new Map() });
        return xml(
          res,
          200,
          `<InitiateMultipartUploadResult><UploadId>${id}</UploadId></InitiateMultipartUploadResult>`,
        );
      }
      if (uploadId !== null) {
        const upload = uploads.get(uploadId);
        if (!upload)
          return xml(res, 404, '<Error><Code>NoSuchUpload</Code><Message>No such upload</Message></Error>');
        if (method === 'PUT') {
          const partNumber = Number(url.searchParams.get('partNumber'));
          upload.parts.set(partNumber, body);
          res.writeHead(200, { etag: `"part-${partNumber}"` });
          return res.end();
        }
        if (method === 'DELETE' && options.refuseAbort) {
          return xml(
            res,
            405,
            '<Error><Code>MethodNotAllowed</Code><Message>The specified method is not allowed against this resource.</Message></Error>',
          );
        }
        uploads.delete(uploadId);
        if (method === 'DELETE') {
          res.writeHead(204);
          return res.end();
        }
        // CompleteMultipartUpload: the parts in the order the request lists them.
        const numbers = [...body.toString('utf8').matchAll(/<PartNumber>(\d+)<\/PartNumber>/g)].map((m) =>
          Number(m[1]),
        );
        const parts = numbers.map((n) => upload.parts.get(n) ?? Buffer.alloc(0));
        objects.set(key, { body: Buffer.concat(parts), contentType: upload.contentType });
        return xml(
          res,
          200,
          '<CompleteMultipartUploadResult><ETag>"whole"</ETag></CompleteMultipartUploadResult>',
        );
      }
      if (method === 'PUT') {
        objects.set(key, { body, contentType });
        res.writeHead(200, { etag: '"object"' });
        return res.end();
      }
      if (method === 'DELETE') {
        objects.delete(key);
        res.writeHead(204);
        return res.end();
      }
      const object = objects.get(key);
      if (!object) {
        if (method === 'HEAD') {
          res.writeHead(404);
          return res.end();
        }
        return xml(
          res,
          404,
          '<Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>',
        );
      }
      res.writeHead(200, {
        'content-type': object.contentType,
        'content-length': object.body.length,
        etag: '"object"',
      });
      res.end(method === 'HEAD' ? undefined : object.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    requests,
    objects,
    openUploads: () => uploads.size,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
