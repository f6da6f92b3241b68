// The redaction's words (issue 39): one English source the engine and the server fill, said in Spanish from that
// English (translateMessage), as the builder's panel and a refused build's row do; citations and names stay as written.
import { describe, expect, it } from "vitest";
import { fileRefusalEnglish } from "./file-refusals.ts";
import { translateMessage } from "./i18n/messages.ts";
import {
  REDACTION_KEEP_WORDS,
  REDACTION_KIND_NAMES,
  REDACTION_KINDS,
  redactionFailedReason,
  redactionHitReason,
  redactionLayoutChangedReason,
  redactionText,
} from "./redaction.ts";
import type { TRedactionKeep } from "./redaction.ts";

const KEEPS = Object.keys(REDACTION_KEEP_WORDS) as TRedactionKeep[];

describe("the redaction's words", () => {
  it("say a found value's reason in English as the engine always has, and in Spanish for every kind and keep", () => {
    expect(
      redactionHitReason({ kind: "social-security-number", keep: "last-4", cites: "FRCP 5.2(a)(1)" }),
    ).toBe("Social security number (FRCP 5.2(a)(1)): only the last four characters may stay.");
    for (const kind of REDACTION_KINDS)
      for (const keep of KEEPS) {
        const english = redactionHitReason({ kind, keep, cites: "Tex. R. Civ. P. 21c(a)(1)" });
        const spanish = translateMessage(english, "es");
        expect(spanish, `${kind} ${keep}`).toMatch(
          /^[A-ZÑÁÉÍÓÚ][^(]+ \(Tex\. R\. Civ\. P\. 21c\(a\)\(1\)\): [a-zñáéíóú ]+\.$/,
        );
        expect(spanish, `${kind} ${keep}`).not.toContain(REDACTION_KIND_NAMES[kind]);
        expect(spanish, `${kind} ${keep}`).not.toContain(REDACTION_KEEP_WORDS[keep]);
      }
    expect(
      translateMessage(
        redactionHitReason({ kind: "birth-date", keep: "year", cites: "FRCP 5.2(a)(2)" }),
        "es",
      ),
    ).toBe("Fecha de nacimiento (FRCP 5.2(a)(2)): solo puede quedar el año.");
  });

  it("say a refused build's verification failure in Spanish with what verification found, page named", () => {
    const english = redactionFailedReason(3, redactionText("boxNotDark", { percent: 12 }));
    expect(english).toBe(
      "The redacted copy could not be verified on page 3 (a redaction box does not hide what was under it (12% " +
        "dark)). The binder was not made, so nothing unredacted can be filed. Draw a box over the whole area there " +
        "and generate again, or leave the file out.",
    );
    const spanish = translateMessage(`statement.pdf: ${english}`, "es");
    expect(spanish).toMatch(
      /^statement\.pdf: No se pudo revisar la copia tachada en la página 3 \(un cuadro de tachado no tapa lo que había debajo \(está 12 % oscuro\)\)\. La carpeta no se creó/,
    );
    for (const detail of [
      redactionText("readableInBox", { masked: "**89" }),
      redactionText("readableOnPage"),
      redactionText("valueInFile", { masked: "**89" }),
      redactionText("attachmentInFile"),
      redactionText("verificationFailed"),
      redactionText("notRedactable"),
    ]) {
      const said = translateMessage(redactionFailedReason(null, detail), "es");
      expect(said, detail).toMatch(/^No se pudo revisar la copia tachada \(/);
      expect(said, detail).not.toContain(detail);
    }
  });

  it("say a converted page laid out otherwise in Spanish, with the panel's Spanish button names", () => {
    const spanish = translateMessage(redactionLayoutChangedReason("carta.docx", 2), "es");
    expect(spanish).toBe(
      "El archivo se convirtió otra vez y su página 2 ya no se ve igual que cuando dibujó los cuadros, así que un " +
        'cuadro podría tapar otras palabras. La carpeta no se creó. En "Información personal", elija carta.docx, ' +
        'toque "Buscar otra vez" y dibuje de nuevo los cuadros en la página 2.',
    );
  });

  it("say why a file cannot be looked in, the conversion's own refusal inside it in Spanish too", () => {
    const english = redactionText("notConvertedToLook", {
      reason: fileRefusalEnglish({ code: "officeTimeout" }),
    });
    const spanish = translateMessage(english, "es");
    expect(spanish).toMatch(
      /^No se pudo convertir este archivo para buscar en él: este archivo tardó demasiado/,
    );
    expect(translateMessage(redactionText("pagesNotDrawn"), "es")).toBe(
      "No se pudieron mostrar las páginas de este PDF.",
    );
  });
});
