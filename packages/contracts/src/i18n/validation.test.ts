// A validation problem in Spanish: a contracts message is its catalogue's Spanish; a zod default is the plain
// sentence for its kind, with its limit; English is always the issue's own message.
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { issueMessage } from "./validation.ts";

const issueOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  if (result.success) throw new Error("expected a problem");
  return result.error.issues[0]!;
};

describe("a validation problem in the person's language", () => {
  it("says zod's defaults plainly by their kind, with the limit", () => {
    const cases: [z.ZodType, unknown, string][] = [
      [z.string().min(1), "", "Complete este campo."],
      [z.object({ name: z.string() }), {}, "Complete este campo."],
      [z.string().min(8), "short", "Use al menos 8 caracteres."],
      [z.string().max(100), "x".repeat(101), "Use como máximo 100 caracteres."],
      [z.number().min(2), 1, "Use un número de al menos 2."],
      [z.number().max(50), 51, "Use un número de 50 como máximo."],
      [z.array(z.string()).min(1), [], "Elija al menos 1."],
      [z.email(), "not-an-address", "Escriba un correo electrónico válido, como nombre@ejemplo.com."],
      [
        z.string().regex(/^#[0-9a-f]{6}$/),
        "red",
        "Esto no tiene la forma esperada. Revíselo e intente de nuevo.",
      ],
      [z.enum(["a", "b"]), "c", "Algo de lo que se envió no es válido. Revíselo e intente de nuevo."],
    ];
    for (const [schema, value, spanish] of cases) {
      const issue = issueOf(schema, value);
      expect(issueMessage(issue, "es"), spanish).toBe(spanish);
      expect(issueMessage(issue, "en")).toBe(issue.message);
    }
  });

  it("says a contracts message as its catalogue's Spanish, not as a kind of problem", () => {
    const issue = issueOf(z.string().min(1, "Passwords don't match"), "");
    expect(issueMessage(issue, "es")).toBe("Las contraseñas no coinciden");
    expect(issueMessage(issue, "en")).toBe("Passwords don't match");
  });
});
