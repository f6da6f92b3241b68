// Browser entry point: mounts the app into #root, and in production registers the offline service worker.
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./App.tsx";
// Before the first render, so it is already in the reader's language.
import "./i18n/index.ts";
import { registerServiceWorker } from "./features/pwa/registerServiceWorker.ts";
import "./styles.css";

const root = document.getElementById("root");
if (!root) throw new Error("CourtReady: the page has no #root element to mount into.");

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// Only the built app has /sw.js next to its hashed files; the dev server's modules must never be cached.
if (import.meta.env.PROD) registerServiceWorker();
