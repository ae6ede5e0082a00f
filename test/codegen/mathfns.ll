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
  %t1 = sub i64 %end, %start
  %t2 = load i64, i64* %budget
  %t3 = sub i64 %t2, %t1
  store i64 %t3, i64* %budget
  %t4 = icmp slt i64 %t3, 0
  br i1 %t4, label %poll2, label %poll.go3
poll2:
  store i64 65536, i64* %budget
  %t5 = call i1 @tack.poll(i64* %status)
  br i1 %t5, label %abort, label %poll.go3
poll.go3:
  %t6 = sub i64 %end, 1
  %t7 = icmp ult i64 %start, %p0.len
  %t8 = icmp ult i64 %t6, %p0.len
  %t9 = and i1 %t7, %t8
  %t10 = icmp ult i64 %start, %p1.len
  %t11 = icmp ult i64 %t6, %p1.len
  %t12 = and i1 %t10, %t11
  %t13 = and i1 %t9, %t12
  br i1 %t13, label %fast4, label %slow5
fast4:
  store i64 %start, i64* %it2.1
  br label %it.head6
it.head6:
  %t14 = load i64, i64* %it2.1
  %t15 = icmp slt i64 %t14, %end
  br i1 %t15, label %it.body7, label %loop.exit0
it.body7:
  store i64 %t14, i64* %v2
  %t16 = load i64, i64* %v2
  %t17 = getelementptr inbounds double, double* %p0, i64 %t16
  %t18 = load double, double* %t17
  store double %t18, double* %v3
  %t19 = load double, double* %v3
  %t20 = call double @llvm.fabs.f64(double %t19)
  store double %t20, double* %v4
  %t21 = load i64, i64* %v2
  %t22 = load double, double* %v3
  %t23 = call double @sin(double %t22)
  %t24 = load double, double* %v3
  %t25 = call double @cos(double %t24)
  %t26 = load double, double* %v3
  %t27 = fdiv double %t26, 0x4010000000000000
  %t28 = call double @tan(double %t27)
  %t29 = call double @llvm.fmuladd.f64(double %t25, double %t28, double %t23)
  %t30 = load double, double* %v4
  %t31 = fneg double %t30
  %t32 = call double @exp(double %t31)
  %t33 = fadd double %t29, %t32
  %t34 = load double, double* %v4
  %t35 = call double @log1p(double %t34)
  %t36 = fadd double %t33, %t35
  %t37 = load double, double* %v4
  %t38 = call double @llvm.sqrt.f64(double %t37)
  %t39 = fadd double %t36, %t38
  %t40 = load double, double* %v3
  %t41 = call double @cbrt(double %t40)
  %t42 = fadd double %t39, %t41
  %t43 = load double, double* %v3
  %t44 = call double @atan2(double %t43, double 0x4000000000000000)
  %t45 = fadd double %t42, %t44
  %t46 = load double, double* %v3
  %t47 = call double @hypot(double %t46, double 0x4008000000000000)
  %t48 = fadd double %t45, %t47
  %t49 = load double, double* %v4
  %t50 = call double @pow(double %t49, double 0x3FD3333333333333)
  %t51 = fcmp uno double 0x3FD3333333333333, 0x3FD3333333333333
  %t52 = call double @llvm.fabs.f64(double %t49)
  %t53 = call double @llvm.fabs.f64(double 0x3FD3333333333333)
  %t54 = fcmp oeq double %t52, 0x3FF0000000000000
  %t55 = fcmp oeq double %t53, 0x7FF0000000000000
  %t56 = and i1 %t54, %t55
  %t57 = or i1 %t51, %t56
  %t58 = select i1 %t57, double 0x7FF8000000000000, double %t50
  %t59 = fadd double %t48, %t58
  %t60 = load double, double* %v3
  %t61 = call double @tanh(double %t60)
  %t62 = fadd double %t59, %t61
  %t63 = load double, double* %v3
  %t64 = call double @asinh(double %t63)
  %t65 = fadd double %t62, %t64
  %t66 = load double, double* %v4
  %t67 = fadd double %t66, 0x3FF0000000000000
  %t68 = call double @log2(double %t67)
  %t69 = fadd double %t65, %t68
  %t70 = load double, double* %v4
  %t71 = fadd double %t70, 0x3FF0000000000000
  %t72 = call double @log10(double %t71)
  %t73 = fadd double %t69, %t72
  %t74 = load double, double* %v3
  %t75 = fdiv double %t74, 0x4020000000000000
  %t76 = call double @expm1(double %t75)
  %t77 = fadd double %t73, %t76
  %t78 = load double, double* %v3
  %t79 = call double @llvm.floor.f64(double %t78)
  %t80 = fadd double %t77, %t79
  %t81 = load double, double* %v3
  %t82 = call double @llvm.ceil.f64(double %t81)
  %t83 = fadd double %t80, %t82
  %t84 = load double, double* %v3
  %t85 = call double @llvm.floor.f64(double %t84)
  %t86 = fsub double %t84, %t85
  %t87 = fcmp oge double %t86, 0x3FE0000000000000
  %t88 = fadd double %t85, 0x3FF0000000000000
  %t89 = select i1 %t87, double %t88, double %t85
  %t90 = call double @llvm.copysign.f64(double %t89, double %t84)
  %t91 = fadd double %t83, %t90
  %t92 = load double, double* %v3
  %t93 = call double @llvm.trunc.f64(double %t92)
  %t94 = fadd double %t91, %t93
  %t95 = load double, double* %v3
  %t96 = fcmp ogt double %t95, 0x0000000000000000
  %t97 = fcmp olt double %t95, 0x0000000000000000
  %t98 = select i1 %t97, double 0xBFF0000000000000, double %t95
  %t99 = select i1 %t96, double 0x3FF0000000000000, double %t98
  %t100 = fadd double %t94, %t99
  %t101 = fadd double %t100, 0x400921FB54442D18
  %t102 = getelementptr inbounds double, double* %p1, i64 %t21
  store double %t101, double* %t102
  br label %it.latch8
it.latch8:
  %t103 = load i64, i64* %it2.1
  %t104 = add i64 %t103, 1
  store i64 %t104, i64* %it2.1
  br label %it.head6, !llvm.loop !0
slow5:
  store i64 %start, i64* %it2.1
  br label %it.head9
it.head9:
  %t105 = load i64, i64* %it2.1
  %t106 = icmp slt i64 %t105, %end
  br i1 %t106, label %it.body10, label %loop.exit0
it.body10:
  store i64 %t105, i64* %v2
  %t107 = load i64, i64* %v2
  %t108 = icmp ult i64 %t107, %p0.len
  br i1 %t108, label %inb12, label %oob13, !prof !2
oob13:
  call void @tack.oob(i64* %status, i64 1, i64 %t107)
  br label %abort
inb12:
  %t109 = getelementptr inbounds double, double* %p0, i64 %t107
  %t110 = load double, double* %t109
  store double %t110, double* %v3
  %t111 = load double, double* %v3
  %t112 = call double @llvm.fabs.f64(double %t111)
  store double %t112, double* %v4
  %t113 = load i64, i64* %v2
  %t114 = load double, double* %v3
  %t115 = call double @sin(double %t114)
  %t116 = load double, double* %v3
  %t117 = call double @cos(double %t116)
  %t118 = load double, double* %v3
  %t119 = fdiv double %t118, 0x4010000000000000
  %t120 = call double @tan(double %t119)
  %t121 = call double @llvm.fmuladd.f64(double %t117, double %t120, double %t115)
  %t122 = load double, double* %v4
  %t123 = fneg double %t122
  %t124 = call double @exp(double %t123)
  %t125 = fadd double %t121, %t124
  %t126 = load double, double* %v4
  %t127 = call double @log1p(double %t126)
  %t128 = fadd double %t125, %t127
  %t129 = load double, double* %v4
  %t130 = call double @llvm.sqrt.f64(double %t129)
  %t131 = fadd double %t128, %t130
  %t132 = load double, double* %v3
  %t133 = call double @cbrt(double %t132)
  %t134 = fadd double %t131, %t133
  %t135 = load double, double* %v3
  %t136 = call double @atan2(double %t135, double 0x4000000000000000)
  %t137 = fadd double %t134, %t136
  %t138 = load double, double* %v3
  %t139 = call double @hypot(double %t138, double 0x4008000000000000)
  %t140 = fadd double %t137, %t139
  %t141 = load double, double* %v4
  %t142 = call double @pow(double %t141, double 0x3FD3333333333333)
  %t143 = fcmp uno double 0x3FD3333333333333, 0x3FD3333333333333
  %t144 = call double @llvm.fabs.f64(double %t141)
  %t145 = call double @llvm.fabs.f64(double 0x3FD3333333333333)
  %t146 = fcmp oeq double %t144, 0x3FF0000000000000
  %t147 = fcmp oeq double %t145, 0x7FF0000000000000
  %t148 = and i1 %t146, %t147
  %t149 = or i1 %t143, %t148
  %t150 = select i1 %t149, double 0x7FF8000000000000, double %t142
  %t151 = fadd double %t140, %t150
  %t152 = load double, double* %v3
  %t153 = call double @tanh(double %t152)
  %t154 = fadd double %t151, %t153
  %t155 = load double, double* %v3
  %t156 = call double @asinh(double %t155)
  %t157 = fadd double %t154, %t156
  %t158 = load double, double* %v4
  %t159 = fadd double %t158, 0x3FF0000000000000
  %t160 = call double @log2(double %t159)
  %t161 = fadd double %t157, %t160
  %t162 = load double, double* %v4
  %t163 = fadd double %t162, 0x3FF0000000000000
  %t164 = call double @log10(double %t163)
  %t165 = fadd double %t161, %t164
  %t166 = load double, double* %v3
  %t167 = fdiv double %t166, 0x4020000000000000
  %t168 = call double @expm1(double %t167)
  %t169 = fadd double %t165, %t168
  %t170 = load double, double* %v3
  %t171 = call double @llvm.floor.f64(double %t170)
  %t172 = fadd double %t169, %t171
  %t173 = load double, double* %v3
  %t174 = call double @llvm.ceil.f64(double %t173)
  %t175 = fadd double %t172, %t174
  %t176 = load double, double* %v3
  %t177 = call double @llvm.floor.f64(double %t176)
  %t178 = fsub double %t176, %t177
  %t179 = fcmp oge double %t178, 0x3FE0000000000000
  %t180 = fadd double %t177, 0x3FF0000000000000
  %t181 = select i1 %t179, double %t180, double %t177
  %t182 = call double @llvm.copysign.f64(double %t181, double %t176)
  %t183 = fadd double %t175, %t182
  %t184 = load double, double* %v3
  %t185 = call double @llvm.trunc.f64(double %t184)
  %t186 = fadd double %t183, %t185
  %t187 = load double, double* %v3
  %t188 = fcmp ogt double %t187, 0x0000000000000000
  %t189 = fcmp olt double %t187, 0x0000000000000000
  %t190 = select i1 %t189, double 0xBFF0000000000000, double %t187
  %t191 = select i1 %t188, double 0x3FF0000000000000, double %t190
  %t192 = fadd double %t186, %t191
  %t193 = fadd double %t192, 0x400921FB54442D18
  %t194 = icmp ult i64 %t113, %p1.len
  br i1 %t194, label %inb14, label %oob15, !prof !2
oob15:
  call void @tack.oob(i64* %status, i64 2, i64 %t113)
  br label %abort
inb14:
  %t195 = getelementptr inbounds double, double* %p1, i64 %t113
  store double %t193, double* %t195
  br label %it.latch11
it.latch11:
  %t196 = load i64, i64* %it2.1
  %t197 = add i64 %t196, 1
  store i64 %t197, i64* %it2.1
  br label %it.head9, !llvm.loop !3
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
define internal void @tack.oob(i64* %status, i64 %site, i64 %index) #2 {
entry:
  %r = cmpxchg i64* %status, i64 0, i64 %site seq_cst seq_cst
  %first = extractvalue { i64, i1 } %r, 1
  br i1 %first, label %record, label %done
record:
  %p = getelementptr i64, i64* %status, i64 1
  store i64 %index, i64* %p
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
