// First: remember a stop that arrives while the rest of stackgate is still loading.
import { takeEarlySignal } from "./signals/early-signals.js";
import { enableCompileCache } from "./process/compile-cache.js";

// The rest is imported only now, so that Node's compile cache (when available) covers it.
enableCompileCache();
const [{ main }, { streamCongestion }] = await Promise.all([
  import("./cli/main.js"),
  import("./platforms/local.js"),
]);

process.exitCode = await main({
  argv: process.argv.slice(2),
  env: process.env,
  cwd: process.cwd(),
  stdout: process.stdout,
  stderr: process.stderr,
  stdin: process.stdin,
  earlySignal: takeEarlySignal,
  congestion: streamCongestion(process.stderr),
});
