/**
 * The key derivation every stackgate seal uses (the sealed plan, the sealed errored state):
 * scrypt with the cost, block size and parallelism below, from a secret only the pipeline has
 * (the plan key), into a 256-bit AES-GCM key.
 */
import { scryptSync } from "node:crypto";

export const SEAL_KDF = { n: 32_768, r: 8, p: 1 } as const;
/** scrypt needs 128·N·r bytes; leave room above it. */
const MAX_MEM = 64 * 1024 * 1024;

/** The 32-byte key for `secret` and `salt`; `cost` is scrypt's N (SEAL_KDF.n unless told). */
export function deriveSealKey(secret: string, salt: Buffer, cost: number = SEAL_KDF.n): Buffer {
  const { r, p } = SEAL_KDF;
  return scryptSync(Buffer.from(secret, "utf8"), salt, 32, { N: cost, r, p, maxmem: MAX_MEM });
}
