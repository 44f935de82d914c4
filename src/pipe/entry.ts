// First: remember a stop that arrives while the rest of stackgate is still loading.
import { takeEarlySignal } from "../signals/early-signals.js";
import { enableCompileCache } from "../process/compile-cache.js";

// The rest is imported only now, so that Node's compile cache (when available) covers it.
enableCompileCache();
const { runPipe } = await import("./main.js");

process.exitCode = await runPipe({
  env: process.env,
  cwd: process.cwd(),
  stdout: process.stdout,
  earlySignal: takeEarlySignal,
});
