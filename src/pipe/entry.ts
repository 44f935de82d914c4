// First: remember a stop that arrives while the rest of stackgate is still loading.
import { takeEarlySignal } from "../signals/early-signals.js";
import { runPipe } from "./main.js";

process.exitCode = await runPipe({
  env: process.env,
  cwd: process.cwd(),
  stdout: process.stdout,
  earlySignal: takeEarlySignal,
});
