/** What every platform's approval gate is told about this run, from its settings. */
import type { Output } from "../command/deps.js";
import type { CommentKey } from "../report/marker.js";
import type { Settings } from "../settings/index.js";

/** What every platform's gate is told about this run (the commit and the plan it binds to). */
export function gateBinding(settings: Settings, commentKey: CommentKey, output: Output) {
  return {
    commit: settings.run.commit,
    planFile: settings.planFile,
    ...(settings.expectDigest !== undefined ? { expectDigest: settings.expectDigest } : {}),
    commentKey,
    log: (m: string) => output.info(m),
  };
}
