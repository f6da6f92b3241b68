// A tab for a PDF that is still being built: opened inside the click, so a pop-up blocker lets it through, then
// pointed at the PDF once it is ready, or closed if the build failed.

export interface LaterTab {
  /** Shows `url` in the tab (or a new one, if the browser refused to open it), with no way back to this page. */
  show(url: string): void;
  close(): void;
}

export function openLaterTab(): LaterTab {
  const tab = window.open("about:blank", "_blank");
  return {
    show(url) {
      if (tab) {
        tab.opener = null;
        tab.location.href = url;
      } else window.open(url, "_blank", "noopener");
    },
    close() {
      tab?.close();
    },
  };
}
