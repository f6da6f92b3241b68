// Binder type names in both languages (issue 39): the English catalogue names are the contracts' names (the server
// and the binder use those), every Spanish name is there, and lists sort by the name the reader sees.
import { describe, expect, it } from "vitest";
import { BINDER_TYPE_NAMES, BINDER_TYPE_SLUGS } from "@courtready/contracts";
import { i18n } from "../../i18n/index.ts";
import { binderTypeName, binderTypesByLocalName } from "./binderTypeNames.ts";

const en = i18n.getFixedT("en", "binderTypes");
const es = i18n.getFixedT("es", "binderTypes");

describe("binder type names", () => {
  it("are the contracts' names in English and have a Spanish name for every type", () => {
    for (const slug of BINDER_TYPE_SLUGS) {
      expect(binderTypeName(slug, en), slug).toBe(BINDER_TYPE_NAMES[slug]);
      expect(binderTypeName(slug, es), slug).not.toBe(`names.${slug}`);
    }
    expect(binderTypeName("small_claims", es)).toBe("Reclamos menores");
    expect(binderTypeName("eviction_response", es)).toBe("Respuesta a un desalojo");
  });

  it("sort by the name shown, in the reader's language", () => {
    const spanish = binderTypesByLocalName(es, "es").map((type) => type.name);
    expect(spanish).toEqual([...spanish].sort((a, b) => a.localeCompare(b, "es")));
    expect(spanish[0]).toBe("Apelación de beneficios del gobierno");
    expect(binderTypesByLocalName(en, "en")[0]).toEqual({
      slug: "administrative_hearing",
      name: "Administrative Hearing",
    });
  });
});
