// Registers /sw.js (public/sw.js: the offline app shell) once the page has loaded, so that the worker's first
// downloads never compete with the page's own. Production builds only (main.tsx checks); browsers without service
// workers, or that refuse one (private windows, blocked storage), simply go without: that is logged, never shown.

export const SERVICE_WORKER_URL = "/sw.js";

export function registerServiceWorker(): void {
  if (typeof navigator === "undefined" || !("serviceWorker" in navigator)) return;
  const register = () => {
    try {
      navigator.serviceWorker
        .register(SERVICE_WORKER_URL, { scope: "/" })
        .catch((error: unknown) => logSkipped(error));
    } catch (error) {
      // Some browsers throw instead of rejecting when storage is blocked.
      logSkipped(error);
    }
  };
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}

function logSkipped(error: unknown): void {
  // eslint-disable-next-line no-console -- a debugging note, never shown to the person using the site
  console.debug("CourtReady: offline support is not available in this browser.", error);
}
