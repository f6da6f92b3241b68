// The sign-in check (issue 42, finding 6): when the server answers a sign-in with a challenge (this browser is new to
// the account, and the network or the account has had many failed sign-ins), the page solves it here — SHA-256
// tries until the hash starts with the asked-for zero bits, a second or two — and sends the sign-in again with it.
import { proofHashOk, ZLoginRefused } from "@courtready/contracts";
import type { TLoginProof, TLoginRequest, TLoginResponse } from "@courtready/contracts";
import { apiJson, errorStatus } from "../../api/client.ts";

/** The challenge in a refused sign-in's body, or null when the refusal is of another kind (a wait, a wrong password). */
export function loginCheckOf(error: unknown): { challenge: string; difficulty: number } | null {
  if (errorStatus(error) !== 429 || !(error instanceof Error)) return null;
  try {
    const body = ZLoginRefused.safeParse(JSON.parse(error.message.replace(/^\d{3}: /, "")));
    return body.success ? (body.data.check ?? null) : null;
  } catch {
    return null;
  }
}

function hex(buffer: ArrayBuffer): string {
  return Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** Finds a nonce for the challenge with the browser's own SHA-256 (WebCrypto), in batches so the page stays alive. */
export async function solveLoginCheck(challenge: string, difficulty: number): Promise<TLoginProof> {
  const encoder = new TextEncoder();
  for (let start = 0; ; start += 256) {
    const tries = Array.from({ length: 256 }, (_, i) => (start + i).toString(36));
    const digests = await Promise.all(
      tries.map((nonce) => crypto.subtle.digest("SHA-256", encoder.encode(`${challenge}:${nonce}`))),
    );
    const found = digests.findIndex((digest) => proofHashOk(hex(digest), difficulty));
    if (found >= 0) return { challenge, nonce: tries[found]! };
  }
}

/**
 * Signs in; when the server asks for the check, tells the caller (so the page can say so), solves it and signs in
 * once more with it. Any other refusal is thrown as it came.
 */
export async function logInWithCheck(body: TLoginRequest, onChecking: () => void): Promise<TLoginResponse> {
  try {
    return await apiJson<TLoginResponse>("POST", "/api/auth/login", body);
  } catch (error) {
    const check = loginCheckOf(error);
    if (!check) throw error;
    onChecking();
    const proof = await solveLoginCheck(check.challenge, check.difficulty);
    return apiJson<TLoginResponse>("POST", "/api/auth/login", { ...body, proof });
  }
}
