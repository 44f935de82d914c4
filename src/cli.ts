// First: remember a stop that arrives while the rest of stackgate is still loading.
import { takeEarlySignal } from "./signals/early-signals.js";
import { enableCompileCache } from "./process/compile-cache.js";
import { quickVersion } from "./cli/quick-version.js";
import { streamCongestion } from "./platforms/stream-congestion.js";

const argv = process.argv.slice(2);
const version = quickVersion(argv, process.env);
if (version !== null) {
  // `stackgate --version`: nothing else to load (cli/quick-version.ts says when this applies).
  process.stdout.write(version);
} else {
  // The rest is imported only now, so that Node's compile cache (when available) covers it.
  // main.ts is small: it imports a command's code only when the settings name that command.
  enableCompileCache();
  const { main } = await import("./cli/main.js");
  process.exitCode = await main({
    argv,
    env: process.env,
    cwd: process.cwd(),
    stdout: process.stdout,
    stderr: process.stderr,
    stdin: process.stdin,
    earlySignal: takeEarlySignal,
    congestion: streamCongestion(process.stderr),
  });
}
