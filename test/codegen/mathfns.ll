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
  %t25 = call double @sin(double %t24)
  %t26 = load double, double* %v3
  %t27 = call double @cos(double %t26)
  %t28 = load double, double* %v3
  %t29 = fdiv double %t28, 0x4010000000000000
  %t30 = call double @tan(double %t29)
  %t31 = call double @llvm.fmuladd.f64(double %t27, double %t30, double %t25)
  %t32 = load double, double* %v4
  %t33 = fneg double %t32
  %t34 = call double @exp(double %t33)
  %t35 = fadd double %t31, %t34
  %t36 = load double, double* %v4
  %t37 = call double @log1p(double %t36)
  %t38 = fadd double %t35, %t37
  %t39 = load double, double* %v4
  %t40 = call double @llvm.sqrt.f64(double %t39)
  %t41 = fadd double %t38, %t40
  %t42 = load double, double* %v3
  %t43 = call double @cbrt(double %t42)
  %t44 = fadd double %t41, %t43
  %t45 = load double, double* %v3
  %t46 = call double @atan2(double %t45, double 0x4000000000000000)
  %t47 = fadd double %t44, %t46
  %t48 = load double, double* %v3
  %t49 = call double @hypot(double %t48, double 0x4008000000000000)
  %t50 = fadd double %t47, %t49
  %t51 = load double, double* %v4
  %t52 = call double @pow(double %t51, double 0x3FD3333333333333)
  %t53 = fcmp uno double 0x3FD3333333333333, 0x3FD3333333333333
  %t54 = call double @llvm.fabs.f64(double %t51)
  %t55 = call double @llvm.fabs.f64(double 0x3FD3333333333333)
  %t56 = fcmp oeq double %t54, 0x3FF0000000000000
  %t57 = fcmp oeq double %t55, 0x7FF0000000000000
  %t58 = and i1 %t56, %t57
  %t59 = or i1 %t53, %t58
  %t60 = select i1 %t59, double 0x7FF8000000000000, double %t52
  %t61 = fadd double %t50, %t60
  %t62 = load double, double* %v3
  %t63 = call double @tanh(double %t62)
  %t64 = fadd double %t61, %t63
  %t65 = load double, double* %v3
  %t66 = call double @asinh(double %t65)
  %t67 = fadd double %t64, %t66
  %t68 = load double, double* %v4
  %t69 = fadd double %t68, 0x3FF0000000000000
  %t70 = call double @log2(double %t69)
  %t71 = fadd double %t67, %t70
  %t72 = load double, double* %v4
  %t73 = fadd double %t72, 0x3FF0000000000000
  %t74 = call double @log10(double %t73)
  %t75 = fadd double %t71, %t74
  %t76 = load double, double* %v3
  %t77 = fdiv double %t76, 0x4020000000000000
  %t78 = call double @expm1(double %t77)
  %t79 = fadd double %t75, %t78
  %t80 = load double, double* %v3
  %t81 = call double @llvm.floor.f64(double %t80)
  %t82 = fadd double %t79, %t81
  %t83 = load double, double* %v3
  %t84 = call double @llvm.ceil.f64(double %t83)
  %t85 = fadd double %t82, %t84
  %t86 = load double, double* %v3
  %t87 = call double @llvm.floor.f64(double %t86)
  %t88 = fsub double %t86, %t87
  %t89 = fcmp oge double %t88, 0x3FE0000000000000
  %t90 = fadd double %t87, 0x3FF0000000000000
  %t91 = select i1 %t89, double %t90, double %t87
  %t92 = call double @llvm.copysign.f64(double %t91, double %t86)
  %t93 = fadd double %t85, %t92
  %t94 = load double, double* %v3
  %t95 = call double @llvm.trunc.f64(double %t94)
  %t96 = fadd double %t93, %t95
  %t97 = load double, double* %v3
  %t98 = fcmp ogt double %t97, 0x0000000000000000
  %t99 = fcmp olt double %t97, 0x0000000000000000
  %t100 = select i1 %t99, double 0xBFF0000000000000, double %t97
  %t101 = select i1 %t98, double 0x3FF0000000000000, double %t100
  %t102 = fadd double %t96, %t101
  %t103 = fadd double %t102, 0x400921FB54442D18
  %t104 = getelementptr inbounds double, double* %p1, i64 %t23
  store double %t103, double* %t104
  br label %it.latch9
it.latch9:
  %t105 = load i64, i64* %it2.1
  %t106 = add i64 %t105, 1
  store i64 %t106, i64* %it2.1
  br label %it.head7, !llvm.loop !0
slow6:
  store i64 %start, i64* %it2.1
  br label %it.head10
it.head10:
  %t107 = load i64, i64* %it2.1
  %t108 = icmp slt i64 %t107, %end
  br i1 %t108, label %it.body11, label %loop.exit0
it.body11:
  store i64 %t107, i64* %v2
  %t109 = load i64, i64* %v2
  %t110 = icmp ult i64 %t109, %p0.len
  br i1 %t110, label %inb13, label %oob14, !prof !2
oob14:
  call void @tack.oob(i64* %status, i64 1, i64 %t109, i64 %p0.len)
  br label %abort
inb13:
  %t111 = getelementptr inbounds double, double* %p0, i64 %t109
  %t112 = load double, double* %t111
  store double %t112, double* %v3
  %t113 = load double, double* %v3
  %t114 = call double @llvm.fabs.f64(double %t113)
  store double %t114, double* %v4
  %t115 = load i64, i64* %v2
  %t116 = load double, double* %v3
  %t117 = call double @sin(double %t116)
  %t118 = load double, double* %v3
  %t119 = call double @cos(double %t118)
  %t120 = load double, double* %v3
  %t121 = fdiv double %t120, 0x4010000000000000
  %t122 = call double @tan(double %t121)
  %t123 = call double @llvm.fmuladd.f64(double %t119, double %t122, double %t117)
  %t124 = load double, double* %v4
  %t125 = fneg double %t124
  %t126 = call double @exp(double %t125)
  %t127 = fadd double %t123, %t126
  %t128 = load double, double* %v4
  %t129 = call double @log1p(double %t128)
  %t130 = fadd double %t127, %t129
  %t131 = load double, double* %v4
  %t132 = call double @llvm.sqrt.f64(double %t131)
  %t133 = fadd double %t130, %t132
  %t134 = load double, double* %v3
  %t135 = call double @cbrt(double %t134)
  %t136 = fadd double %t133, %t135
  %t137 = load double, double* %v3
  %t138 = call double @atan2(double %t137, double 0x4000000000000000)
  %t139 = fadd double %t136, %t138
  %t140 = load double, double* %v3
  %t141 = call double @hypot(double %t140, double 0x4008000000000000)
  %t142 = fadd double %t139, %t141
  %t143 = load double, double* %v4
  %t144 = call double @pow(double %t143, double 0x3FD3333333333333)
  %t145 = fcmp uno double 0x3FD3333333333333, 0x3FD3333333333333
  %t146 = call double @llvm.fabs.f64(double %t143)
  %t147 = call double @llvm.fabs.f64(double 0x3FD3333333333333)
  %t148 = fcmp oeq double %t146, 0x3FF0000000000000
  %t149 = fcmp oeq double %t147, 0x7FF0000000000000
  %t150 = and i1 %t148, %t149
  %t151 = or i1 %t145, %t150
  %t152 = select i1 %t151, double 0x7FF8000000000000, double %t144
  %t153 = fadd double %t142, %t152
  %t154 = load double, double* %v3
  %t155 = call double @tanh(double %t154)
  %t156 = fadd double %t153, %t155
  %t157 = load double, double* %v3
  %t158 = call double @asinh(double %t157)
  %t159 = fadd double %t156, %t158
  %t160 = load double, double* %v4
  %t161 = fadd double %t160, 0x3FF0000000000000
  %t162 = call double @log2(double %t161)
  %t163 = fadd double %t159, %t162
  %t164 = load double, double* %v4
  %t165 = fadd double %t164, 0x3FF0000000000000
  %t166 = call double @log10(double %t165)
  %t167 = fadd double %t163, %t166
  %t168 = load double, double* %v3
  %t169 = fdiv double %t168, 0x4020000000000000
  %t170 = call double @expm1(double %t169)
  %t171 = fadd double %t167, %t170
  %t172 = load double, double* %v3
  %t173 = call double @llvm.floor.f64(double %t172)
  %t174 = fadd double %t171, %t173
  %t175 = load double, double* %v3
  %t176 = call double @llvm.ceil.f64(double %t175)
  %t177 = fadd double %t174, %t176
  %t178 = load double, double* %v3
  %t179 = call double @llvm.floor.f64(double %t178)
  %t180 = fsub double %t178, %t179
  %t181 = fcmp oge double %t180, 0x3FE0000000000000
  %t182 = fadd double %t179, 0x3FF0000000000000
  %t183 = select i1 %t181, double %t182, double %t179
  %t184 = call double @llvm.copysign.f64(double %t183, double %t178)
  %t185 = fadd double %t177, %t184
  %t186 = load double, double* %v3
  %t187 = call double @llvm.trunc.f64(double %t186)
  %t188 = fadd double %t185, %t187
  %t189 = load double, double* %v3
  %t190 = fcmp ogt double %t189, 0x0000000000000000
  %t191 = fcmp olt double %t189, 0x0000000000000000
  %t192 = select i1 %t191, double 0xBFF0000000000000, double %t189
  %t193 = select i1 %t190, double 0x3FF0000000000000, double %t192
  %t194 = fadd double %t188, %t193
  %t195 = fadd double %t194, 0x400921FB54442D18
  %t196 = icmp ult i64 %t115, %p1.len
  br i1 %t196, label %inb15, label %oob16, !prof !2
oob16:
  call void @tack.oob(i64* %status, i64 2, i64 %t115, i64 %p1.len)
  br label %abort
inb15:
  %t197 = getelementptr inbounds double, double* %p1, i64 %t115
  store double %t195, double* %t197
  br label %it.latch12
it.latch12:
  %t198 = load i64, i64* %it2.1
  %t199 = add i64 %t198, 1
  store i64 %t199, i64* %it2.1
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
declare double @tanh(double) nounwind readnone
declare double @asinh(double) nounwind readnone
declare double @log2(double) nounwind readnone
declare double @log10(double) nounwind readnone
declare double @expm1(double) nounwind readnone
declare double @llvm.floor.f64(double)
declare double @llvm.ceil.f64(double)
declare double @llvm.copysign.f64(double, double)
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
