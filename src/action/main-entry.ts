import { enableCompileCache } from "../process/compile-cache.js";

// The rest is imported only now, so that Node's compile cache (when available) covers it.
enableCompileCache();
const [{ coreIo }, { runActionMain }] = await Promise.all([import("./io.js"), import("./main.js")]);

process.exitCode = await runActionMain(coreIo());
