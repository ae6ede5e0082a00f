/**
 * The one-thread "floor" benches' measurement (saxpy-floor.ts, stencil-floor.ts): each code runs
 * `perRound` launches per round, the codes interleaved round by round, timed in process CPU time
 * (a preempted thread's waiting does not count), and a table of medians against the cpu device.
 */
export type Run = readonly [name: string, run: () => unknown, ...rest: unknown[]];

/**
 * CPU ms per launch of each run, one figure per round. `rotate`: round r starts at run r (mod the
 * runs), so that no run is always the one after the cpu device's (whose arrays evicted the rest).
 */
export function cpuTimeRounds(runs: readonly Run[], rounds: number, perRound: number, rotate = false): number[][] {
  const times = runs.map((): number[] => []);
  for (let r = 0; r < rounds; r++) {
    runs.forEach((_, k) => {
      const i = rotate ? (k + r) % runs.length : k;
      const run = runs[i][1];
      const u0 = process.cpuUsage();
      for (let j = 0; j < perRound; j++) run();
      const u = process.cpuUsage(u0);
      times[i].push((u.user + u.system) / 1000 / perRound);
    });
  }
  return times;
}

export const median = (xs: readonly number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[s.length >> 1] : 0.5 * (s[(s.length >> 1) - 1] + s[s.length >> 1]);
};

/** The results table: median and min per run, and its speed against the run named "cpu device" (if any). */
export function cpuTimeTable(runs: readonly Run[], times: readonly number[][]): string[] {
  const cpuAt = runs.findIndex(([name]) => name === "cpu device");
  return [
    "| code | CPU ms per launch (median) | min | speed vs cpu device |",
    "|---|---:|---:|---:|",
    ...runs.map(([name], i) => {
      const m = median(times[i]);
      const vs = cpuAt >= 0 ? `${(median(times[cpuAt]) / m).toFixed(2)}x` : "-";
      return `| ${name} | ${m.toFixed(2)} | ${Math.min(...times[i]).toFixed(2)} | ${vs} |`;
    }),
  ];
}
