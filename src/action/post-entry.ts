import { coreIo } from "./io.js";
import { runActionPost } from "./post.js";

process.exitCode = await runActionPost(coreIo());
