// A court's phone number and website as the directory shows them, on its card and its row: only a sourced value,
// the phone as a tel: link when it dials, the website as an external link with its short address.
import type { ReactNode } from "react";
import type { TCourtPreset } from "@courtready/contracts";
import { ExternalLink } from "../shared/ExternalLink.tsx";
import { displayUrl, sourced, telHref } from "./directory.ts";

/** The sourced phone number, a tel: link when it dials; null when the directory has no source for it. */
export function phoneValue(preset: TCourtPreset): ReactNode | null {
  const phone = sourced(preset, "phone", preset.phone);
  const tel = phone ? telHref(phone) : null;
  return phone && tel ? (
    <a href={tel} className="font-medium text-blue-800 underline underline-offset-2 hover:text-blue-950">
      {phone}
    </a>
  ) : (
    phone
  );
}

/** The sourced website as an external link; null when the directory has no source for it. */
export function websiteValue(preset: TCourtPreset): ReactNode | null {
  const website = sourced(preset, "website", preset.website);
  return website ? <ExternalLink href={website}>{displayUrl(website)}</ExternalLink> : null;
}
