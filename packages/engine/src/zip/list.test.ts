import { zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { corpusBytes } from "../testing/corpus.ts";
import { buildZip, concat, DOCX_ENTRIES, latin1Bytes, noise, setU32, utf8 } from "../testing/bytes.ts";
import { firstStoredEntry, listZipEntries, ZipFormatError } from "./list.ts";

const names = (bytes: Uint8Array) => listZipEntries(bytes).entries.map((e) => e.name);

describe("listZipEntries", () => {
  it("reads names and sizes from the central directory", () => {
    const bytes = buildZip([{ name: "a.txt", data: utf8("hello") }, "b/c.xml"]);
    const listing = listZipEntries(bytes);
    expect(listing.fromLocalHeaders).toBe(false);
    expect(listing.entries).toMatchObject([
      { name: "a.txt", compressedSize: 5, uncompressedSize: 5 },
      { name: "b/c.xml", compressedSize: 10, uncompressedSize: 10 },
    ]);
  });

  it("reads each entry's declared CRC-32 (the converters verify unpacked data against it)", () => {
    const bytes = zipSync({ "a.txt": [utf8("hello"), { level: 0 }] });
    expect(listZipEntries(bytes).entries).toEqual([
      { name: "a.txt", compressedSize: 5, uncompressedSize: 5, crc32: 0x3610a686 },
    ]);
  });

  it("finds the directory when junk was prepended to the archive", () => {
    const bytes = concat(latin1Bytes("junk before the archive"), buildZip(DOCX_ENTRIES));
    expect(names(bytes)).toEqual(DOCX_ENTRIES);
    expect(listZipEntries(bytes).fromLocalHeaders).toBe(false);
  });

  it("falls back to local headers when the central directory is missing", () => {
    const listing = listZipEntries(buildZip(DOCX_ENTRIES, { centralDirectory: false }));
    expect(listing.fromLocalHeaders).toBe(true);
    expect(listing.entries.map((e) => e.name)).toEqual(DOCX_ENTRIES);
  });

  it("finds the directory from the end record when the stated offset points nowhere", () => {
    const bytes = buildZip(DOCX_ENTRIES);
    setU32(bytes, bytes.length - 6, 0x7fffffff);
    const listing = listZipEntries(bytes);
    expect(listing.fromLocalHeaders).toBe(false);
    expect(listing.entries.map((e) => e.name)).toEqual(DOCX_ENTRIES);
  });

  it("falls back to local headers when the central directory is overwritten", () => {
    const bytes = buildZip(DOCX_ENTRIES);
    const localPart = buildZip(DOCX_ENTRIES, { centralDirectory: false }).length;
    bytes.fill(0, localPart, bytes.length - 22);
    const listing = listZipEntries(bytes);
    expect(listing.fromLocalHeaders).toBe(true);
    expect(listing.entries.map((e) => e.name)).toEqual(DOCX_ENTRIES);
  });

  it("leaves out a local header whose name is cut off (corpus: testWORD_truncated.docx)", () => {
    const listing = listZipEntries(corpusBytes("office/testWORD_truncated.docx"));
    expect(listing.fromLocalHeaders).toBe(true);
    expect(listing.entries.map((e) => e.name)).toEqual([
      "[Content_Types].xml",
      "_rels/",
      "_rels/.rels",
      "docProps/",
    ]);
  });

  it("throws ZipFormatError when nothing can be read", () => {
    expect(() => listZipEntries(noise(4096))).toThrow(ZipFormatError);
    expect(() => listZipEntries(latin1Bytes("PK\u0003\u0004"))).toThrow(ZipFormatError);
  });

  it("does not trust an entry count larger than the directory", () => {
    const bytes = buildZip(DOCX_ENTRIES);
    bytes[bytes.length - 12] = 0xff; // total entries, low byte
    bytes[bytes.length - 11] = 0xfe;
    expect(listZipEntries(bytes).fromLocalHeaders).toBe(true);
  });
});

describe("firstStoredEntry", () => {
  it("reads an OpenDocument mimetype stored first", () => {
    const bytes = buildZip([
      { name: "mimetype", data: utf8("application/vnd.oasis.opendocument.text") },
      "content.xml",
    ]);
    expect(new TextDecoder().decode(firstStoredEntry(bytes, "mimetype")!)).toBe(
      "application/vnd.oasis.opendocument.text",
    );
    expect(firstStoredEntry(bytes, "content.xml")).toBeNull();
  });
});
