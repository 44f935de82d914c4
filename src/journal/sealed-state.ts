/**
 * A state the backend refused, sealed for a durable store. `errored.tfstate` holds every value
 * of the state — secrets included — in plain text, so it never goes to a durable store as it
 * is: it is sealed with AES-256-GCM under a key derived (scrypt, files/seal-key.ts) from the
 * plan key, a secret only the pipeline has, in the envelope of files/sealed-envelope.ts after
 * the line `stackgate-sealed-state v1`.
 *
 * The envelope's record is the copy's (project, stack, workdir, the run that could not write
 * it, when it was kept) and its payload the state's bytes, so a copy of another stack or run, or
 * one that was altered, never opens as this one.
 */
import { SEAL_KDF } from "../files/seal-key.js";
import { openEnvelope, SEAL_TAG_BYTES, sealEnvelope } from "../files/sealed-envelope.js";
import type { JournalKey } from "./entries.js";

const MAGIC = "stackgate-sealed-state v1\n";

/** Whose state a sealed copy is: the stack it belongs to and the run that could not write it. */
export interface SealedStateRecord {
  project: string;
  stack: string;
  workdir: string;
  runId: string;
  keptAt: string;
}

/** What a sealed copy holds, for messages: the errored state, or a stack's open items. */
export interface SealedContent {
  name: string;
  holds: string;
}

const ERRORED_STATE: SealedContent = {
  name: "errored state",
  holds: "the state the backend refused",
};

/** Why a sealed state cannot be opened; the message says what to do. */
export class SealedStateError extends Error {}

/** The sealed bytes of `state` (the errored state's file content) under `secret`. */
export function sealState(record: SealedStateRecord, state: Buffer, secret: string): Buffer {
  return sealEnvelope(MAGIC, record, state, secret);
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
  what: SealedContent = ERRORED_STATE,
): { record: SealedStateRecord; state: Buffer } {
  const fail = (why: string) =>
    new SealedStateError(
      `the sealed ${what.name} kept at ${where} cannot be used: ${why}. It is left in place; ` +
        `restore it by hand if it is yours (it holds ${what.holds}).`,
    );
  if (bytes.subarray(0, MAGIC.length).toString("latin1") !== MAGIC)
    throw fail("it is not a sealed state");
  const end = bytes.indexOf(0x0a, MAGIC.length);
  if (end < 0 || bytes.length < end + 1 + 4 + SEAL_TAG_BYTES) throw fail("it is cut short");
  let header: { salt?: unknown; iv?: unknown; n?: unknown; r?: unknown; p?: unknown };
  try {
    header = JSON.parse(bytes.subarray(MAGIC.length, end).toString("utf8")) as typeof header;
  } catch {
    throw fail("its header is not JSON");
  }
  const { n, r, p } = SEAL_KDF;
  if (header.n !== n || header.r !== r || header.p !== p) throw fail("unknown key derivation");
  if (typeof header.salt !== "string" || typeof header.iv !== "string") throw fail("no salt or iv");
  const opened = openEnvelope(
    bytes,
    end + 1,
    { salt: Buffer.from(header.salt, "base64"), iv: Buffer.from(header.iv, "base64") },
    secret,
  );
  if (opened === null) {
    throw fail(
      "it does not decrypt and authenticate with the plan key (a different key sealed it, or it was altered)",
    );
  }
  const record = JSON.parse(opened.recordJson) as SealedStateRecord;
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
  return { record, state: opened.payload };
}
