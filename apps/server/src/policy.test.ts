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
import {
  can,
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
