/** The invariants a chaos trial checks after the interrupted `up` (see trial.ts for the list). */
import { backendDriver, type Stack } from "./backends.js";
import { journalAddresses, journalFile, lastPhase, readJournal } from "./journal.js";
import type { TrialSpec } from "./plan.js";
import type { StepRecord } from "./steps.js";
import type { Orphan, TrialReport } from "./trial-report.js";
import type { ChaosWorld } from "./world.js";

function orphansOf(json: Record<string, unknown> | null): Orphan[] | null {
  const list = json?.orphans;
  if (!Array.isArray(list)) return null;
  return list.map((o: unknown) => {
    const r = (typeof o === "object" && o !== null ? o : {}) as Record<string, unknown>;
    return {
      address: typeof r.address === "string" ? r.address : "",
      id: typeof r.id === "string" ? r.id : null,
      certain: r.certain === true,
      importCommand: typeof r.importCommand === "string" ? r.importCommand : "",
    };
  });
}

export function lockKind(json: Record<string, unknown> | null, ...path: string[]): unknown {
  let at: unknown = json;
  for (const key of path) {
    at = typeof at === "object" && at !== null ? (at as Record<string, unknown>)[key] : undefined;
  }
  return typeof at === "object" && at !== null ? (at as Record<string, unknown>).kind : undefined;
}

export async function checkJournals(
  world: ChaosWorld,
  spec: TrialSpec,
  report: TrialReport,
  dir: string,
  stack: Stack,
  durableDir: string,
  created: readonly string[],
  gracefullyInterrupted: boolean,
): Promise<void> {
  const violate = (text: string): void => void report.violations.push(text);
  const local = readJournal(journalFile(dir, stack.name));
  report.journalLastPhase = lastPhase(local.entries);
  const t = report.timeline;
  const applied = t.applyAt !== null && (t.signalAt === null || t.signalAt >= t.applyAt);
  if (!local.exists) {
    // Interrupted before its first side effect (node start-up, settings): nothing to journal.
    if (applied || created.length > 0) {
      violate(`(j) no journal at ${local.file} after the interrupted up`);
    }
  } else {
    const missing = created.filter((a) => !journalAddresses(local.entries).has(a));
    if (missing.length > 0) {
      violate(
        `(j) the local journal never mentions ${missing.join(", ")}, which reality shows created`,
      );
    }
    const result = report.steps.find((s) => s.name === "interrupted up")?.json ?? null;
    if (result?.outcome === "applied") {
      if (report.journalLastPhase !== "done") {
        violate(
          `(j) \`up\` reported outcome "applied" but the journal's last phase is ${JSON.stringify(report.journalLastPhase)}, expected "done"`,
        );
      }
    } else if (
      gracefullyInterrupted &&
      report.exit?.code !== 0 &&
      report.exit?.signal === null &&
      report.journalLastPhase !== "interrupted"
    ) {
      violate(
        `(j) after a graceful ${spec.signal} the journal's last phase is ${JSON.stringify(report.journalLastPhase)}, expected "interrupted"`,
      );
    }
  }
  if (!local.exists || created.length === 0) return;
  const durable = await backendDriver(stack.backend).durableJournal(world, stack, durableDir);
  if (durable === null) return;
  if (durable.entries === null) {
    violate(`(j) ${durable.where} is unreadable: ${durable.error ?? ""}`);
    return;
  }
  const missing = created.filter((a) => !journalAddresses(durable.entries ?? []).has(a));
  if (missing.length > 0) {
    violate(
      `(j) ${durable.where} never mentions ${missing.join(", ")}, which reality shows created`,
    );
  }
}

export function checkRecover(report: TrialReport, recover: StepRecord): void {
  const violate = (text: string): void => void report.violations.push(text);
  const json = recover.json;
  if (json === null) {
    violate(`(r) \`recover --json\` exited ${recover.exitCode} without a JSON object on stdout`);
    return;
  }
  if (json.command !== "recover")
    violate(`(r) recover's JSON has command ${JSON.stringify(json.command)}`);
  if (json.exitCode !== recover.exitCode) {
    violate(
      `(r) recover's JSON says exitCode ${JSON.stringify(json.exitCode)} but it exited ${recover.exitCode}`,
    );
  }
  // 0 clean/recovered; 1 with "needs-attention" is allowed (orphans to import: what that
  // leaves behind is judged by (a), (b) and (d)); 4 would claim a live owner that cannot exist.
  if (recover.exitCode === 4) {
    violate("(r) recover exited 4 (live owner) although every process of the trial is dead");
  } else if (
    json.outcome === "failed" ||
    !(recover.exitCode === 0 || (recover.exitCode === 1 && json.outcome === "needs-attention"))
  ) {
    violate(
      `(r) recover exited ${recover.exitCode} with outcome ${JSON.stringify(json.outcome)}, expected 0 (or 1 with "needs-attention")`,
    );
  }
  const after = lockKind(json, "lock", "after");
  if (after !== "free")
    violate(`(a) recover reports lock.after ${JSON.stringify(after)}, expected "free"`);
  const orphans = orphansOf(json);
  if (orphans === null) violate("(r) recover's JSON has no `orphans` list");
  report.orphans = orphans;
  // Orphans recover imported itself (policy) are reported as orphans and are in state after.
  const actions = Array.isArray(json.actions) ? (json.actions as unknown[]) : [];
  report.importedByRecover = (orphans ?? [])
    .map((o) => o.address)
    .filter((address) =>
      actions.some((a) => {
        const r = (typeof a === "object" && a !== null ? a : {}) as Record<string, unknown>;
        return (
          r.kind === "import" &&
          r.ok === true &&
          typeof r.detail === "string" &&
          r.detail.includes(address)
        );
      }),
    );
}

export function checkReality(report: TrialReport, state: string[] | null): void {
  const violate = (text: string): void => void report.violations.push(text);
  const inState = new Set(state ?? []);
  const orphans = report.orphans ?? [];
  const lost = report.stateBefore.filter((a) => !inState.has(a));
  if (state !== null && lost.length > 0) {
    violate(`(c) state lost ${lost.join(", ")} (in state before the trial, gone after recover)`);
  }
  for (const address of report.markers) {
    if (inState.has(address)) continue;
    const orphan = orphans.find((o) => o.address === address);
    if (orphan === undefined) {
      violate(
        `(b) ${address} exists in reality (marker) but is neither in state nor among recover's orphans`,
      );
    } else if (
      !/\bimport\b/.test(orphan.importCommand) ||
      !orphan.importCommand.includes(address)
    ) {
      violate(
        `(b) orphan ${address} has import command ${JSON.stringify(orphan.importCommand)}, expected \`terraform import '${address}' ID\``,
      );
    } else if (orphan.id !== null && !orphan.importCommand.includes(orphan.id)) {
      violate(
        `(b) orphan ${address}'s import command ${JSON.stringify(orphan.importCommand)} lacks its id ${orphan.id}`,
      );
    }
  }
  for (const orphan of orphans) {
    if (
      state !== null &&
      inState.has(orphan.address) &&
      !report.importedByRecover.includes(orphan.address)
    ) {
      violate(`(r) recover lists ${orphan.address} as an orphan, but it is in state`);
    }
    if (orphan.certain && orphan.id === null) {
      violate(`(r) orphan ${orphan.address} is "certain" but has no id`);
    }
    if (orphan.certain && !report.markers.includes(orphan.address)) {
      violate(
        `(r) orphan ${orphan.address} is "certain" (creation complete) but reality has no marker for it`,
      );
    }
  }
}

/** (d) the next `up` applied or had nothing to do, and `preview` then finds no change. */
export function checkConverged(report: TrialReport, next: StepRecord, preview: StepRecord): void {
  const violate = (text: string): void => void report.violations.push(text);
  const converged = next.json?.outcome === "applied" || next.json?.outcome === "no-changes";
  if (next.exitCode !== 0 || !converged) {
    violate(
      `(d) the next \`up --yes --json\` exited ${next.exitCode} with outcome ${JSON.stringify(next.json?.outcome ?? null)}, expected 0 / "applied" or "no-changes"`,
    );
  }
  const summary = preview.json?.summary;
  const pending =
    typeof summary === "object" && summary !== null
      ? Object.entries(summary as Record<string, unknown>).filter(
          ([key, value]) => key !== "outputs" && typeof value === "number" && value > 0,
        )
      : [];
  if (preview.exitCode !== 0 || pending.length > 0) {
    violate(
      `(d) \`preview --detailed-exitcode\` after the next up exited ${preview.exitCode} with changes ${JSON.stringify(summary ?? null)}, expected 0 and none`,
    );
  }
}
