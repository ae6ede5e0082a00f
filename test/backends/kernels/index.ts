/**
 * Every kernel case, by topic, with no device named: test/backends/kernels.test.ts runs them on
 * each available device. A new topic file is listed here.
 */
import type { Topic } from "../harness.js";
import { arraysTopic } from "./arrays.js";
import { atomicsTopic } from "./atomics.js";
import { bitsTopic } from "./bits.js";
import { controlTopic } from "./control.js";
import { maskedTopic } from "./masked.js";
import { countersTopic } from "./counters.js";
import { dispatchTopic, errorsTopic } from "./dispatch.js";
import { divisionTopic } from "./division.js";
import { dtypesTopic, floatContextTopic } from "./dtypes.js";
import { functionsTopic } from "./functions.js";
import { gridsTopic } from "./grids.js";
import { mathTopic } from "./math.js";
import { statementsTopic } from "./statements.js";
import { objectsTopic } from "./objects.js";
import { randomTopic } from "./random.js";
import { phasesTopic } from "./phases.js";
import { shapedTopic } from "./shaped.js";
import { tablesTopic } from "./tables.js";
import { tiersTopic } from "./tiers.js";
import { vectorsTopic } from "./vectors.js";
import { vecArraysTopic } from "./vecarrays.js";
import { staticsTopic } from "./statics.js";
import { perThreadTopic } from "./perthread.js";

export const TOPICS: readonly Topic[] = [
  dtypesTopic,
  floatContextTopic,
  divisionTopic,
  bitsTopic,
  mathTopic,
  tiersTopic,
  controlTopic,
  maskedTopic,
  perThreadTopic,
  countersTopic,
  functionsTopic,
  arraysTopic,
  atomicsTopic,
  gridsTopic,
  statementsTopic,
  vectorsTopic,
  vecArraysTopic,
  staticsTopic,
  tablesTopic,
  shapedTopic,
  objectsTopic,
  randomTopic,
  phasesTopic,
  dispatchTopic,
  errorsTopic,
];
