/** Pulumi-specific settings: fully qualified stacks, the plan file, the pending-creates policy. */
import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

import { assertPulumiProject, classifyBackendUrl } from "../../../../src/engines/pulumi/project.js";
import { resolveSettings } from "../../../../src/command/resolve-settings.js";

import { StackgateError } from "../../../../src/errors.js";
function dir(pulumiYaml = "name: app\nruntime: nodejs\nbackend:\n  url: file://./state\n"): string {
  const d = mkdtempSync(path.join(os.tmpdir(), "stackgate-pulumi-settings-"));
  writeFileSync(path.join(d, "Pulumi.yaml"), pulumiYaml);
  return d;
}

async function usage(fn: () => unknown): Promise<string> {
  try {
    await fn();
  } catch (error) {
    expect(error).toBeInstanceOf(StackgateError);
    expect((error as StackgateError).exitCode).toBe(64);
    return (error as Error).message;
  }
  throw new Error("expected a usage error");
}

describe("settings for --engine pulumi", () => {
  it("needs a fully qualified org/project/stack and derives the project and plan file from it", async () => {
    const d = dir();
    const s = await resolveSettings({
      argv: ["preview", "--engine", "pulumi", "--stack", "organization/app/dev"],
      env: {},
      cwd: d,
    });
    expect(s).toMatchObject({
      engine: "pulumi",
      engineBinary: "pulumi",
      stack: "organization/app/dev",
      project: "app",
      planFile: path.join(d, ".stackgate", "organization", "app", "dev.preview.json"),
      pendingCreates: "import",
    });
    // No --stack: Pulumi's own default name, qualified like any short name.
    expect(
      await resolveSettings({ argv: ["preview", "--engine", "pulumi"], env: {}, cwd: d }),
    ).toMatchObject({
      stack: "organization/app/default",
      stackGiven: "default",
    });
    expect(
      await usage(() =>
        resolveSettings({
          argv: ["preview", "--engine", "pulumi", "-s", "acme/app/dev prod"],
          env: {},
          cwd: d,
        }),
      ),
    ).toMatch(/the stack part of "acme\/app\/dev prod" must be 1 to 100 alphanumerics/);
    for (const bad of ["a/b/c/d", "/dev", "acme/"]) {
      expect(
        await usage(() =>
          resolveSettings({ argv: ["preview", "--engine", "pulumi", "-s", bad], env: {}, cwd: d }),
        ),
      ).toMatch(/stack/);
    }
    // Terraform stacks keep their own rule: no slashes.
    expect(
      await usage(() =>
        resolveSettings({ argv: ["preview", "--stack", "a/b/c"], env: {}, cwd: d }),
      ),
    ).toMatch(/expected letters, digits/);
  });

  it("qualifies short stack names as Pulumi does: the project from Pulumi.yaml, DIY's one organization, Cloud's login", async () => {
    const d = dir();
    const settingsFor = (stack: string, env: Record<string, string> = {}, cwd = d) =>
      resolveSettings({ argv: ["status", "--engine", "pulumi", "-s", stack], env, cwd });
    expect(await settingsFor("dev")).toMatchObject({
      stack: "organization/app/dev",
      stackGiven: "dev",
      project: "app",
      planFile: path.join(d, ".stackgate", "organization", "app", "dev.preview.json"),
    });
    expect(await settingsFor("organization/dev")).toMatchObject({ stack: "organization/app/dev" });
    expect((await settingsFor("organization/app/dev")).stackGiven).toBeUndefined();
    expect(await usage(() => settingsFor("acme/dev"))).toMatch(
      /DIY backends .* accept only the organization "organization".*got "acme"\. Pass --stack dev/,
    );
    // No Pulumi.yaml: a short name cannot be qualified, and the error says why.
    const empty = mkdtempSync(path.join(os.tmpdir(), "stackgate-pulumi-empty-"));
    expect(await usage(() => settingsFor("dev", {}, empty))).toMatch(
      /short Pulumi stack name.*project name in Pulumi\.yaml.*not a Pulumi project/,
    );
    // Pulumi Cloud: config.json's default org wins over the login's user name.
    const cloud = dir("name: web\nruntime: nodejs\n");
    const home = mkdtempSync(path.join(os.tmpdir(), "stackgate-pulumi-home-"));
    const url = "https://api.pulumi.com";
    const env = { PULUMI_HOME: home };
    expect(await usage(() => settingsFor("dev", env, cloud))).toMatch(
      /login's default organization, and none is recorded in .*pulumi org set-default/,
    );
    writeFileSync(
      path.join(home, "credentials.json"),
      JSON.stringify({ current: url, accounts: { [url]: { username: "alice" } } }),
    );
    expect((await settingsFor("dev", env, cloud)).stack).toBe("alice/web/dev");
    writeFileSync(
      path.join(home, "config.json"),
      JSON.stringify({ backends: { [url]: { defaultOrg: "acme" } } }),
    );
    expect((await settingsFor("dev", env, cloud)).stack).toBe("acme/web/dev");
    expect((await settingsFor("other/dev", env, cloud)).stack).toBe("other/web/dev");
  });

  it("reads the pending-creates policy from flags and environment, never from stackgate.yml", async () => {
    const d = dir();
    const argv = ["recover", "--engine", "pulumi", "--stack", "organization/app/dev"];
    expect(
      (await resolveSettings({ argv: [...argv, "--pending-creates", "clear"], env: {}, cwd: d }))
        .pendingCreates,
    ).toBe("clear");
    expect(
      (await resolveSettings({ argv, env: { STACKGATE_PENDING_CREATES: "fail" }, cwd: d }))
        .pendingCreates,
    ).toBe("fail");
    expect(
      await usage(() =>
        resolveSettings({ argv: [...argv, "--pending-creates", "guess"], env: {}, cwd: d }),
      ),
    ).toMatch(/pending-creates: expected one of clear, import, fail, got "guess"/);
    // A recovery policy decides how state is changed: the code under review cannot choose it.
    writeFileSync(path.join(d, "stackgate.yml"), "pending-creates: clear\n");
    expect(await usage(() => resolveSettings({ argv, env: {}, cwd: d }))).toMatch(
      /"pending-creates" cannot be set in a file/,
    );
  });

  it("checks the project and, on DIY backends, the organization before running anything", async () => {
    const d = dir();
    expect(assertPulumiProject(d, "organization/app/dev").name).toBe("app");
    expect(await usage(() => assertPulumiProject(d, "organization/other/dev"))).toMatch(
      /names project "other", but Pulumi.yaml .* is project "app"/,
    );
    expect(await usage(() => assertPulumiProject(d, "acme/app/dev"))).toMatch(
      /accept only the organization "organization"/,
    );
    const cloud = dir("name: app\nbackend:\n  url: https://api.pulumi.com\n");
    expect(assertPulumiProject(cloud, "acme/app/dev").name).toBe("app");
    const none = mkdtempSync(path.join(os.tmpdir(), "stackgate-pulumi-none-"));
    expect(await usage(() => assertPulumiProject(none, "organization/app/dev"))).toMatch(
      /not a Pulumi project: expected Pulumi.yaml/,
    );
  });

  it("classifies backend URLs", () => {
    expect(classifyBackendUrl("file:///srv/state", "/w")).toEqual({
      kind: "diy-file",
      url: "file:///srv/state",
      root: "/srv/state",
    });
    expect(classifyBackendUrl("file://./state", "/w")).toMatchObject({
      kind: "diy-file",
      root: "/w/state",
    });
    expect(classifyBackendUrl("file://~/s", "/w", { HOME: "/home/ci" })).toMatchObject({
      root: "/home/ci/s",
    });
    expect(classifyBackendUrl("s3://bucket/prefix", "/w")).toEqual({
      kind: "diy-object",
      url: "s3://bucket/prefix",
      scheme: "s3",
    });
    expect(classifyBackendUrl("https://api.pulumi.com", "/w")).toEqual({
      kind: "cloud",
      url: "https://api.pulumi.com",
    });
  });
});
