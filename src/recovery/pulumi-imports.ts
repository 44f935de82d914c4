/**
 * Proves the imports of pending creates that recovery asked `pulumi refresh
 * --import-pending-creates URN ID` for, and makes the ones the refresh dropped.
 *
 * A refresh that exits 0 has not necessarily imported. Pulumi 3.274.1 (measured on the real CLI)
 * turns the pending create into a pending import, then drops it from the state without
 * importing it, even when its provider has the object. So when the state afterwards has no such
 * resource and no pending operation of it, the import is made with `pulumi import <type> <name>
 * <id> --protect=false --generate-code=false` and then proven by a refresh of that resource
 * alone: `pulumi import` may accept an id its provider does not know (a provider whose Read
 * answers "not found" with empty properties), and the refresh asks the provider, dropping what
 * it does not have. Only a resource in the state with that id after that is reported imported;
 * anything else is left for a person with the exact command.
 */
import type { PulumiEngine } from "../command/create-engine.js";
import { importArgs } from "../engines/pulumi/args.js";
import type { Deployment } from "../engines/pulumi/parse-export.js";
import { parseUrn } from "../engines/pulumi/values.js";
import type { EventSink } from "../engines/engine.js";
import { messageOf } from "../errors.js";
import { shellWord } from "../process/shell-quote.js";
import type { RecoveryLog } from "./recover-common.js";

/** A pending create recovery asked the refresh to import, with the id the journal recorded. */
export interface PendingImport {
  urn: string;
  id: string;
  /** The run that recorded the id. */
  runId: string;
}

/** What of the engine this needs (narrow, so tests can stand in for it). */
export type ImportingEngine = Pick<PulumiEngine, "exportStack" | "importResource" | "refresh">;

/** The log recovery reports into. */
export type ImportLog = Pick<RecoveryLog, "act" | "orphans" | "attention">;

/** `pulumi import …` as stackgate runs it, for a person (`<ID>` when the id is not known). */
export function pulumiImportCommand(stack: string, urn: string, id: string | null): string {
  const { type, name } = parseUrn(urn);
  const args = importArgs(stack, type, name, id ?? "<ID>");
  return ["pulumi", ...args.map((a) => (a === "<ID>" ? a : shellWord(a)))].join(" ");
}

function inState(deployment: Deployment, i: PendingImport): boolean {
  return deployment.resources.some((r) => r.urn === i.urn && r.id === i.id);
}

/**
 * After the repair refresh (`exported`: the stack export it left): reports each import proven,
 * imports what the refresh dropped, and names the rest. Returns the stack export afterwards.
 */
export async function settlePendingImports(
  engine: ImportingEngine,
  log: ImportLog,
  request: {
    stack: string;
    imports: readonly PendingImport[];
    exported: Deployment;
    /** The refresh command a person runs for a create still pending. */
    refreshCommand: (urn: string, id: string | null) => string;
    onEvent?: EventSink;
  },
): Promise<Deployment> {
  let exported = request.exported;
  for (const i of request.imports) {
    const recorded = `with id ${i.id} (recorded by run ${i.runId})`;
    if (inState(exported, i)) {
      log.act("import", `imported the pending create ${i.urn} ${recorded}`);
      continue;
    }
    if (exported.pendingOperations.some((op) => op.urn === i.urn)) {
      notImported(log, i, {
        detail: `after the refresh ${recorded} the create is still pending`,
        command: request.refreshCommand(i.urn, i.id),
        attention: `the pending create ${i.urn} was not imported: after \`pulumi refresh --import-pending-creates\` ${recorded} it is still pending. Check whether it exists, then: ${request.refreshCommand(i.urn, null)}`,
      });
      continue;
    }
    const made = await importDropped(engine, i, request.onEvent);
    exported = made.exported ?? (await engine.exportStack());
    const command = pulumiImportCommand(request.stack, i.urn, i.id);
    if (made.error === undefined && inState(exported, i)) {
      log.act(
        "import",
        `imported the pending create ${i.urn} ${recorded} with \`pulumi import\`: the refresh with --import-pending-creates dropped it without importing; a refresh of it found it at its provider`,
      );
      continue;
    }
    const why =
      made.error ??
      `its provider has no resource with the id ${i.id}: a refresh of it left nothing in the state`;
    notImported(log, i, {
      detail: `did not import the pending create ${i.urn} ${recorded}: the refresh with --import-pending-creates dropped it, and then ${why}`,
      command,
      attention:
        `the pending create ${i.urn} was not imported: \`pulumi refresh --import-pending-creates\` ${recorded} dropped it from the state, and then ${why}. ` +
        `Check whether it exists (under this or another id), then: ${pulumiImportCommand(request.stack, i.urn, null)}`,
    });
  }
  return exported;
}

/** `pulumi import`, then a refresh of that resource alone; the first failure, if any. */
async function importDropped(
  engine: ImportingEngine,
  i: PendingImport,
  onEvent: EventSink | undefined,
): Promise<{ error?: string; exported?: Deployment }> {
  try {
    await engine.importResource(i.urn, i.id);
  } catch (error) {
    return { error: `\`pulumi import\` failed: ${messageOf(error)}` };
  }
  const refreshed = await engine.refresh({ targets: [i.urn], ...(onEvent ? { onEvent } : {}) });
  if (refreshed.kind !== "applied") {
    const exported = await engine.exportStack();
    return {
      error: `the refresh of it that checks its provider has it did not finish (${refreshed.kind}): the import is not proven`,
      exported,
    };
  }
  return {};
}

function notImported(
  log: ImportLog,
  i: PendingImport,
  report: { detail: string; command: string; attention: string },
): void {
  log.act("import", report.detail, false);
  log.orphans.push({ address: i.urn, id: i.id, certain: false, importCommand: report.command });
  log.attention.push(report.attention);
}
