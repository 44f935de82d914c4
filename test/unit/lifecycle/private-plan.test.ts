/**
 * The plan `up` applies is a private copy whose sha256 was taken when it was digested and is
 * checked right before apply (issue 18, case 5).
 */
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

import {
  copyToPrivatePlan,
  makePrivatePlan,
  planBytesRefusal,
  recordPlanBytes,
} from "../../../src/lifecycle/private-plan.js";
import { planBytesSha256 } from "../../../src/lifecycle/plan-seal.js";

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

function checkout(): string {
  const d = mkdtempSync(path.join(os.tmpdir(), "stackgate-checkout-"));
  dirs.push(d);
  return d;
}

describe("the private plan", () => {
  it("lives in a fresh 0700 directory outside the checkout, holding the source's bytes", () => {
    const repo = checkout();
    const source = path.join(repo, "prod.tfplan");
    writeFileSync(source, "approved plan bytes");
    const copy = copyToPrivatePlan(source, [repo]);
    try {
      expect(copy.file.startsWith(repo)).toBe(false);
      expect(statSync(path.dirname(copy.file)).mode & 0o777).toBe(0o700);
      expect(statSync(copy.file).mode & 0o077).toBe(0);
      expect(readFileSync(copy.file, "utf8")).toBe("approved plan bytes");
      expect(copy.sha256).toBe(planBytesSha256(Buffer.from("approved plan bytes")));
      // The checkout's file swapped afterwards changes nothing about the copy.
      writeFileSync(source, "swapped plan bytes");
      expect(planBytesRefusal(copy)).toBeNull();
    } finally {
      copy.dispose();
    }
  });

  it("refuses a copy whose bytes changed after they were digested, naming both hashes", () => {
    const plan = makePrivatePlan("prod.tfplan", [checkout()]);
    try {
      writeFileSync(plan.file, "approved plan bytes");
      recordPlanBytes(plan);
      writeFileSync(plan.file, "swapped plan bytes");
      const refusal = planBytesRefusal(plan) ?? "";
      expect(refusal).toContain(
        `has sha256 ${planBytesSha256(Buffer.from("swapped plan bytes"))}, but the plan that was digested and approved had sha256 ${planBytesSha256(Buffer.from("approved plan bytes"))}`,
      );
      expect(refusal).toContain("Nothing was applied.");
    } finally {
      plan.dispose();
    }
  });

  it("refuses a copy whose hash was never recorded, and a temporary directory inside the checkout", () => {
    const plan = makePrivatePlan("prod.tfplan", []);
    writeFileSync(plan.file, "bytes");
    expect(planBytesRefusal(plan)).toContain("(not recorded)");
    plan.dispose();
    expect(() => makePrivatePlan("prod.tfplan", [os.tmpdir()])).toThrow(
      /is inside .* stackgate keeps the plan it applies outside it/,
    );
  });
});
