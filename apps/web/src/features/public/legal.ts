// The words of the terms of service and the privacy policy (spec §2.15), as data so their sections can be counted
// and their promises tested. What they say about keeping files is guide DECISIONS "Data kept, and for how long",
// word for word in meaning; the spec's older "deleted after download or session expiry" no longer applies.
import { PLANS, SESSION_COOKIE, CSRF_COOKIE, TEMPORARY_FILES_RETENTION_HOURS } from "@courtready/contracts";

/** Effective and last-updated date of both documents (spec §9). */
export const LEGAL_EFFECTIVE_DATE = "August 3, 2025";
export const LEGAL_EFFECTIVE_DATE_ISO = "2025-08-03";

/** A paragraph, a bullet list, or a link to another page of CourtReady. */
export type LegalBlock = string | { list: readonly string[] } | { link: { to: string; label: string } };

export interface LegalSection {
  id: string;
  title: string;
  blocks: readonly LegalBlock[];
}

/** What is kept and for how long. The privacy policy and the terms both say exactly this. */
export const RETENTION_POINTS: readonly string[] = [
  "Saved projects and the files in your file library are kept until you delete them, or until you delete your account.",
  `Files you upload for a binder that you do not save, and the binders we build, are deleted ${TEMPORARY_FILES_RETENTION_HOURS} hours after the build.`,
  "You can download everything you have stored with us, and you can delete your account. Deleting your account deletes all your files and projects.",
];

/**
 * Whether file content leaves CourtReady: only to an outside AI provider, and only when one is set up.
 * @example aiProviderSentence(null) // → "… No outside AI provider is set up at present, …"
 */
/** What the page says when it cannot ask the server (offline): nothing guessed either way. */
export const AI_PROVIDER_UNKNOWN =
  "Whether an outside AI provider reads the text of your files depends on how this service is set up, and this page could not check just now (you may be offline). Open this page again when you are online.";

export function aiProviderSentence(aiProvider: string | null | undefined): string {
  if (aiProvider === undefined) return AI_PROVIDER_UNKNOWN;
  return aiProvider
    ? `We send the content of a file to no other company, with one exception: to write file descriptions and binder suggestions for members, the text we read from a file (never the file itself, and never names or case numbers you typed) is sent to ${aiProvider}, our outside AI provider.`
    : "We send the content of your files to no other company. File content would go to an outside company only if an outside AI provider were set up to write file descriptions. No outside AI provider is set up at present, so none receives your files.";
}

const PLAN_LINES = PLANS.map(
  (plan) =>
    `${plan.name}: ${plan.priceDisplay} ${plan.billingPeriod}, lasting ${plan.validity.display}` +
    (plan.maxUsers > 1 ? `, for up to ${plan.maxUsers} people.` : "."),
);

export const TERMS_SECTIONS: readonly LegalSection[] = [
  {
    id: "agreement",
    title: "1. Agreeing to these terms",
    blocks: [
      "These terms are an agreement between you and CourtReady, the service on this website. CourtReady is run by a media company that trades under the name CourtReady.",
      "By creating an account or using CourtReady, you agree to these terms. If you do not agree, please do not use CourtReady.",
    ],
  },
  {
    id: "not-a-law-firm",
    title: "2. CourtReady is not a law firm",
    blocks: [
      "CourtReady formats documents into exhibit binders. It is not a law firm, and nobody at CourtReady acts as your lawyer.",
      "We do not give legal advice, and nothing on this website is legal advice. Using CourtReady does not create a lawyer–client relationship. We cannot tell you what to file, which evidence to use or what to say at a hearing. For that, talk to a lawyer or a legal aid office.",
    ],
  },
  {
    id: "account",
    title: "3. Your account",
    blocks: [
      "You must be at least 18 years old to create an account.",
      "Give true information, keep your password secret, and tell us at once if you think someone else has used your account. You are responsible for what is done in your account.",
      "An account is for one person. A group plan lets the buyer invite up to 2 other people to share the membership.",
    ],
  },
  {
    id: "membership",
    title: "4. Membership and payment",
    blocks: [
      "You need an active membership to build binders. These are the plans:",
      { list: PLAN_LINES },
      "Prices are in U.S. dollars. You pay on our card payment provider's page, so we never see your full card number. A membership starts when your payment goes through and lasts for its plan's period. Every plan includes unlimited binders and documents while it lasts.",
      "A membership does not renew by itself. You are charged only when you choose to buy. When it ends, you can buy another.",
    ],
  },
  {
    id: "your-documents",
    title: "5. Your documents",
    blocks: [
      "Your documents stay yours. You let us store them and work on them only to provide CourtReady to you: to build your binders, to keep your saved projects and file library, and to share a project with the people you choose.",
      "Upload only documents you have the right to use. Do not upload anything you are not allowed to share.",
    ],
  },
  {
    id: "keeping-files",
    title: "6. How long we keep your files",
    blocks: [{ list: RETENTION_POINTS }],
  },
  {
    id: "checking",
    title: "7. Checking your binder",
    blocks: [
      "CourtReady puts your documents in the order you choose, labels them and numbers the pages. You are responsible for checking every page before you print or file it.",
      "You are also responsible for following your court's rules and deadlines, and for hiding private information where your court asks for it, such as all but the last four digits of a Social Security or account number.",
      "Courts have different rules, and a court may refuse papers that do not follow them. We cannot promise that any court will accept your binder.",
    ],
  },
  {
    id: "court-information",
    title: "8. Court information",
    blocks: [
      "The court information on CourtReady, such as addresses, phone numbers, hours, e-filing systems, labeling styles and file size limits, comes from public sources. It can change, and it can be wrong. Check with the court clerk before you rely on it.",
    ],
  },
  {
    id: "fair-use",
    title: "9. Using CourtReady fairly",
    blocks: [
      "Do not use CourtReady to break the law. Do not upload harmful software, try to get into other people's accounts or our systems, overload the service, or copy or resell it.",
      "We may suspend or close an account that breaks these rules.",
    ],
  },
  {
    id: "availability",
    title: "10. Changes to CourtReady",
    blocks: [
      "We work to keep CourtReady running, but it may sometimes be unavailable, for example during maintenance. Keep your own copies of your documents and binders.",
      "We may change, add or remove features.",
    ],
  },
  {
    id: "warranties",
    title: "11. No promises beyond these terms",
    blocks: [
      "CourtReady is provided “as is” and “as available”. As far as the law allows, we make no promises about it beyond those in these terms, including that it will be free of errors or suit a particular purpose.",
    ],
  },
  {
    id: "liability",
    title: "12. Limits on our responsibility",
    blocks: [
      "As far as the law allows, CourtReady is not responsible for indirect losses, such as the outcome of a case or a missed deadline. Our total responsibility for any claim is limited to what you paid us in the 12 months before the claim.",
      "Some places do not allow these limits, so they may not apply to you.",
    ],
  },
  {
    id: "ending-law-changes",
    title: "13. Ending your account, the law that applies, and changes",
    blocks: [
      "You can delete your account at any time. Deleting it deletes all your files and projects.",
      "These terms are governed by the laws of the United States and the State of California.",
      "If we change these terms, we will post the new version here with a new date. If you keep using CourtReady after that, you accept the new terms.",
      { link: { to: "/contact", label: "Questions? Contact us" } },
    ],
  },
];

/** The 13 numbered sections of §2.15, in its order. `aiProvider`: the outside AI provider's name, or null. */
export function privacySections({ aiProvider }: { aiProvider: string | null | undefined }): LegalSection[] {
  return [
    {
      id: "introduction",
      title: "1. Introduction",
      blocks: [
        "This policy explains what information CourtReady collects, why, how long we keep it, and the choices you have. CourtReady is run by a media company that trades under the name CourtReady.",
        "We know your documents may be private and sensitive. We collect only what we need to build your binders and run your account.",
      ],
    },
    {
      id: "information-collected",
      title: "2. Information we collect",
      blocks: [
        {
          list: [
            "Account details: your first name, last name and e-mail address. Your password is stored only in a scrambled form (a hash) that cannot be turned back into the password.",
            "Case details you type, such as the case name and number, the court, your role and the hearing date.",
            "The files you upload, the descriptions and notes you add, and the binders we build from them.",
            "Membership details: your plan, whether it is active, and when it ends. Card details go to our payment provider, not to us.",
            "Messages you send us, with the name and e-mail address you give.",
            "Technical details: our server records each request it receives, with the time and your internet (IP) address, to keep the service running and safe. When a sign-in fails, we note the e-mail address tried and your IP address to stop password guessing, and delete those notes within two hours.",
          ],
        },
      ],
    },
    {
      id: "use",
      title: "3. How we use your information",
      blocks: [
        {
          list: [
            "To build your binders and keep your saved projects and file library.",
            "To run your account and membership.",
            "To answer your messages.",
            "To keep CourtReady safe, for example by limiting repeated failed sign-ins.",
          ],
        },
        "We do not sell your information, and we do not use it for advertising.",
      ],
    },
    {
      id: "storage-security",
      title: "4. How we store and protect your information",
      blocks: [
        "Your files and account details are stored on our servers. Passwords are stored only as hashes. Sign-in uses a random code in a cookie; we keep only a scrambled form of that code, and it stops working when you log out or after 30 days.",
        "How long we keep things:",
        { list: RETENTION_POINTS },
      ],
    },
    {
      id: "sharing",
      title: "5. Sharing your information",
      blocks: [
        aiProviderSentence(aiProvider),
        {
          list: [
            "When you create a share link for a project, anyone who has the link can see that project, as you chose.",
            "Our card payment provider receives what it needs to take your payment.",
            "We may share information when the law requires it, for example to answer a valid court order.",
          ],
        },
        "We do not sell or rent your information to anyone.",
      ],
    },
    {
      id: "cookies",
      title: "6. Cookies",
      blocks: [
        "CourtReady uses two cookies, and both are needed for the site to work:",
        {
          list: [
            `${SESSION_COOKIE}: keeps you signed in. It lasts 30 days, or until you log out.`,
            `${CSRF_COOKIE}: a security code that stops other websites from sending forms in your name.`,
          ],
        },
        "We do not use advertising or tracking cookies.",
      ],
    },
    {
      id: "third-parties",
      title: "7. Other companies' services",
      blocks: [
        aiProvider === undefined
          ? AI_PROVIDER_UNKNOWN
          : aiProvider
            ? `Outside AI provider: ${aiProvider} writes file descriptions and suggestions for members and receives the text read from the files it describes.`
            : "Outside AI provider: none is set up at present.",
        "Payments are handled by our card payment provider under its own privacy policy.",
        "The “Find an Attorney” and “Legal Aid Resources” links take you to other organizations' websites. Their own privacy policies apply there.",
      ],
    },
    {
      id: "children",
      title: "8. Children under 18",
      blocks: [
        "CourtReady is not meant for children under 18, and we do not knowingly collect information from them. A parent or guardian may upload records about a child, for example for a school hearing; we treat those files like any other file.",
        "If you think a child under 18 has created an account, contact us and we will delete it.",
      ],
    },
    {
      id: "your-rights",
      title: "9. Your privacy rights",
      blocks: [
        {
          list: [
            "See and download everything you have stored with us.",
            "Correct your account details.",
            "Delete any project or file, or delete your account with all its files and projects.",
          ],
        },
        "If you need help with any of these, contact us.",
      ],
    },
    {
      id: "california",
      title: "10. Your California privacy rights",
      blocks: [
        "If you live in California, you have the right to know what personal information we collect and how we use it, to ask us to delete it, to ask us to correct it, and to not be treated differently for using these rights.",
        "We do not sell your personal information or share it for advertising, so there is nothing to opt out of.",
        "You, or someone you authorize, can make a request through our contact page. We may need to confirm who you are before we act on it.",
      ],
    },
    {
      id: "international",
      title: "11. Using CourtReady from outside the United States",
      blocks: [
        "CourtReady is made for U.S. courts and hearings. If you use it from another country, your information is sent to and stored in the country where our servers are, whose privacy laws may differ from yours.",
      ],
    },
    {
      id: "changes",
      title: "12. Changes to this policy",
      blocks: ["If we change this policy, we will post the new version here and change the date at the top."],
    },
    {
      id: "contact",
      title: "13. Contact us",
      blocks: [
        "Questions about your privacy, or a request about your information? Send us a message.",
        { link: { to: "/contact", label: "Contact us" } },
      ],
    },
  ];
}
