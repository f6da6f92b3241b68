// The one error shape every API response uses: `{ "message": "..." }` with a fitting HTTP status.
import { z } from "zod";

export const ZErrorResponse = z.object({ message: z.string() });
export type TErrorResponse = z.infer<typeof ZErrorResponse>;
