import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { StackgateError } from "../engines/engine.js";
import { findOnPath } from "../engines/find-binary.js";
import { EXIT } from "../exit-codes.js";
import type { Settings } from "../settings.js";
import type { LifecycleDeps } from "./deps.js";
import { DEMO_FILES } from "./demo-project.js";
import { runPreview } from "./preview.js";
import type { RunResult } from "./result.js";
import { runUp } from "./up.js";

export interface DemoResult {
  exitCode: number;
  workdir: string;
  commentFile: string;
  steps: RunResult[];
}

/** Terraform if present, else OpenTofu; an explicit --engine-binary is used as given. */
function chooseEngine(settings: Settings): Pick<Settings, "engine" | "engineBinary"> {
  if (findOnPath(settings.engineBinary))
    return { engine: settings.engine, engineBinary: settings.engineBinary };
  if (settings.engineBinary === "terraform" && findOnPath("tofu"))
    return { engine: "tofu", engineBinary: "tofu" };
  throw new StackgateError(
    `demo needs Terraform or OpenTofu: "${settings.engineBinary}" was not found on PATH` +
      `${settings.engineBinary === "terraform" ? ' and neither was "tofu"' : ""}. ` +
      `Install Terraform (terraform) or OpenTofu (tofu), or pass --engine-binary with its path.`,
    EXIT.engineUnavailable,
  );
}

/**
 * The embedded default: the whole story on a bundled project in a temp dir.
 * preview → comment → apply exactly the previewed plan (bound by digest) → a no-op preview.
 */
export async function runDemo(
  settings: Settings,
  deps: LifecycleDeps,
  print: (text: string) => void,
): Promise<DemoResult> {
  const engine = chooseEngine(settings);
  const workdir = mkdtempSync(path.join(os.tmpdir(), "stackgate-demo-"));
  for (const [name, content] of Object.entries(DEMO_FILES))
    writeFileSync(path.join(workdir, name), content);
  const commentFile = path.join(workdir, "stackgate-comment.md");
  const demo: Settings = {
    ...settings,
    ...engine,
    command: "preview",
    workdir,
    project: "stackgate-demo",
    planFile: path.join(workdir, ".stackgate", `${settings.stack}.tfplan`),
    commentFile,
  };
  print(`stackgate demo: a bundled ${engine.engine} project copied to ${workdir}\n`);
  const steps: RunResult[] = [];
  const finish = (exitCode: number): DemoResult => ({ exitCode, workdir, commentFile, steps });

  print("== 1. preview: plan, digest and the pull-request comment ==\n");
  const preview = await runPreview(demo, deps);
  steps.push(preview);
  print(`${preview.comment ?? ""}\n`);
  print(`(comment written to ${commentFile})\n`);
  if (preview.outcome !== "planned" || !preview.digest)
    return finish(preview.exitCode || EXIT.failed);

  print(`== 2. up --digest ${preview.digest}: apply exactly the reviewed plan ==\n`);
  const up = await runUp({ ...demo, command: "up", expectDigest: preview.digest }, deps);
  steps.push(up);
  print(`${up.comment ?? ""}\n`);
  if (up.outcome !== "applied") return finish(up.exitCode || EXIT.failed);

  print("== 3. preview again: the stack matches the configuration ==\n");
  const again = await runPreview(
    { ...demo, commentFile: path.join(workdir, "stackgate-comment-after.md") },
    deps,
  );
  steps.push(again);
  print(`${again.comment ?? ""}\n`);
  if (again.outcome !== "no-changes") return finish(again.exitCode || EXIT.failed);
  print(`demo finished: planned, applied, and nothing left to change. Files are in ${workdir}\n`);
  return finish(EXIT.ok);
}
