// The rules of the files kept for the trip to /membership: a record under a day old is used, anything else is not;
// only the files the restored session waits for come back, each once; only files that this page alone holds go.
import { describe, expect, it } from "vitest";
import { LOCAL_SESSION_MAX_AGE_MS } from "@courtready/contracts";
import { i18n } from "../../i18n/index.ts";
import { KEPT_FILES_MESSAGES, filesOnlyHere, filesToRestore, usableKept } from "./keptFiles.ts";

const file = (name: string, text = "bytes") => new File([text], name, { type: "application/pdf" });
const NOW = Date.parse("2026-11-27T12:00:00Z");

describe("usableKept", () => {
  it("takes a record under a day old and refuses an older one, one from the future, or an odd one", () => {
    const files = [file("lease.pdf")];
    expect(usableKept({ keptAt: NOW - 1000, files }, NOW)).toEqual({ keptAt: NOW - 1000, files });
    expect(usableKept({ keptAt: NOW - LOCAL_SESSION_MAX_AGE_MS + 1, files }, NOW)).not.toBeNull();
    expect(usableKept({ keptAt: NOW - LOCAL_SESSION_MAX_AGE_MS, files }, NOW)).toBeNull();
    expect(usableKept({ keptAt: NOW + 10 * 60_000, files }, NOW)).toBeNull();
    expect(usableKept({ keptAt: NOW, files: ["lease.pdf"] }, NOW)).toBeNull();
    expect(usableKept({ files }, NOW)).toBeNull();
    expect(usableKept(undefined, NOW)).toBeNull();
  });
});

describe("filesToRestore", () => {
  const waiting = (name: string, size: number) => ({ name, size, descriptionSource: "person" as const });

  it("brings back the files the session waits for, by name and size, each once", () => {
    const lease = file("lease.pdf", "12345");
    const photo = file("photo.jpg", "123");
    const removed = file("old.pdf", "1");
    const restored = filesToRestore(
      [lease, photo, removed],
      [waiting("lease.pdf", 5), waiting("photo.jpg", 3)],
    );
    expect(restored).toEqual([lease, photo]);
    // Two kept files of one name and size fill only as many places as the session has.
    expect(filesToRestore([lease, file("lease.pdf", "abcde")], [waiting("lease.pdf", 5)])).toEqual([lease]);
    // Same name, other size: not the file the session means.
    expect(filesToRestore([lease], [waiting("lease.pdf", 6)])).toEqual([]);
  });
});

describe("filesOnlyHere", () => {
  it("keeps only the files whose bytes this page alone holds", () => {
    const lease = file("lease.pdf");
    expect(
      filesOnlyHere([
        { file: lease, isSaved: false },
        { file: file("saved.pdf"), isSaved: true },
        { file: null, isSaved: false },
      ]),
    ).toEqual([lease]);
  });
});

describe("what the person is told about kept files, in each language (issue 39)", () => {
  it("counts the files that came back", () => {
    expect(KEPT_FILES_MESSAGES.back(1, i18n.getFixedT("en", "files")).description).toBe(
      "The file you added before paying is back in the list.",
    );
    expect(KEPT_FILES_MESSAGES.back(3, i18n.getFixedT("es", "files"))).toEqual({
      title: "Sus archivos volvieron",
      description: "Los 3 archivos que agregó antes de pagar están otra vez en la lista.",
    });
  });

  it("says the files could not be kept in the language shown when it is read", async () => {
    expect(KEPT_FILES_MESSAGES.notKept.title).toBe("Your files could not be kept");
    await i18n.changeLanguage("es");
    try {
      expect(KEPT_FILES_MESSAGES.notKept.title).toBe("No se pudieron guardar sus archivos");
    } finally {
      await i18n.changeLanguage("en");
    }
  });
});
