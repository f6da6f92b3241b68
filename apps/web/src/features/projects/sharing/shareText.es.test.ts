// The sharing helpers in Spanish: a link's expiry and permission, the comment form's errors and the original file's
// link read in Spanish when given the Spanish `t`.
import { describe, expect, it } from "vitest";
import { i18n } from "../../../i18n/index.ts";
import {
  commentErrors,
  expirySelectOptions,
  expiryText,
  originalLinkText,
  permissionOptions,
  permissionText,
} from "./shareText.ts";

const es = i18n.getFixedT("es", "projects");

describe("sharing texts in Spanish", () => {
  it("says what a link allows and until when", () => {
    expect(expiryText(null, undefined, es)).toBe("No vence nunca");
    expect(expiryText("2026-11-29T12:00:00.000Z", "UTC", es)).toMatch(/^Funciona hasta el 29 nov 2026/);
    expect(permissionText("comment", es)).toBe("Puede ver y comentar");
    expect(expirySelectOptions(es).map((o) => o.label)).toEqual(["1 día", "7 días", "30 días", "Nunca"]);
    expect(permissionOptions(es).map((o) => o.label)).toEqual(["Solo ver", "Ver y comentar"]);
  });

  it("names the comment form's problems in Spanish", () => {
    expect(commentErrors({ authorName: " ", text: "" }, es)).toEqual({
      authorName: "Escriba su nombre para que el dueño sepa quién escribió el comentario.",
      text: "Escriba un comentario antes de enviarlo.",
    });
    expect(commentErrors({ authorName: "A".repeat(81), text: "ok" }, es).authorName).toBe(
      "Su nombre debe tener menos de 80 caracteres.",
    );
  });

  it("names the original file by its extension", () => {
    expect(originalLinkText("lease.DOCX", es)).toBe("Archivo original (.docx)");
    expect(originalLinkText("notes", es)).toBe("Archivo original");
  });
});
