// Tests of the public pages' content: every binder type has its page text, the site map covers every route, and
// the legal pages have their 13 sections and say what DECISIONS says about keeping files.
import { describe, expect, it } from "vitest";
import {
  ACCEPTED_EXTENSIONS,
  BINDER_TYPE_NAMES,
  BINDER_TYPE_SLUGS,
  ROUTES,
  resolveBinderType,
} from "@courtready/contracts";
import { ALIAS_NOTES, BINDER_TYPE_CONTENT, withArticle } from "./binderTypeContent.ts";
import { SUPPORTED_FORMATS, UNSUPPORTED_FORMATS } from "./fileFormats.ts";
import { RETENTION_POINTS, TERMS_SECTIONS, aiProviderSentence, privacySections } from "./legal.ts";
import type { LegalSection } from "./legal.ts";
import { SITEMAP_EXCLUDED, SITEMAP_GROUPS } from "./sitemap.ts";

describe("binder type content", () => {
  it("gives every one of the 30 types what it is, its evidence and how the binder helps", () => {
    expect(Object.keys(BINDER_TYPE_CONTENT).sort()).toEqual([...BINDER_TYPE_SLUGS].sort());
    for (const slug of BINDER_TYPE_SLUGS) {
      const content = BINDER_TYPE_CONTENT[slug];
      expect(content.about.length, slug).toBeGreaterThan(0);
      expect(content.evidence.length, slug).toBeGreaterThanOrEqual(4);
      expect(content.helps.trim(), slug).not.toBe("");
    }
  });

  it("has alias notes only for names that open a type", () => {
    for (const alias of Object.keys(ALIAS_NOTES)) expect(resolveBinderType(alias), alias).not.toBeNull();
    expect(ALIAS_NOTES.bankruptcy).toMatch(/no separate bankruptcy binder type/);
  });

  it("puts the right article before each name", () => {
    expect(withArticle(BINDER_TYPE_NAMES.eviction_response)).toBe("an Eviction Response");
    expect(withArticle(BINDER_TYPE_NAMES.hoa_dispute)).toBe("an HOA Dispute");
    expect(withArticle(BINDER_TYPE_NAMES.small_claims)).toBe("a Small Claims");
    expect(withArticle(BINDER_TYPE_NAMES.dmv_license)).toBe("a DMV License Hearing");
    expect(withArticle(BINDER_TYPE_NAMES.k12_discipline)).toBe("a K-12 School Discipline");
  });
});

describe("file formats", () => {
  it("list the extensions the engine accepts and the families it refuses", () => {
    const accepted = SUPPORTED_FORMATS.flatMap((f) => f.extensions.map((e) => e.toLowerCase()));
    // Exactly the one list the builder, library and pickers take; .txt is listed twice (text, and a WhatsApp chat,
    // told apart by content), every other ending once.
    expect(accepted.filter((e) => e !== ".txt").length + 1).toBe(new Set(accepted).size);
    expect([...new Set(accepted)].sort()).toEqual(ACCEPTED_EXTENSIONS.map((e) => `.${e}`).sort());
    for (const ext of [".xml", ".zip", ".eml", ".mbox", ".msg"]) expect(accepted).toContain(ext);
    for (const ext of [".pdf", ".jpg", ".png", ".gif", ".webp", ".heic", ".tif", ".doc", ".docx", ".rtf"])
      expect(accepted).toContain(ext);
    for (const ext of [".xls", ".xlsx", ".txt", ".textclipping"]) expect(accepted).toContain(ext);
    const refused = UNSUPPORTED_FORMATS.map((f) => f.examples).join(" ");
    for (const ext of [".pptx", ".odt", ".ods", ".zip", ".mp4", "BMP", "AVIF"])
      expect(refused).toContain(ext);
    // An Outlook .msg is an e-mail export now (issue 38), no longer refused.
    expect(refused).not.toContain(".msg");
  });
});

describe("site map", () => {
  it("lists every route of the route table, except those it leaves out on purpose", () => {
    const listed = new Set(
      SITEMAP_GROUPS.flatMap((g) => g.links.filter((l) => !l.external).map((l) => l.to)),
    );
    for (const route of ROUTES) {
      if (SITEMAP_EXCLUDED.includes(route)) expect(listed.has(route), route).toBe(false);
      else expect(listed.has(route), route).toBe(true);
    }
  });

  it("has the spec's groups", () => {
    expect(SITEMAP_GROUPS.map((g) => g.title)).toEqual(
      expect.arrayContaining(["Main Pages", "Help and Resources", "Legal Resources", "Company"]),
    );
  });
});

function text(sections: readonly LegalSection[]): string {
  return JSON.stringify(sections);
}

describe("legal pages", () => {
  it("have 13 numbered sections each", () => {
    expect(TERMS_SECTIONS).toHaveLength(13);
    const privacy = privacySections({ aiProvider: null });
    expect(privacy).toHaveLength(13);
    for (const [index, section] of [...TERMS_SECTIONS, ...privacy].entries())
      expect(section.title).toMatch(new RegExp(`^${(index % 13) + 1}\\. `));
  });

  it("follow the privacy sections of §2.15 in order", () => {
    expect(privacySections({ aiProvider: null }).map((s) => s.id)).toEqual([
      "introduction",
      "information-collected",
      "use",
      "storage-security",
      "sharing",
      "cookies",
      "third-parties",
      "children",
      "your-rights",
      "california",
      "international",
      "changes",
      "contact",
    ]);
  });

  it("say what DECISIONS says about keeping files, in both documents", () => {
    expect(RETENTION_POINTS.join(" ")).toContain("until you delete them, or until you delete your account");
    expect(RETENTION_POINTS.join(" ")).toContain("deleted 24 hours after the build");
    expect(RETENTION_POINTS.join(" ")).toContain("Deleting your account deletes all your files and projects");
    for (const point of RETENTION_POINTS) {
      expect(text(TERMS_SECTIONS)).toContain(JSON.stringify(point));
      expect(text(privacySections({ aiProvider: null }))).toContain(JSON.stringify(point));
    }
    // The spec's older promise is gone.
    expect(text(TERMS_SECTIONS)).not.toMatch(/session expir/i);
  });

  it("name the outside AI provider when one is set up, and say none is when none is", () => {
    expect(aiProviderSentence(null)).toContain("No outside AI provider is set up");
    expect(text(privacySections({ aiProvider: "Example AI" }))).toContain("Example AI");
    // Offline, the page cannot ask the server and says so instead of claiming there is no provider.
    expect(aiProviderSentence(undefined)).toContain("could not check");
    expect(text(privacySections({ aiProvider: undefined }))).not.toContain(
      "No outside AI provider is set up",
    );
    expect(text(TERMS_SECTIONS)).toContain("United States and the State of California");
  });
});
