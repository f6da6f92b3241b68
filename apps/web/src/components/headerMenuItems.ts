// The items of the shared header menu, in the order of spec §2.2, as data so the order can be tested without a DOM.
import { EXTERNAL_LINKS } from "@courtready/contracts";
import type { TUser } from "@courtready/contracts";
import { membershipDescription } from "../features/membership/membershipDescription.ts";
import type { MembershipSummary } from "../features/membership/membershipDescription.ts";

export type MenuItem =
  /** Text only: who is signed in. */
  | { kind: "account"; label: string; description: string }
  | { kind: "link"; label: string; to: string; description?: string; separatorBefore?: boolean }
  /** Opens in a new tab, so the user does not lose their place in CourtReady. */
  | { kind: "external"; label: string; href: string }
  | { kind: "logout"; label: string; separatorBefore?: boolean };

/** The name the menu shows for a user: the first name, else the e-mail. */
export function accountLabel(user: Pick<TUser, "firstName" | "email">): string {
  return user.firstName.trim() || user.email;
}

/** Menu items for a signed-in user (with their membership, when known) or for a visitor (user null). */
export function headerMenuItems(user: TUser | null, membership?: MembershipSummary | null): MenuItem[] {
  const items: MenuItem[] = [
    user
      ? { kind: "account", label: accountLabel(user), description: `Logged in as ${user.email}` }
      : { kind: "link", label: "Log-In / Sign-Up", to: "/login" },
    { kind: "link", label: "Binder Builder", to: "/create" },
    { kind: "link", label: "How to Use", to: "/help" },
    { kind: "link", label: "File Format Help", to: "/file-formats" },
    { kind: "link", label: "Court Information", to: "/court-information" },
    { kind: "external", label: "Find an Attorney", href: EXTERNAL_LINKS.findAttorney },
    { kind: "external", label: "Legal Aid Resources", href: EXTERNAL_LINKS.legalAid },
    { kind: "link", label: "Contact Support", to: "/contact" },
  ];
  if (user) {
    items.push(
      {
        kind: "link",
        label: "Membership",
        to: "/membership",
        description: membershipDescription(membership),
        separatorBefore: true,
      },
      { kind: "logout", label: "Log Out", separatorBefore: true },
    );
  }
  return items;
}
