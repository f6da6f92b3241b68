// The site map's groups (spec §2.15): every page a visitor can open, plus the account pages, each with a line on
// what it is for, in the reader's language (the pages catalogue). Binder type pages are listed separately, one per
// type.
import type { TFunction } from "i18next";
import { EXTERNAL_LINKS } from "@courtready/contracts";
import type { TRoute } from "@courtready/contracts";
import { i18n } from "../../i18n/index.ts";

export interface SitemapLink {
  label: string;
  /** A CourtReady path, or an outside address when `external`. */
  to: string;
  description: string;
  external?: boolean;
}

export interface SitemapGroup {
  id: string;
  title: string;
  links: readonly SitemapLink[];
}

type T = TFunction<"pages">;

/** Each group's id, its key in the pages catalogue, and its links as [catalogue key, address, leaves CourtReady]. */
const GROUPS = [
  [
    "main",
    "main",
    [
      ["home", "/"],
      ["create", "/create"],
    ],
  ],
  [
    "help",
    "help",
    [
      ["help", "/help"],
      ["courtInformation", "/court-information"],
      ["fileFormats", "/file-formats"],
      ["courts", "/courts"],
    ],
  ],
  [
    "legal-resources",
    "legalResources",
    [
      ["findAttorney", EXTERNAL_LINKS.findAttorney, true],
      ["legalAid", EXTERNAL_LINKS.legalAid, true],
    ],
  ],
  [
    "account",
    "account",
    [
      ["signup", "/signup"],
      ["login", "/login"],
      ["membership", "/membership"],
      ["dashboard", "/dashboard"],
      ["fileLibrary", "/file-library"],
    ],
  ],
  [
    "company",
    "company",
    [
      ["about", "/about"],
      ["contact", "/contact"],
      ["terms", "/terms"],
      ["privacy", "/privacy"],
      ["sitemap", "/sitemap"],
    ],
  ],
] as const;

/** The site map's groups in the reader's language (English when no `t` is given). */
export function sitemapGroups(t: T = i18n.getFixedT("en", "pages")): SitemapGroup[] {
  return GROUPS.map(([id, key, links]) => ({
    id,
    title: t(`sitemap.groups.${key}.title`),
    links: links.map((link): SitemapLink => {
      // The catalogue's key is "sitemap.groups.<group>.<link>"; TypeScript cannot pair the two parts itself.
      const path = `sitemap.groups.${key}.${link[0]}` as "sitemap.groups.main.home";
      return {
        label: t(`${path}.label`),
        to: link[1],
        description: t(`${path}.description`),
        ...(link.length > 2 ? { external: true } : {}),
      };
    }),
  }));
}

export const SITEMAP_GROUPS: readonly SitemapGroup[] = sitemapGroups();

/**
 * Routes the site map leaves out, and why: each binder type is listed under its own name instead of the pattern;
 * a project's edit page needs its id; /new-binder only forwards to the builder; the analytics page is for developers.
 */
export const SITEMAP_EXCLUDED: readonly TRoute[] = [
  "/binder-type/:type",
  "/project-edit/:id",
  "/new-binder",
  "/test-analytics",
];
