/**
 * The durable journal in the s3 backend's bucket (issue 11): a run SIGKILLed in one checkout
 * (a Bitbucket step stopped) is recovered from another, fresh checkout with no shared disk
 * (the `final:` step's new container): `recover` reads the journal from
 * `<state key>.stackgate/journal/` in the bucket, releases the dead run's lock by its
 * journaled ID, imports what it created, and the next `up` converges.
 *
 * Both checkouts are on this machine, so the dead run's liveness is decided by its pids
 * (same host); on a real fresh container the Bitbucket API decides it (tested in pipe tests).
 */
import { existsSync, mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { writeFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  BUCKET,
  createS3Harness,
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

/** `<temp>/repo`: every checkout of the repository has the same name, as on CI. */
function checkout(): string {
  const dir = path.join(h.tempDir(), "repo");
  mkdirSync(dir);
  return dir;
}

describe("s3 backend: the journal beside the state", () => {
  it("a fresh checkout recovers a SIGKILLed run from the journal in the bucket", async () => {
    const key = "durable/terraform.tfstate";
    const first = h.project(key, "both", checkout());
    const prefix = `${key}.stackgate/journal/`;
    // A SIGKILL loses what the background upload had not sent yet: kill once the bucket's
    // copy has the three created resources and the lock id (bound by that event, not time).
    const copied = async (): Promise<boolean> => {
      const [name] = await h.probe.listKeys(BUCKET, prefix);
      const body = name === undefined ? null : await h.probe.object(BUCKET, name);
      const lines = (body ?? "").split("\n").filter((l) => l.trim() !== "");
      const entries = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
      return (
        entries.filter((e) => e.type === "resource" && e.status === "done").length >= 3 &&
        entries.some((e) => e.type === "lock")
      );
    };
    await h.killMidApply(first, { BITBUCKET_CLONE_DIR: first }, copied);
    const stranded = await h.lockIds(key, "both");
    expect(stranded.dynamo).toEqual(expect.any(String));
    const objects = await h.probe.listKeys(BUCKET, prefix);
    expect(objects).toHaveLength(1);
    const created = h
      .journalLines(first)
      .filter((l) => l.type === "resource" && l.status === "done")
      .map((l) => l.address as string);
    rmSync(first, { recursive: true, force: true }); // the stopped step's container is gone

    const fresh = h.project(key, "both", checkout());
    const cloneEnv = { BITBUCKET_CLONE_DIR: fresh };
    const recovered = await h.stackgate(fresh, ["recover"], cloneEnv);
    // A create the kill cut before it was confirmed is left for a person (exit 1, issue 19).
    const left = recovered.stdout.includes("completion not seen: may not exist");
    expect(recovered.exitCode, recovered.context).toBe(left ? 1 : 0);
    const result = recovered.json() as unknown as RecoverJson;
    expect(result.actions.find((a) => a.kind === "unlock")?.detail).toContain(
      String(stranded.dynamo),
    );
    expect(await h.lockIds(key, "both")).toEqual({ dynamo: null, file: null });
    const inState = await h.stateList(fresh);
    for (const address of created) expect(inState).toContain(address);
    // The run read from the bucket was restored locally, and its repair written back.
    expect(existsSync(path.join(fresh, ".stackgate", "journal", "default.ndjson"))).toBe(true);
    const [object] = await h.probe.listKeys(BUCKET, prefix);
    expect(object).toBeDefined();

    writeFileSync(path.join(fresh, "gate"), "");
    // The create the kill cut stays an open item until closed: the person accepts it by name.
    const next = await h.stackgate(
      fresh,
      ["up", "--yes", "--accept-open-items", "terraform_data.item[3]"],
      cloneEnv,
    );
    expect(next.exitCode, next.context).toBe(0);
    expect(await h.stateList(fresh)).toHaveLength(4);
    expect(await h.probe.listKeys(BUCKET, prefix)).toHaveLength(2);
  });
});
