// The local-folder store: round trips, atomic writes, missing keys and keys that try to escape the folder.
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createLocalStorage } from "./local-storage.ts";
import { StorageNotFoundError } from "./storage.ts";
import type { FileStorage } from "./storage.ts";

describe("local file storage", () => {
  let root: string;
  let storage: FileStorage;
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), "courtready-files-"));
    storage = createLocalStorage(root);
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it("stores bytes and streams them back unchanged", async () => {
    const bytes = Buffer.from([0x25, 0x50, 0x44, 0x46, 0x00, 0xff, 0x0a]);
    expect(await storage.put("users/u1/files/a.pdf", bytes)).toEqual({ size: 7 });
    expect(await storage.exists("users/u1/files/a.pdf")).toBe(true);
    const chunks: Buffer[] = [];
    for await (const chunk of await storage.get("users/u1/files/a.pdf")) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(bytes)).toBe(true);
  });

  it("accepts a stream and replaces an existing file", async () => {
    await storage.put("k.txt", Buffer.from("first"));
    await storage.put("k.txt", Readable.from([Buffer.from("sec"), Buffer.from("ond")]));
    expect(await text(await storage.get("k.txt"))).toBe("second");
  });

  it("leaves nothing behind when the source stream fails mid-way", async () => {
    const failing = new Readable({
      read() {
        this.push(Buffer.from("partial"));
        this.destroy(new Error("connection reset"));
      },
    });
    await expect(storage.put("broken.bin", failing)).rejects.toThrow("connection reset");
    expect(await storage.exists("broken.bin")).toBe(false);
    expect(readdirSync(root)).toEqual([]);
  });

  it("lists what is directly in a folder, with when it changed; a missing folder is empty", async () => {
    await storage.put("users/u1/uploads/j1/0", Buffer.from("a"));
    await storage.put("users/u1/uploads/j2/0", Buffer.from("b"));
    await storage.put("users/u1/uploads/loose.bin", Buffer.from("c"));
    const entries = await storage.list("users/u1/uploads");
    expect(entries.map((e) => e.name).sort()).toEqual(["j1", "j2", "loose.bin"]);
    for (const entry of entries) expect(entry.modifiedAt).toBeInstanceOf(Date);
    expect(await storage.list("users/nobody")).toEqual([]);
  });

  it("reports a missing key with StorageNotFoundError and deletes idempotently", async () => {
    await expect(storage.get("nope.pdf")).rejects.toBeInstanceOf(StorageNotFoundError);
    await storage.put("gone.pdf", Buffer.from("x"));
    await storage.delete("gone.pdf");
    await storage.delete("gone.pdf");
    expect(await storage.exists("gone.pdf")).toBe(false);
  });

  it.each(["../etc/passwd", "/abs/path", "a/../../b", "a//b", "", "a/./b", "with space"])(
    "refuses the key %j",
    async (key) => {
      await expect(storage.put(key, Buffer.from("x"))).rejects.toThrow(/Invalid storage key/);
    },
  );
});
