// The browser's solver agrees with the rule the server checks (contracts' proofHashOk on the SHA-256 in hex).
import { describe, expect, it } from "vitest";
import { LOGIN_CHECK_MESSAGE, proofHashOk } from "@courtready/contracts";
import { loginCheckOf, solveLoginCheck } from "./loginCheck.ts";

describe("the sign-in check in the browser", () => {
  it("finds a nonce whose SHA-256 starts with the asked-for zero bits", async () => {
    const proof = await solveLoginCheck("123.abc.sig", 12);
    const bytes = await crypto.subtle.digest(
      "SHA-256",
      new TextEncoder().encode(`123.abc.sig:${proof.nonce}`),
    );
    const digest = Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, "0")).join("");
    expect(proofHashOk(digest, 12)).toBe(true);
    expect(digest.startsWith("000")).toBe(true);
  });

  it("reads the challenge from a 429 that asks for it, and nothing from other refusals", () => {
    const check = { challenge: "1.a.b", difficulty: 16 };
    const asked = new Error(`429: ${JSON.stringify({ message: LOGIN_CHECK_MESSAGE, check })}`);
    expect(loginCheckOf(asked)).toEqual(check);
    expect(
      loginCheckOf(new Error('429: {"message":"Too many sign-in attempts. Please wait 1 minute"}')),
    ).toBeNull();
    expect(loginCheckOf(new Error('401: {"message":"Invalid email or password"}'))).toBeNull();
  });
});

describe("proofHashOk", () => {
  it("counts zero bits, not zero characters", () => {
    expect(proofHashOk("0fff", 4)).toBe(true);
    expect(proofHashOk("0fff", 5)).toBe(false);
    expect(proofHashOk("07ff", 5)).toBe(true);
    expect(proofHashOk("00ff", 8)).toBe(true);
    expect(proofHashOk("01ff", 8)).toBe(false);
  });
});
