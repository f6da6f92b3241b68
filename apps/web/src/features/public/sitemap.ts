// The site map's groups (spec §2.15): every page a visitor can open, plus the account pages, each with a line on
// what it is for. Binder type pages are listed separately, one per type.
import { EXTERNAL_LINKS } from "@courtready/contracts";
import type { TRoute } from "@courtready/contracts";

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

export const SITEMAP_GROUPS: readonly SitemapGroup[] = [
  {
    id: "main",
    title: "Main Pages",
    links: [
      { label: "Home", to: "/", description: "What CourtReady does and the binder types." },
      { label: "Binder Builder", to: "/create", description: "Build your exhibit binder step by step." },
    ],
  },
  {
    id: "help",
    title: "Help and Resources",
    links: [
      { label: "How to Use", to: "/help", description: "Five steps from your documents to a binder." },
      {
        label: "Court Information",
        to: "/court-information",
        description: "The busiest courts, with search and a state filter.",
      },
      {
        label: "File Format Help",
        to: "/file-formats",
        description: "Which files work, which do not, and what to do.",
      },
      { label: "All U.S. Courts", to: "/courts", description: "Every court in the directory, by state." },
    ],
  },
  {
    id: "legal-resources",
    title: "Legal Resources",
    links: [
      {
        label: "Find an Attorney",
        to: EXTERNAL_LINKS.findAttorney,
        description: "The American Bar Association's directory of legal help.",
        external: true,
      },
      {
        label: "Legal Aid Resources",
        to: EXTERNAL_LINKS.legalAid,
        description: "Free legal aid near you, from the Legal Services Corporation.",
        external: true,
      },
    ],
  },
  {
    id: "account",
    title: "Your Account",
    links: [
      { label: "Sign Up", to: "/signup", description: "Create an account and choose a plan." },
      { label: "Log In", to: "/login", description: "Sign in to your account." },
      { label: "Membership", to: "/membership", description: "Plans, prices and your membership." },
      { label: "Dashboard", to: "/dashboard", description: "Your saved projects (after you log in)." },
      { label: "File Library", to: "/file-library", description: "Your stored files (after you log in)." },
    ],
  },
  {
    id: "company",
    title: "Company",
    links: [
      { label: "About", to: "/about", description: "Who we are and why CourtReady exists." },
      { label: "Contact", to: "/contact", description: "Send a message to our support team." },
      { label: "Terms of Service", to: "/terms", description: "The rules for using CourtReady." },
      { label: "Privacy Policy", to: "/privacy", description: "What we collect and how long we keep it." },
      { label: "Site Map", to: "/sitemap", description: "This page." },
    ],
  },
];

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
