import { describe, expect, it } from "vitest";
import { createStreamOutput } from "../../../src/platforms/local.js";
import { createRedactor } from "../../../src/report/redact.js";

/** Lines the GitHub runner would read as workflow commands. */
function commandLines(text: string): string[] {
  return text.split(/\r\n|\r|\n/).filter((line) => /^\s*::/.test(line) || line.includes("##["));
}

describe("createStreamOutput", () => {
  it("never lets engine text become a workflow command, wherever it sits", () => {
    let written = "";
    const output = createStreamOutput({ write: (t: string) => (written += t) }, createRedactor([]));
    output.event({
      kind: "diagnostic",
      message: "Error: boom",
      diagnostic: {
        severity: "error",
        summary: "::add-mask::summary",
        detail:
          "first\n::set-output name=x::1\n  ::warning::indented\rsplit ::error::after-cr\n##[error]legacy",
      },
    });
    output.info("::stop-commands::token");
    output.event({ kind: "log", message: "\r::group::sneaky" });
    expect(commandLines(written)).toEqual([]);
    // The text is still all there for people to read.
    for (const part of [
      "add-mask",
      "set-output name=x",
      "warning::indented",
      "after-cr",
      "legacy",
      "stop-commands",
      "sneaky",
    ]) {
      expect(written).toContain(part);
    }
  });

  it("redacts secrets in every line", () => {
    let written = "";
    const output = createStreamOutput(
      { write: (t: string) => (written += t) },
      createRedactor(["hunter2-secret"]),
    );
    output.warn("password is hunter2-secret");
    output.event({ kind: "progress", message: "using hunter2-secret" });
    expect(written).not.toContain("hunter2-secret");
    expect(written).toContain("***");
  });
});
