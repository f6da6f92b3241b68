// Which FileStorage the configuration asks for: the S3 bucket when S3_BUCKET is set, else the local folder.
import type { Clock } from "../clock.ts";
import type { Config } from "../config.ts";
import { createLocalStorage } from "./local-storage.ts";
import { createS3Storage } from "./s3-storage.ts";
import type { FileStorage } from "./storage.ts";

export function createStorage(config: Pick<Config, "s3" | "filesDir">, clock?: Clock): FileStorage {
  if (!config.s3) return createLocalStorage(config.filesDir);
  return createS3Storage({ ...config.s3, ...(clock ? { now: clock } : {}) });
}
