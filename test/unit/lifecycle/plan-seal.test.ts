/**
 * The sealed plan artifact (AES-256-GCM, key from the plan key): what it hides, and every way
 * of altering it is refused. Also the record binding of a handed-over plan (workdir relative
 * to the CI checkout).
 */
import { createCipheriv, createDecipheriv, randomBytes, scryptSync } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import {
  readPlanRecord,
  recordMismatch,
  writePlanRecord,
  type PlanRecord,
} from "../../../src/lifecycle/plan-artifact.js";
import {
  isSealed,
  openPlanArtifact,
  openSealedPlan,
  PlanSealError,
  sealPlanBytes,
  sealPlanFile,
} from "../../../src/lifecycle/plan-seal.js";
import { emptyChangeSet, summarize } from "../../../src/model/change.js";

const KEY = "k3y-0f-at-least-16-characters";
const SECRET_VALUE = "db-password-Zq81x";
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

function savedPlan(): { planFile: string; record: PlanRecord; plan: Buffer } {
  const dir = mkdtempSync(path.join(os.tmpdir(), "stackgate-seal-"));
  dirs.push(dir);
  const planFile = path.join(dir, "prod.tfplan");
  // Stands for a plan file: Terraform stores variable values (sensitive ones too) unencrypted.
  const plan = Buffer.from(`PK\u0003\u0004 variables: {"password":"${SECRET_VALUE}"}`);
  writeFileSync(planFile, plan);
  const record: PlanRecord = {
    version: 1,
    digest: `sha256:${"ab".repeat(32)}`,
    planFile,
    engine: "terraform",
    engineVersion: "1.11.4",
    workdir: dir,
    stack: "prod",
    mode: "normal",
    commit: "1a".repeat(20),
    createdAt: new Date().toISOString(),
    hasChanges: true,
    summary: summarize([], [], []),
  };
  writePlanRecord(record);
  return { planFile, record, plan };
}

function sealed(): { planFile: string; record: PlanRecord; plan: Buffer } {
  const saved = savedPlan();
  sealPlanFile(saved.record, KEY);
  return saved;
}

function sealError(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(PlanSealError);
    return (error as Error).message;
  }
  throw new Error("expected a PlanSealError");
}

describe("sealed plan", () => {
  it("hides the plan's values and opens to the same plan and record with the key", () => {
    const { planFile, record, plan } = sealed();
    const bytes = readFileSync(planFile);
    expect(isSealed(planFile)).toBe(true);
    expect(bytes.includes(Buffer.from(SECRET_VALUE))).toBe(false);
    expect(bytes.includes(Buffer.from(KEY))).toBe(false);
    const opened = openSealedPlan(planFile, KEY);
    expect(opened.plan.equals(plan)).toBe(true);
    expect(opened.record).toEqual(record);
  });

  it("keeps only the record's public fields in clear; opening restores the rest", () => {
    const saved = savedPlan();
    const withSecret = { ...saved.record, digestKey: "per-plan-secret-1234" } as PlanRecord;
    writePlanRecord(withSecret);
    sealPlanFile(withSecret, KEY);
    const clear = readFileSync(`${saved.planFile}.stackgate.json`, "utf8");
    expect(clear).not.toContain("per-plan-secret-1234");
    expect(readPlanRecord(saved.planFile)).toEqual(saved.record);
    const opened = openPlanArtifact(saved.planFile, KEY);
    expect(readPlanRecord(saved.planFile)).toEqual(withSecret);
    opened.dispose();
  });

  it("uses a fresh salt and iv each time: the same plan seals to different bytes", () => {
    const a = sealed();
    const b = savedPlan();
    writeFileSync(b.planFile, a.plan);
    sealPlanFile({ ...b.record, planFile: b.planFile }, KEY);
    expect(readFileSync(a.planFile).equals(readFileSync(b.planFile))).toBe(false);
  });

  it("refuses a wrong key", () => {
    const { planFile } = sealed();
    expect(sealError(() => openSealedPlan(planFile, `${KEY}x`))).toContain(
      "could not be decrypted and authenticated with the plan key",
    );
  });

  it("refuses any single altered byte: ciphertext, tag or header", () => {
    const { planFile } = sealed();
    const original = readFileSync(planFile);
    const headerEnd = original.indexOf(0x0a, original.indexOf(0x0a) + 1);
    const positions = [
      original.length - 1, // tag
      original.length - 20, // ciphertext end (the plan)
      headerEnd + 2, // ciphertext start (the record length)
      headerEnd - 3, // the header's base64 iv, inside the authenticated data
    ];
    for (const at of positions) {
      const altered = Buffer.from(original);
      altered[at] = (altered[at] ?? 0) ^ 0x01;
      writeFileSync(planFile, altered);
      expect(() => openSealedPlan(planFile, KEY), `byte ${at}`).toThrow(PlanSealError);
    }
    writeFileSync(planFile, original.subarray(0, original.length - 40));
    expect(() => openSealedPlan(planFile, KEY)).toThrow(PlanSealError);
    writeFileSync(planFile, original);
    expect(openSealedPlan(planFile, KEY).record.stack).toBe("prod");
  });

  it("refuses weakened parameters in the header", () => {
    const { planFile } = sealed();
    const text = readFileSync(planFile).toString("latin1");
    writeFileSync(planFile, Buffer.from(text.replace('"n":32768', '"n":2'), "latin1"));
    expect(sealError(() => openSealedPlan(planFile, KEY))).toContain("is damaged");
  });

  it("derives the key with the cost its header names (N = 32768), not Node's default", () => {
    const { planFile, plan } = sealed();
    const bytes = readFileSync(planFile);
    const headerEnd = bytes.indexOf(0x0a, 25);
    const header = JSON.parse(bytes.subarray(25, headerEnd).toString("utf8")) as {
      salt: string;
      iv: string;
    };
    const aad = bytes.subarray(0, headerEnd + 1);
    const body = bytes.subarray(headerEnd + 1, bytes.length - 16);
    const open = (cost: number): Buffer | null => {
      const key = scryptSync(KEY, Buffer.from(header.salt, "base64"), 32, {
        N: cost,
        r: 8,
        p: 1,
        maxmem: 64 * 1024 * 1024,
      });
      const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(header.iv, "base64"));
      decipher.setAAD(aad);
      decipher.setAuthTag(bytes.subarray(bytes.length - 16));
      try {
        return Buffer.concat([decipher.update(body), decipher.final()]);
      } catch {
        return null;
      }
    };
    expect(bytes.subarray(0, 25).toString()).toBe("stackgate-sealed-plan v2\n");
    expect(open(16_384)).toBeNull();
    expect(open(32_768)?.includes(plan)).toBe(true);
  });

  it("still opens a v1 artifact, sealed with the cost v1 really used (16384)", () => {
    const { planFile, record, plan } = savedPlan();
    // What stackgate wrote before v2: header n 32768, key derived with Node's default cost.
    const salt = randomBytes(16);
    const iv = randomBytes(12);
    const header = { cipher: "aes-256-gcm", kdf: "scrypt", n: 32_768, r: 8, p: 1 };
    const aad = Buffer.from(
      `stackgate-sealed-plan v1\n${JSON.stringify({ ...header, salt: salt.toString("base64"), iv: iv.toString("base64") })}\n`,
    );
    const recordJson = Buffer.from(JSON.stringify(record));
    const length = Buffer.alloc(4);
    length.writeUInt32BE(recordJson.length);
    const key = scryptSync(KEY, salt, 32, { N: 16_384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });
    const cipher = createCipheriv("aes-256-gcm", key, iv);
    cipher.setAAD(aad);
    const body = Buffer.concat([
      cipher.update(length),
      cipher.update(recordJson),
      cipher.update(plan),
    ]);
    writeFileSync(planFile, Buffer.concat([aad, body, cipher.final(), cipher.getAuthTag()]));
    expect(isSealed(planFile)).toBe(true);
    const opened = openSealedPlan(planFile, KEY);
    expect(opened.plan.equals(plan)).toBe(true);
    expect(opened.record.digest).toBe(record.digest);
    expect(sealError(() => openSealedPlan(planFile, "an-other-key-of-16-chars"))).toContain(
      "could not be decrypted",
    );
  });
});

describe("openPlanArtifact", () => {
  it("with a key, refuses a plan that is not sealed (an unencrypted or swapped artifact)", () => {
    const { planFile } = savedPlan();
    expect(sealError(() => openPlanArtifact(planFile, KEY))).toContain(
      "a plan key is set, but the saved plan",
    );
  });

  it("without a key, refuses a sealed plan and names where the key goes", () => {
    const { planFile } = sealed();
    expect(sealError(() => openPlanArtifact(planFile, undefined))).toContain(
      "no plan key is set: set STACKGATE_PLAN_KEY (Action: input plan-key; Pipe: variable PLAN_KEY)",
    );
  });

  it("opens into a private file, restores the authenticated record, and removes the copy", () => {
    const { planFile, record, plan } = sealed();
    // Someone edits the record handed over beside the sealed plan.
    writePlanRecord({ ...record, digest: `sha256:${"cd".repeat(32)}` });
    const opened = openPlanArtifact(planFile, KEY);
    expect(opened.planFile).not.toBe(planFile);
    expect(readFileSync(opened.planFile).equals(plan)).toBe(true);
    expect(statSync(opened.planFile).mode & 0o777).toBe(0o600);
    expect(statSync(path.dirname(opened.planFile)).mode & 0o777).toBe(0o700);
    expect(readPlanRecord(planFile)?.digest).toBe(record.digest);
    expect(isSealed(planFile)).toBe(true);
    opened.dispose();
    expect(() => statSync(opened.planFile)).toThrow();
  });

  it("without a key, uses a plain plan as it is", () => {
    const { planFile } = savedPlan();
    expect(openPlanArtifact(planFile, undefined).planFile).toBe(planFile);
  });

  it("gives the sealed change set only for the very bytes it was read from, never in clear", () => {
    const { planFile, record, plan } = savedPlan();
    const reviewed = emptyChangeSet("terraform", false);
    sealPlanFile(record, KEY, reviewed);
    expect(readPlanRecord(planFile)).not.toHaveProperty("changeSet");
    const opened = openPlanArtifact(planFile, KEY);
    expect(opened.reviewed).toEqual(reviewed);
    opened.dispose();
    // Restored beside the plan: still without the change set or the plan hash.
    expect(readPlanRecord(planFile)).not.toHaveProperty("changeSet");
    expect(readPlanRecord(planFile)).not.toHaveProperty("planSha256");

    // The same sealed record around other bytes (only a key holder can make it): no change set.
    const inside = openSealedPlan(planFile, KEY).record;
    const other = Buffer.concat([plan, Buffer.from(" swapped")]);
    writeFileSync(planFile, sealPlanBytes(inside, other, KEY));
    const swapped = openPlanArtifact(planFile, KEY);
    expect(readFileSync(swapped.planFile).equals(other)).toBe(true);
    expect(swapped.reviewed).toBeUndefined();
    swapped.dispose();

    // Sealed without a change set (Pulumi, or an artifact from before): none.
    const plain = sealed();
    const older = openPlanArtifact(plain.planFile, KEY);
    expect(older.reviewed).toBeUndefined();
    older.dispose();
  });
});

describe("recordMismatch", () => {
  const digest = `sha256:${"ab".repeat(32)}`;
  const base = (workdir: string, checkoutDir?: string) => ({
    workdir,
    engine: "terraform" as const,
    stack: "prod",
    planFile: path.join(workdir, ".stackgate", "prod.tfplan"),
    run: { platform: "github" as const, ...(checkoutDir ? { checkoutDir } : {}) },
  });
  const record = (workdir: string, inCheckout?: string): PlanRecord => ({
    version: 1,
    digest,
    planFile: path.join(workdir, ".stackgate", "prod.tfplan"),
    engine: "terraform",
    engineVersion: "1.11.4",
    workdir,
    ...(inCheckout !== undefined ? { workdirInCheckout: inCheckout } : {}),
    stack: "prod",
    // No backend initialised in these workdirs: the local default, workspace "default".
    workspace: "default",
    stateAddress: "local path=terraform.tfstate",
    createdAt: "2026-01-01T00:00:00Z",
    hasChanges: true,
    summary: summarize([], [], []),
  });

  it("binds the workdir relative to the checkout when both runs had one", () => {
    // Two runners checked out to different places: the same workdir inside the checkout.
    const here = base("/runner-b/_work/repo/repo/infra", "/runner-b/_work/repo/repo");
    expect(recordMismatch(record("/runner-a/work/repo/infra", "infra"), digest, here)).toBeNull();
    expect(recordMismatch(record("/runner-a/work/repo/other", "other"), digest, here)).toContain(
      'made in workdir "other", but this run\'s workdir is "infra"',
    );
  });

  it("binds the Terraform workspace and the backend's state address (issue 18 case 6)", () => {
    const here = base("/work/infra");
    vi.stubEnv("TF_WORKSPACE", "prod");
    try {
      expect(recordMismatch(record("/work/infra"), digest, here)).toBe(
        'the saved plan was made in Terraform workspace "default", but this run\'s workspace is "prod" ' +
          "(TF_WORKSPACE or the selected workspace; record /work/infra/.stackgate/prod.tfplan.stackgate.json).",
      );
      expect(
        recordMismatch({ ...record("/work/infra"), workspace: "prod" }, digest, here),
      ).toBeNull();
    } finally {
      vi.unstubAllEnvs();
    }
    const other = { ...record("/work/infra"), stateAddress: "s3 bucket=b key=prod.tfstate" };
    expect(recordMismatch(other, digest, here)).toContain(
      'made against the state at "s3 bucket=b key=prod.tfstate", but this run\'s backend is "local path=terraform.tfstate"',
    );
    const old: PlanRecord = { ...record("/work/infra") };
    delete old.workspace;
    expect(recordMismatch(old, digest, here)).toContain(
      "names no Terraform workspace and state address",
    );
  });

  it("compares absolute workdirs otherwise, and checks stack and digest", () => {
    const here = base("/work/infra");
    expect(recordMismatch(record("/work/infra"), digest, here)).toBeNull();
    expect(recordMismatch(record("/elsewhere/infra"), digest, here)).toContain(
      'made in workdir "/elsewhere/infra"',
    );
    expect(recordMismatch({ ...record("/work/infra"), stack: "dev" }, digest, here)).toContain(
      'made for stack "dev"',
    );
    expect(recordMismatch(record("/work/infra"), `sha256:${"0".repeat(64)}`, here)).toContain(
      `names digest ${digest}`,
    );
    expect(recordMismatch(null, digest, here)).toContain("has no readable stackgate record");
  });
});
