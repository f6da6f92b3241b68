// The rules in policy.ts beyond sign-in and ownership, one case at a time: who may build and who may use the AI (with
// the status, code and message each refusal answers with), who may comment through a link, who manages group seats.
import { describe, expect, it } from "vitest";
import {
  BUILD_ERROR_CODES,
  BUILDER_MESSAGES,
  MEMBERSHIP_MESSAGES,
  SHARE_MESSAGES,
} from "@courtready/contracts";
import type { TMembershipStatus } from "@courtready/contracts";
import type { ProjectShareRow } from "@courtready/db";
import type { TJobInput } from "./modules/builds/builds.service.ts";
import {
  can,
  isRebuildOf,
  MEMBERSHIP_REQUIRED_MESSAGE,
  requireCan,
  requireGroupOwner,
  requireShareAllowsComments,
  sharePermission,
} from "./policy.ts";
import { HttpError } from "./plugins/errors.ts";

const FREE: TMembershipStatus = {
  status: "free",
  type: null,
  expiresAt: null,
  oneTimeUseCount: 0,
  role: null,
};
const active = (overrides: Partial<TMembershipStatus>): TMembershipStatus => ({
  status: "active",
  type: "yearly",
  expiresAt: "2027-11-22T12:00:00.000Z",
  oneTimeUseCount: 0,
  role: "owner",
  ...overrides,
});

const membershipRequired = {
  statusCode: 403,
  code: BUILD_ERROR_CODES.membershipRequired,
  message: "Membership Required: Please purchase a membership to create exhibit binders.",
};
const oneTimeExhausted = {
  statusCode: 403,
  code: BUILD_ERROR_CODES.oneTimeExhausted,
  message: `${BUILDER_MESSAGES.oneTimeExhausted.title}: ${BUILDER_MESSAGES.oneTimeExhausted.description}`,
};

describe("can", () => {
  it.each([
    ["no membership", FREE, "build", membershipRequired],
    ["no membership", FREE, "describe", membershipRequired],
    ["a yearly membership", active({}), "build", null],
    ["a yearly membership", active({}), "describe", null],
    ["a group seat", active({ type: "group-yearly", role: "member" }), "build", null],
    ["an unused one-time pass", active({ type: "one_time" }), "build", null],
    ["a used one-time pass", active({ type: "one_time", oneTimeUseCount: 1 }), "build", oneTimeExhausted],
    // The AI helps with the files of the binder the pass already paid for, so a used pass may still describe.
    ["a used one-time pass", active({ type: "one_time", oneTimeUseCount: 1 }), "describe", null],
  ] as const)("%s, %s: %j", (_who, membership, action, expected) => {
    expect(can(membership, action)).toEqual(expected);
  });

  it("says the spec's membership sentence", () => {
    expect(MEMBERSHIP_REQUIRED_MESSAGE).toBe(membershipRequired.message);
  });
});

describe("requireCan", () => {
  it("throws a plain 403 with the message by default, or the caller's error", () => {
    expect(() => requireCan(active({}), "build")).not.toThrow();
    const thrown = (() => {
      try {
        requireCan(FREE, "describe");
      } catch (error) {
        return error;
      }
    })();
    expect(thrown).toBeInstanceOf(HttpError);
    expect(thrown).toMatchObject({ statusCode: 403, message: MEMBERSHIP_REQUIRED_MESSAGE });
    expect(() =>
      requireCan(active({ type: "one_time", oneTimeUseCount: 2 }), "build", (r) => new Error(r.code)),
    ).toThrow(BUILD_ERROR_CODES.oneTimeExhausted);
  });
});

describe("a fix rebuild with a used one-time pass", () => {
  const used = active({ type: "one_time", oneTimeUseCount: 1 });

  it("is let in only while the paid binder is on record (the queue then compares), never without a membership", () => {
    expect(can(used, "build", { paidBinderKept: true })).toBeNull();
    expect(can(used, "build", { paidBinderKept: false })).toEqual(oneTimeExhausted);
    expect(can(FREE, "build", { paidBinderKept: true })).toEqual(membershipRequired);
  });

  const paid: TJobInput = {
    version: 2,
    binderType: "small_claims",
    binderTypeName: "Small Claims",
    role: "plaintiff",
    presetKey: "tx_harris",
    payload: { caseName: "Diaz v. Acme", caseNumber: "SC-1" },
    case: { caseName: "Diaz v. Acme", courtName: "Harris County" },
    files: [
      { name: "lease.pdf", key: "users/u/uploads/j1/0", size: 10, sha256: "a1", label: "A" },
      { name: "scan.pdf", key: "users/u/uploads/j1/1", size: 20, sha256: "b2", description: "Repair bill" },
    ],
    date: "2026-11-27T10:00:00.000Z",
    output: { kind: "binder" },
  };
  // What each fix changes: the build made (the kit with OCR, volumes under the court's limit), its date, where the
  // upload went; the answers sent in another order are the same answers.
  const fixes: [string, TJobInput][] = [
    ["OCR (the enhanced kit)", { ...paid, output: { kind: "kit", ocrMaxPages: 40 } }],
    ["split at the court's limit", { ...paid, output: { kind: "binder", maxSizeBytes: 25 * 1024 * 1024 } }],
    [
      "flatten or rename (the same build, later, uploaded again)",
      {
        ...paid,
        date: "2026-11-27T10:05:00.000Z",
        files: paid.files.map((f, i) => ({ ...f, key: `users/u/uploads/j2/${i}` })),
        payload: { caseNumber: "SC-1", caseName: "Diaz v. Acme" },
      },
    ],
  ];
  // A typed translation of the second file, and the translator's declaration reworded.
  const who = { translator: "Ana Ruiz", qualifications: "Native speaker", language: "Spanish" };
  const translated: TJobInput = {
    ...paid,
    files: [paid.files[0]!, { ...paid.files[1]!, translation: { ...who, text: "Repair bill, May." } }],
  };
  const withTranslation = (
    translation: NonNullable<TJobInput["files"][number]["translation"]>,
  ): TJobInput => ({
    ...paid,
    files: [paid.files[0]!, { ...paid.files[1]!, translation }],
  });
  const translationFile = { name: "bill-english.pdf", key: "users/u/uploads/j1/2", size: 5, sha256: "d4" };
  it.each([
    [
      "the translator's name corrected",
      withTranslation({ ...who, translator: "Ana María Ruiz", text: "Repair bill, May." }),
    ],
    [
      "the qualifications reworded",
      withTranslation({ ...who, qualifications: "Certified interpreter", text: "Repair bill, May." }),
    ],
    [
      "the language named otherwise",
      withTranslation({ ...who, language: "Spanish (Mexico)", text: "Repair bill, May." }),
    ],
  ])("%s is the same translated binder", (_fix, next) => {
    expect(isRebuildOf(translated, next)).toBe(true);
  });
  it("a translation's file uploaded again (same content, other key) is the same translated binder", () => {
    const paidFile = withTranslation({ ...who, file: translationFile });
    expect(
      isRebuildOf(
        paidFile,
        withTranslation({ ...who, file: { ...translationFile, key: "users/u/uploads/j2/2" } }),
      ),
    ).toBe(true);
  });
  it.each([
    ["a translation added", paid, translated],
    ["a translation removed", translated, paid],
    [
      "the translation's text changed",
      translated,
      withTranslation({ ...who, text: "Repair bill, June. Pay 900." }),
    ],
    ["typed text replaced by a file", translated, withTranslation({ ...who, file: translationFile })],
    [
      "the translation's file changed",
      withTranslation({ ...who, file: translationFile }),
      withTranslation({ ...who, file: { ...translationFile, sha256: "e5" } }),
    ],
    [
      "a translation's file without a digest",
      withTranslation({ ...who, file: { name: "b.pdf", key: "k", size: 5 } }),
      withTranslation({ ...who, file: { name: "b.pdf", key: "k", size: 5 } }),
    ],
  ])("%s is another binder", (_change, before, next) => {
    expect(isRebuildOf(before, next)).toBe(false);
  });

  it.each(fixes)("%s is the same binder", (_fix, next) => {
    expect(isRebuildOf(paid, next)).toBe(true);
  });

  const changed: [string, TJobInput][] = [
    ["another file", { ...paid, files: [paid.files[0]!, { ...paid.files[1]!, sha256: "c3" }] }],
    ["a file left out", { ...paid, files: [paid.files[0]!] }],
    ["the files reordered", { ...paid, files: [paid.files[1]!, paid.files[0]!] }],
    ["another label", { ...paid, files: [{ ...paid.files[0]!, label: "B" }, paid.files[1]!] }],
    ["another description", { ...paid, files: [paid.files[0]!, { ...paid.files[1]!, description: "Rent" }] }],
    ["another case", { ...paid, payload: { ...paid.payload, caseNumber: "SC-2" } }],
    ["another court", { ...paid, presetKey: "ca_los_angeles" }],
    ["the other side", { ...paid, role: "defendant" }],
    ["files without digests", { ...paid, files: paid.files.map(({ sha256: _digest, ...f }) => f) }],
  ];
  it.each(changed)("%s is another binder", (_change, next) => {
    expect(isRebuildOf(paid, next)).toBe(false);
  });

  // Issue 37 §3: the pages shown are the binder; the same edits written in another order are not another one.
  const withPages = (pageEdits: TJobInput["files"][number]["pageEdits"]): TJobInput => ({
    ...paid,
    files: [{ ...paid.files[0]!, ...(pageEdits ? { pageEdits } : {}) }, paid.files[1]!],
  });
  const edited = withPages({ remove: [2], rotate: [{ page: 1, turn: 90 }], order: [3, 1] });
  it.each([
    ["page edits added", paid, edited],
    ["page edits undone", edited, paid],
    [
      "another page turned",
      edited,
      withPages({ remove: [2], rotate: [{ page: 1, turn: 180 }], order: [3, 1] }),
    ],
    [
      "another page removed",
      edited,
      withPages({ remove: [3], rotate: [{ page: 1, turn: 90 }], order: [3, 1] }),
    ],
    ["pages reordered", edited, withPages({ remove: [2], rotate: [{ page: 1, turn: 90 }], order: [1, 3] })],
  ])("%s is another binder", (_change, before, next) => {
    expect(isRebuildOf(before, next)).toBe(false);
  });
  it.each([
    [
      "the same edits listed in another order",
      withPages({ order: [3, 1], rotate: [{ page: 1, turn: 90 }], remove: [2] }),
    ],
    [
      "an order that restates the file's own",
      withPages({ remove: [2], rotate: [{ page: 1, turn: 90 }], order: [3, 1, 2] }),
    ],
  ])("%s is the same binder", (_fix, next) => {
    expect(isRebuildOf(edited, next)).toBe(true);
  });
  it("edits that change nothing are the binder without edits", () => {
    expect(isRebuildOf(paid, withPages({ order: [1, 2], remove: [] }))).toBe(true);
  });

  // Issue 37 §3: sections add slip sheets and headings, so another grouping or title is another binder.
  const grouped = (sections: TJobInput["sections"]): TJobInput => ({
    ...paid,
    ...(sections ? { sections } : {}),
  });
  const two = grouped([
    { title: "Lease", exhibits: [0] },
    { title: "Payments", exhibits: [1] },
  ]);
  it.each([
    ["sections added", paid, two],
    ["sections removed", two, paid],
    [
      "a section renamed",
      two,
      grouped([
        { title: "Lease", exhibits: [0] },
        { title: "Rent", exhibits: [1] },
      ]),
    ],
    ["the exhibits grouped otherwise", two, grouped([{ title: "Lease", exhibits: [0, 1] }])],
  ])("%s is another binder", (_change, before, next) => {
    expect(isRebuildOf(before, next)).toBe(false);
  });
  it("the same sections are the same binder", () => {
    expect(
      isRebuildOf(
        two,
        grouped([
          { title: "Lease", exhibits: [0] },
          { title: "Payments", exhibits: [1] },
        ]),
      ),
    ).toBe(true);
  });
});

describe("share links and group plans", () => {
  const link = (permissions: string) => ({ permissions }) as unknown as ProjectShareRow;

  it("lets a holder comment only through a comment link; an unknown stored value allows only viewing", () => {
    expect(sharePermission(link("comment"))).toBe("comment");
    expect(sharePermission(link("view"))).toBe("view");
    expect(sharePermission(link("admin"))).toBe("view");
    expect(() => requireShareAllowsComments(link("comment"))).not.toThrow();
    expect(() => requireShareAllowsComments(link("view"))).toThrow(SHARE_MESSAGES.commentsNotAllowed);
  });

  it("lets only the buyer of a group plan manage its seats", () => {
    const group = { id: "m1" };
    expect(requireGroupOwner(group)).toBe(group);
    expect(() => requireGroupOwner(undefined)).toThrow(MEMBERSHIP_MESSAGES.notGroupOwner);
  });
});
