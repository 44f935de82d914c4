/**
 * A sealed copy of a run that could not write its state, for a place with no journal of its own
 * (a GitHub workflow artifact, action/errored-artifact.ts): the errored state AND the run's
 * journal, each sealed (journal/sealed-state.ts) under the plan key with the same record. The
 * journal goes along because, on a runner that has neither, it is what proves the backend's
 * lock is the dead run's; sealing it too means a copy someone else wrote (any workflow run of
 * the repository can upload an artifact of that name, a fork's pull request included) never
 * opens: it would need the plan key.
 */
import { createHash } from "node:crypto";
import type { JournalEntry, JournalKey } from "./entries.js";
import { foldJournal } from "./fold.js";
import { openSealedState, SealedStateError, sealState } from "./sealed-state.js";
import type { SealedStateRecord } from "./sealed-state.js";

/** The two files of a sealed run copy. */
export const RUN_COPY_FILES = {
  state: "errored-state.sealed",
  journal: "journal.sealed",
} as const;

/** Each sealed file of a run copy, by its name in RUN_COPY_FILES. */
export interface SealedRunCopy {
  state: Buffer;
  journal: Buffer;
}

/** An opened run copy: whose it is, the state's bytes and the run's journal entries. */
export interface OpenedRunCopy {
  record: SealedStateRecord;
  state: Buffer;
  entries: JournalEntry[];
}

/**
 * The fixed name of a stack's copy: `stackgate-<kind>-` and 16 hex digits of the SHA-256 of
 * project, stack and workdir (an artifact name cannot hold every character those can); `kind`
 * is `errored-state` for a run copy, `open-items` for the open items (action/open-items-artifact.ts).
 */
export function runCopyName(
  key: Pick<JournalKey, "project" | "stack" | "workdir">,
  kind: "errored-state" | "open-items" = "errored-state",
): string {
  const digest = createHash("sha256")
    .update(`${key.project}\u0000${key.stack}\u0000${key.workdir}`)
    .digest("hex");
  return `stackgate-${kind}-${digest.slice(0, 16)}`;
}

/** Seals the errored state and the run's journal entries under `secret`, with one record. */
export function sealRunCopy(
  record: SealedStateRecord,
  state: Buffer,
  entries: readonly JournalEntry[],
  secret: string,
): SealedRunCopy {
  const journal = Buffer.from(entries.map((e) => `${JSON.stringify(e)}\n`).join(""), "utf8");
  return { state: sealState(record, state, secret), journal: sealState(record, journal, secret) };
}

/**
 * Opens a run copy kept at `where` for `key`: both files must open under `secret` as this
 * stack's, name the same run, and the journal must be that run's. Throws SealedStateError.
 */
export function openRunCopy(
  copy: SealedRunCopy,
  secret: string,
  key: Pick<JournalKey, "project" | "stack" | "workdir">,
  where: string,
): OpenedRunCopy {
  const state = openSealedState(copy.state, secret, key, `${where} (${RUN_COPY_FILES.state})`);
  const journal = openSealedState(
    copy.journal,
    secret,
    key,
    `${where} (${RUN_COPY_FILES.journal})`,
  );
  const refuse = (why: string) =>
    new SealedStateError(`the sealed run copy kept at ${where} cannot be used: ${why}.`);
  if (journal.record.runId !== state.record.runId) {
    throw refuse(
      `its state is of run ${JSON.stringify(state.record.runId)}, its journal of run ${JSON.stringify(journal.record.runId)}`,
    );
  }
  const entries = journal.state
    .toString("utf8")
    .split("\n")
    .filter((line) => line !== "")
    .map((line) => JSON.parse(line) as JournalEntry);
  const header = foldJournal(entries, { source: where }).header;
  if (header.runId !== state.record.runId) {
    throw refuse(
      `its journal holds run ${JSON.stringify(header.runId)}, not ${JSON.stringify(state.record.runId)}`,
    );
  }
  return { record: state.record, state: state.state, entries };
}
