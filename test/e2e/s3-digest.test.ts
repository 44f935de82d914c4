/**
 * The s3 backend's checksum mismatch (issue 11): a state write that landed without its digest
 * (here: the stored Digest made stale by hand, the state left as it is) makes Terraform refuse
 * the state ("state data in S3 does not have the expected content … update the Digest value
 * … to <md5>"). `recover` detects it by the same comparison, reports the exact repair
 * command, and repairs nothing by default; under the explicit policy `--state-digest repair`
 * it sets the Digest to the state's MD5, and recover and the next `up` work again.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { execa } from "execa";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  BUCKET,
  createS3Harness,
  TABLE,
  type RecoverJson,
  type S3Harness,
} from "../support/s3-harness.js";

let h: S3Harness;

beforeAll(async () => {
  h = await createS3Harness();
});
afterAll(async () => {
  await h?.dispose();
});

describe("s3 backend: state digest mismatch", () => {
  it("is reported with the exact repair (the digest Terraform itself asks for), repaired only under the explicit policy", async () => {
    const key = "digest/terraform.tfstate";
    const dir = h.project(key, "dynamodb");
    writeFileSync(path.join(dir, "gate"), "");
    expect((await h.stackgate(dir, ["up", "--yes"])).exitCode).toBe(0);
    const digestId = `${BUCKET}/${key}-md5`;
    const good = await h.probe.digest(TABLE, digestId);
    expect(good).toMatch(/^[0-9a-f]{32}$/);
    const stale = "0123456789abcdef0123456789abcdef";
    await h.probe.putDigest(TABLE, digestId, stale);

    // Terraform's own verdict (after its ~10 s consistency retries), for comparison.
    const plan = await execa("terraform", ["plan", "-input=false", "-no-color", "-lock=false"], {
      cwd: dir,
      env: h.env,
      reject: false,
    });
    expect(plan.exitCode).toBe(1);
    expect(plan.stderr.replace(/\s+/g, " ")).toContain(
      `update the Digest value stored in the DynamoDB table to the following value: ${good}`,
    );

    const recovered = await h.stackgate(dir, ["recover"]);
    expect(recovered.exitCode, recovered.context).toBe(1);
    const result = recovered.json() as unknown as RecoverJson;
    const report = result.actions.find((a) => a.kind === "report-checksum");
    expect(report?.detail).toContain(`state MD5 ${good}, stored Digest ${stale}`);
    expect(report?.detail).toContain(
      `aws dynamodb put-item --table-name ${TABLE} --item '{"LockID":{"S":"${digestId}"},"Digest":{"S":"${good}"}}'`,
    );
    expect(result.message).toContain(String(good));
    expect(await h.probe.digest(TABLE, digestId)).toBe(stale); // nothing repaired

    // The explicit policy repairs it: the Digest becomes the state's MD5.
    const repaired = await h.stackgate(dir, ["recover", "--state-digest", "repair"]);
    expect(repaired.exitCode, repaired.context).toBe(0);
    const actions = (repaired.json() as unknown as RecoverJson).actions;
    expect(actions.map((a) => a.kind)).toEqual(["repair-checksum"]);
    expect(actions[0]?.detail).toContain(`to the state's MD5 ${good} (was ${stale}`);
    expect(await h.probe.digest(TABLE, digestId)).toBe(good);
    const again = await h.stackgate(dir, ["recover"]);
    expect(again.exitCode, again.context).toBe(0);
    expect((again.json() as unknown as RecoverJson).actions).toEqual([]);
    const next = await h.stackgate(dir, ["up", "--yes"]);
    expect(next.exitCode, next.context).toBe(0);
  });
});
