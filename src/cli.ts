// First: remember a stop that arrives while the rest of stackgate is still loading.
import { takeEarlySignal } from "./signals/early-signals.js";
import { main } from "./cli/main.js";
import { streamCongestion } from "./platforms/local.js";

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
