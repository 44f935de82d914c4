// Bundles the entry points into dist/. Deterministic: same source, same bytes.
// `--outdir DIR` builds into DIR instead (the test run compares such a build with dist/).
import { copyFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { parseArgs } from "node:util";
import { build } from "esbuild";

const { values } = parseArgs({ options: { outdir: { type: "string", default: "dist" } } });
const outdir = values.outdir;

// The CLI is bundled on its own: sharing chunks with the Action's and the Pipe's entries split
// its code into more files (a `preview` loaded 34), and each file a command loads costs about
// 1.5 ms of CPU at start (docs/BENCHMARKS.md, "Start-up: chunk files").
const builds = [
  { cli: "src/cli.ts" },
  {
    "action-main": "src/action/main-entry.ts",
    "action-post": "src/action/post-entry.ts",
    pipe: "src/pipe/entry.ts",
  },
];

// Chunk names carry content hashes: drop the previous build's, so dist/ holds only this one's.
rmSync(path.join(outdir, "chunks"), { recursive: true, force: true });

for (const entryPoints of builds) {
  await build({
    entryPoints,
    outdir,
    bundle: true,
    platform: "node",
    target: "node20",
    format: "esm",
    // Code loaded with `await import()` (the AWS SDK, only for s3 backends) goes to its own
    // chunk under dist/chunks/, so that no other command reads or parses it at start. Both
    // builds write there: a name is its content's hash, so a shared name is the same file.
    splitting: true,
    chunkNames: "chunks/[name]-[hash]",
    sourcemap: false,
    legalComments: "none",
    banner: {
      js: [
        "#!/usr/bin/env node",
        "import { createRequire as __stackgateCreateRequire } from 'node:module';",
        "const require = __stackgateCreateRequire(import.meta.url);",
      ].join("\n"),
    },
    logLevel: "warning",
  });
}

// `stackgate stacks` parses HCL with tree-sitter (WebAssembly): the runtime and the HCL grammar
// go beside the chunk that loads them (src/stacks/hcl.ts reads them from its own directory).
const resolve = createRequire(import.meta.url).resolve;
for (const [file, module] of [
  ["web-tree-sitter.wasm", "web-tree-sitter/web-tree-sitter.wasm"],
  ["tree-sitter-hcl.wasm", "@tree-sitter-grammars/tree-sitter-hcl/tree-sitter-hcl.wasm"],
]) {
  copyFileSync(resolve(module), path.join(outdir, "chunks", file));
}
