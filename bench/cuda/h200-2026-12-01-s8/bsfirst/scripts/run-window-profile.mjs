import { readFileSync } from "node:fs";
for (const f of process.argv.slice(2)) {
  const p = JSON.parse(readFileSync(f, "utf8"));
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const names = (id) => { const s = []; for (let x = id; x !== undefined; x = parent.get(x)) s.push(byId.get(x).callFrame); return s; };
  // phases in sample order: before first frontSync | front1 | build1 | run1 (until next frontSync) | ...
  let phase = 0; // 0 pre, 1 front1, 2 build1, 3 run1, 4 front2...
  const agg = new Map(); let tot = 0, t = 0, runStart = 0, runEnd = 0;
  for (let i = 0; i < p.samples.length; i++) {
    t += p.timeDeltas[i] / 1000;
    const s = names(p.samples[i]);
    const fn = s.map((c) => c.functionName);
    const inFront = fn.includes("frontSync"), inBuild = fn.includes("buildVariant");
    if (phase === 0 && inFront) phase = 1;
    if (phase === 1 && inBuild) phase = 2;
    if (phase === 2 && !inBuild) { phase = 3; runStart = t; }
    if (phase === 3 && inFront) { phase = 4; runEnd = t; break; }
    if (phase !== 3) continue;
    const dt = (p.timeDeltas[i + 1] ?? 0) / 1000;
    tot += dt;
    const top = s[0];
    const key = `${top.functionName || "(anon)"}@${top.url.split("/").pop()}:${top.lineNumber}` + " < " + s.slice(1, 4).map((c) => c.functionName || "(anon)").join(" < ");
    agg.set(key, (agg.get(key) ?? 0) + dt);
  }
  console.log(f.split("/").pop(), `run1 window ${(runEnd - runStart).toFixed(2)} ms, sampled ${tot.toFixed(2)}`);
  for (const [k, v] of [...agg].sort((a, b) => b[1] - a[1]).slice(0, 16)) console.log("  ", v.toFixed(2), k);
}
