/**
 * The envelope every stackgate seal writes (the sealed plan, lifecycle/plan-seal.ts; the sealed
 * errored state, journal/sealed-state.ts):
 *
 *   line 1  the format's magic line
 *   line 2  JSON header: cipher, kdf parameters, salt and iv (base64)
 *   rest    AES-256-GCM ciphertext, then its 16-byte tag; the two header lines are the
 *           additional authenticated data
 *
 * The plaintext is a record (4-byte big-endian length, then its JSON) followed by the payload,
 * so the record and the bytes it describes are authenticated together. Reading the header, and
 * what a damaged one means, stays with each format.
 */
import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { deriveSealKey, SEAL_KDF } from "./seal-key.js";

export const SEAL_TAG_BYTES = 16;

/** The sealed bytes of `record` and `payload` under `secret`, after the magic line `magic`. */
export function sealEnvelope(
  magic: string,
  record: unknown,
  payload: Buffer,
  secret: string,
): Buffer {
  const recordJson = Buffer.from(JSON.stringify(record), "utf8");
  const length = Buffer.alloc(4);
  length.writeUInt32BE(recordJson.length);
  const salt = randomBytes(16);
  const iv = randomBytes(12);
  const header = {
    cipher: "aes-256-gcm",
    kdf: "scrypt",
    ...SEAL_KDF,
    salt: salt.toString("base64"),
    iv: iv.toString("base64"),
  };
  const aad = Buffer.from(`${magic}${JSON.stringify(header)}\n`, "utf8");
  const cipher = createCipheriv("aes-256-gcm", deriveSealKey(secret, salt), iv);
  cipher.setAAD(aad);
  const body = Buffer.concat([
    cipher.update(length),
    cipher.update(recordJson),
    cipher.update(payload),
  ]);
  return Buffer.concat([aad, body, cipher.final(), cipher.getAuthTag()]);
}

/**
 * Decrypts and authenticates the envelope whose header lines are `bytes[0, aadLength)`, with
 * the key scrypt (cost `cost`) derives from `secret` and `salt`. Null when it does not
 * authenticate (another key, or altered bytes); else the record's JSON text and the payload.
 */
export function openEnvelope(
  bytes: Buffer,
  aadLength: number,
  seal: { salt: Buffer; iv: Buffer; cost?: number },
  secret: string,
): { recordJson: string; payload: Buffer } | null {
  const decipher = createDecipheriv(
    "aes-256-gcm",
    deriveSealKey(secret, seal.salt, seal.cost),
    seal.iv,
  );
  decipher.setAAD(bytes.subarray(0, aadLength));
  decipher.setAuthTag(bytes.subarray(bytes.length - SEAL_TAG_BYTES));
  let plain: Buffer;
  try {
    plain = Buffer.concat([
      decipher.update(bytes.subarray(aadLength, bytes.length - SEAL_TAG_BYTES)),
      decipher.final(),
    ]);
  } catch {
    return null;
  }
  const length = plain.readUInt32BE(0);
  return {
    recordJson: plain.subarray(4, 4 + length).toString("utf8"),
    payload: plain.subarray(4 + length),
  };
}
