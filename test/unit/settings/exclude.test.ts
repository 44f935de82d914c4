/**
 * The `exclude` setting (OpenTofu `plan -exclude`): read from every source like `var-files`,
 * refused before any engine runs for an engine whose traits lack it, carried by the printed
 * preview/up commands.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

import { engineTraits } from "../../../src/command/engine-traits.js";
import { resolveSettings } from "../../../src/command/resolve-settings.js";
import { checkExclude } from "../../../src/engines/exclude.js";
import { StackgateError } from "../../../src/errors.js";
import { actionInputs, inputEnvName, pipeVariables } from "../../../src/settings/index.js";
import { suggestCommand } from "../../../src/settings/suggest.js";

const root = mkdtempSync(path.join(os.tmpdir(), "stackgate-exclude-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function project(config?: string): string {
  const dir = mkdtempSync(path.join(root, "p-"));
  writeFileSync(path.join(dir, "main.tf"), "");
  if (config !== undefined) writeFileSync(path.join(dir, "stackgate.yml"), config);
  return dir;
}

async function usageMessage(run: () => Promise<unknown>): Promise<string> {
  try {
    await run();
  } catch (error) {
    expect(error).toBeInstanceOf(StackgateError);
    expect((error as StackgateError).exitCode).toBe(64);
    return (error as Error).message;
  }
  throw new Error("expected a usage error, got none");
}

const TERRAFORM_REFUSAL =
  "Terraform has no -exclude (OpenTofu 1.9 and later has); nothing was run. Run with --engine tofu, or remove exclude to plan everything.";

describe("exclude", () => {
  it("reads repeated --exclude flags in order, for tofu", async () => {
    const s = await resolveSettings({
      argv: ["preview", "--engine", "tofu", "--exclude", "terraform_data.b", "--exclude=module.db"],
      env: {},
      cwd: project(),
    });
    expect(s.exclude).toEqual(["terraform_data.b", "module.db"]);
  });

  it("is empty by default", async () => {
    const s = await resolveSettings({ argv: ["preview"], env: {}, cwd: project() });
    expect(s.exclude).toEqual([]);
  });

  it("reads stackgate.yml, the Action input (one per line) and the Pipe's list variable", async () => {
    const fromFile = await resolveSettings({
      argv: ["up"],
      env: {},
      cwd: project("engine: tofu\nexclude: [terraform_data.b]\n"),
    });
    expect(fromFile.exclude).toEqual(["terraform_data.b"]);
    const inputs = {
      [inputEnvName("engine")]: "tofu",
      [inputEnvName("exclude")]: "terraform_data.b\nmodule.db\n",
    };
    const fromAction = await resolveSettings({
      argv: [],
      env: inputs,
      cwd: project(),
      host: actionInputs(inputs),
      command: "preview",
    });
    expect(fromAction.exclude).toEqual(["terraform_data.b", "module.db"]);
    const variables = { ENGINE: "tofu", EXCLUDE_COUNT: "1", EXCLUDE_0: "module.db" };
    const fromPipe = await resolveSettings({
      argv: [],
      env: variables,
      cwd: project(),
      host: pipeVariables(variables),
      command: "preview",
    });
    expect(fromPipe.exclude).toEqual(["module.db"]);
  });

  it("with Terraform: a usage error naming the flag, the value and what to do", async () => {
    const message = await usageMessage(() =>
      resolveSettings({
        argv: ["preview", "--exclude", "terraform_data.b"],
        env: {},
        cwd: project(),
      }),
    );
    expect(message).toBe(`--exclude "terraform_data.b": ${TERRAFORM_REFUSAL}`);
  });

  it("with Terraform from a Pipe variable: named as the variable, every value quoted", async () => {
    const variables = { EXCLUDE_COUNT: "2", EXCLUDE_0: "a.x", EXCLUDE_1: "module.y" };
    const message = await usageMessage(() =>
      resolveSettings({
        argv: [],
        env: variables,
        cwd: project(),
        host: pipeVariables(variables),
        command: "up",
      }),
    );
    expect(message).toBe(`variable EXCLUDE "a.x", "module.y": ${TERRAFORM_REFUSAL}`);
  });

  it("with Pulumi and OpenTofu: passed (their traits have it); with Terraform: refused", () => {
    const urn = ["urn:pulumi:dev::app::command:local:Command::b"];
    expect(() => checkExclude(engineTraits("pulumi"), urn, "--exclude")).not.toThrow();
    expect(() => checkExclude(engineTraits("tofu"), ["module.db"], "--exclude")).not.toThrow();
    expect(() => checkExclude(engineTraits("terraform"), ["module.db"], "--exclude")).toThrow(
      TERRAFORM_REFUSAL,
    );
  });

  it("an empty address is a usage error, even for tofu", async () => {
    const message = await usageMessage(() =>
      resolveSettings({
        argv: ["preview", "--engine", "tofu", "--exclude="],
        env: {},
        cwd: project(),
      }),
    );
    expect(message).toBe(
      '--exclude "": an address is empty; expected resource or module addresses such as "aws_instance.web" or "module.db".',
    );
  });

  it("does not stop recover, status or unlock, which work on the whole state", async () => {
    const cwd = project("exclude: [terraform_data.b]\n");
    for (const command of ["recover", "status", "unlock"] as const) {
      const s = await resolveSettings({ argv: [command], env: {}, cwd });
      expect(s.exclude, command).toEqual(["terraform_data.b"]);
    }
  });

  it("the printed preview and up commands carry it; recover's does not", async () => {
    const s = await resolveSettings({
      argv: [
        "preview",
        "--engine",
        "tofu",
        "--exclude",
        "terraform_data.b",
        "--exclude",
        "module.x y",
      ],
      env: {},
      cwd: project(),
    });
    expect(suggestCommand(s, "up", ["--digest", "D"])).toContain(
      "--exclude terraform_data.b --exclude 'module.x y' --digest D",
    );
    expect(suggestCommand(s, "preview")).toContain("--exclude terraform_data.b");
    expect(suggestCommand(s, "recover")).not.toContain("--exclude");
  });
});
