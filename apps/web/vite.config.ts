// Vite build and dev server for the CourtReady web app: React + Tailwind, output in apps/web/dist, /api proxied to the server.
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";

// The API server listens here in development; the dev server and `vite preview` forward /api to it so that the
// session and CSRF cookies stay first-party, exactly as they are when the server serves the built app itself.
const API_ORIGIN = "http://localhost:3000";

export default defineConfig({
  plugins: [react(), tailwindcss()],
  // outDir is relative to the project root, which is apps/web both for `npm run build --workspace @courtready/web`
  // and for `vite build apps/web` from the repository root.
  build: { outDir: "dist", emptyOutDir: true },
  server: { proxy: { "/api": { target: API_ORIGIN, changeOrigin: false } } },
  preview: { proxy: { "/api": { target: API_ORIGIN, changeOrigin: false } } },
});
