// An S3-compatible server (fauxqs, from npm) on 127.0.0.1 with a port the system picks, with one empty bucket, for
// tests: the storage contract suite here, and the e2e specs that run several processes against one store (pass
// `env` to each process). In memory; stopped by the test that started it.
import { randomBytes } from "node:crypto";
import { CreateBucketCommand, S3Client } from "@aws-sdk/client-s3";
import type { Config } from "../config.ts";

export interface TestS3Server {
  /** http://127.0.0.1:<port> */
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The app's S3_* variables for this server and bucket. */
  env: Record<string, string>;
  /** The same, as the app's parsed configuration. */
  config: NonNullable<Config["s3"]>;
  /** A client of this server, as an operator's tools would have (destroy it when done). */
  client(): S3Client;
  /** An outage of the store: its port closed and open connections cut, its objects kept (in memory, as S3 keeps them). */
  pause(): Promise<void>;
  /** Answers again on the same port after pause(). */
  resume(): Promise<void>;
  stop(): Promise<void>;
}

/** The largest request body the stand-in accepts by default: a binder's single PUT and more (issue 41). */
export const TEST_S3_MAX_BODY_BYTES = 512 * 1024 * 1024;

export async function startTestS3Server(
  options: { bucket?: string; maxBodyBytes?: number } = {},
): Promise<TestS3Server> {
  // Its buildApp rather than startFauxqs: startFauxqs listens on every interface, a test server only on loopback.
  const { buildApp } = await import("fauxqs");
  const app = buildApp({ logger: false });
  // fauxqs refuses any request body over 11 MiB (its Fastify bodyLimit, which no option changes), so a binder stored
  // in one PUT failed here though S3 takes up to 5 GB that way. Its S3 bodies are read by one wildcard parser,
  // registered again here with a limit of its own (a parser's limit applies to routes that set none, as fauxqs's
  // routes do), before the server starts.
  app.removeContentTypeParser("*");
  app.addContentTypeParser(
    "*",
    { parseAs: "buffer", bodyLimit: options.maxBodyBytes ?? TEST_S3_MAX_BODY_BYTES },
    (_request: unknown, body: Buffer | string, done: (error: Error | null, value?: unknown) => void) =>
      done(null, body),
  );
  const endpoint = await app.listen({ port: 0, host: "127.0.0.1" });
  const bucket = options.bucket ?? `courtready-test-${randomBytes(4).toString("hex")}`;
  // fauxqs checks no signature; any pair works, but the SDK wants one.
  const accessKeyId = "courtready-test";
  const secretAccessKey = "courtready-test-secret";
  const region = "us-east-1";
  try {
    const client = new S3Client({
      endpoint,
      region,
      forcePathStyle: true,
      credentials: { accessKeyId, secretAccessKey },
    });
    await client.send(new CreateBucketCommand({ Bucket: bucket }));
    client.destroy();
  } catch (error) {
    await app.close();
    throw error;
  }
  return {
    endpoint,
    bucket,
    accessKeyId,
    secretAccessKey,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: region,
      S3_ACCESS_KEY_ID: accessKeyId,
      S3_SECRET_ACCESS_KEY: secretAccessKey,
      S3_FORCE_PATH_STYLE: "true",
    },
    config: {
      bucket,
      endpoint,
      region,
      accessKeyId,
      secretAccessKey,
      forcePathStyle: true,
      publicEndpoint: undefined,
    },
    client: () =>
      new S3Client({ endpoint, region, forcePathStyle: true, credentials: { accessKeyId, secretAccessKey } }),
    pause: () =>
      new Promise<void>((resolve) => {
        app.server.close(() => resolve());
        app.server.closeAllConnections();
      }),
    resume: () =>
      new Promise<void>((resolve, reject) => {
        app.server.once("error", reject);
        app.server.listen(Number(new URL(endpoint).port), "127.0.0.1", () => {
          app.server.off("error", reject);
          resolve();
        });
      }),
    stop: async () => {
      await app.close();
    },
  };
}
