/**
 * The CI runner against a recording host: how a step that cannot start ends (bad input, an
 * unexpected error, a refusal before any engine runs, a stop that came first), and that the
 * host hears each of them once, with the exit code the step ends with.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { CiConfig, CiFailure, CiHost, CiJob } from "../../../src/ci/host.js";
import { runCi } from "../../../src/ci/runner.js";
import { EXIT, StackgateError } from "../../../src/errors.js";
import { createRedactor } from "../../../src/report/redact.js";
import { resolveSettings } from "../../../src/command/resolve-settings.js";
import type { SignalTrap, TrappedSignal } from "../../../src/signals/signal-trap.js";
import type { Settings } from "../../../src/settings/index.js";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function config(command: string, flags: string[] = []): Promise<CiConfig> {
  const cwd = mkdtempSync(path.join(tmpdir(), "stackgate-ci-"));
  dirs.push(cwd);
  const env = { STACKGATE_SECRETS: "s3cret-token-value" };
  const settings = await resolveSettings({
    argv: [command, "--project=infra", "--stack=prod", ...flags],
    env,
    cwd,
  });
  const resolveFor = (argv: string[]): Promise<Settings> =>
    resolveSettings({ argv: [command, ...argv], env, cwd });
  return { settings, comment: false, pullRequest: null, resolveFor };
}

interface Recorded {
  calls: string[];
  failures: CiFailure[];
  lines: string[];
}

/** A host whose job records what the runner asks of it; `prepare` does what the test says. */
function recordingHost(
  read: () => Promise<CiConfig>,
  options: { early?: TrappedSignal; prepare?: (trap: SignalTrap) => Promise<null> } = {},
): { host: CiHost<CiConfig>; seen: Recorded } {
  const seen: Recorded = { calls: [], failures: [], lines: [] };
  const redact = createRedactor(["s3cret-token-value"]);
  const start = (cfg: CiConfig): CiJob => ({
    config: cfg,
    output: {
      redact,
      info: (m) => seen.lines.push(redact(m)),
      warn: (m) => seen.lines.push(`warning: ${redact(m)}`),
      event: () => undefined,
    },
    env: process.env,
    terms: { command: "input command", commands: "an action command" },
    earlySignal: () => options.early ?? null,
    liveness: null,
    postRunComment: null,
    prepare: (_command, trap) => {
      seen.calls.push("prepare");
      return options.prepare ? options.prepare(trap) : Promise.resolve(null);
    },
    show: (text) => seen.lines.push(text),
    setOutputs: (outputs) => seen.calls.push(`setOutputs(${JSON.stringify(outputs)})`),
    driftReporters: (planned) => {
      seen.calls.push(`driftReporters(${planned.length})`);
      return Promise.resolve([
        { report: (r) => Promise.resolve(void seen.calls.push(`reported(${r.status})`)) },
      ]);
    },
    report: () => {
      seen.calls.push("report");
      return Promise.resolve();
    },
    conclude: () => seen.calls.push("conclude"),
    fail: (failure) => {
      seen.calls.push("job.fail");
      seen.failures.push(failure);
    },
    finish: (interrupted) => seen.calls.push(`finish(${interrupted})`),
  });
  const host: CiHost<CiConfig> = {
    readConfig: read,
    fail: (failure) => {
      seen.calls.push("host.fail");
      seen.failures.push(failure);
    },
    start: (cfg) => {
      seen.calls.push("start");
      return start(cfg);
    },
  };
  return { host, seen };
}

describe("runCi", () => {
  it("bad input: the host reports it before any job starts, with the error's exit code", async () => {
    const { host, seen } = recordingHost(() => {
      throw new StackgateError('input stale-after: expected a duration, got "soon"', EXIT.usage);
    });
    expect(await runCi(host)).toBe(EXIT.usage);
    expect(seen.calls).toEqual(["host.fail"]);
    expect(seen.failures).toEqual([
      {
        exitCode: EXIT.usage,
        text: 'input stale-after: expected a duration, got "soon"',
        known: true,
        signalExit: null,
      },
    ]);
  });

  it("an unexpected error is exit 1 and asks for a report, with the stack", async () => {
    const { host, seen } = recordingHost(() => {
      throw new TypeError("cannot read properties of undefined");
    });
    expect(await runCi(host)).toBe(EXIT.failed);
    const [failure] = seen.failures;
    expect(failure?.known).toBe(false);
    expect(failure?.text).toMatch(
      /^unexpected error \(please report it\): TypeError: cannot read properties of undefined\n\s+at /,
    );
  });

  it("a refusal in prepare ends the step through job.fail; nothing runs, finish still comes", async () => {
    const refusal = new StackgateError(
      "approval: no plan at .stackgate/prod.tfplan",
      EXIT.approvalRequired,
    );
    const { host, seen } = recordingHost(() => config("up"), {
      prepare: () => Promise.reject(refusal),
    });
    expect(await runCi(host)).toBe(EXIT.approvalRequired);
    expect(seen.calls).toEqual(["start", "prepare", "job.fail", "finish(false)"]);
    expect(seen.failures[0]).toMatchObject({ exitCode: 3, known: true, signalExit: null });
  });

  it("an error after a real SIGTERM: the job hears the signal's code, the step ends with it", async () => {
    const { host, seen } = recordingHost(() => config("up"), {
      prepare: async (trap) => {
        const received = new Promise<void>((resolve) => trap.onInterrupt(() => resolve()));
        process.kill(process.pid, "SIGTERM");
        await received;
        throw new StackgateError("the state is locked", EXIT.locked);
      },
    });
    expect(await runCi(host)).toBe(143);
    expect(seen.failures[0]).toMatchObject({ exitCode: EXIT.locked, signalExit: 143 });
    expect(seen.calls.at(-1)).toBe("finish(true)");
  });

  it("drift: the report in the log, the outputs, then the host's reporters; the step ends with drift's code", async () => {
    // --all-stacks under an empty directory: no stack found, which a schedule must not take for "no drift".
    const { host, seen } = recordingHost(() => config("drift", ["--all-stacks"]));
    expect(await runCi(host)).toBe(EXIT.failed);
    expect(seen.calls).toEqual([
      "start",
      "prepare",
      "driftReporters(0)",
      'setOutputs({"outcome":"empty","exit-code":"1"})',
      "reported(empty)",
      "finish(false)",
    ]);
    expect(seen.lines.join("\n")).toContain("Outcome: empty (exit 1)");
  });

  it("a stop that came before the trap: nothing is prepared or run, the signal's exit code", async () => {
    const { host, seen } = recordingHost(() => config("up"), { early: "SIGTERM" });
    expect(await runCi(host)).toBe(143);
    expect(seen.calls).toEqual(["start", "finish(true)"]);
    expect(seen.lines).toContain("stackgate: SIGTERM received while starting: nothing was started");
  });
});
