// How the app tells a person that a call to the server failed: a red toast with the server's own words (its
// `{ "message": … }`), or the caller's fallback when the server said nothing fit to show.
import { serverMessage } from "../../api/client.ts";
import { toast } from "../../components/ui/toastStore.ts";

/** Shows `title` and the server's message in `error` (`fallback` when there is none) as a failure; its toast id. */
export function toastFailure(title: string, error: unknown, fallback: string): number {
  return toast({ title, description: serverMessage(error, fallback), variant: "destructive" });
}
