/**
 * The last few plans saved at a plan path, part by part (model/digest.ts `planParts`: actions,
 * changed attributes, fingerprints, HMACs of sensitive values — never a value), so that `up`
 * can say what changed when the plan it finds is not the one approved.
 */
import { readFileSync } from "node:fs";

import { writeFileAtomically } from "../files/atomic-file.js";
import { digestMatches, shortDigest, type PlanParts } from "../model/digest.js";

const KEEP = 8;

function historyFile(planFile: string): string {
  return `${planFile}.history.json`;
}

function readHistory(planFile: string): PlanParts[] {
  try {
    const parsed: unknown = JSON.parse(readFileSync(historyFile(planFile), "utf8"));
    return Array.isArray(parsed) ? (parsed as PlanParts[]) : [];
  } catch {
    return []; // absent or unreadable: nothing to compare with
  }
}

/** Adds this plan's parts (newest last), keeping the last few. */
export function rememberPlanParts(planFile: string, parts: PlanParts): void {
  const kept = readHistory(planFile).filter((p) => p.digest !== parts.digest);
  writeFileAtomically(historyFile(planFile), `${JSON.stringify([...kept, parts].slice(-KEEP))}\n`);
}

/** `; what changed since: …` between the approved plan (when remembered here) and `now`. */
export function whatChangedSince(planFile: string, approved: string, now: PlanParts): string {
  const then = rememberedPlan(planFile, approved);
  if (then === undefined) {
    return ` (the approved plan ${approved} is not among the plans saved here, so stackgate cannot name what changed)`;
  }
  return `; what changed since: ${describePlanChange(then, now).join("; ")}`;
}

/** The remembered plan with this digest (full or short), if any. */
function rememberedPlan(planFile: string, digest: string): PlanParts | undefined {
  return readHistory(planFile).find((p) => digestMatches(p.digest, digest));
}

/** What differs between the approved plan and the one found, in words; never a value. */
function describePlanChange(approved: PlanParts, now: PlanParts): string[] {
  const lines: string[] = [];
  if (approved.engineVersion !== now.engineVersion)
    lines.push(`the engine version (${approved.engineVersion} → ${now.engineVersion})`);
  if (approved.configuration !== now.configuration) lines.push("the configuration files");
  const was = approved.state;
  const is = now.state;
  if (JSON.stringify(was ?? null) !== JSON.stringify(is ?? null)) {
    lines.push(
      `the state (${was ? `workspace "${was.workspace}", ${was.stateAddress}` : "none"} → ` +
        `${is ? `workspace "${is.workspace}", ${is.stateAddress}` : "none"})`,
    );
  }
  const addresses = new Set([...Object.keys(approved.resources), ...Object.keys(now.resources)]);
  for (const address of addresses) {
    const a = approved.resources[address];
    const b = now.resources[address];
    if (a === undefined) lines.push(`${address}: new in the plan (${b?.action ?? "?"})`);
    else if (b === undefined) lines.push(`${address}: no longer in the plan (was ${a.action})`);
    else {
      const what: string[] = [];
      if (a.action !== b.action) what.push(`action ${a.action} → ${b.action}`);
      if (a.values !== b.values) {
        const attributes = [...new Set([...a.attributes, ...b.attributes])];
        what.push(
          attributes.length > 0 ? `values (attributes ${attributes.join(", ")})` : "values",
        );
      }
      // The sensitive HMAC covers the whole values: only alone does it say a sensitive one changed.
      if (a.secret !== b.secret && a.values === b.values) {
        what.push(
          approved.seal === "plan" && now.seal === "plan"
            ? "its sensitive values' binding (each plan binds them under a random key of its own: " +
                "set a plan key so that an unchanged plan keeps its digest)"
            : "a sensitive value",
        );
      }
      if (what.length > 0) lines.push(`${address}: ${what.join("; ")}`);
    }
  }
  const outputs = new Set([...Object.keys(approved.outputs), ...Object.keys(now.outputs)]);
  for (const name of outputs) {
    const a = approved.outputs[name];
    const b = now.outputs[name];
    if (JSON.stringify(a ?? null) !== JSON.stringify(b ?? null)) lines.push(`output ${name}`);
  }
  if (lines.length === 0)
    lines.push(`nothing that stackgate can name (digest ${shortDigest(now.digest)})`);
  return lines;
}
