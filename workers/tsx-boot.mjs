// Source checkouts only (tests, tsx): a worker whose entry is TypeScript starts here, registers
// tsx's loader in its own thread and imports the entry. Built packages start dist/workers/*.js
// directly and never load this file.
import { register } from "tsx/esm/api";
import { workerData } from "node:worker_threads";

register();
await import(workerData.tackEntry);
