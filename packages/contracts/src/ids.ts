// The one rule for a record id in a URL path (issue 20 "Architecture"): every id our code makes is a UUID v4, but
// the path accepts any short non-empty string so that a mistyped or foreign id is "not found" (404), never a
// validation error that would tell ids and non-ids apart.
import { z } from "zod";

export const ZId = z.string().min(1).max(64);
export const ZIdParams = z.object({ id: ZId });
export type TIdParams = z.infer<typeof ZIdParams>;
