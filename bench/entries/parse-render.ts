/**
 * Bundled by bench/run.mjs into its own file and run as its own process, so its peak RSS is
 * the parser's and renderer's alone: reads a `terraform show -json` document, parses it into
 * the change model, digests it and renders the PR comment, the way `stackgate preview` does
 * after `show -json`, and prints one JSON line of timings.
 *
 *   node parse-render.js <plan.json>
 */
import { readFileSync } from "node:fs";
import { performance } from "node:perf_hooks";
import { parsePlanJson } from "../../src/engines/terraform/parse-plan-json.js";
import { digestChangeSet, newSealKey } from "../../src/model/digest.js";
import { renderComment } from "../../src/report/render.js";

const file = process.argv[2];
if (file === undefined) throw new Error("usage: parse-render.js <plan.json>");

const t0 = performance.now();
const text = readFileSync(file, "utf8");
const t1 = performance.now();
const parsed = parsePlanJson(text, "terraform");
const changeSet = { ...parsed, engineVersion: parsed.engineVersion || "1.11.4" };
const t2 = performance.now();
const digest = digestChangeSet(changeSet, newSealKey({}));
const t3 = performance.now();
const comment = renderComment(
  changeSet,
  {
    project: "bench",
    stack: "default",
    workdir: ".",
    engineLabel: `Terraform ${changeSet.engineVersion}`,
    digest,
    command: "preview",
    outcome: "planned",
    secrets: [],
    approvalHint: `To apply exactly this plan: \`stackgate up --digest ${digest}\` on the same commit.`,
  },
  65_536,
);
const t4 = performance.now();

process.stdout.write(
  `${JSON.stringify({
    readMs: t1 - t0,
    parseMs: t2 - t1,
    digestMs: t3 - t2,
    renderMs: t4 - t3,
    totalMs: t4 - t0,
    maxRssKb: process.resourceUsage().maxRSS,
    resources: changeSet.resources.length,
    inputBytes: Buffer.byteLength(text),
    commentChars: comment.length,
  })}\n`,
);
