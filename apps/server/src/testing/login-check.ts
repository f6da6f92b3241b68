// Test helper: solves a sign-in check as the browser does (apps/web's solveLoginCheck), with node:crypto.
import { createHash } from "node:crypto";
import { proofHashOk } from "@courtready/contracts";
import type { TLoginProof } from "@courtready/contracts";

export function solveChallenge(challenge: string, difficulty: number): TLoginProof {
  for (let n = 0; ; n++) {
    const nonce = n.toString(36);
    const digest = createHash("sha256").update(`${challenge}:${nonce}`).digest("hex");
    if (proofHashOk(digest, difficulty)) return { challenge, nonce };
  }
}
