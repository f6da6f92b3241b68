// WCAG 2.2's target size minimum (2.5.8) as a script to run in the page: every target the person can press or tap is
// at least 24 × 24 CSS px, or meets one of the rule's exceptions as written:
// - Spacing: a 24 px circle centred on the target touches no other target, nor another small target's circle.
// - Inline: a link inside a sentence, sized by the line of text around it.
// - Equivalent: a checkbox or radio inside its <label>, which toggles it and is itself at least 24 px high.
// Targets nobody can see (a screen-reader-only skip link until focused, a hidden file input behind its button) are
// not targets for a pointer and are left out.

/** A script for page.evaluate: the targets that fail, each as "TAG text WIDTHxHEIGHT". */
export const SMALL_TARGETS = `(() => {
  const SELECTOR = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [role="checkbox"], [role="tab"], [role="menuitem"], [tabindex]:not([tabindex="-1"])';
  const visible = (el) => {
    const style = getComputedStyle(el);
    if (style.visibility === "hidden" || style.display === "none" || el.closest("[inert], [aria-hidden='true']")) return false;
    const box = el.getBoundingClientRect();
    // Screen-reader-only (1 px, clipped) and opacity-0 inputs under a styled label are not what a finger aims at.
    if (box.width <= 1 || box.height <= 1 || parseFloat(style.opacity) === 0) return false;
    return true;
  };
  const targets = [...document.querySelectorAll(SELECTOR)].filter(visible);
  const boxes = new Map(targets.map((el) => [el, el.getBoundingClientRect()]));
  const small = (box) => box.width < 23.5 || box.height < 23.5;
  const centre = (box) => ({ x: box.left + box.width / 2, y: box.top + box.height / 2 });
  const distanceToBox = (p, box) => {
    const dx = Math.max(box.left - p.x, 0, p.x - box.right);
    const dy = Math.max(box.top - p.y, 0, p.y - box.bottom);
    return Math.hypot(dx, dy);
  };
  const inSentence = (el) => {
    if (el.tagName !== "A" || getComputedStyle(el).display !== "inline") return false;
    const block = el.parentElement;
    if (!block) return false;
    const own = (el.textContent || "").trim().length;
    return (block.textContent || "").trim().length > own;
  };
  const labelled = (el) => {
    if (!(el instanceof HTMLInputElement) || !["checkbox", "radio"].includes(el.type)) return false;
    const label = el.closest("label") || (el.id && document.querySelector('label[for="' + CSS.escape(el.id) + '"]'));
    return !!label && label.getBoundingClientRect().height >= 23.5;
  };
  const failures = [];
  for (const el of targets) {
    const box = boxes.get(el);
    if (!small(box) || inSentence(el) || labelled(el)) continue;
    const c = centre(box);
    const crowded = targets.some((other) => {
      if (other === el || other.contains(el) || el.contains(other)) return false;
      const otherBox = boxes.get(other);
      if (distanceToBox(c, otherBox) < 12) return true;
      if (!small(otherBox)) return false;
      const o = centre(otherBox);
      return Math.hypot(c.x - o.x, c.y - o.y) < 24;
    });
    if (crowded) {
      const text = (el.getAttribute("aria-label") || el.textContent || el.getAttribute("name") || "").trim().slice(0, 40);
      failures.push(el.tagName + " " + text + " " + Math.round(box.width) + "x" + Math.round(box.height));
    }
  }
  return failures;
})()`;
