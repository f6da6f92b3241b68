// The app's providers and routes: every path of ROUTES inside the shared layout, then the not-found page; page
// views are counted on every route change (pathname only).
import { QueryClientProvider } from "@tanstack/react-query";
import { BrowserRouter, Route, Routes } from "react-router-dom";
import { FORGOT_PASSWORD_PATH, RESET_PASSWORD_PATH, ROUTES } from "@courtready/contracts";
import { queryClient } from "./api/queryClient.ts";
import { SiteLayout } from "./components/SiteLayout.tsx";
import { PageViewTracker } from "./features/shared/analytics/usePageViews.ts";
import NotFoundPage from "./routes/NotFound.tsx";
import { ROUTE_COMPONENTS } from "./routes/routeTable.ts";
import TestCheckoutPage from "./routes/TestCheckout.tsx";
import { lazyPage } from "./features/pwa/lazyPage.tsx";

// Fetched when first opened, like every page but the landing page.
const SharedProjectPage = lazyPage(() => import("./routes/SharedProject.tsx"));
const ForgotPasswordPage = lazyPage(() => import("./routes/ForgotPassword.tsx"));
const ResetPasswordPage = lazyPage(() => import("./routes/ResetPassword.tsx"));

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <PageViewTracker />
        <Routes>
          <Route element={<SiteLayout />}>
            {ROUTES.map((path) => {
              const Page = ROUTE_COMPONENTS[path];
              return <Route key={path} path={path} element={<Page />} />;
            })}
            {/* Not in the spec's table: the built-in test checkout, used only without a card provider. */}
            <Route path="/test-checkout/:id" element={<TestCheckoutPage />} />
            {/* Not in the spec's table: what a project share link opens (accounts-dashboard-and-pages.md §2.8). */}
            <Route path="/shared/:token" element={<SharedProjectPage />} />
            {/* Not in the spec's table: "Forgot password?" and the page its e-mail links to (issue 19, item 4). */}
            <Route path={FORGOT_PASSWORD_PATH} element={<ForgotPasswordPage />} />
            <Route path={RESET_PASSWORD_PATH} element={<ResetPasswordPage />} />
            <Route path="*" element={<NotFoundPage />} />
          </Route>
        </Routes>
      </BrowserRouter>
    </QueryClientProvider>
  );
}
