// Site-wide constants shown by the web app: external help links and the route table of the spec.

/**
 * External links of the header menu. Both are national directories run by public or professional bodies,
 * chosen so that no state is left out; see docs/decisions.md.
 */
export const EXTERNAL_LINKS = {
  findAttorney: "https://www.americanbar.org/groups/legal_services/flh-home/",
  legalAid: "https://www.lsc.gov/about-lsc/what-legal-aid/get-legal-help",
} as const;

/** Every route of the spec's route table (accounts-dashboard-and-pages.md §2.1). */
export const ROUTES = [
  "/",
  "/create",
  "/new-binder",
  "/dashboard",
  "/file-library",
  "/binder-type/:type",
  "/project-edit/:id",
  "/help",
  "/file-formats",
  "/court-information",
  "/courts",
  "/terms",
  "/privacy",
  "/sitemap",
  "/about",
  "/contact",
  "/login",
  "/signup",
  "/membership",
  "/test-analytics",
] as const;
export type TRoute = (typeof ROUTES)[number];
