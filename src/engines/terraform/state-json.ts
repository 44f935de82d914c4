/** The current state as `show -json` prints it: every instance address, and the tainted ones. */

interface StateJsonModule {
  resources?: Array<{ address?: string; tainted?: boolean }>;
  child_modules?: StateJsonModule[];
}

export interface StateJsonSummary {
  /** Every resource instance address in state (as `terraform state list` prints them). */
  addresses: string[];
  tainted: string[];
}

/** Addresses and tainted instances from `show -json` of the current state. */
export function summarizeStateJson(stateJson: string): StateJsonSummary {
  const summary: StateJsonSummary = { addresses: [], tainted: [] };
  if (stateJson.trim() === "") return summary;
  const parsed = JSON.parse(stateJson) as { values?: { root_module?: StateJsonModule } };
  const visit = (module: StateJsonModule | undefined): void => {
    for (const r of module?.resources ?? []) {
      if (!r.address) continue;
      summary.addresses.push(r.address);
      if (r.tainted === true) summary.tainted.push(r.address);
    }
    for (const child of module?.child_modules ?? []) visit(child);
  };
  visit(parsed.values?.root_module);
  return summary;
}
