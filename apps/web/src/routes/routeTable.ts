// One page component per path of the spec's route table; typed against ROUTES so a missing route fails to compile.
import type { ComponentType } from "react";
import type { TRoute } from "@courtready/contracts";
import AboutPage from "./About.tsx";
import BinderTypePage from "./BinderType.tsx";
import ContactPage from "./Contact.tsx";
import CourtInformationPage from "./CourtInformation.tsx";
import CourtsPage from "./Courts.tsx";
import CreatePage from "./Create.tsx";
import DashboardPage from "./Dashboard.tsx";
import FileFormatsPage from "./FileFormats.tsx";
import FileLibraryPage from "./FileLibrary.tsx";
import HelpPage from "./Help.tsx";
import HomePage from "./Home.tsx";
import LoginPage from "./Login.tsx";
import MembershipPage from "./Membership.tsx";
import NewBinderPage from "./NewBinder.tsx";
import PrivacyPage from "./Privacy.tsx";
import ProjectEditPage from "./ProjectEdit.tsx";
import SignupPage from "./Signup.tsx";
import SitemapPage from "./Sitemap.tsx";
import TermsPage from "./Terms.tsx";
import TestAnalyticsPage from "./TestAnalytics.tsx";

export const ROUTE_COMPONENTS: Record<TRoute, ComponentType> = {
  "/": HomePage,
  "/create": CreatePage,
  "/new-binder": NewBinderPage,
  "/dashboard": DashboardPage,
  "/file-library": FileLibraryPage,
  "/binder-type/:type": BinderTypePage,
  "/project-edit/:id": ProjectEditPage,
  "/help": HelpPage,
  "/file-formats": FileFormatsPage,
  "/court-information": CourtInformationPage,
  "/courts": CourtsPage,
  "/terms": TermsPage,
  "/privacy": PrivacyPage,
  "/sitemap": SitemapPage,
  "/about": AboutPage,
  "/contact": ContactPage,
  "/login": LoginPage,
  "/signup": SignupPage,
  "/membership": MembershipPage,
  "/test-analytics": TestAnalyticsPage,
};
