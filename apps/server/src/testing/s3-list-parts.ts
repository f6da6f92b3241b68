// ListParts for the S3 stand-in (fauxqs has none): @tus/s3-store asks S3 which parts of an unfinished multipart
// upload it holds to know where a resumed upload continues. Kept from what passes through the stand-in: each
// CreateMultipartUpload's id, each UploadPart's number, size and ETag; a Complete or Abort ends the upload, after
// which ListParts answers NoSuchUpload as S3 does.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

interface Part {
  size: number;
  etag: string;
  at: Date;
}

const query = (request: FastifyRequest) => request.query as Record<string, string | undefined>;
const xmlText = (value: string) => value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

export function addListParts(app: FastifyInstance): void {
  const uploads = new Map<string, Map<number, Part>>();
  app.addHook("onRequest", async (request: FastifyRequest, reply: FastifyReply) => {
    const { uploadId, partNumber } = query(request);
    if (request.method !== "GET" || !uploadId || partNumber !== undefined) return;
    const parts = uploads.get(uploadId);
    reply.header("content-type", "application/xml");
    if (!parts)
      return reply
        .code(404)
        .send(
          `<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchUpload</Code><Message>The specified multipart upload does not exist.</Message></Error>`,
        );
    const [, bucket = "", ...key] = decodeURIComponent(request.url.split("?")[0]!).split("/");
    const rows = [...parts]
      .sort(([a], [b]) => a - b)
      .map(
        ([n, p]) =>
          `<Part><PartNumber>${n}</PartNumber><LastModified>${p.at.toISOString()}</LastModified><ETag>${xmlText(p.etag)}</ETag><Size>${p.size}</Size></Part>`,
      )
      .join("");
    return reply.send(
      `<?xml version="1.0" encoding="UTF-8"?><ListPartsResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Bucket>${xmlText(bucket)}</Bucket><Key>${xmlText(key.join("/"))}</Key><UploadId>${xmlText(uploadId)}</UploadId><MaxParts>10000</MaxParts><IsTruncated>false</IsTruncated>${rows}</ListPartsResult>`,
    );
  });
  app.addHook("onSend", async (request, reply, payload) => {
    if (reply.statusCode >= 300) return payload;
    const { uploadId, partNumber } = query(request);
    if (request.method === "POST" && "uploads" in query(request) && typeof payload === "string") {
      const id = /<UploadId>([^<]+)<\/UploadId>/.exec(payload)?.[1];
      if (id) uploads.set(id, new Map());
    } else if (request.method === "PUT" && uploadId && partNumber) {
      const body = request.body as Buffer | undefined;
      uploads.get(uploadId)?.set(Number(partNumber), {
        size: body?.length ?? 0,
        etag: String(reply.getHeader("etag") ?? ""),
        at: new Date(),
      });
    } else if ((request.method === "POST" || request.method === "DELETE") && uploadId) {
      uploads.delete(uploadId);
    }
    return payload;
  });
}
