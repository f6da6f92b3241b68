// The files catalogue's English repeats contracts' lists of accepted files (the server's messages use contracts'):
// held equal here, so a format added in contracts cannot leave the builder naming the old list (issue 38 added e-mail
// to contracts and the builder still said the list without it).
import { describe, expect, it } from "vitest";
import { ACCEPTED_FORMATS_SENTENCE, ACCEPTED_FORMATS_SHORT } from "@courtready/contracts";
import { i18n } from "../../i18n/index.ts";
import { PHOTO_NAMES, acceptedFormatsShort } from "./filesText.ts";

describe("the files catalogue's lists of accepted files", () => {
  const english = i18n.getFixedT("en", "files");

  it("says in English exactly what contracts says", () => {
    expect(acceptedFormatsShort(english)).toBe(ACCEPTED_FORMATS_SHORT);
    expect(english("upload.unsupportedAdvice", { photos: PHOTO_NAMES })).toContain(
      `CourtReady takes ${ACCEPTED_FORMATS_SENTENCE}.`,
    );
  });

  it("names e-mail exports in Spanish too", () => {
    const spanish = i18n.getFixedT("es", "files");
    expect(acceptedFormatsShort(spanish)).toContain("correos electrónicos");
    expect(spanish("upload.unsupportedAdvice", { photos: PHOTO_NAMES })).toContain(".eml, .mbox o .msg");
  });
});
