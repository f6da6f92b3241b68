// Browser entry point: mounts the app into #root.
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./App.tsx";
import "./styles.css";

const root = document.getElementById("root");
if (!root) throw new Error("CourtReady: the page has no #root element to mount into.");

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
