// Tests of the library picker's rules: which library files can be picked and why not, the ticks, the line under a
// file's name, and fetching the picked files one by one (a failure skips one file; closing drops them all).
import { describe, expect, it } from "vitest";
import type { TUserFile } from "@courtready/contracts";
import { i18n } from "../../i18n/index.ts";
import {
  chosenFiles,
  fetchInTurn,
  fileDetails,
  pickerRows,
  pickerStatusNote,
  toggled,
} from "./libraryPickerRules.ts";
import { MB, libraryFile } from "./libraryTestFactories.ts";

describe("pickerRows", () => {
  it("marks each library file as usable, of an unusable kind, too large, or already in the builder", () => {
    const rows = pickerRows(
      [
        libraryFile({ id: "a", originalFilename: "receipt.JPG" }),
        libraryFile({ id: "b", originalFilename: "voicemail.mp3", mimeType: "audio/mpeg" }),
        libraryFile({ id: "c", originalFilename: "scan.pdf", fileSize: 31 * MB }),
        libraryFile({ id: "d", originalFilename: "photo.png" }),
      ],
      [{ libraryFileId: "d" }, {}],
      30 * MB,
    );
    expect(rows.map((row) => [row.file.id, row.status])).toEqual([
      ["a", "ok"],
      ["b", "unsupported"],
      ["c", "tooLarge"],
      ["d", "added"],
    ]);
  });

  it("takes a file of exactly the limit", () => {
    expect(pickerRows([libraryFile({ fileSize: 30 * MB })], [], 30 * MB)[0]?.status).toBe("ok");
  });

  it("marks nothing as added when the files added do not come from the library (a project's)", () => {
    const rows = pickerRows(
      [libraryFile({ originalFilename: "scan.tif", mimeType: "image/tiff" }), libraryFile({ id: "b" })],
      [],
      30 * MB,
    );
    expect(rows.map((row) => row.status)).toEqual(["ok", "ok"]);
  });

  it("takes every kind the engine converts: an iPhone HEIC photo, a GIF, a WebP, a TIFF", () => {
    const rows = pickerRows(
      [
        libraryFile({ id: "h", originalFilename: "IMG_1034.HEIC", mimeType: "image/heic" }),
        libraryFile({ id: "g", originalFilename: "map.gif", mimeType: "image/gif" }),
        libraryFile({ id: "w", originalFilename: "chat.webp", mimeType: "image/webp" }),
        libraryFile({ id: "t", originalFilename: "fax.tiff", mimeType: "image/tiff" }),
      ],
      [],
      30 * MB,
    );
    expect(rows.map((row) => row.status)).toEqual(["ok", "ok", "ok", "ok"]);
  });

  it("goes by what the library found the bytes to be, not the name", () => {
    const rows = pickerRows(
      [libraryFile({ originalFilename: "photo from phone", mimeType: "image/heic" })],
      [],
      30 * MB,
    );
    expect(rows[0]?.status).toBe("ok");
  });
});

describe("ticks", () => {
  const rows = pickerRows(
    [
      libraryFile({ id: "a" }),
      libraryFile({ id: "b", originalFilename: "voicemail.mp3", mimeType: "audio/mpeg" }),
      libraryFile({ id: "c", originalFilename: "notes.txt" }),
    ],
    [],
    30 * MB,
  );

  it("flips one file's tick without changing the set it was given", () => {
    const picked = new Set(["a"]);
    expect([...toggled(picked, "c")]).toEqual(["a", "c"]);
    expect([...toggled(picked, "a")]).toEqual([]);
    expect([...picked]).toEqual(["a"]);
  });

  it("chooses the ticked usable files in the list's order, not ticks on files that cannot be picked or are not shown", () => {
    expect(chosenFiles(rows, new Set(["c", "b", "a", "gone"])).map((file) => file.id)).toEqual(["a", "c"]);
    expect(chosenFiles(rows, new Set())).toEqual([]);
  });
});

describe("fileDetails", () => {
  it("says the type, size, pages and category", () => {
    expect(fileDetails(libraryFile())).toBe("PDF Document · 2 MB · 3 pages · Contracts");
    expect(fileDetails(libraryFile({ pageCount: 1, category: "evidence" }))).toBe(
      "PDF Document · 2 MB · 1 page · Evidence",
    );
  });

  it("leaves out the pages when they are not known", () => {
    expect(fileDetails(libraryFile({ fileType: "Text", fileSize: 512, pageCount: null }))).toBe(
      "Text · 512 B · Contracts",
    );
  });

  it("says how many conversations a message export holds, where a document's pages go (issue 38)", () => {
    const backup = libraryFile({
      originalFilename: "sms-20250402.xml",
      fileType: "SMS Backup & Restore (Android)",
      mimeType: "application/xml",
      fileSize: 512,
      pageCount: null,
      category: "evidence",
      messageExport: {
        exportApp: "SMS Backup & Restore (Android)",
        conversations: [
          { id: "a", title: "Bob", participants: [], messages: 3 },
          { id: "b", title: "Ann", participants: [], messages: 1 },
        ],
      },
    });
    expect(fileDetails(backup)).toBe("SMS Backup & Restore (Android) · 512 B · 2 conversations · Evidence");
    expect(fileDetails(backup, i18n.getFixedT("es", "files"), i18n.getFixedT("es", "messages"))).toBe(
      "SMS Backup & Restore (Android) · 512 B · 2 conversaciones · Pruebas",
    );
    // A kept export can be picked for a binder like any accepted file.
    expect(pickerRows([backup], [], 10 * MB)[0]!.status).toBe("ok");
  });
});

describe("fetchInTurn", () => {
  const files = [
    libraryFile({ id: "a", originalFilename: "lease.pdf" }),
    libraryFile({ id: "b", originalFilename: "photo.png" }),
    libraryFile({ id: "c", originalFilename: "notes.txt" }),
  ];
  const fetchOne = (file: TUserFile) =>
    file.id === "b"
      ? Promise.reject(new Error("offline"))
      : Promise.resolve(new File(["x"], file.originalFilename));

  it("fetches one after another, saying which is on its way, and keeps the others when one fails", async () => {
    const progress: string[] = [];
    const outcome = await fetchInTurn(files, fetchOne, {
      onProgress: (current, total) => progress.push(`${current}/${total}`),
      cancelled: () => false,
    });
    expect(progress).toEqual(["1/3", "2/3", "3/3"]);
    expect(outcome?.fetched.map((entry) => [entry.library.id, entry.file.name])).toEqual([
      ["a", "lease.pdf"],
      ["c", "notes.txt"],
    ]);
    expect(outcome?.failed.map((file) => file.id)).toEqual(["b"]);
  });

  it("stops and brings nothing once the person has given up", async () => {
    let started = 0;
    const outcome = await fetchInTurn(files, fetchOne, {
      onProgress: () => (started += 1),
      cancelled: () => started >= 2,
    });
    expect(outcome).toBeNull();
    expect(started).toBe(2);
  });
});

describe("a library row's words in each language (issue 39)", () => {
  const en = i18n.getFixedT("en", "files");
  const es = i18n.getFixedT("es", "files");

  it("says the kind, pages and category in Spanish (a kind the server names otherwise is shown as it came)", () => {
    expect(fileDetails(libraryFile(), es)).toBe("Documento PDF · 2 MB · 3 páginas · Contratos");
    expect(fileDetails(libraryFile({ pageCount: 1, category: "uncategorized" }), es)).toBe(
      "Documento PDF · 2 MB · 1 página · Sin categoría",
    );
    expect(fileDetails(libraryFile({ fileType: "Image" }), es)).toMatch(/^Imagen · /);
    expect(fileDetails(libraryFile({ fileType: "Audio" }), es)).toMatch(/^Audio · /);
    expect(fileDetails(libraryFile(), en)).toBe("PDF Document · 2 MB · 3 pages · Contracts");
  });

  it("says why a file cannot be picked", () => {
    expect(pickerStatusNote("added", en)).toBe("Already in this binder");
    expect(pickerStatusNote("added", es)).toBe("Ya está en esta carpeta");
    expect(pickerStatusNote("tooLarge", en)).toMatch(/^Larger than \d+ MB, the limit for one binder file$/);
    expect(pickerStatusNote("tooLarge", es)).toMatch(
      /^Tiene más de \d+ MB, el límite para un archivo de la carpeta$/,
    );
  });
});
