/**
 * The drift report as issues (`--report github-issues` or `gitlab-issues`, through the
 * platform's IssueTracker): one issue per drifted stack and one per failed check, found by the
 * hidden marker on its first line among the open issues labelled `stackgate-drift` that our own
 * user opened (as the PR comment is found: the token's user, github-actions[bot] for
 * GITHUB_TOKEN) — an issue anyone else opened with the same marker is never adopted. Updated in place; closed with a comment once the stack is in sync
 * (drift) or checked again (failed). A locked stack was not checked: its issues stay as they are.
 * New issues stop at the cap on open ones; the stacks not filed are named in the output.
 */
import { messageOf, StackgateError, EXIT } from "../errors.js";
import type { IssueTracker, OpenIssue } from "../report/issue-tracker.js";
import {
  issueBody,
  issueMarker,
  issueTitle,
  runText,
  type DriftIssueKey,
  type IssueKind,
  type RunRefText,
} from "./issue-body.js";
import type { DriftReporter } from "./reporter.js";
import type { StackDrift } from "./result.js";

/** The label every drift issue carries (both kinds); GitHub creates it on first use. */
export const DRIFT_LABEL = "stackgate-drift";

export interface IssueReporterOptions {
  tracker: IssueTracker;
  /** The most open drift issues (both kinds); beyond it no new issue is opened. */
  cap: number;
  run: RunRefText;
  keyOf: (stack: StackDrift) => DriftIssueKey;
  /** One line per issue written, and the overflow line (the run's output). */
  log: (line: string) => void;
}

interface Wanted {
  stack: StackDrift;
  key: DriftIssueKey;
  kind: IssueKind;
}

export function createIssueReporter(options: IssueReporterOptions): DriftReporter {
  const { tracker, run, log } = options;
  return {
    async report(report) {
      const author = await tracker.author();
      const open = (await tracker.listOpen(DRIFT_LABEL)).filter((i) => i.author === author);
      const find = (kind: IssueKind, key: DriftIssueKey): OpenIssue | undefined =>
        open.find((i) => i.body.startsWith(issueMarker(kind, key)));
      let openCount = open.length;
      const failures: string[] = [];
      const attempt = async (what: string, write: () => Promise<void>): Promise<void> => {
        try {
          await write();
        } catch (error) {
          failures.push(`${what}: ${messageOf(error)}`);
          log(`drift issues: could not ${what}: ${messageOf(error)}`);
        }
      };
      const close = async (kind: IssueKind, key: DriftIssueKey, why: string): Promise<void> => {
        const issue = find(kind, key);
        if (!issue) return;
        await attempt(`close issue #${issue.number}`, async () => {
          await tracker.close(issue.number, `${why} as of ${runText(run)}.`);
          openCount -= 1;
          log(`drift issues: closed #${issue.number} (${issue.title})`);
        });
      };
      const toCreate: Wanted[] = [];
      for (const stack of report.stacks) {
        const key = options.keyOf(stack);
        if (stack.status === "locked") {
          log(`drift issues: ${stack.id} is locked, not checked: its issues are left as they are`);
          continue;
        }
        if (stack.status === "in-sync") await close("drift", key, "Back in sync");
        if (stack.status !== "failed") await close("failed", key, "The drift check succeeds again");
        if (stack.status === "in-sync") continue;
        const kind: IssueKind = stack.status === "drifted" ? "drift" : "failed";
        const existing = find(kind, key);
        if (!existing) {
          toCreate.push({ stack, key, kind });
          continue;
        }
        await attempt(`update issue #${existing.number}`, async () => {
          await tracker.update(
            existing.number,
            issueTitle(kind, key),
            issueBody(kind, key, stack, run),
          );
          log(`drift issues: updated #${existing.number} (${issueTitle(kind, key)})`);
        });
      }
      const notFiled: string[] = [];
      for (const { stack, key, kind } of toCreate) {
        if (openCount >= options.cap) {
          notFiled.push(stack.id);
          continue;
        }
        await attempt(`open an issue for ${stack.id}`, async () => {
          const issue = await tracker.create(
            issueTitle(kind, key),
            issueBody(kind, key, stack, run),
            DRIFT_LABEL,
          );
          openCount += 1;
          log(`drift issues: opened #${issue.number} (${issue.title}) ${issue.url}`);
        });
      }
      if (notFiled.length > 0) {
        log(
          `drift issues: ${notFiled.length} stack${notFiled.length === 1 ? "" : "s"} not filed, the cap of ${options.cap} open drift issues is reached (drift-issue-cap): ${notFiled.join(", ")}`,
        );
      }
      if (failures.length > 0) {
        throw new StackgateError(
          `drift issues: ${failures.length} issue write${failures.length === 1 ? "" : "s"} failed (the report above is complete): ${failures.join("; ")}`,
          EXIT.failed,
        );
      }
    },
  };
}
