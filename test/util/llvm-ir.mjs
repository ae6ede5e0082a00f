// Hand-written LLVM IR in the calling convention the compiler emits for the cpu device
// (runtime/backends/cpu-program.ts): tack_kernel_<name>(params..., start, end) looping over
// [start, end), and the wrapper tack_chunk_<name>(slots, start, end) that reads one 8-byte slot
// per parameter and calls it. Plain JS so child processes, workers and benches can import it
// without a TypeScript loader (types: llvm-ir.d.mts).

/** The type of a parameter written as "type [attributes] %name" (e.g. "float* noalias %x"). */
const typeOf = (param) => param.trim().split(/\s+/)[0];

/**
 * tack_kernel_<name>(params..., i64 %start, i64 %end): a loop over [start, end); `body` sees %i
 * and falls through at its end (it may add blocks; the loop's own are entry, loop, latch and
 * exit). `decls` goes before the function (e.g. "declare double @fmod(double, double)").
 */
export function kernelIR(name, params, body, decls = "") {
  return `${decls}
define void @tack_kernel_${name}(${params.join(", ")}, i64 %start, i64 %end) {
entry:
  %empty = icmp sge i64 %start, %end
  br i1 %empty, label %exit, label %loop
loop:
  %i = phi i64 [ %start, %entry ], [ %next, %latch ]
${body}
  br label %latch
latch:
  %next = add nsw i64 %i, 1
  %done = icmp eq i64 %next, %end
  br i1 %done, label %exit, label %loop
exit:
  ret void
}
`;
}

/**
 * tack_chunk_<name>(i64* %slots, i64 %start, i64 %end): loads slot k for parameter k (pointers
 * by inttoptr, float from the slot's low 32 bits, double and integers by their bits) and calls
 * tack_kernel_<name>.
 */
export function chunkIR(name, types) {
  const loads = types.map((t, k) => {
    const slot = `  %p${k} = getelementptr i64, i64* %slots, i64 ${k}\n  %s${k} = load i64, i64* %p${k}\n`;
    if (t.endsWith("*")) return `${slot}  %a${k} = inttoptr i64 %s${k} to ${t}`;
    if (t === "float") return `${slot}  %t${k} = trunc i64 %s${k} to i32\n  %a${k} = bitcast i32 %t${k} to float`;
    if (t === "double") return `${slot}  %a${k} = bitcast i64 %s${k} to double`;
    if (t === "i32") return `${slot}  %a${k} = trunc i64 %s${k} to i32`;
    if (t === "i64") return `${slot}  %a${k} = add i64 %s${k}, 0`;
    throw new Error(`chunkIR ${name}: parameter ${k} has type ${t}; pointers, float, double, i32 or i64`);
  });
  const args = types.map((t, k) => `${t} %a${k}`).join(", ");
  return `
define void @tack_chunk_${name}(i64* %slots, i64 %start, i64 %end) {
entry:
${loads.join("\n")}
  call void @tack_kernel_${name}(${args}, i64 %start, i64 %end)
  ret void
}
`;
}

/** A module with tack_kernel_<name> and its tack_chunk_<name> (see kernelIR and chunkIR). */
export function chunkModuleIR(name, params, body, decls = "") {
  return kernelIR(name, params, body, decls) + chunkIR(name, params.map(typeOf));
}
