; Tack kernel 'mathfns' (generated; do not edit)
source_filename = "tack"
target triple = "x86_64-unknown-linux-gnu"

define internal void @tack_kernel_mathfns(double* %p0, double* %p1, i64 %p0.len, i64 %p1.len, i64* %status, i64 %start, i64 %end) #0 {
entry:
  %budget = alloca i64
  %blk2.1 = alloca i64
  %it2.1 = alloca i64
  %v2 = alloca i64
  %v3 = alloca double
  %v4 = alloca double
  store i64 65536, i64* %budget
  store i64 %start, i64* %blk2.1
  br label %blk.head1
blk.head1:
  %t0 = load i64, i64* %blk2.1
  %t1 = icmp slt i64 %t0, %end
  br i1 %t1, label %blk.body2, label %loop.exit0
blk.body2:
  %t2 = add i64 %t0, 4096
  %t3 = icmp slt i64 %t2, %end
  %t4 = select i1 %t3, i64 %t2, i64 %end
  %t5 = sub i64 %t4, %t0
  %t6 = load i64, i64* %budget
  %t7 = sub i64 %t6, %t5
  store i64 %t7, i64* %budget
  %t8 = icmp slt i64 %t7, 0
  br i1 %t8, label %poll4, label %poll.go5
poll4:
  store i64 65536, i64* %budget
  %t9 = call i1 @tack.poll(i64* %status)
  br i1 %t9, label %abort, label %poll.go5
poll.go5:
  %t10 = sub i64 %t4, 1
  %t11 = icmp ult i64 %t0, %p0.len
  %t12 = icmp ult i64 %t10, %p0.len
  %t13 = and i1 %t11, %t12
  %t14 = icmp ult i64 %t0, %p1.len
  %t15 = icmp ult i64 %t10, %p1.len
  %t16 = and i1 %t14, %t15
  %t17 = and i1 %t13, %t16
  br i1 %t17, label %fast6, label %slow7
fast6:
  store i64 %t0, i64* %it2.1
  br label %it.head8
it.head8:
  %t18 = load i64, i64* %it2.1
  %t19 = icmp slt i64 %t18, %t4
  br i1 %t19, label %it.body9, label %blk.next3
it.body9:
  store i64 %t18, i64* %v2
  %t20 = load i64, i64* %v2
  %t21 = getelementptr inbounds double, double* %p0, i64 %t20
  %t22 = load double, double* %t21
  store double %t22, double* %v3
  %t23 = load double, double* %v3
  %t24 = call double @llvm.fabs.f64(double %t23)
  store double %t24, double* %v4
  %t25 = load i64, i64* %v2
  %t26 = load double, double* %v3
  %t27 = call double @sin(double %t26)
  %t28 = load double, double* %v3
  %t29 = call double @cos(double %t28)
  %t30 = load double, double* %v3
  %t31 = fdiv double %t30, 0x4010000000000000
  %t32 = call double @tan(double %t31)
  %t33 = call double @llvm.fmuladd.f64(double %t29, double %t32, double %t27)
  %t34 = load double, double* %v4
  %t35 = fneg double %t34
  %t36 = call double @exp(double %t35)
  %t37 = fadd double %t33, %t36
  %t38 = load double, double* %v4
  %t39 = call double @log1p(double %t38)
  %t40 = fadd double %t37, %t39
  %t41 = load double, double* %v4
  %t42 = call double @llvm.sqrt.f64(double %t41)
  %t43 = fadd double %t40, %t42
  %t44 = load double, double* %v3
  %t45 = call double @cbrt(double %t44)
  %t46 = fadd double %t43, %t45
  %t47 = load double, double* %v3
  %t48 = call double @atan2(double %t47, double 0x4000000000000000)
  %t49 = fadd double %t46, %t48
  %t50 = load double, double* %v3
  %t51 = call double @hypot(double %t50, double 0x4008000000000000)
  %t52 = fadd double %t49, %t51
  %t53 = load double, double* %v4
  %t54 = call double @pow(double %t53, double 0x3FD3333333333333)
  %t55 = fcmp uno double 0x3FD3333333333333, 0x3FD3333333333333
  %t56 = call double @llvm.fabs.f64(double %t53)
  %t57 = call double @llvm.fabs.f64(double 0x3FD3333333333333)
  %t58 = fcmp oeq double %t56, 0x3FF0000000000000
  %t59 = fcmp oeq double %t57, 0x7FF0000000000000
  %t60 = and i1 %t58, %t59
  %t61 = or i1 %t55, %t60
  %t62 = select i1 %t61, double 0x7FF8000000000000, double %t54
  %t63 = fadd double %t52, %t62
  %t64 = load double, double* %v3
  %t65 = call double @tanh(double %t64)
  %t66 = fadd double %t63, %t65
  %t67 = load double, double* %v3
  %t68 = call double @asinh(double %t67)
  %t69 = fadd double %t66, %t68
  %t70 = load double, double* %v4
  %t71 = fadd double %t70, 0x3FF0000000000000
  %t72 = call double @log2(double %t71)
  %t73 = fadd double %t69, %t72
  %t74 = load double, double* %v4
  %t75 = fadd double %t74, 0x3FF0000000000000
  %t76 = call double @log10(double %t75)
  %t77 = fadd double %t73, %t76
  %t78 = load double, double* %v3
  %t79 = fdiv double %t78, 0x4020000000000000
  %t80 = call double @expm1(double %t79)
  %t81 = fadd double %t77, %t80
  %t82 = load double, double* %v3
  %t83 = call double @llvm.floor.f64(double %t82)
  %t84 = fadd double %t81, %t83
  %t85 = load double, double* %v3
  %t86 = call double @llvm.ceil.f64(double %t85)
  %t87 = fadd double %t84, %t86
  %t88 = load double, double* %v3
  %t89 = call double @llvm.floor.f64(double %t88)
  %t90 = fsub double %t88, %t89
  %t91 = fcmp oge double %t90, 0x3FE0000000000000
  %t92 = fadd double %t89, 0x3FF0000000000000
  %t93 = select i1 %t91, double %t92, double %t89
  %t94 = call double @llvm.copysign.f64(double %t93, double %t88)
  %t95 = fadd double %t87, %t94
  %t96 = load double, double* %v3
  %t97 = call double @llvm.trunc.f64(double %t96)
  %t98 = fadd double %t95, %t97
  %t99 = load double, double* %v3
  %t100 = fcmp ogt double %t99, 0x0000000000000000
  %t101 = fcmp olt double %t99, 0x0000000000000000
  %t102 = select i1 %t101, double 0xBFF0000000000000, double %t99
  %t103 = select i1 %t100, double 0x3FF0000000000000, double %t102
  %t104 = fadd double %t98, %t103
  %t105 = fadd double %t104, 0x400921FB54442D18
  %t106 = getelementptr inbounds double, double* %p1, i64 %t25
  store double %t105, double* %t106
  br label %it.latch10
it.latch10:
  %t107 = load i64, i64* %it2.1
  %t108 = add i64 %t107, 1
  store i64 %t108, i64* %it2.1
  br label %it.head8, !llvm.loop !0
slow7:
  store i64 %t0, i64* %it2.1
  br label %it.head11
it.head11:
  %t109 = load i64, i64* %it2.1
  %t110 = icmp slt i64 %t109, %t4
  br i1 %t110, label %it.body12, label %blk.next3
it.body12:
  store i64 %t109, i64* %v2
  %t111 = load i64, i64* %v2
  %t112 = icmp ult i64 %t111, %p0.len
  br i1 %t112, label %inb14, label %oob15, !prof !2
oob15:
  call void @tack.oob(i64* %status, i64 1, i64 %t111)
  br label %abort
inb14:
  %t113 = getelementptr inbounds double, double* %p0, i64 %t111
  %t114 = load double, double* %t113
  store double %t114, double* %v3
  %t115 = load double, double* %v3
  %t116 = call double @llvm.fabs.f64(double %t115)
  store double %t116, double* %v4
  %t117 = load i64, i64* %v2
  %t118 = load double, double* %v3
  %t119 = call double @sin(double %t118)
  %t120 = load double, double* %v3
  %t121 = call double @cos(double %t120)
  %t122 = load double, double* %v3
  %t123 = fdiv double %t122, 0x4010000000000000
  %t124 = call double @tan(double %t123)
  %t125 = call double @llvm.fmuladd.f64(double %t121, double %t124, double %t119)
  %t126 = load double, double* %v4
  %t127 = fneg double %t126
  %t128 = call double @exp(double %t127)
  %t129 = fadd double %t125, %t128
  %t130 = load double, double* %v4
  %t131 = call double @log1p(double %t130)
  %t132 = fadd double %t129, %t131
  %t133 = load double, double* %v4
  %t134 = call double @llvm.sqrt.f64(double %t133)
  %t135 = fadd double %t132, %t134
  %t136 = load double, double* %v3
  %t137 = call double @cbrt(double %t136)
  %t138 = fadd double %t135, %t137
  %t139 = load double, double* %v3
  %t140 = call double @atan2(double %t139, double 0x4000000000000000)
  %t141 = fadd double %t138, %t140
  %t142 = load double, double* %v3
  %t143 = call double @hypot(double %t142, double 0x4008000000000000)
  %t144 = fadd double %t141, %t143
  %t145 = load double, double* %v4
  %t146 = call double @pow(double %t145, double 0x3FD3333333333333)
  %t147 = fcmp uno double 0x3FD3333333333333, 0x3FD3333333333333
  %t148 = call double @llvm.fabs.f64(double %t145)
  %t149 = call double @llvm.fabs.f64(double 0x3FD3333333333333)
  %t150 = fcmp oeq double %t148, 0x3FF0000000000000
  %t151 = fcmp oeq double %t149, 0x7FF0000000000000
  %t152 = and i1 %t150, %t151
  %t153 = or i1 %t147, %t152
  %t154 = select i1 %t153, double 0x7FF8000000000000, double %t146
  %t155 = fadd double %t144, %t154
  %t156 = load double, double* %v3
  %t157 = call double @tanh(double %t156)
  %t158 = fadd double %t155, %t157
  %t159 = load double, double* %v3
  %t160 = call double @asinh(double %t159)
  %t161 = fadd double %t158, %t160
  %t162 = load double, double* %v4
  %t163 = fadd double %t162, 0x3FF0000000000000
  %t164 = call double @log2(double %t163)
  %t165 = fadd double %t161, %t164
  %t166 = load double, double* %v4
  %t167 = fadd double %t166, 0x3FF0000000000000
  %t168 = call double @log10(double %t167)
  %t169 = fadd double %t165, %t168
  %t170 = load double, double* %v3
  %t171 = fdiv double %t170, 0x4020000000000000
  %t172 = call double @expm1(double %t171)
  %t173 = fadd double %t169, %t172
  %t174 = load double, double* %v3
  %t175 = call double @llvm.floor.f64(double %t174)
  %t176 = fadd double %t173, %t175
  %t177 = load double, double* %v3
  %t178 = call double @llvm.ceil.f64(double %t177)
  %t179 = fadd double %t176, %t178
  %t180 = load double, double* %v3
  %t181 = call double @llvm.floor.f64(double %t180)
  %t182 = fsub double %t180, %t181
  %t183 = fcmp oge double %t182, 0x3FE0000000000000
  %t184 = fadd double %t181, 0x3FF0000000000000
  %t185 = select i1 %t183, double %t184, double %t181
  %t186 = call double @llvm.copysign.f64(double %t185, double %t180)
  %t187 = fadd double %t179, %t186
  %t188 = load double, double* %v3
  %t189 = call double @llvm.trunc.f64(double %t188)
  %t190 = fadd double %t187, %t189
  %t191 = load double, double* %v3
  %t192 = fcmp ogt double %t191, 0x0000000000000000
  %t193 = fcmp olt double %t191, 0x0000000000000000
  %t194 = select i1 %t193, double 0xBFF0000000000000, double %t191
  %t195 = select i1 %t192, double 0x3FF0000000000000, double %t194
  %t196 = fadd double %t190, %t195
  %t197 = fadd double %t196, 0x400921FB54442D18
  %t198 = icmp ult i64 %t117, %p1.len
  br i1 %t198, label %inb16, label %oob17, !prof !2
oob17:
  call void @tack.oob(i64* %status, i64 2, i64 %t117)
  br label %abort
inb16:
  %t199 = getelementptr inbounds double, double* %p1, i64 %t117
  store double %t197, double* %t199
  br label %it.latch13
it.latch13:
  %t200 = load i64, i64* %it2.1
  %t201 = add i64 %t200, 1
  store i64 %t201, i64* %it2.1
  br label %it.head11, !llvm.loop !0
blk.next3:
  store i64 %t4, i64* %blk2.1
  br label %blk.head1
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

attributes #0 = { nounwind }
attributes #1 = { alwaysinline nounwind }
attributes #2 = { cold noinline nounwind }

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.runtime.disable"}
!2 = !{!"branch_weights", i32 1048576, i32 1}
