/**
 * The Terraform adapter's apply against a scripted runner that writes a real apply stream
 * (Terraform 1.3.7, `cloud-apply-json-with-outputs`) into the run's output file, as the engine
 * does: a stream that ends with its `change_summary` is applied with its counts; one that ends
 * without it (a full disk cut the file while the engine went on, exit 0) is not reported as
 * applied but failed, with what is known and what to do.
 */
import { appendFileSync, writeFileSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import type { ApplyOutcome } from "../../../../src/engines/engine.js";
import { createTerraformEngine } from "../../../../src/engines/terraform/engine.js";
import type { ProcessRunner, ProcessSpec } from "../../../../src/process/runner.js";
import { readFixture } from "../../../support/fixtures.js";
import { tempDirs } from "../../../support/temp-dirs.js";

const dirs = tempDirs("stackgate-tf-apply-");
afterAll(() => dirs.removeAll());

const STREAM = readFixture("tofu", "ui-json", "cloud-apply-json-with-outputs__apply.log");
const SUMMARY_AT = STREAM.indexOf('{"@level":"info","@message":"Apply complete!');

type End = { exitCode: number | null; signal: NodeJS.Signals | null };

/** An engine that prints `text` (to the output file when it has one) and ends as `end` says. */
function scripted(text: string, end: End = { exitCode: 0, signal: null }): ProcessRunner {
  return {
    start(spec: ProcessSpec) {
      const apply = spec.args[0] === "apply";
      const printed = apply ? text : "{}\n";
      if (spec.outputFile !== undefined) {
        writeFileSync(spec.outputFile, "");
        appendFileSync(spec.outputFile, printed);
      }
      // Every line as the file reader hands it on, the unterminated rest included.
      for (const line of printed.split("\n").filter((l) => l !== "")) spec.onStdoutLine?.(line);
      return {
        pid: 4242,
        signal: () => false,
        done: Promise.resolve({ ...end, tail: "", spawnFailed: false }),
      };
    },
  };
}

async function applyPrinting(text: string, runId?: string, end?: End): Promise<ApplyOutcome> {
  const engine = createTerraformEngine({
    name: "terraform",
    binary: "terraform",
    workdir: dirs.make(),
    runner: scripted(text, end),
  });
  return engine.apply({
    planFile: "/tmp/app.tfplan",
    lockTimeout: "0s",
    mode: "normal",
    ...(runId === undefined ? {} : { runId }),
  });
}

function failureOf(outcome: ApplyOutcome): string {
  if (outcome.kind !== "failed") throw new Error(`expected failed, got ${outcome.kind}`);
  return outcome.message;
}

describe("terraform apply: reported as applied only with its change summary", () => {
  it("the whole stream: applied, with the summary's counts", async () => {
    expect(SUMMARY_AT).toBeGreaterThan(0);
    const outcome = await applyPrinting(STREAM, "run-whole");
    expect(outcome.kind).toBe("applied");
    expect(outcome.kind === "applied" && outcome.summary).toEqual({
      added: 1,
      changed: 0,
      removed: 0,
    });
  });

  it("the output file cut inside the change summary line, exit 0: failed, naming the byte", async () => {
    const cut = STREAM.slice(0, SUMMARY_AT + 40);
    const outcome = await applyPrinting(cut, "run-cut");
    const message = failureOf(outcome);
    const bytes = Buffer.byteLength(cut);
    expect(message).toContain("terraform apply exited 0");
    expect(message).toMatch(
      new RegExp(`apply-[0-9a-f]{16}\\.out was cut in the middle of a line at byte ${bytes} `),
    );
    expect(message).toMatch(/MiB free on the file system of /);
    // version, start, completion and the cut line: four events, one completion.
    expect(message).toContain("read 4 events from it (1 resource reported complete");
    expect(message).toContain("not reported as applied");
    expect(message).toContain("`stackgate recover`");
    expect(message).toContain("`stackgate status`");
  });

  it("the output file ends on a whole line before the change summary: failed", async () => {
    const outcome = await applyPrinting(STREAM.slice(0, SUMMARY_AT), "run-short");
    expect(failureOf(outcome)).toMatch(
      new RegExp(`\\.out ended at byte ${Buffer.byteLength(STREAM.slice(0, SUMMARY_AT))} `),
    );
  });

  it("through a pipe (no run id), no change summary: failed", async () => {
    const outcome = await applyPrinting(STREAM.slice(0, SUMMARY_AT));
    expect(failureOf(outcome)).toContain("no change summary arrived on its output");
  });
});

describe("an apply that died of a signal", () => {
  const sigint: End = { exitCode: null, signal: "SIGINT" };
  it("of SIGINT before its first line: stopped before it began, not killed (its lock needs no recovery)", async () => {
    const outcome = await applyPrinting("", "run-1", sigint);
    if (outcome.kind !== "interrupted")
      throw new Error(`expected interrupted, got ${outcome.kind}`);
    expect(outcome.message).toContain("stopped before it began");
    expect(outcome.summary).toEqual({ added: 0, changed: 0, removed: 0 });
    expect(outcome.killedBy).toBeUndefined();
  });

  it("of SIGINT after its output began (a wrapper that died while the engine ran on): killed", async () => {
    const outcome = await applyPrinting(STREAM.slice(0, SUMMARY_AT), "run-1", sigint);
    expect(outcome.kind).toBe("interrupted");
    expect(outcome).toMatchObject({ killedBy: "SIGINT" });
  });

  it("of SIGKILL before its first line: killed", async () => {
    const outcome = await applyPrinting("", "run-1", { exitCode: null, signal: "SIGKILL" });
    expect(outcome).toMatchObject({ kind: "interrupted", killedBy: "SIGKILL" });
  });
});
