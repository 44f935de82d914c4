/**
 * Progress for people in the GitHub Actions log: every line redacted, engine output grouped,
 * engine diagnostics as annotations. Nothing engine-originated can become a workflow command:
 * the runner treats a line as a command when it starts with `::` after leading whitespace, or
 * contains `##[` anywhere (the legacy form), and it splits lines at `\n` and `\r`, so every
 * such line is defused before it is written.
 */
import type { AnnotationProperties } from "@actions/core";
import type { Output } from "../command/deps.js";
import { describeLocation } from "../model/change.js";
import { formatEvent } from "../platforms/local.js";
import { defuseLine, defuseLines } from "../platforms/workflow-commands.js";
import type { Redactor } from "../report/redact.js";

/** The few `@actions/core` log functions the action uses (tests pass a recorder). */
export interface ActionLog {
  info(message: string): void;
  warning(message: string, properties?: AnnotationProperties): void;
  error(message: string, properties?: AnnotationProperties): void;
  startGroup(name: string): void;
  endGroup(): void;
}

const ZWSP = "\u200b";

export { defuseLine, defuseLines };

export interface ActionOutput extends Output {
  /** The redactor every line goes through (for messages written elsewhere, e.g. setFailed). */
  redact: Redactor;
  /**
   * Opens a collapsed log group; each call is matched by one `endGroup` (the lifecycle's
   * operation-end event, sent from a `finally`). GitHub has no nested groups: an inner pair
   * only counts, the outer group stays the one shown.
   */
  startGroup(name: string): void;
  endGroup(): void;
}

export function createActionOutput(log: ActionLog, redact: Redactor): ActionOutput {
  const write = (text: string): void => {
    for (const line of defuseLines(redact(text))) log.info(line);
  };
  let depth = 0;
  return {
    redact,
    info: write,
    warn: (message) => log.warning(redact(message)),
    event(event) {
      const d = event.diagnostic;
      if (event.kind === "diagnostic" && d) {
        // Annotations are escaped by @actions/core; `##[` is defused as well, belt and braces.
        const legacy = (text: string): string => text.replaceAll("##[", `#${ZWSP}#[`);
        const title = legacy(redact(d.summary).replace(/\s+/g, " ").slice(0, 200));
        const where = describeLocation(d);
        const text = d.detail.trim() === "" ? d.summary : d.detail;
        const body = legacy(redact(where === "" ? text : `${where}: ${text}`));
        const properties: AnnotationProperties = { title };
        if (d.severity === "error") log.error(body, properties);
        else log.warning(body, properties);
        return;
      }
      // A diagnostic without details is a plain line here (the terminal's form is for people).
      const text = event.kind === "diagnostic" ? event.message : formatEvent(event);
      if (text !== null && text.trim() !== "") write(text);
    },
    startGroup(name) {
      depth += 1;
      if (depth === 1) log.startGroup(defuseLine(redact(name).replace(/[\r\n]+/g, " ")));
    },
    endGroup() {
      if (depth === 0) return;
      depth -= 1;
      if (depth === 0) log.endGroup();
    },
  };
}
