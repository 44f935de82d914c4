/**
 * The `exclude` setting on the real Pulumi CLI (v3.274.1, scripts/engines.mjs): `preview
 * --exclude URN` plans everything but that resource and what depends on it, and `up --digest`
 * previews again and updates with the same excludes (Pulumi cannot apply a saved preview), so
 * only the rest is created.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { skipWithoutEngines } from "../support/engines.js";
import {
  loggedCommands,
  realCloudResources,
  realProject,
  realStackgate,
  removeRealProjects,
  setUpRealPulumi,
  urnOf,
  type RealPulumi,
} from "../support/pulumi-real.js";

const SKIP = skipWithoutEngines("pulumi-exclude.test.ts", "pulumi", "pulumi-provider");
let pulumi: RealPulumi;

beforeAll(async () => {
  if (!SKIP) pulumi = await setUpRealPulumi();
}, 120_000);
afterAll(() => removeRealProjects());

describe.skipIf(SKIP)("Pulumi --exclude passed through", () => {
  it("preview --exclude r1 plans r0 only (r2 depends on r1); up by digest creates r0 only", async () => {
    // chain: r1 depends on r0, r2 on r1.
    const p = await realProject(pulumi, { resources: 3, delaySeconds: 0, chain: true });
    const exclude = ["--exclude", urnOf(p, "r1")];
    const preview = await realStackgate(p, ["preview", ...exclude]);
    expect(preview.exitCode, preview.context).toBe(0);
    const planned = preview.json();
    // The stack's own resource and r0.
    expect(planned).toMatchObject({ outcome: "planned", summary: { create: 2 } });
    const digest = planned.digest as string;

    const up = await realStackgate(p, ["up", "--digest", digest, ...exclude]);
    expect(up.exitCode, up.context).toBe(0);
    expect(up.json()).toMatchObject({ outcome: "applied", digest, applied: { added: 2 } });
    expect([...realCloudResources(p).keys()]).toEqual([urnOf(p, "r0")]);
    const update = loggedCommands(p).find((c) => c.argv[0] === "up");
    expect(update?.argv).toEqual(
      expect.arrayContaining(["--exclude", urnOf(p, "r1"), "--exclude-dependents"]),
    );
  }, 240_000);
});
