/**
 * Real plan JSON documents of N `terraform_data` resources, made once by real terraform and
 * cached (node_modules/.cache/stackgate-bench/): a first plan (N to create) and an update plan
 * (N to update in place, from a generated state at revision r0 to the configuration's r1).
 *
 * Terraform 1.11 needs minutes to plan updates of 10,000 instances (its time grows with the
 * square of the count: 1,000 in ~5 s, 2,000 in ~15 s), so a big update plan is the real plan
 * of fewer resources replicated (`scalePlanJson`): same shape, renumbered addresses.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { randomUUID } from "node:crypto";
import path from "node:path";
import { measure, run } from "./measure.js";
import { terraform, terraformInit, writeDataProject } from "./terraform.js";
import type { World } from "./world.js";

export type PlanKind = "create" | "update";

/** Terraform state (format 4) holding `count` instances of terraform_data.item at `revision`. */
export function dataState(count: number, revision: string, terraformVersion: string): string {
  const type = ["object", { index: "number", revision: "string" }];
  const instances = Array.from({ length: count }, (_, index) => {
    const value = { value: { index, revision }, type };
    return {
      index_key: index,
      schema_version: 0,
      attributes: { id: randomUUID(), input: value, output: value, triggers_replace: null },
      sensitive_attributes: [],
    };
  });
  return JSON.stringify({
    version: 4,
    terraform_version: terraformVersion,
    serial: 1,
    lineage: randomUUID(),
    outputs: { count: { value: count, type: "number" } },
    resources: [
      {
        mode: "managed",
        type: "terraform_data",
        name: "item",
        provider: 'provider["terraform.io/builtin/terraform"]',
        instances,
      },
    ],
    check_results: null,
  });
}

export async function realPlanJson(
  world: World,
  options: { count: number; kind: PlanKind; cacheDir: string; terraformVersion: string },
): Promise<{ file: string; generatedMs: number | null }> {
  const { count, kind, cacheDir, terraformVersion } = options;
  mkdirSync(cacheDir, { recursive: true });
  const file = path.join(cacheDir, `plan-${kind}-${count}-terraform-${terraformVersion}.json`);
  if (existsSync(file)) return { file, generatedMs: null };
  const started = Date.now();
  const dir = world.dir(`plan-${kind}-${count}`);
  writeDataProject(dir, { count, revision: "r1" });
  if (kind === "update") {
    writeFileSync(path.join(dir, "terraform.tfstate"), dataState(count, "r0", terraformVersion));
  }
  await terraformInit(world, dir);
  const planFile = path.join(dir, "plan.tfplan");
  await run({
    ...terraform(world, dir, ["plan", "-input=false", "-no-color", `-out=${planFile}`]),
    timeoutMs: 600_000,
  });
  const partial = `${file}.partial`;
  const shown = await measure({
    ...terraform(world, dir, ["show", "-json", planFile]),
    stdout: { file: partial },
  });
  if (shown.exitCode !== 0) throw new Error(`terraform show -json failed for ${planFile}`);
  renameSync(partial, file);
  return { file, generatedMs: Date.now() - started };
}

/**
 * Replicates every list of `terraform_data.item[i]` objects in a plan document `factor` times,
 * renumbering the copies (address and index): a plan of `factor` times as many resources with
 * exactly the shape Terraform gives each one.
 */
export function scalePlanJson(
  source: string,
  factor: number,
  cacheDir: string,
): { file: string; count: number } {
  const doc = JSON.parse(readFileSync(source, "utf8")) as Record<string, unknown>;
  const changes = doc.resource_changes as unknown[] | undefined;
  const base = changes?.length ?? 0;
  const file = path.join(cacheDir, `${path.basename(source, ".json")}-x${factor}.json`);
  if (existsSync(file)) return { file, count: base * factor };
  const renumber = (item: unknown, offset: number): unknown =>
    JSON.parse(
      JSON.stringify(item)
        .replace(
          /terraform_data\.item\[(\d+)\]/g,
          (_, i: string) => `terraform_data.item[${Number(i) + offset}]`,
        )
        .replace(/"index":(\d+)/g, (_, i: string) => `"index":${Number(i) + offset}`),
    );
  const visit = (value: unknown): unknown => {
    if (Array.isArray(value)) {
      const isResources = value.some(
        (v) =>
          typeof v === "object" &&
          v !== null &&
          String((v as { address?: unknown }).address).startsWith("terraform_data.item["),
      );
      if (!isResources) return value.map(visit);
      return Array.from({ length: factor }, (_, k) =>
        value.map((v) => renumber(v, k * base)),
      ).flat();
    }
    if (typeof value === "object" && value !== null) {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, visit(v)]));
    }
    return value;
  };
  const partial = `${file}.partial`;
  writeFileSync(partial, JSON.stringify(visit(doc)));
  renameSync(partial, file);
  return { file, count: base * factor };
}
