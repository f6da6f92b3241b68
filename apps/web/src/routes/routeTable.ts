// One page component per path of the spec's route table; typed against ROUTES so a missing route fails to compile.
// Only "/" is in the first download (the landing page; the builder that "/" shows a signed-in person loads lazily); every
// other page's code is fetched when it is first opened (lazyPage), which keeps the landing page fast on a phone.
import type { ComponentType } from "react";
import type { TRoute } from "@courtready/contracts";
import { lazyPage } from "../features/pwa/lazyPage.tsx";
import HomePage from "./Home.tsx";

export const ROUTE_COMPONENTS: Record<TRoute, ComponentType> = {
  "/": HomePage,
  "/create": lazyPage(() => import("./Create.tsx")),
  "/new-binder": lazyPage(() => import("./NewBinder.tsx")),
  "/dashboard": lazyPage(() => import("./Dashboard.tsx")),
  "/file-library": lazyPage(() => import("./FileLibrary.tsx")),
  "/binder-type/:type": lazyPage(() => import("./BinderType.tsx")),
  "/project-edit/:id": lazyPage(() => import("./ProjectEdit.tsx")),
  "/help": lazyPage(() => import("./Help.tsx")),
  "/file-formats": lazyPage(() => import("./FileFormats.tsx")),
  "/court-information": lazyPage(() => import("./CourtInformation.tsx")),
  "/courts": lazyPage(() => import("./Courts.tsx")),
  "/terms": lazyPage(() => import("./Terms.tsx")),
  "/privacy": lazyPage(() => import("./Privacy.tsx")),
  "/sitemap": lazyPage(() => import("./Sitemap.tsx")),
  "/about": lazyPage(() => import("./About.tsx")),
  "/contact": lazyPage(() => import("./Contact.tsx")),
  "/login": lazyPage(() => import("./Login.tsx")),
  "/signup": lazyPage(() => import("./Signup.tsx")),
  "/membership": lazyPage(() => import("./Membership.tsx")),
  "/test-analytics": lazyPage(() => import("./TestAnalytics.tsx")),
};
