// The shared text assertion must fail when it should: a missing phrase, a stray phrase, or nothing to check at all.
import { describe, it } from "vitest";
import { expectText } from "./text.ts";

describe("expectText", () => {
  it("passes when every wanted phrase is there and no unwanted one is", () => {
    expectText("Paso 1 de 2 · Registrarse", { has: ["Paso 1 de 2", "Registrarse"], lacks: ["Step 1 of 2"] });
  });

  it.fails("fails when a wanted phrase is missing", () => {
    expectText("Paso 1 de 2", { has: ["Registrarse"] });
  });

  it.fails("fails when an unwanted phrase is there", () => {
    expectText("Step 1 of 2", { lacks: ["Step 1"] });
  });

  it.fails("fails when given nothing to check", () => {
    expectText("anything", {});
  });
});
