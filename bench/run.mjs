// `npm run bench`: bundles the TypeScript harness (bench/main.ts) and the parse-render entry
// with esbuild into node_modules/.cache/stackgate-bench/, then runs it. Options: --help.
import { build } from "esbuild";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const repoRoot = fileURLToPath(new URL("..", import.meta.url));
const bundleDir = path.join(repoRoot, "node_modules", ".cache", "stackgate-bench");

await build({
  absWorkingDir: repoRoot,
  entryPoints: { main: "bench/main.ts", "parse-render": "bench/entries/parse-render.ts" },
  outdir: bundleDir,
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  legalComments: "none",
  // Loaded from node_modules at run time, not bundled.
  external: ["prettier"],
  banner: {
    js: "import { createRequire as __benchCreateRequire } from 'node:module';\nconst require = __benchCreateRequire(import.meta.url);",
  },
  logLevel: "warning",
});

const { main } = await import(pathToFileURL(path.join(bundleDir, "main.js")).href);
process.exitCode = await main({ repoRoot, bundleDir, argv: process.argv.slice(2) });
