// The items of the shared header menu, in the order of spec §2.2, as data so the order can be tested without a DOM.
// Labels come from the `menu` catalogue (and the membership line from `membership`) in the language of the `t`
// functions given; English when none are, as the spec's tests read.
import { EXTERNAL_LINKS } from "@courtready/contracts";
import type { TUser } from "@courtready/contracts";
import type { TFunction } from "i18next";
import { i18n } from "../i18n/index.ts";
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

/** The texts the menu needs: its own catalogue, and the membership one for the line under "Membership". */
export interface MenuTexts {
  menu: TFunction<"menu">;
  membership: TFunction<"membership">;
}

const ENGLISH: MenuTexts = {
  menu: i18n.getFixedT("en", "menu"),
  membership: i18n.getFixedT("en", "membership"),
};

/** Menu items for a signed-in user (with their membership, when known) or for a visitor (user null). */
export function headerMenuItems(
  user: TUser | null,
  membership?: MembershipSummary | null,
  texts: MenuTexts = ENGLISH,
): MenuItem[] {
  const t = texts.menu;
  const items: MenuItem[] = [
    user
      ? { kind: "account", label: accountLabel(user), description: t("loggedInAs", { email: user.email }) }
      : { kind: "link", label: t("items.loginSignup"), to: "/login" },
    { kind: "link", label: t("items.binderBuilder"), to: "/create" },
    { kind: "link", label: t("items.howToUse"), to: "/help" },
    { kind: "link", label: t("items.fileFormatHelp"), to: "/file-formats" },
    { kind: "link", label: t("items.courtInformation"), to: "/court-information" },
    { kind: "external", label: t("items.findAttorney"), href: EXTERNAL_LINKS.findAttorney },
    { kind: "external", label: t("items.legalAid"), href: EXTERNAL_LINKS.legalAid },
    { kind: "link", label: t("items.contactSupport"), to: "/contact" },
  ];
  if (user) {
    items.push(
      {
        kind: "link",
        label: t("items.membership"),
        to: "/membership",
        description: membershipDescription(membership, texts.membership),
        separatorBefore: true,
      },
      { kind: "logout", label: t("items.logOut"), separatorBefore: true },
    );
  }
  return items;
}
