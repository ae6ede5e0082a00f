// Compiles through the pool and returns; the test expects this process to exit by itself.
import * as tack from "../../runtime/index.js";
import { distinctArgs, distinctSource } from "./kernels.js";

tack.compilePool.configure({ size: 2 });
await Promise.all([0, 1, 2].map((j) => tack.kernel(distinctSource(j)).launchAsync(...distinctArgs(j))));
console.log(`launched 3 kernels on ${tack.compilePool.stats().workersStarted} workers`);
