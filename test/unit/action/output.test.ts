/**
 * The action's log output: engine text can never become a workflow command, secrets are
 * redacted, diagnostics become annotations, groups always close.
 */
import { describe, expect, it } from "vitest";
import {
  createActionOutput,
  defuseLine,
  defuseLines,
  type ActionLog,
} from "../../../src/action/output.js";
import { createRedactor } from "../../../src/report/redact.js";

/** What the runner would read as a command in one line of output. */
function isWorkflowCommand(line: string): boolean {
  return line.trimStart().startsWith("::") || line.includes("##[");
}

function recorder() {
  const lines: string[] = [];
  const log: ActionLog = {
    info: (m) => lines.push(m),
    warning: (m, p) => lines.push(`WARNING ${p?.title ?? ""}|${m}`),
    error: (m, p) => lines.push(`ERROR ${p?.title ?? ""}|${m}`),
    startGroup: (n) => lines.push(`GROUP ${n}`),
    endGroup: () => lines.push("ENDGROUP"),
  };
  return { log, lines };
}

describe("defusing workflow commands", () => {
  it.each([
    "::add-mask::secret",
    "   ::set-output name=outcome::applied",
    "\t::error file=x::boom",
    "text ##[set-env name=X;]y",
    "##[warning]legacy",
  ])("defuses %j", (line) => {
    expect(isWorkflowCommand(line)).toBe(true);
    expect(isWorkflowCommand(defuseLine(line))).toBe(false);
  });

  it("splits at \\r as the runner does", () => {
    const lines = defuseLines("progress 10%\r::add-mask::x\r\n  ::stop-commands::tok\nok");
    expect(lines).toHaveLength(4);
    expect(lines.some(isWorkflowCommand)).toBe(false);
  });

  it("leaves ordinary text alone", () => {
    expect(defuseLine("terraform_data.item[0]: Creating... a::b")).toBe(
      "terraform_data.item[0]: Creating... a::b",
    );
  });
});

describe("createActionOutput", () => {
  it("writes engine events defused and redacted, one call per line", () => {
    const { log, lines } = recorder();
    const out = createActionOutput(log, createRedactor(["hunter2-password"]));
    out.event({ kind: "log", message: "a\n::add-mask::hunter2-password\r##[error]x" });
    expect(lines).toHaveLength(3);
    expect(lines.some(isWorkflowCommand)).toBe(false);
    expect(lines.join("\n")).not.toContain("hunter2-password");
  });

  it("turns diagnostics into annotations with the summary as title", () => {
    const { log, lines } = recorder();
    const out = createActionOutput(log, createRedactor(["s3cr3t-value"]));
    out.event({
      kind: "diagnostic",
      message: "",
      diagnostic: {
        severity: "error",
        summary: "Invalid value s3cr3t-value",
        detail: "line\n::add-mask::x",
      },
    });
    out.event({
      kind: "diagnostic",
      message: "",
      diagnostic: { severity: "warning", summary: "Deprecated", detail: "" },
    });
    expect(lines).toEqual([
      "ERROR Invalid value ***|line\n::add-mask::x",
      "WARNING Deprecated|Deprecated",
    ]);
  });

  it("does not nest groups: an inner pair only counts, the outer group is closed once", () => {
    const { log, lines } = recorder();
    const out = createActionOutput(log, createRedactor([]));
    out.startGroup("terraform apply");
    out.startGroup("inner");
    out.endGroup();
    expect(lines).toEqual(["GROUP terraform apply"]);
    out.endGroup();
    out.endGroup(); // one too many: ignored, no stray ::endgroup::
    expect(lines).toEqual(["GROUP terraform apply", "ENDGROUP"]);
  });
});
