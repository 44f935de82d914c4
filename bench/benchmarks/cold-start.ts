/** Cold start: `node dist/cli.js --version` against `node -e 0` on the same node. */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { runAb } from "../lib/ab.js";
import { measure } from "../lib/measure.js";
import { median, pairDifferences, pairRatios } from "../lib/stats.js";
import { fmtMs, fmtRatio, sized, type Benchmark } from "./types.js";

export const coldStart: Benchmark = {
  id: "cold-start",
  title: "Cold start of the bundled CLI (`--version`)",
  comparedWith: "`node -e 0` (same node binary)",
  async run(world, result) {
    const warmup = sized(world, 3, 0);
    const rounds = sized(world, 30, 2);
    const bare = {
      label: "node -e 0",
      run: () =>
        measure(
          { command: world.node, args: ["-e", "0"], cwd: world.root, env: world.env },
          { sampleEveryMs: 1_000 },
        ),
    };
    const comparison = await runAb({
      name: "`--version`",
      a: {
        label: "node dist/cli.js --version",
        run: () =>
          measure(
            { ...world.stackgate("--version"), cwd: world.root, env: world.env },
            { sampleEveryMs: 1_000 },
          ),
      },
      b: bare,
      warmup,
      rounds,
      log: (m) => world.log(m),
    });
    comparison.memory = false;
    result.comparisons.push(comparison);
    const wallA = comparison.a.map((s) => s.wallMs);
    const wallB = comparison.b.map((s) => s.wallMs);
    const extra = median(pairDifferences(wallA, wallB));
    result.targets.push({
      benchmark: "cold start (`--version`)",
      target: "≤ 150 ms more than `node -e 0`",
      measured: `+${fmtMs(extra)} (median of pair differences; ratio ${fmtRatio(median(pairRatios(wallA, wallB)))})`,
      pass: world.smoke ? null : extra <= 150,
    });

    // A candidate improvement, measured the same way: Node's on-disk compile cache.
    const cacheDir = path.join(world.root, "node-compile-cache");
    mkdirSync(cacheDir, { recursive: true });
    const cached = await runAb({
      name: "`--version`, NODE_COMPILE_CACHE set",
      a: {
        label: "NODE_COMPILE_CACHE=… node dist/cli.js --version",
        run: () =>
          measure(
            {
              ...world.stackgate("--version"),
              cwd: world.root,
              env: { ...world.env, NODE_COMPILE_CACHE: cacheDir },
            },
            { sampleEveryMs: 1_000 },
          ),
      },
      b: bare,
      warmup: sized(world, 2, 0),
      rounds: sized(world, rounds, 0),
      context: true,
      log: (m) => world.log(m),
    });
    if (cached.a.length === 0) return;
    cached.memory = false;
    result.comparisons.push(cached);
    const cachedExtra = median(
      pairDifferences(
        cached.a.map((s) => s.wallMs),
        cached.b.map((s) => s.wallMs),
      ),
    );
    result.notes.push(
      `With Node's compile cache (\`NODE_COMPILE_CACHE\`, or \`module.enableCompileCache()\` at the top of the bundle, Node ≥ 22.1) ` +
        `the extra start-up time is +${fmtMs(cachedExtra)} instead of +${fmtMs(extra)} (context row, not a target).`,
    );
  },
};
