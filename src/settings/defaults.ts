/** Defaults computed from other settings, defined once (the resolver and the suggestions use them). */
import path from "node:path";

import type { EngineName } from "../model/change.js";

/** `<workdir>/.stackgate/<stack>.tfplan` (Pulumi: `<stack>.preview.json`). */
export function defaultPlanFile(workdir: string, engine: EngineName, stack: string): string {
  return path.resolve(
    workdir,
    ".stackgate",
    engine === "pulumi" ? `${stack}.preview.json` : `${stack}.tfplan`,
  );
}
