/**
 * The sealed plan artifact. A saved plan holds every value of the plan in plain text —
 * Terraform writes sensitive variables, outputs and resource attributes into the plan file
 * unencrypted — and CI hands it between jobs as an artifact that anyone who can read the
 * repository may download. With a plan key (`STACKGATE_PLAN_KEY`, input `plan-key`, variable
 * `PLAN_KEY`) `preview` replaces the plan file with a sealed one: the envelope of
 * files/sealed-envelope.ts after the line `stackgate-sealed-plan v2`.
 *
 * The envelope's record is the plan record and its payload the plan file's bytes, so the record that names digest, commit, workdir and stack is
 * authenticated together with the plan. `up` opens it into a private temporary file (0600 in a
 * 0700 directory, removed after the run) and restores the authenticated record; a plan that
 * fails to decrypt or authenticate, or is not sealed although a key is set, is never applied.
 *
 * For Terraform and OpenTofu the sealed record also carries the change set the preview read
 * from the plan (`terraform show -json`) and the sha256 of the plan's bytes. A plan that
 * authenticates holds exactly the bytes the preview showed, so `up` takes the change set from
 * the record instead of showing the plan again, and still recomputes the digest from it. A
 * plan that is not sealed has no such shortcut: its record is as writable as the plan itself.
 *
 * Version 1 headers also said N = 32768, but the key was derived with Node's default cost
 * (16384): Node's scrypt reads the cost from `N` or `cost`, and v1 passed `n`, which it ignores.
 * Version 2 derives with the cost its header names; a v1 artifact (sealed by an older
 * stackgate, e.g. a preview made before an upgrade) still opens, with the cost it was sealed with.
 */
import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { writeFileAtomically } from "../files/atomic-file.js";
import { SEAL_KDF } from "../files/seal-key.js";
import { openEnvelope, SEAL_TAG_BYTES, sealEnvelope } from "../files/sealed-envelope.js";
import type { ChangeSet } from "../model/change.js";
import { readPlanRecord, writePlanRecord, type PlanRecord } from "./plan-artifact.js";

const MAGIC = "stackgate-sealed-plan v2\n";
const MAGIC_V1 = "stackgate-sealed-plan v1\n";
const KDF = SEAL_KDF;
/** The cost a v1 artifact was really sealed with, whatever its header says (see above). */
const V1_COST = 16_384;

interface SealHeader {
  cipher: "aes-256-gcm";
  kdf: "scrypt";
  n: number;
  r: number;
  p: number;
  salt: string;
  iv: string;
}

/** Why a sealed plan cannot be opened; the message says what to do. */
export class PlanSealError extends Error {}

/** True when `file` starts like a sealed plan. */
export function isSealed(file: string): boolean {
  try {
    const start = readFileSync(file).subarray(0, MAGIC.length).toString("latin1");
    return start === MAGIC || start === MAGIC_V1;
  } catch {
    return false;
  }
}

/**
 * What stays readable beside a sealed plan: the fields gates and `status` read before opening
 * it. Anything else a record may carry (now or later, e.g. a per-plan secret) is only inside
 * the sealed file, and `openPlanArtifact` restores it.
 */
const CLEAR_FIELDS = [
  "version",
  "digest",
  "planFile",
  "engine",
  "engineVersion",
  "workdir",
  "workdirInCheckout",
  "stack",
  "mode",
  "commit",
  "createdAt",
  "hasChanges",
  "summary",
] as const satisfies ReadonlyArray<keyof PlanRecord>;

function clearRecord(record: PlanRecord): PlanRecord {
  const clear: Record<string, unknown> = {};
  for (const field of CLEAR_FIELDS) if (record[field] !== undefined) clear[field] = record[field];
  return clear as unknown as PlanRecord;
}

/** sha256 (hex) of a plan file's bytes. */
export function planBytesSha256(plan: Buffer): string {
  return createHash("sha256").update(plan).digest("hex");
}

/**
 * Seals `record.planFile` in place (plan + record, authenticated together) and leaves only the
 * record's public fields in clear beside it. `reviewed`: the change set the preview read from
 * this plan, kept (with the plan bytes' sha256) only inside the seal.
 */
export function sealPlanFile(record: PlanRecord, planKey: string, reviewed?: ChangeSet): void {
  const plan = readFileSync(record.planFile);
  const inside: PlanRecord = reviewed
    ? { ...record, planSha256: planBytesSha256(plan), changeSet: reviewed }
    : record;
  writeFileAtomically(record.planFile, sealPlanBytes(inside, plan, planKey));
  writePlanRecord(clearRecord(record));
}

/** The sealed artifact's bytes for `plan` with `record` inside (the format above). */
export function sealPlanBytes(record: PlanRecord, plan: Buffer, planKey: string): Buffer {
  return sealEnvelope(MAGIC, record, plan, planKey);
}

function readHeader(
  bytes: Buffer,
  file: string,
): { header: SealHeader; aadLength: number; cost: number } {
  const end = bytes.indexOf(0x0a, MAGIC.length);
  const corrupt = (why: string) =>
    new PlanSealError(
      `the sealed plan "${file}" is damaged (${why}): download the preview's plan artifact again, or run the preview again.`,
    );
  if (end < 0 || end > MAGIC.length + 1024) throw corrupt("no header line");
  let value: unknown;
  try {
    value = JSON.parse(bytes.subarray(MAGIC.length, end).toString("utf8"));
  } catch {
    throw corrupt("the header is not JSON");
  }
  const h = value as Partial<SealHeader> | null;
  const salt = typeof h?.salt === "string" ? Buffer.from(h.salt, "base64") : Buffer.alloc(0);
  const iv = typeof h?.iv === "string" ? Buffer.from(h.iv, "base64") : Buffer.alloc(0);
  if (
    h?.cipher !== "aes-256-gcm" ||
    h.kdf !== "scrypt" ||
    h.n !== KDF.n ||
    h.r !== KDF.r ||
    h.p !== KDF.p ||
    salt.length !== 16 ||
    iv.length !== 12
  ) {
    throw corrupt("unknown cipher, key derivation or parameters");
  }
  if (bytes.length < end + 1 + 4 + SEAL_TAG_BYTES) throw corrupt("too short");
  const v1 = bytes.subarray(0, MAGIC_V1.length).toString("latin1") === MAGIC_V1;
  return { header: h as SealHeader, aadLength: end + 1, cost: v1 ? V1_COST : KDF.n };
}

/** Decrypts and authenticates a sealed plan: its record and the plan bytes. */
export function openSealedPlan(
  file: string,
  planKey: string,
): { record: PlanRecord; plan: Buffer } {
  const bytes = readFileSync(file);
  const { header, aadLength, cost } = readHeader(bytes, file);
  const opened = openEnvelope(
    bytes,
    aadLength,
    { salt: Buffer.from(header.salt, "base64"), iv: Buffer.from(header.iv, "base64"), cost },
    planKey,
  );
  if (opened === null) {
    throw new PlanSealError(
      `the sealed plan "${file}" could not be decrypted and authenticated with the plan key: ` +
        "the key differs from the one the preview sealed it with, or the artifact was altered.",
    );
  }
  let record: PlanRecord;
  try {
    record = JSON.parse(opened.recordJson) as PlanRecord;
  } catch {
    throw new PlanSealError(`the sealed plan "${file}" holds no readable plan record.`);
  }
  return { record, plan: opened.payload };
}

/** A plan ready for the engine: its path, and what removes a decrypted copy after the run. */
export interface OpenedPlan {
  planFile: string;
  dispose(): void;
  /**
   * The change set the preview read from exactly these plan bytes: set only for a sealed plan
   * that authenticated and whose bytes hash to the sha256 its sealed record names.
   */
  reviewed?: ChangeSet;
  /** With `reviewed`: the sha256 (hex) of the plan bytes it was read from. */
  reviewedSha256?: string;
}

/** The sealed record's change set, when it names the sha256 of these very plan bytes. */
function reviewedChangeSet(record: PlanRecord, plan: Buffer): ChangeSet | undefined {
  const { planSha256, changeSet } = record;
  if (typeof planSha256 !== "string" || typeof changeSet !== "object" || changeSet === null) {
    return undefined;
  }
  return planSha256 === planBytesSha256(plan) ? changeSet : undefined;
}

/**
 * The saved plan `up` may apply. With a plan key, the plan must be sealed: it is opened into a
 * private temporary file and its authenticated record replaces the one beside it. Without a
 * key, a sealed plan is refused (it cannot be read), a plain one is used as it is.
 */
export function openPlanArtifact(planFile: string, planKey: string | undefined): OpenedPlan {
  const sealed = isSealed(planFile);
  if (planKey === undefined) {
    if (!sealed) return { planFile, dispose: () => undefined };
    throw new PlanSealError(
      `the saved plan "${planFile}" is sealed (encrypted), but no plan key is set: set STACKGATE_PLAN_KEY ` +
        "(Action: input plan-key; Pipe: variable PLAN_KEY) to the key the preview used.",
    );
  }
  if (!sealed) {
    throw new PlanSealError(
      `a plan key is set, but the saved plan "${planFile}" is not sealed: it was not made by a preview with this key, ` +
        "or it was replaced. Hand over the sealed plan the preview wrote (run the preview with the same plan key).",
    );
  }
  const { record, plan } = openSealedPlan(planFile, planKey);
  const dir = mkdtempSync(path.join(os.tmpdir(), "stackgate-plan-"));
  const opened = path.join(dir, path.basename(planFile));
  writeFileSync(opened, plan, { mode: 0o600 });
  // The change set stays inside the seal: its unpublished `sealed` hashes are for the digest only.
  const restored: PlanRecord = { ...record };
  delete restored.changeSet;
  delete restored.planSha256;
  const current = readPlanRecord(planFile);
  if (JSON.stringify(current) !== JSON.stringify({ ...restored, planFile })) {
    writePlanRecord({ ...restored, planFile });
  }
  const reviewed = reviewedChangeSet(record, plan);
  return {
    planFile: opened,
    dispose: () => rmSync(dir, { recursive: true, force: true }),
    ...(reviewed ? { reviewed, reviewedSha256: planBytesSha256(plan) } : {}),
  };
}
