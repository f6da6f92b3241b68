// The shipped common-password list is exactly what the generator makes from the installed package.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { COMMON_PASSWORDS } from "../packages/contracts/src/common-passwords.ts";
import { GENERATED_PATH, commonPasswordsSource, packagedPasswords } from "./common-passwords.ts";

describe("common password list", () => {
  it("matches a fresh generation from @zxcvbn-ts/language-common", () => {
    expect(readFileSync(GENERATED_PATH, "utf8")).toBe(commonPasswordsSource(packagedPasswords()));
  });

  it("holds the well-known ones the other rules would let through", () => {
    for (const p of ["password1", "abcd1234", "qwerty123", "password123", "1q2w3e4r"])
      expect(COMMON_PASSWORDS.has(p)).toBe(true);
    expect(COMMON_PASSWORDS.has("correct-horse-9")).toBe(false);
  });
});
