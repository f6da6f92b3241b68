// Where one person's resumable uploads live in storage, and how their ids look, in one place for the routes, the
// claim and the maintenance sweep.

/** An upload id as the server names it: 32 hex digits (16 random bytes). */
export const RESUMABLE_ID = /^[0-9a-f]{32}$/;

/** The folder of one person's resumable uploads. */
export function resumableFolder(userId: string): string {
  return `users/${userId}/resumable`;
}

/** The storage key of one upload of this person, or undefined for an id that cannot be one. */
export function resumableKey(userId: string, id: string): string | undefined {
  return RESUMABLE_ID.test(id) ? `${resumableFolder(userId)}/${id}` : undefined;
}

/** The stores' own files beside an upload: its description (file store .json, S3 .info) and S3's unfinished part. */
export const RESUMABLE_SIDECARS = [".json", ".info", ".part"] as const;

export function isResumableSidecar(name: string): boolean {
  return RESUMABLE_SIDECARS.some((suffix) => name.endsWith(suffix));
}
