// Password hashing with argon2id (memory-hard), and a dummy verification that keeps unknown e-mails as slow
// as known ones so response time does not reveal which accounts exist.
import argon2 from "argon2";

// OWASP's argon2id baseline is 19 MiB, 2 passes; we use 64 MiB and 3 passes (the library's defaults) — ~60 ms here.
const OPTIONS = { type: argon2.argon2id, memoryCost: 65_536, timeCost: 3, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, OPTIONS);
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    // A malformed stored hash must not sign anyone in, nor crash the request.
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** Spends the same effort as a real verification, for accounts that do not exist or have no password. */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword("courtready-dummy-password-1");
  await verifyPassword(await dummyHash, password);
  return false;
}
