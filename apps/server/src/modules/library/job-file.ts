// A file job's file on disk (issue 40): a file handed to a check or description job by its storage key is streamed
// from storage into a folder of the job's own and given to the engine by path, so a 250 MB PDF is never a whole
// Buffer on the job's thread; a record the engine gives as parts (its converted PDF may be that very file) is
// streamed back to storage from there.
import { createReadStream, createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { RecordPart, SourceFile } from "@courtready/engine";
import type { FileStorage } from "../../storage/storage.ts";

/**
 * Copies the stored file at `key` to `target` as a stream, refused past `maxBytes` (the per-file limit it already
 * streamed through, as readStoredBytes refuses it), so the copy is always bounded.
 */
export async function stageStoredFile(
  storage: FileStorage,
  key: string,
  target: string,
  maxBytes: number,
): Promise<void> {
  let size = 0;
  await pipeline(
    await storage.get(key),
    async function* (chunks: AsyncIterable<Buffer>) {
      for await (const chunk of chunks) {
        size += chunk.length;
        if (size > maxBytes) throw new Error(`${key} is larger than ${maxBytes} bytes`);
        yield chunk;
      }
    },
    createWriteStream(target),
  );
}

/**
 * Runs `work` on the file as the engine takes it: bytes as they came, or a file by key copied into a temporary
 * folder (named "file", never by the person's file name) and removed after `work`, whatever happens — so whatever
 * `work` streams from the file (a record's parts) must be done before it returns.
 */
export async function withJobFile<T>(
  storage: () => FileStorage,
  file: { name: string; bytes: Uint8Array } | { name: string; key: string },
  maxFileBytes: number,
  work: (file: SourceFile) => Promise<T>,
): Promise<T> {
  if ("bytes" in file) return work(file);
  const dir = await mkdtemp(path.join(tmpdir(), "courtready-check-"));
  try {
    const target = path.join(dir, "file");
    await stageStoredFile(storage(), file.key, target, maxFileBytes);
    return await work({ name: file.name, path: target });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** A record's parts as one byte stream: bytes as they are, a PDF on disk read from its file a chunk at a time. */
export function recordStream(parts: readonly RecordPart[]): Readable {
  async function* chunks(): AsyncGenerator<Buffer> {
    for (const part of parts) {
      if (part instanceof Uint8Array) yield Buffer.from(part.buffer, part.byteOffset, part.byteLength);
      else for await (const chunk of createReadStream(part.path)) yield chunk as Buffer;
    }
  }
  return Readable.from(chunks(), { objectMode: false });
}
