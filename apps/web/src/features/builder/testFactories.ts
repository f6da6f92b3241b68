// Test data for the builder's unit tests: files, states and schemas built the same way every time.
import type { TBinderTypeSchema } from "@courtready/contracts";
import { createBuilderFile, initialBuilderState } from "./builderState.ts";
import type { BuilderFile, BuilderState } from "./builderState.ts";

/** A builder file with real bytes (`size` of them) and a predictable id. */
export function buildFile(
  name: string,
  overrides: Partial<BuilderFile> & { bytes?: number } = {},
): BuilderFile {
  const { bytes = 4, ...rest } = overrides;
  const file = new File([new Uint8Array(bytes)], name, { type: "application/octet-stream" });
  return { ...createBuilderFile(file, `id-${name}`), ...rest };
}

export function buildState(overrides: Partial<BuilderState> = {}): BuilderState {
  return { ...initialBuilderState(), ...overrides };
}

/** A small-claims-like schema: a required amount, an optional statement, a date, a choice and the role. */
export function buildSchema(): TBinderTypeSchema {
  return {
    type: "object",
    properties: {
      claim_amount: { title: "Amount claimed", type: "number" },
      claim_statement: { title: "Short Statement of your claim", type: "string" },
      incident_date: { title: "Date it happened", type: "string", format: "date" },
      county: { title: "County", type: "string", enum: ["Alameda", "Kern"] },
      caseName: { title: "Case name", type: "string" },
      role: { title: "Role", type: "string" },
    },
    required: ["claim_amount", "caseName", "role"],
  };
}
