// The one rule for comparing e-mail addresses: accounts are unique on it, and invitations and the account deletion
// check compare with it.

/** Lower-cased, trimmed e-mail: the key accounts are unique on. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
