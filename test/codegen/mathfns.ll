; Tack kernel 'mathfns' (generated; do not edit)
source_filename = "tack"
target triple = "x86_64-unknown-linux-gnu"

define internal void @tack_kernel_mathfns(double* %p0, double* %p1, i64 %p0.len, i64 %p1.len, i64* %status, i64 %start, i64 %end) #0 {
entry:
  %budget = alloca i64
  %it2.1 = alloca i64
  %v2 = alloca i64
  %v3 = alloca double
  %v4 = alloca double
  store i64 65536, i64* %budget
  %t0 = icmp sge i64 %start, %end
  br i1 %t0, label %loop.exit0, label %chunk1
chunk1:
  %t1 = load atomic i64, i64* %status monotonic, align 8
  %t2 = icmp ne i64 %t1, 0
  br i1 %t2, label %abort, label %chunk.go2, !prof !6
chunk.go2:
  %t3 = sub i64 %end, %start
  %t4 = load i64, i64* %budget
  %t5 = sub i64 %t4, %t3
  store i64 %t5, i64* %budget
  %t6 = icmp slt i64 %t5, 0
  br i1 %t6, label %poll3, label %poll.go4
poll3:
  store i64 65536, i64* %budget
  %t7 = call i1 @tack.poll(i64* %status)
  br i1 %t7, label %abort, label %poll.go4
poll.go4:
  %t8 = sub i64 %end, 1
  %t9 = icmp ult i64 %start, %p0.len
  %t10 = icmp ult i64 %t8, %p0.len
  %t11 = and i1 %t9, %t10
  %t12 = icmp ult i64 %start, %p1.len
  %t13 = icmp ult i64 %t8, %p1.len
  %t14 = and i1 %t12, %t13
  %t15 = and i1 %t11, %t14
  br i1 %t15, label %fast5, label %slow6
fast5:
  store i64 %start, i64* %it2.1
  br label %it.head7
it.head7:
  %t16 = load i64, i64* %it2.1
  %t17 = icmp slt i64 %t16, %end
  br i1 %t17, label %it.body8, label %loop.exit0
it.body8:
  store i64 %t16, i64* %v2
  %t18 = load i64, i64* %v2
  %t19 = getelementptr inbounds double, double* %p0, i64 %t18
  %t20 = load double, double* %t19
  store double %t20, double* %v3
  %t21 = load double, double* %v3
  %t22 = call double @llvm.fabs.f64(double %t21)
  store double %t22, double* %v4
  %t23 = load i64, i64* %v2
  %t24 = load double, double* %v3
  %t25 = call double @sin(double %t24) nobuiltin
  %t26 = load double, double* %v3
  %t27 = call double @cos(double %t26) nobuiltin
  %t28 = load double, double* %v3
  %t29 = fdiv double %t28, 0x4010000000000000
  %t30 = call double @tan(double %t29) nobuiltin
  %t31 = call double @llvm.fmuladd.f64(double %t27, double %t30, double %t25)
  %t32 = load double, double* %v4
  %t33 = fneg double %t32
  %t34 = call double @exp(double %t33) nobuiltin
  %t35 = fadd double %t31, %t34
  %t36 = load double, double* %v4
  %t37 = call double @log1p(double %t36) nobuiltin
  %t38 = fadd double %t35, %t37
  %t39 = load double, double* %v4
  %t40 = call double @llvm.sqrt.f64(double %t39)
  %t41 = fadd double %t38, %t40
  %t42 = load double, double* %v3
  %t43 = call double @cbrt(double %t42) nobuiltin
  %t44 = fadd double %t41, %t43
  %t45 = load double, double* %v3
  %t46 = call double @atan2(double %t45, double 0x4000000000000000) nobuiltin
  %t47 = fadd double %t44, %t46
  %t48 = load double, double* %v3
  %t49 = call double @hypot(double %t48, double 0x4008000000000000) nobuiltin
  %t50 = fadd double %t47, %t49
  %t51 = load double, double* %v4
  %t52 = call double @pow(double %t51, double 0x3FD3333333333333) nobuiltin
  %t53 = call double @llvm.sqrt.f64(double %t51)
  %t54 = call double @llvm.copysign.f64(double 0x3FF0000000000000, double %t51)
  %t55 = fcmp ogt double %t54, 0x0000000000000000
  %t56 = fcmp oeq double 0x3FD3333333333333, 0x3FE0000000000000
  %t57 = and i1 %t56, %t55
  %t58 = fcmp oeq double 0x3FD3333333333333, 0x4000000000000000
  %t59 = fcmp oeq double 0x3FD3333333333333, 0xBFF0000000000000
  %t60 = fmul double %t51, %t51
  %t61 = fdiv double 0x3FF0000000000000, %t51
  %t62 = select i1 %t57, double %t53, double %t52
  %t63 = select i1 %t58, double %t60, double %t62
  %t64 = select i1 %t59, double %t61, double %t63
  %t65 = fcmp uno double 0x3FD3333333333333, 0x3FD3333333333333
  %t66 = call double @llvm.fabs.f64(double %t51)
  %t67 = call double @llvm.fabs.f64(double 0x3FD3333333333333)
  %t68 = fcmp oeq double %t66, 0x3FF0000000000000
  %t69 = fcmp oeq double %t67, 0x7FF0000000000000
  %t70 = and i1 %t68, %t69
  %t71 = or i1 %t65, %t70
  %t72 = select i1 %t71, double 0x7FF8000000000000, double %t64
  %t73 = fadd double %t50, %t72
  %t74 = load double, double* %v3
  %t75 = call double @tanh(double %t74) nobuiltin
  %t76 = fadd double %t73, %t75
  %t77 = load double, double* %v3
  %t78 = call double @asinh(double %t77) nobuiltin
  %t79 = fadd double %t76, %t78
  %t80 = load double, double* %v4
  %t81 = fadd double %t80, 0x3FF0000000000000
  %t82 = call double @log2(double %t81) nobuiltin
  %t83 = fadd double %t79, %t82
  %t84 = load double, double* %v4
  %t85 = fadd double %t84, 0x3FF0000000000000
  %t86 = call double @log10(double %t85) nobuiltin
  %t87 = fadd double %t83, %t86
  %t88 = load double, double* %v3
  %t89 = fdiv double %t88, 0x4020000000000000
  %t90 = call double @expm1(double %t89) nobuiltin
  %t91 = fadd double %t87, %t90
  %t92 = load double, double* %v3
  %t93 = call double @llvm.floor.f64(double %t92)
  %t94 = fadd double %t91, %t93
  %t95 = load double, double* %v3
  %t96 = call double @llvm.ceil.f64(double %t95)
  %t97 = fadd double %t94, %t96
  %t98 = load double, double* %v3
  %t99 = call double @llvm.floor.f64(double %t98)
  %t100 = fsub double %t98, %t99
  %t101 = fcmp oge double %t100, 0x3FE0000000000000
  %t102 = fadd double %t99, 0x3FF0000000000000
  %t103 = select i1 %t101, double %t102, double %t99
  %t104 = call double @llvm.copysign.f64(double %t103, double %t98)
  %t105 = fadd double %t97, %t104
  %t106 = load double, double* %v3
  %t107 = call double @llvm.trunc.f64(double %t106)
  %t108 = fadd double %t105, %t107
  %t109 = load double, double* %v3
  %t110 = fcmp ogt double %t109, 0x0000000000000000
  %t111 = fcmp olt double %t109, 0x0000000000000000
  %t112 = select i1 %t111, double 0xBFF0000000000000, double %t109
  %t113 = select i1 %t110, double 0x3FF0000000000000, double %t112
  %t114 = fadd double %t108, %t113
  %t115 = fadd double %t114, 0x400921FB54442D18
  %t116 = getelementptr inbounds double, double* %p1, i64 %t23
  store double %t115, double* %t116
  br label %it.latch9
it.latch9:
  %t117 = load i64, i64* %it2.1
  %t118 = add i64 %t117, 1
  store i64 %t118, i64* %it2.1
  br label %it.head7, !llvm.loop !0
slow6:
  store i64 %start, i64* %it2.1
  br label %it.head10
it.head10:
  %t119 = load i64, i64* %it2.1
  %t120 = icmp slt i64 %t119, %end
  br i1 %t120, label %it.body11, label %loop.exit0
it.body11:
  store i64 %t119, i64* %v2
  %t121 = load i64, i64* %v2
  %t122 = icmp ult i64 %t121, %p0.len
  br i1 %t122, label %inb13, label %oob14, !prof !2
oob14:
  call void @tack.oob(i64* %status, i64 1, i64 %t121, i64 %p0.len)
  br label %abort
inb13:
  %t123 = getelementptr inbounds double, double* %p0, i64 %t121
  %t124 = load double, double* %t123
  store double %t124, double* %v3
  %t125 = load double, double* %v3
  %t126 = call double @llvm.fabs.f64(double %t125)
  store double %t126, double* %v4
  %t127 = load i64, i64* %v2
  %t128 = load double, double* %v3
  %t129 = call double @sin(double %t128) nobuiltin
  %t130 = load double, double* %v3
  %t131 = call double @cos(double %t130) nobuiltin
  %t132 = load double, double* %v3
  %t133 = fdiv double %t132, 0x4010000000000000
  %t134 = call double @tan(double %t133) nobuiltin
  %t135 = call double @llvm.fmuladd.f64(double %t131, double %t134, double %t129)
  %t136 = load double, double* %v4
  %t137 = fneg double %t136
  %t138 = call double @exp(double %t137) nobuiltin
  %t139 = fadd double %t135, %t138
  %t140 = load double, double* %v4
  %t141 = call double @log1p(double %t140) nobuiltin
  %t142 = fadd double %t139, %t141
  %t143 = load double, double* %v4
  %t144 = call double @llvm.sqrt.f64(double %t143)
  %t145 = fadd double %t142, %t144
  %t146 = load double, double* %v3
  %t147 = call double @cbrt(double %t146) nobuiltin
  %t148 = fadd double %t145, %t147
  %t149 = load double, double* %v3
  %t150 = call double @atan2(double %t149, double 0x4000000000000000) nobuiltin
  %t151 = fadd double %t148, %t150
  %t152 = load double, double* %v3
  %t153 = call double @hypot(double %t152, double 0x4008000000000000) nobuiltin
  %t154 = fadd double %t151, %t153
  %t155 = load double, double* %v4
  %t156 = call double @pow(double %t155, double 0x3FD3333333333333) nobuiltin
  %t157 = call double @llvm.sqrt.f64(double %t155)
  %t158 = call double @llvm.copysign.f64(double 0x3FF0000000000000, double %t155)
  %t159 = fcmp ogt double %t158, 0x0000000000000000
  %t160 = fcmp oeq double 0x3FD3333333333333, 0x3FE0000000000000
  %t161 = and i1 %t160, %t159
  %t162 = fcmp oeq double 0x3FD3333333333333, 0x4000000000000000
  %t163 = fcmp oeq double 0x3FD3333333333333, 0xBFF0000000000000
  %t164 = fmul double %t155, %t155
  %t165 = fdiv double 0x3FF0000000000000, %t155
  %t166 = select i1 %t161, double %t157, double %t156
  %t167 = select i1 %t162, double %t164, double %t166
  %t168 = select i1 %t163, double %t165, double %t167
  %t169 = fcmp uno double 0x3FD3333333333333, 0x3FD3333333333333
  %t170 = call double @llvm.fabs.f64(double %t155)
  %t171 = call double @llvm.fabs.f64(double 0x3FD3333333333333)
  %t172 = fcmp oeq double %t170, 0x3FF0000000000000
  %t173 = fcmp oeq double %t171, 0x7FF0000000000000
  %t174 = and i1 %t172, %t173
  %t175 = or i1 %t169, %t174
  %t176 = select i1 %t175, double 0x7FF8000000000000, double %t168
  %t177 = fadd double %t154, %t176
  %t178 = load double, double* %v3
  %t179 = call double @tanh(double %t178) nobuiltin
  %t180 = fadd double %t177, %t179
  %t181 = load double, double* %v3
  %t182 = call double @asinh(double %t181) nobuiltin
  %t183 = fadd double %t180, %t182
  %t184 = load double, double* %v4
  %t185 = fadd double %t184, 0x3FF0000000000000
  %t186 = call double @log2(double %t185) nobuiltin
  %t187 = fadd double %t183, %t186
  %t188 = load double, double* %v4
  %t189 = fadd double %t188, 0x3FF0000000000000
  %t190 = call double @log10(double %t189) nobuiltin
  %t191 = fadd double %t187, %t190
  %t192 = load double, double* %v3
  %t193 = fdiv double %t192, 0x4020000000000000
  %t194 = call double @expm1(double %t193) nobuiltin
  %t195 = fadd double %t191, %t194
  %t196 = load double, double* %v3
  %t197 = call double @llvm.floor.f64(double %t196)
  %t198 = fadd double %t195, %t197
  %t199 = load double, double* %v3
  %t200 = call double @llvm.ceil.f64(double %t199)
  %t201 = fadd double %t198, %t200
  %t202 = load double, double* %v3
  %t203 = call double @llvm.floor.f64(double %t202)
  %t204 = fsub double %t202, %t203
  %t205 = fcmp oge double %t204, 0x3FE0000000000000
  %t206 = fadd double %t203, 0x3FF0000000000000
  %t207 = select i1 %t205, double %t206, double %t203
  %t208 = call double @llvm.copysign.f64(double %t207, double %t202)
  %t209 = fadd double %t201, %t208
  %t210 = load double, double* %v3
  %t211 = call double @llvm.trunc.f64(double %t210)
  %t212 = fadd double %t209, %t211
  %t213 = load double, double* %v3
  %t214 = fcmp ogt double %t213, 0x0000000000000000
  %t215 = fcmp olt double %t213, 0x0000000000000000
  %t216 = select i1 %t215, double 0xBFF0000000000000, double %t213
  %t217 = select i1 %t214, double 0x3FF0000000000000, double %t216
  %t218 = fadd double %t212, %t217
  %t219 = fadd double %t218, 0x400921FB54442D18
  %t220 = icmp ult i64 %t127, %p1.len
  br i1 %t220, label %inb15, label %oob16, !prof !2
oob16:
  call void @tack.oob(i64* %status, i64 2, i64 %t127, i64 %p1.len)
  br label %abort
inb15:
  %t221 = getelementptr inbounds double, double* %p1, i64 %t127
  store double %t219, double* %t221
  br label %it.latch12
it.latch12:
  %t222 = load i64, i64* %it2.1
  %t223 = add i64 %t222, 1
  store i64 %t223, i64* %it2.1
  br label %it.head10, !llvm.loop !3
loop.exit0:
  ret void
abort:
  ret void
}

define void @tack_chunk_mathfns(i64* %slots, i64 %start, i64 %end) #0 {
entry:
  %s0.p = getelementptr i64, i64* %slots, i64 0
  %s0 = load i64, i64* %s0.p
  %s0.a = inttoptr i64 %s0 to double*
  %s1.p = getelementptr i64, i64* %slots, i64 1
  %s1 = load i64, i64* %s1.p
  %s1.a = inttoptr i64 %s1 to double*
  %h2.p = getelementptr i64, i64* %slots, i64 2
  %h2 = load i64, i64* %h2.p
  %h3.p = getelementptr i64, i64* %slots, i64 3
  %h3 = load i64, i64* %h3.p
  %st.p = getelementptr i64, i64* %slots, i64 4
  %st = load i64, i64* %st.p
  %st.a = inttoptr i64 %st to i64*
  call void @tack_kernel_mathfns(double* %s0.a, double* %s1.a, i64 %h2, i64 %h3, i64* %st.a, i64 %start, i64 %end)
  ret void
}

declare i32 @clock_gettime(i32, { i64, i64 }*)
define internal i1 @tack.poll(i64* %status) #2 {
entry:
  %ts = alloca { i64, i64 }
  %s = load atomic i64, i64* %status monotonic, align 8
  %bad = icmp ne i64 %s, 0
  br i1 %bad, label %stop, label %clock
clock:
  %dp = getelementptr i64, i64* %status, i64 2
  %deadline = load atomic i64, i64* %dp monotonic, align 8
  %none = icmp eq i64 %deadline, 0
  br i1 %none, label %go, label %now
now:
  %rc = call i32 @clock_gettime(i32 1, { i64, i64 }* %ts)
  %secp = getelementptr { i64, i64 }, { i64, i64 }* %ts, i32 0, i32 0
  %sec = load i64, i64* %secp
  %nsp = getelementptr { i64, i64 }, { i64, i64 }* %ts, i32 0, i32 1
  %nsec = load i64, i64* %nsp
  %secns = mul i64 %sec, 1000000000
  %t = add i64 %secns, %nsec
  %late = icmp sge i64 %t, %deadline
  br i1 %late, label %timeout, label %go
timeout:
  %r = cmpxchg i64* %status, i64 0, i64 -1 seq_cst seq_cst
  br label %stop
stop:
  ret i1 true
go:
  ret i1 false
}
declare double @llvm.fabs.f64(double)
declare double @sin(double) nounwind readnone
declare double @cos(double) nounwind readnone
declare double @tan(double) nounwind readnone
declare double @llvm.fmuladd.f64(double, double, double)
declare double @exp(double) nounwind readnone
declare double @log1p(double) nounwind readnone
declare double @llvm.sqrt.f64(double)
declare double @cbrt(double) nounwind readnone
declare double @atan2(double, double) nounwind readnone
declare double @hypot(double, double) nounwind readnone
declare double @pow(double, double) nounwind readnone
declare double @llvm.copysign.f64(double, double)
declare double @tanh(double) nounwind readnone
declare double @asinh(double) nounwind readnone
declare double @log2(double) nounwind readnone
declare double @log10(double) nounwind readnone
declare double @expm1(double) nounwind readnone
declare double @llvm.floor.f64(double)
declare double @llvm.ceil.f64(double)
declare double @llvm.trunc.f64(double)
define internal void @tack.oob(i64* %status, i64 %site, i64 %index, i64 %length) #2 {
entry:
  %r = cmpxchg i64* %status, i64 0, i64 %site seq_cst seq_cst
  %first = extractvalue { i64, i1 } %r, 1
  br i1 %first, label %record, label %done
record:
  %p = getelementptr i64, i64* %status, i64 1
  store i64 %index, i64* %p
  %q = getelementptr i64, i64* %status, i64 3
  store i64 %length, i64* %q
  br label %done
done:
  ret void
}

attributes #0 = { nounwind }
attributes #1 = { alwaysinline nounwind }
attributes #2 = { cold noinline nounwind }

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.runtime.disable"}
!2 = !{!"branch_weights", i32 1048576, i32 1}
!3 = distinct !{!3, !4, !5}
!4 = !{!"llvm.loop.vectorize.enable", i1 false}
!5 = !{!"llvm.loop.unroll.disable"}
!6 = !{!"branch_weights", i32 1, i32 1048576}
