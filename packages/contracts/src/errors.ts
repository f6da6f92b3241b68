// The one error shape every API response uses: `{ "message": "..." }` with a fitting HTTP status.
import { z } from "zod";

export const ZErrorResponse = z.object({ message: z.string() });
export type TErrorResponse = z.infer<typeof ZErrorResponse>;

/** The answer (HTTP 507) when the disk or the database is full: said as such, never as a generic failure. */
export const OUT_OF_SPACE_MESSAGE =
  "The service is out of storage space right now, so your files could not be saved. Nothing was charged; please try again later.";
