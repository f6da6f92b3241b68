// FileStorage on a local folder (./data/files by default). Writes go to a temporary file that is renamed into
// place, so a crash mid-upload never leaves a truncated file under a real key.
import { createReadStream, createWriteStream } from "node:fs";
import { access, constants, mkdir, readdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { FileStorage } from "./storage.ts";
import { assertValidKey, StorageNotFoundError } from "./storage.ts";

export function createLocalStorage(root: string): FileStorage {
  const resolve = (key: string) => {
    assertValidKey(key);
    return path.join(root, ...key.split("/"));
  };

  return {
    async put(key, data) {
      const target = resolve(key);
      await mkdir(path.dirname(target), { recursive: true });
      const temp = `${target}.${randomBytes(6).toString("hex")}.partial`;
      let size = 0;
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          size += chunk.length;
          callback(null, chunk);
        },
      });
      const source = data instanceof Readable ? data : Readable.from([Buffer.from(data)]);
      try {
        await pipeline(source, counter, createWriteStream(temp, { flags: "wx" }));
        await rename(temp, target);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
      return { size };
    },

    async get(key, range) {
      const file = resolve(key);
      try {
        if (!(await stat(file)).isFile()) throw new StorageNotFoundError(key);
      } catch (error) {
        if (error instanceof StorageNotFoundError || (error as NodeJS.ErrnoException).code === "ENOENT") {
          throw new StorageNotFoundError(key);
        }
        throw error;
      }
      return createReadStream(file, range ? { start: range.start, end: range.end } : {});
    },

    async delete(key) {
      await rm(resolve(key), { force: true });
    },

    async deleteFolder(prefix) {
      await rm(resolve(prefix), { recursive: true, force: true });
    },

    async list(prefix) {
      let names: string[];
      try {
        names = await readdir(resolve(prefix));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
        throw error;
      }
      const entries = [];
      // A half-written upload (".partial") belongs to a request still under way, never to the sweep.
      for (const name of names.filter((n) => !n.endsWith(".partial"))) {
        const info = await stat(path.join(resolve(prefix), name)).catch(() => undefined);
        if (info) entries.push({ name, modifiedAt: info.mtime });
      }
      return entries;
    },

    async stat(key) {
      try {
        const info = await stat(resolve(key));
        return info.isFile() ? { size: info.size, modifiedAt: info.mtime } : undefined;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
        throw error;
      }
    },

    // Nothing else can serve a local folder: the route streams the file itself.
    async downloadUrl() {
      return undefined;
    },

    async probe() {
      // exists() answers false for any error, so an unusable folder needs its own question. The folder is made on the
      // first write: one not made yet is fine if it can be, one that cannot be (a file in its place, a disk gone) is not.
      await mkdir(root, { recursive: true }).catch(() => undefined);
      const info = await stat(root);
      if (!info.isDirectory()) throw Object.assign(new Error("not a folder"), { code: "ENOTDIR" });
      await access(root, constants.R_OK | constants.W_OK);
    },

    async exists(key) {
      try {
        return (await stat(resolve(key))).isFile();
      } catch {
        return false;
      }
    },
  };
}
