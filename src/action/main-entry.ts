import { coreIo } from "./io.js";
import { runActionMain } from "./main.js";

process.exitCode = await runActionMain(coreIo());
