// The case questions' labels and choices in the interface's language: English as the schema says, Spanish from the
// catalogue for every field and choice any binder type asks (so a new one is not left English unnoticed).
import { describe, expect, it } from "vitest";
import { BINDER_TYPE_SCHEMAS } from "@courtready/contracts";
import { fieldHint, fieldTitle, optionLabel } from "./fields.tsx";

const properties = Object.values(BINDER_TYPE_SCHEMAS).flatMap((schema) => Object.entries(schema.properties));

describe("case field words", () => {
  it("are the schema's own in English", () => {
    expect(fieldTitle("landlordName", "Landlord", "en")).toBe("Landlord");
    expect(fieldHint("caseNumber", "Leave blank", "en")).toBe("Leave blank");
    expect(optionLabel("Pay rent or quit", "en")).toBe("Pay rent or quit");
  });

  it("are Spanish for a known field, and the schema's for one the catalogue does not know", () => {
    expect(fieldTitle("landlordName", "Landlord", "es")).toBe("Propietario (arrendador)");
    expect(optionLabel("Pay rent or quit", "es")).toBe("Pague la renta o desocupe");
    expect(fieldTitle("brandNewField", "Brand New Field", "es")).toBe("Brand New Field");
  });

  it("have a Spanish label for every field, hint and choice of every binder type", () => {
    for (const [key, property] of properties) {
      expect(fieldTitle(key, property.title, "es"), key).not.toBe(property.title);
      if (property.description)
        expect(fieldHint(key, property.description, "es"), key).not.toBe(property.description);
      for (const option of property.enum ?? [])
        // A few choices are names, the same in both languages (Medicaid, WIC, Auto, No).
        if (!["Medicaid", "WIC", "Auto", "No"].includes(option))
          expect(optionLabel(option, "es"), option).not.toBe(option);
    }
  });
});
