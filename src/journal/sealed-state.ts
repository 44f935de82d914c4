/**
 * A state the backend refused, sealed for a durable store. `errored.tfstate` holds every value
 * of the state — secrets included — in plain text, so it never goes to a durable store as it
 * is: it is sealed with AES-256-GCM under a key derived (scrypt, files/seal-key.ts) from the
 * plan key, a secret only the pipeline has.
 *
 *   line 1  `stackgate-sealed-state v1`
 *   line 2  JSON header: cipher, kdf parameters, salt and iv (base64)
 *   rest    ciphertext, then its 16-byte tag; the two header lines are the additional
 *           authenticated data
 *
 * The plaintext is the copy's record (4-byte big-endian length, then its JSON: project, stack,
 * workdir, the run that could not write it, when it was kept) followed by the state's bytes, so
 * a copy of another stack or run, or one that was altered, never opens as this one.
 */
import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { deriveSealKey, SEAL_KDF } from "../files/seal-key.js";
import type { JournalKey } from "./entries.js";

const MAGIC = "stackgate-sealed-state v1\n";
const TAG_BYTES = 16;

/** Whose state a sealed copy is: the stack it belongs to and the run that could not write it. */
export interface SealedStateRecord {
  project: string;
  stack: string;
  workdir: string;
  runId: string;
  keptAt: string;
}

/** Why a sealed state cannot be opened; the message says what to do. */
export class SealedStateError extends Error {}

/** The sealed bytes of `state` (the errored state's file content) under `secret`. */
export function sealState(record: SealedStateRecord, state: Buffer, secret: string): Buffer {
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
  const aad = Buffer.from(`${MAGIC}${JSON.stringify(header)}\n`, "utf8");
  const cipher = createCipheriv("aes-256-gcm", deriveSealKey(secret, salt), iv);
  cipher.setAAD(aad);
  const body = Buffer.concat([
    cipher.update(length),
    cipher.update(recordJson),
    cipher.update(state),
  ]);
  return Buffer.concat([aad, body, cipher.final(), cipher.getAuthTag()]);
}

/**
 * Opens a sealed state kept at `where` for `key`: decrypts and authenticates it, and checks it
 * is this stack's. Throws SealedStateError naming the copy and what to do.
 */
export function openSealedState(
  bytes: Buffer,
  secret: string,
  key: Pick<JournalKey, "project" | "stack" | "workdir">,
  where: string,
): { record: SealedStateRecord; state: Buffer } {
  const fail = (why: string) =>
    new SealedStateError(
      `the sealed errored state kept at ${where} cannot be used: ${why}. It is left in place; ` +
        "restore it by hand if it is yours (it holds the state the backend refused).",
    );
  if (bytes.subarray(0, MAGIC.length).toString("latin1") !== MAGIC)
    throw fail("it is not a sealed state");
  const end = bytes.indexOf(0x0a, MAGIC.length);
  if (end < 0 || bytes.length < end + 1 + 4 + TAG_BYTES) throw fail("it is cut short");
  let header: { salt?: unknown; iv?: unknown; n?: unknown; r?: unknown; p?: unknown };
  try {
    header = JSON.parse(bytes.subarray(MAGIC.length, end).toString("utf8")) as typeof header;
  } catch {
    throw fail("its header is not JSON");
  }
  const { n, r, p } = SEAL_KDF;
  if (header.n !== n || header.r !== r || header.p !== p) throw fail("unknown key derivation");
  if (typeof header.salt !== "string" || typeof header.iv !== "string") throw fail("no salt or iv");
  const aad = bytes.subarray(0, end + 1);
  const decipher = createDecipheriv(
    "aes-256-gcm",
    deriveSealKey(secret, Buffer.from(header.salt, "base64")),
    Buffer.from(header.iv, "base64"),
  );
  decipher.setAAD(aad);
  decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
  let plain: Buffer;
  try {
    plain = Buffer.concat([
      decipher.update(bytes.subarray(end + 1, bytes.length - TAG_BYTES)),
      decipher.final(),
    ]);
  } catch {
    throw fail(
      "it does not decrypt and authenticate with the plan key (a different key sealed it, or it was altered)",
    );
  }
  const length = plain.readUInt32BE(0);
  const record = JSON.parse(plain.subarray(4, 4 + length).toString("utf8")) as SealedStateRecord;
  if (
    record.project !== key.project ||
    record.stack !== key.stack ||
    record.workdir !== key.workdir
  ) {
    throw fail(
      `it belongs to project ${JSON.stringify(record.project)}, stack ${JSON.stringify(record.stack)}, ` +
        `workdir ${JSON.stringify(record.workdir)}, not this one`,
    );
  }
  return { record, state: plain.subarray(4 + length) };
}
