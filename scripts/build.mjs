// Bundles the entry points into dist/. Deterministic: same source, same bytes.
import { build } from "esbuild";

const entryPoints = {
  cli: "src/cli.ts",
  "action-main": "src/action/main-entry.ts",
  "action-post": "src/action/post-entry.ts",
  pipe: "src/pipe/entry.ts",
};

await build({
  entryPoints,
  outdir: "dist",
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
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
