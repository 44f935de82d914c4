/**
 * Issue 28: an apply's outputs come from the `outputs` message its own `-json` stream ends with
 * (recorded from Terraform 1.11.4 and OpenTofu 1.11.14: test/fixtures/apply-outputs/README.md);
 * `output -json`, one more engine process, runs only when that message did not arrive or lacks
 * a value (a sensitive output's, which the message leaves out). What is reported is what
 * `output -json` gives.
 */
import { afterAll, describe, expect, it } from "vitest";
import type { ApplyOutcome } from "../../../../src/engines/engine.js";
import { createTerraformEngine } from "../../../../src/engines/terraform/engine.js";
import { parseOutputsJson } from "../../../../src/engines/terraform/parse-outputs-json.js";
import { parseOutputsMessage } from "../../../../src/engines/terraform/parse-ui-json.js";
import type { ProcessRunner, ProcessSpec } from "../../../../src/process/runner.js";
import { readFixture } from "../../../support/fixtures.js";
import { tempDirs } from "../../../support/temp-dirs.js";

const dirs = tempDirs("stackgate-tf-outputs-");
afterAll(() => dirs.removeAll());

const ENGINES = ["terraform-1.11.4", "tofu-1.11.14"] as const;
const recorded = (engine: string, file: string): string =>
  readFixture("apply-outputs", `${engine}__${file}`);
const outputsLine = (stream: string): string => {
  const line = stream.split("\n").find((l) => l.includes('"type":"outputs"'));
  if (line === undefined) throw new Error("expected an outputs message in the recorded stream");
  return line;
};

/** An engine whose apply prints `stream` and whose `output -json` prints `outputJson`. */
function scripted(stream: string, outputJson: string): { runner: ProcessRunner; argv: string[] } {
  const argv: string[] = [];
  const runner: ProcessRunner = {
    start(spec: ProcessSpec) {
      argv.push(spec.args.join(" "));
      const printed = spec.args[0] === "apply" ? stream : outputJson;
      for (const line of printed.split("\n").filter((l) => l !== "")) spec.onStdoutLine?.(line);
      return {
        pid: 4242,
        signal: () => false,
        done: Promise.resolve({ exitCode: 0, signal: null, tail: "", spawnFailed: false }),
      };
    },
  };
  return { runner, argv };
}

async function applyWith(
  stream: string,
  outputJson: string,
): Promise<{ outcome: ApplyOutcome; argv: string[] }> {
  const { runner, argv } = scripted(stream, outputJson);
  const engine = createTerraformEngine({
    name: "terraform",
    binary: "terraform",
    workdir: dirs.make(),
    runner,
  });
  const outcome = await engine.apply({ planFile: "p.tfplan", lockTimeout: "0s", mode: "normal" });
  return { outcome, argv };
}

const outputsOf = (outcome: ApplyOutcome): unknown =>
  outcome.kind === "applied" ? outcome.outputs : `not applied: ${outcome.kind}`;

describe.each(ENGINES)("parseOutputsMessage (%s, recorded)", (engine) => {
  it("reads the apply's outputs message as `output -json` reads them, without the secret's value", () => {
    const read = parseOutputsMessage(outputsLine(recorded(engine, "apply-with-sensitive.ndjson")));
    const full = parseOutputsJson(recorded(engine, "output-json-with-sensitive.json"));
    expect(full.map((o) => o.name)).toEqual(["obj", "plain", "secret"]);
    expect(read).toEqual({
      complete: false,
      outputs: full.map((o) => (o.sensitive ? { ...o, value: undefined } : o)),
    });
  });

  it("an apply with no sensitive output: complete, equal to `output -json`", () => {
    const read = parseOutputsMessage(outputsLine(recorded(engine, "apply-plain-only.ndjson")));
    expect(read).toEqual({
      complete: true,
      outputs: parseOutputsJson(recorded(engine, "output-json-plain-only.json")),
    });
  });

  it("a plan's outputs message (actions, no values) is none", () => {
    const line = outputsLine(recorded(engine, "plan-with-sensitive.ndjson"));
    expect(line).toContain('"action"');
    expect(parseOutputsMessage(line)).toBeNull();
  });
});

describe("parseOutputsMessage: anything else", () => {
  it("is null for other messages and for text that is no JSON", () => {
    expect(parseOutputsMessage('{"type":"change_summary","changes":{}}')).toBeNull();
    expect(parseOutputsMessage("Outputs: 2")).toBeNull();
    expect(parseOutputsMessage({ type: "outputs", outputs: [] })).toBeNull();
  });

  it("a non-sensitive output without a value makes the message unusable; no `sensitive` key counts as sensitive", () => {
    expect(
      parseOutputsMessage({ type: "outputs", outputs: { x: { sensitive: false } } }),
    ).toBeNull();
    expect(parseOutputsMessage({ type: "outputs", outputs: { x: { value: 1 } } })).toEqual({
      complete: true,
      outputs: [{ name: "x", value: 1, sensitive: true }],
    });
  });
});

describe.each(ENGINES)("terraform apply's outputs (%s, recorded streams)", (engine) => {
  it("no sensitive output: from the outputs message, no `output -json` run", async () => {
    const { outcome, argv } = await applyWith(
      recorded(engine, "apply-plain-only.ndjson"),
      recorded(engine, "output-json-plain-only.json"),
    );
    expect(argv.map((a) => a.split(" ")[0])).toEqual(["apply"]);
    expect(outputsOf(outcome)).toEqual(
      parseOutputsJson(recorded(engine, "output-json-plain-only.json")),
    );
  });

  it("a sensitive output (no value in the message): `output -json` as before, the secret still sensitive", async () => {
    const { outcome, argv } = await applyWith(
      recorded(engine, "apply-with-sensitive.ndjson"),
      recorded(engine, "output-json-with-sensitive.json"),
    );
    expect(argv.map((a) => a.split(" ")[0])).toEqual(["apply", "output"]);
    expect(outputsOf(outcome)).toEqual([
      { name: "obj", value: { l: ["x"], n: 1 }, sensitive: false },
      { name: "plain", value: "hello", sensitive: false },
      { name: "secret", value: "s3cr3t", sensitive: true },
    ]);
  });

  it("no outputs message (an older engine): `output -json`", async () => {
    const stream = recorded(engine, "apply-plain-only.ndjson")
      .split("\n")
      .filter((l) => !l.includes('"type":"outputs"'))
      .join("\n");
    const { outcome, argv } = await applyWith(
      stream,
      recorded(engine, "output-json-plain-only.json"),
    );
    expect(argv.map((a) => a.split(" ")[0])).toEqual(["apply", "output"]);
    expect(outputsOf(outcome)).toEqual(
      parseOutputsJson(recorded(engine, "output-json-plain-only.json")),
    );
  });
});
