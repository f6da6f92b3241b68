// Tests of who may build (§6) and what a failed build says (§8).
import { describe, expect, it } from "vitest";
import { BUILDER_MESSAGES } from "@courtready/contracts";
import type { TMembershipStatus } from "@courtready/contracts";
import { TOO_LARGE_TEXT, buildGate, isActiveMember, membershipNoteOf, readBuildFailure } from "./gate.ts";
import { i18n } from "../../i18n/index.ts";

function membership(overrides: Partial<TMembershipStatus> = {}): TMembershipStatus {
  return {
    status: "active",
    type: "yearly",
    expiresAt: null,
    oneTimeUseCount: 0,
    role: "owner",
    ...overrides,
  };
}

describe("buildGate", () => {
  it("sends signed-out people to /login", () => {
    expect(buildGate(false, undefined)).toEqual({
      message: BUILDER_MESSAGES.loginRequired,
      redirect: "/login",
    });
    expect(buildGate(true, null)?.redirect).toBe("/login");
  });

  it("sends people without an active membership to /membership", () => {
    expect(buildGate(true, membership({ status: "free", type: null }))).toEqual({
      message: BUILDER_MESSAGES.membershipRequired,
      redirect: "/membership",
    });
  });

  it("treats a one_time pass used once or more as used up, and nothing else", () => {
    expect(buildGate(true, membership({ type: "one_time", oneTimeUseCount: 1 }))).toEqual({
      message: BUILDER_MESSAGES.oneTimeExhausted,
      redirect: "/membership",
    });
    expect(buildGate(true, membership({ type: "one_time", oneTimeUseCount: 0 }))).toBeNull();
    // A filing check's fix rebuilds the paid binder: let through, the server decides whether it is that binder.
    expect(
      buildGate(true, membership({ type: "one_time", oneTimeUseCount: 1 }), { rebuild: true }),
    ).toBeNull();
    expect(buildGate(true, membership({ status: "free" }), { rebuild: true })).toMatchObject({
      redirect: "/membership",
    });
    // The monthly plan is stored as "one-time" and is unlimited (guide DECISIONS).
    expect(buildGate(true, membership({ type: "one-time", oneTimeUseCount: 3 }))).toBeNull();
  });

  it("lets the server decide while the membership is unknown", () => {
    expect(buildGate(true, undefined)).toBeNull();
    expect(isActiveMember(undefined)).toBe(false);
    expect(isActiveMember(membership())).toBe(true);
  });
});

describe("readBuildFailure", () => {
  it("shows the server's error and the files it refused", () => {
    const failure = readBuildFailure(
      422,
      JSON.stringify({
        success: false,
        code: "FILES_REJECTED",
        error: "2 files could not be used",
        message: "x",
        files: [
          { name: "scan.pdf", reason: "The PDF is password-protected." },
          { name: "odd.doc", reason: "" },
          { reason: "no name" },
        ],
      }),
      BUILDER_MESSAGES.previewError,
    );
    expect(failure).toEqual({
      message: { title: "Preview Error", description: "2 files could not be used" },
      code: "FILES_REJECTED",
      files: [
        { name: "scan.pdf", reason: "The PDF is password-protected." },
        { name: "odd.doc", reason: "This file could not be used." },
      ],
      redirect: null,
    });
  });

  it("falls back to the spec's default text", () => {
    expect(readBuildFailure(500, "<html>oops</html>", BUILDER_MESSAGES.renderError).message).toEqual(
      BUILDER_MESSAGES.renderError,
    );
    expect(readBuildFailure(0, "", BUILDER_MESSAGES.enhancedError).message.description).toBe(
      "Error generating enhanced binder",
    );
    expect(readBuildFailure(413, "", BUILDER_MESSAGES.previewError).message.description).toBe(TOO_LARGE_TEXT);
  });

  it("turns sign-in and membership codes into their redirects", () => {
    const codes = [
      ["LOGIN_REQUIRED", "/login", BUILDER_MESSAGES.loginRequired],
      ["MEMBERSHIP_REQUIRED", "/membership", BUILDER_MESSAGES.membershipRequired],
      ["ONE_TIME_EXHAUSTED", "/membership", BUILDER_MESSAGES.oneTimeExhausted],
    ] as const;
    for (const [code, redirect, message] of codes) {
      const failure = readBuildFailure(
        403,
        JSON.stringify({ success: false, code, error: "e", message: "m" }),
        BUILDER_MESSAGES.previewError,
      );
      expect(failure).toMatchObject({ redirect, message });
    }
    expect(readBuildFailure(401, "", BUILDER_MESSAGES.previewError).redirect).toBe("/login");
    expect(
      readBuildFailure(400, '{"code":"constructor"}', BUILDER_MESSAGES.previewError).redirect,
    ).toBeNull();
  });
});

describe("membershipNoteOf", () => {
  it("says nothing for a member or an unknown status, 'needed' without one, 'usedUp' for a spent pass", () => {
    expect(membershipNoteOf(undefined)).toBe("none");
    expect(membershipNoteOf(membership({}))).toBe("none");
    expect(membershipNoteOf(membership({ status: "free", type: null, role: null }))).toBe("needed");
    expect(membershipNoteOf(membership({ type: "one_time", oneTimeUseCount: 1 }))).toBe("usedUp");
  });
});

describe("a failed build in Spanish", () => {
  it("says a too-large upload and an unexplained refused file in Spanish", () => {
    const es = i18n.getFixedT("es", "builder");
    expect(readBuildFailure(413, "", BUILDER_MESSAGES.previewError, es).message.description).toMatch(
      /^Sus archivos son demasiado grandes/,
    );
    const refused = readBuildFailure(422, '{"files":[{"name":"a.pdf"}]}', BUILDER_MESSAGES.previewError, es);
    expect(refused.files).toEqual([{ name: "a.pdf", reason: "No se pudo usar este archivo." }]);
  });
});
