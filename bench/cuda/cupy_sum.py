# CuPy's f32 sum over 2^28, timed as bench/cuda/run.ts times Tack's: host clock around the
# call and its result on the host, median of 20 after 3 warm-ups. Prints one JSON line.
import json, time
import cupy as cp
n = 1 << 28
x = cp.random.random(n, dtype=cp.float32)
ts = []
for r in range(23):
    cp.cuda.Stream.null.synchronize()
    t0 = time.perf_counter()
    s = float(x.sum())
    t1 = time.perf_counter()
    if r >= 3: ts.append((t1 - t0) * 1e3)
ts.sort()
print(json.dumps({"cupySumMs": ts[len(ts) // 2], "cupy": cp.__version__}))
