/**
 * The plan `up` applies is a private copy: a file in a fresh directory only this process
 * writes (mkdtemp: mode 0700, under the system's temporary directory, never in the checkout),
 * whose sha256 is taken from the very bytes that were digested and checked again right before
 * `apply`. The plan file in the workdir (a PR's checkout, a downloaded artifact) can be swapped
 * while the step waits for an approval; the copy is what runs.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import { EXIT, StackgateError } from "../errors.js";
import { pathWithin } from "../files/within.js";
import { planBytesSha256 } from "./plan-seal.js";

export interface PrivatePlan {
  /** The private copy's path: the engine plans into it or reads it. */
  file: string;
  /** sha256 (hex) of its bytes when they were digested; set by `recordPlanBytes`. */
  sha256?: string;
  dispose(): void;
}

/**
 * A fresh private directory for the plan (`name`: the plan file's base name). `avoid`: the
 * directories it must not be inside (the checkout, the workdir) — a temporary directory
 * configured into them is refused.
 */
export function makePrivatePlan(name: string, avoid: readonly (string | undefined)[]): PrivatePlan {
  const dir = mkdtempSync(path.join(os.tmpdir(), "stackgate-plan-"));
  for (const root of avoid) {
    if (root !== undefined && pathWithin(root, dir) !== undefined) {
      rmSync(dir, { recursive: true, force: true });
      throw new StackgateError(
        `the temporary directory "${os.tmpdir()}" is inside "${root}", where the checkout can write: stackgate keeps the plan it applies ` +
          "outside it. Set TMPDIR (RUNNER_TEMP on GitHub) to a directory outside the checkout.",
        EXIT.usage,
      );
    }
  }
  return {
    file: path.join(dir, name),
    dispose: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** Copies `source` into a private plan, hashing the bytes it wrote. */
export function copyToPrivatePlan(
  source: string,
  avoid: readonly (string | undefined)[],
): PrivatePlan {
  const plan = makePrivatePlan(path.basename(source), avoid);
  const bytes = readFileSync(source);
  writeFileSync(plan.file, bytes, { mode: 0o600, flag: "wx" });
  plan.sha256 = planBytesSha256(bytes);
  return plan;
}

/** Records the hash of what the engine just wrote into the private plan (the bytes it shows). */
export function recordPlanBytes(plan: PrivatePlan): void {
  plan.sha256 = planBytesSha256(readFileSync(plan.file));
}

/**
 * Right before `apply`: null when the private copy still has the digested bytes, else the
 * refusal naming both hashes.
 */
export function planBytesRefusal(plan: PrivatePlan): string | null {
  let now: string;
  try {
    now = planBytesSha256(readFileSync(plan.file));
  } catch (error) {
    now = `unreadable (${(error as NodeJS.ErrnoException).code ?? String(error)})`;
  }
  if (plan.sha256 !== undefined && now === plan.sha256) return null;
  return (
    `the plan file about to be applied (${plan.file}) has sha256 ${now}, but the plan that was digested and approved had sha256 ` +
    `${plan.sha256 ?? "(not recorded)"}: it was replaced after review. Nothing was applied. Run the preview again and approve the new plan.`
  );
}
