/**
 * 100 MB of engine output streamed through the step: a fake engine (`--engine-binary`, a
 * shell script that `cat`s a generated `-json` UI stream) prints it during `apply` (`up --yes`)
 * or `plan` (`preview`); stackgate parses every line, journals resource events, writes progress
 * to stderr. Memory must stay bounded: the same at 10 MB as at 100 MB.
 */
import {
  chmodSync,
  createWriteStream,
  existsSync,
  renameSync,
  statSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { once } from "node:events";
import { runSeries } from "../lib/ab.js";
import { measure } from "../lib/measure.js";
import { realPlanJson } from "../lib/plans.js";
import { median } from "../lib/stats.js";
import type { World } from "../lib/world.js";
import { fmtMb, sized, type Benchmark } from "./types.js";

const MB = 1024 * 1024;
const STREAM_RESOURCES = 1_000;

function fakeEngine(dir: string): string {
  const file = path.join(dir, "fake-terraform.sh");
  writeFileSync(
    file,
    `#!/bin/sh
# A stand-in for terraform: the subcommands stackgate runs, with canned output.
case "$1" in
  version) printf '%s\\n' '{"terraform_version":"1.11.4","platform":"linux_amd64","provider_selections":{},"terraform_outdated":false}' ;;
  init) echo "Terraform has been successfully initialized!" ;;
  plan)
    for arg in "$@"; do case "$arg" in -out=*) : > "\${arg#-out=}" ;; esac; done
    cat "$BENCH_PLAN_STREAM"
    exit 2 ;;
  show) cat "$BENCH_SHOW_JSON" ;;
  apply) i=0; while [ "$i" -lt "\${BENCH_APPLY_REPEAT:-1}" ]; do cat "$BENCH_APPLY_STREAM"; i=$((i + 1)); done ;;
  *) echo "fake terraform: unexpected arguments: $*" >&2; exit 1 ;;
esac
`,
  );
  chmodSync(file, 0o755);
  return file;
}

function hook(index: number): Record<string, unknown> {
  const addr = `terraform_data.item[${index}]`;
  return {
    addr,
    module: "",
    resource: addr,
    implied_provider: "terraform",
    resource_type: "terraform_data",
    resource_name: "item",
    resource_key: index,
  };
}

function line(type: string, message: string, extra: Record<string, unknown>): string {
  return `${JSON.stringify({
    "@level": "info",
    "@message": message,
    "@module": "terraform.ui",
    "@timestamp": "2025-06-01T12:00:00.000000Z",
    ...extra,
    type,
  })}\n`;
}

/**
 * A `-json` UI stream of about `bytes`: per resource a start, chatty provisioner output (the
 * realistic source of huge output) or plan log lines, and a completion; then the summary.
 */
async function writeStream(file: string, bytes: number, phase: "apply" | "plan"): Promise<void> {
  if (existsSync(file) && statSync(file).size >= bytes * 0.98) return;
  const partial = `${file}.partial`;
  const out = createWriteStream(partial);
  const write = async (text: string): Promise<void> => {
    if (!out.write(text)) await once(out, "drain");
  };
  let written = 0;
  const emit = async (text: string): Promise<void> => {
    written += Buffer.byteLength(text);
    await write(text);
  };
  await emit(line("version", "Terraform 1.11.4", { terraform: "1.11.4", ui: "1.2" }));
  const perResource = bytes / STREAM_RESOURCES;
  for (let i = 0; i < STREAM_RESOURCES; i++) {
    const resource = hook(i);
    const addr = `terraform_data.item[${i}]`;
    const target = (i + 1) * perResource;
    if (phase === "apply") {
      await emit(
        line("apply_start", `${addr}: Creating...`, { hook: { resource, action: "create" } }),
      );
      for (let n = 0; written < target - 400; n++) {
        const output = `build step ${n}: compiling module ${i}/${n} ... ok (${"·".repeat(60)})`;
        await emit(
          line("provision_progress", `${addr}: (local-exec): ${output}`, {
            hook: { resource, provisioner: "local-exec", output },
          }),
        );
      }
      await emit(
        line("apply_complete", `${addr}: Creation complete after 1s [id=id-${i}]`, {
          hook: {
            resource,
            action: "create",
            id_key: "id",
            id_value: `id-${i}`,
            elapsed_seconds: 1,
          },
        }),
      );
    } else {
      await emit(
        line("planned_change", `${addr}: Plan to create`, {
          change: { resource, action: "create" },
        }),
      );
      for (let n = 0; written < target; n++) {
        await emit(
          line("log", `provider: reading remote object ${i}/${n}: ${"·".repeat(120)}`, {}),
        );
      }
    }
  }
  const add = STREAM_RESOURCES;
  await emit(
    line(
      "change_summary",
      phase === "apply"
        ? `Apply complete! Resources: ${add} added, 0 changed, 0 destroyed.`
        : `Plan: ${add} to add, 0 to change, 0 to destroy.`,
      { changes: { add, change: 0, import: 0, remove: 0, operation: phase } },
    ),
  );
  out.end();
  await once(out, "close");
  renameSync(partial, file);
}

function smallStream(world: World, phase: "apply" | "plan"): string {
  const file = path.join(world.root, `small-${phase}.ndjson`);
  writeFileSync(
    file,
    line("change_summary", "summary", {
      changes: { add: 1, change: 0, import: 0, remove: 0, operation: phase },
    }),
  );
  return file;
}

interface Variant {
  command: "up" | "preview";
  phase: "apply" | "plan";
  /** Size of the stream file, and how many times the fake engine prints it. */
  mb: number;
  repeat: number;
  /** Where stackgate's stderr goes: a pipe the harness reads (as a CI runner), or /dev/null. */
  stderr: "drain" | "ignore";
  rounds: number;
  judged: boolean;
}

function variantName(v: Variant): string {
  return (
    `\`${v.command}\`: ${v.phase} prints ${v.mb * v.repeat} MB` +
    (v.repeat > 1 ? ` (${v.mb} MB × ${v.repeat})` : "") +
    (v.stderr === "ignore" ? ", stderr to /dev/null" : ", stderr to a pipe")
  );
}

export const stream: Benchmark = {
  id: "stream",
  title: "100 MB of engine output streamed through the step",
  comparedWith: "— (absolute target; 10 and 300 MB to see whether memory follows the output)",
  async run(world, result) {
    const cache = world.options.cacheDir;
    const engine = fakeEngine(world.dir("fake-engine"));
    const show = await realPlanJson(world, {
      count: 10,
      kind: "create",
      cacheDir: cache,
      terraformVersion: world.options.terraformVersion,
    });
    const small = sized(world, 10, 1);
    const big = sized(world, 100, 2);
    const rounds = sized(world, 3, 1);
    const variants: Variant[] = [
      {
        command: "up",
        phase: "apply",
        mb: small,
        repeat: 1,
        stderr: "drain",
        rounds,
        judged: false,
      },
      { command: "up", phase: "apply", mb: big, repeat: 1, stderr: "drain", rounds, judged: true },
      {
        command: "up",
        phase: "apply",
        mb: big,
        repeat: 3,
        stderr: "drain",
        rounds: sized(world, 2, 1),
        judged: false,
      },
      {
        command: "preview",
        phase: "plan",
        mb: big,
        repeat: 1,
        stderr: "drain",
        rounds,
        judged: true,
      },
      {
        command: "up",
        phase: "apply",
        mb: big,
        repeat: 1,
        stderr: "ignore",
        rounds: sized(world, 2, 1),
        judged: false,
      },
    ];
    const peaks = new Map<Variant, number>();
    for (const v of variants) {
      const streamFile = path.join(cache, `ui-stream-${v.phase}-${v.mb}mb.ndjson`);
      await writeStream(streamFile, v.mb * MB, v.phase);
      const bytes = statSync(streamFile).size * v.repeat;
      const env = {
        ...world.env,
        BENCH_SHOW_JSON: show.file,
        BENCH_PLAN_STREAM: v.phase === "plan" ? streamFile : smallStream(world, "plan"),
        BENCH_APPLY_STREAM: v.phase === "apply" ? streamFile : smallStream(world, "apply"),
        BENCH_APPLY_REPEAT: String(v.repeat),
      };
      const name = variantName(v);
      const series = await runSeries({
        name,
        warmup: 0,
        rounds: v.rounds,
        log: (m) => world.log(m),
        run: async () => {
          const dir = world.dir(`stream-${v.phase}`);
          writeFileSync(
            path.join(dir, "main.tf"),
            "# stands in for a project: the engine is fake\n",
          );
          const args = v.command === "up" ? ["up", "--yes", "-C", dir] : ["preview", "-C", dir];
          const r = await measure({
            ...world.stackgate(...args, "--engine-binary", engine),
            cwd: dir,
            env,
            stderr: v.stderr,
          });
          if (r.exitCode !== 0)
            throw new Error(`stackgate ${v.command} with the fake engine exited ${r.exitCode}`);
          return {
            "wall ms": r.wallMs,
            "stackgate node peak RSS MB": r.rootPeakKb / 1024,
            "process tree peak RSS MB": r.treePeakKb / 1024,
            "MB/s": bytes / MB / (r.wallMs / 1000),
          };
        },
      });
      result.series.push(series);
      peaks.set(v, Math.max(...(series.metrics["stackgate node peak RSS MB"] ?? [0])));
      if (v.judged) {
        const treeMax = Math.max(...(series.metrics["process tree peak RSS MB"] ?? [0]));
        const nodeMax = peaks.get(v) ?? 0;
        // The node's own VmHWM is exact; the tree is sampled: the larger of the two is the peak.
        const worst = Math.max(treeMax, nodeMax);
        result.targets.push({
          benchmark: `${big} MB of engine output (${v.command}, during ${v.phase}, stderr to a pipe)`,
          target: "peak RSS ≤ 150 MB",
          measured: `${fmtMb(worst * 1024)} (largest round; stackgate's node ${fmtMb(nodeMax * 1024)}, process tree ${fmtMb(treeMax * 1024)}); ${median(series.metrics["MB/s"] ?? []).toFixed(0)} MB/s`,
          pass: world.smoke ? null : worst <= 150,
        });
      }
    }
    const [v10, v100, v300, , vNull] = variants;
    const peak = (v: Variant | undefined): number => (v ? (peaks.get(v) ?? 0) : 0);
    const grows = peak(v300) > peak(v100) * 1.25 || peak(v100) > peak(v10) * 1.25;
    const summary =
      `\`up\` node peak RSS with stderr to a pipe: ${peak(v10).toFixed(0)} MB at ${small} MB of output, ` +
      `${peak(v100).toFixed(0)} MB at ${big} MB, ${peak(v300).toFixed(0)} MB at ${big * 3} MB; ` +
      `with stderr to /dev/null: ${peak(vNull).toFixed(0)} MB at ${big} MB. ` +
      (grows
        ? "Memory follows the output when stderr is a pipe: progress lines are written to stderr without waiting for the pipe to drain, so they queue in stackgate's memory while the engine keeps printing."
        : "Memory does not follow the output.");
    result.notes.push(
      summary,
      `The stream holds ${STREAM_RESOURCES} resources (${STREAM_RESOURCES * 2} journaled events); the rest is provisioner output (apply) or log lines (plan). ` +
        `The fake engine (\`--engine-binary\`) is a shell script that \`cat\`s the stream for \`apply\` or \`plan\`.`,
    );
    for (const t of result.targets) {
      if (t.pass === false) t.reason = summary;
    }
  },
};
