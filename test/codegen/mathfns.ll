; Tack kernel 'mathfns' (generated; do not edit)
source_filename = "tack"
target triple = "x86_64-unknown-linux-gnu"

define internal void @tack_kernel_mathfns(double* %p0, double* %p1, i64 %p0.len, i64 %p1.len, i64 %start, i64 %end) #0 {
entry:
  %flat = alloca i64
  %v2 = alloca i64
  %v3 = alloca double
  %v4 = alloca double
  store i64 %start, i64* %flat
  br label %loop.head1
loop.head1:
  %t0 = load i64, i64* %flat
  %t1 = icmp slt i64 %t0, %end
  br i1 %t1, label %loop.body2, label %loop.exit0
loop.body2:
  store i64 %t0, i64* %v2
  %t2 = load i64, i64* %v2
  %t3 = getelementptr inbounds double, double* %p0, i64 %t2
  %t4 = load double, double* %t3
  store double %t4, double* %v3
  %t5 = load double, double* %v3
  %t6 = call double @llvm.fabs.f64(double %t5)
  store double %t6, double* %v4
  %t7 = load i64, i64* %v2
  %t8 = getelementptr inbounds double, double* %p1, i64 %t7
  %t9 = load double, double* %v3
  %t10 = call double @sin(double %t9)
  %t11 = load double, double* %v3
  %t12 = call double @cos(double %t11)
  %t13 = load double, double* %v3
  %t14 = fdiv double %t13, 0x4010000000000000
  %t15 = call double @tan(double %t14)
  %t16 = call double @llvm.fmuladd.f64(double %t12, double %t15, double %t10)
  %t17 = load double, double* %v4
  %t18 = fneg double %t17
  %t19 = call double @exp(double %t18)
  %t20 = fadd double %t16, %t19
  %t21 = load double, double* %v4
  %t22 = call double @log1p(double %t21)
  %t23 = fadd double %t20, %t22
  %t24 = load double, double* %v4
  %t25 = call double @llvm.sqrt.f64(double %t24)
  %t26 = fadd double %t23, %t25
  %t27 = load double, double* %v3
  %t28 = call double @cbrt(double %t27)
  %t29 = fadd double %t26, %t28
  %t30 = load double, double* %v3
  %t31 = call double @atan2(double %t30, double 0x4000000000000000)
  %t32 = fadd double %t29, %t31
  %t33 = load double, double* %v3
  %t34 = call double @hypot(double %t33, double 0x4008000000000000)
  %t35 = fadd double %t32, %t34
  %t36 = load double, double* %v4
  %t37 = call double @pow(double %t36, double 0x3FD3333333333333)
  %t38 = fcmp uno double 0x3FD3333333333333, 0x3FD3333333333333
  %t39 = call double @llvm.fabs.f64(double %t36)
  %t40 = call double @llvm.fabs.f64(double 0x3FD3333333333333)
  %t41 = fcmp oeq double %t39, 0x3FF0000000000000
  %t42 = fcmp oeq double %t40, 0x7FF0000000000000
  %t43 = and i1 %t41, %t42
  %t44 = or i1 %t38, %t43
  %t45 = select i1 %t44, double 0x7FF8000000000000, double %t37
  %t46 = fadd double %t35, %t45
  %t47 = load double, double* %v3
  %t48 = call double @tanh(double %t47)
  %t49 = fadd double %t46, %t48
  %t50 = load double, double* %v3
  %t51 = call double @asinh(double %t50)
  %t52 = fadd double %t49, %t51
  %t53 = load double, double* %v4
  %t54 = fadd double %t53, 0x3FF0000000000000
  %t55 = call double @log2(double %t54)
  %t56 = fadd double %t52, %t55
  %t57 = load double, double* %v4
  %t58 = fadd double %t57, 0x3FF0000000000000
  %t59 = call double @log10(double %t58)
  %t60 = fadd double %t56, %t59
  %t61 = load double, double* %v3
  %t62 = fdiv double %t61, 0x4020000000000000
  %t63 = call double @expm1(double %t62)
  %t64 = fadd double %t60, %t63
  %t65 = load double, double* %v3
  %t66 = call double @llvm.floor.f64(double %t65)
  %t67 = fadd double %t64, %t66
  %t68 = load double, double* %v3
  %t69 = call double @llvm.ceil.f64(double %t68)
  %t70 = fadd double %t67, %t69
  %t71 = load double, double* %v3
  %t72 = call double @llvm.floor.f64(double %t71)
  %t73 = fsub double %t71, %t72
  %t74 = fcmp oge double %t73, 0x3FE0000000000000
  %t75 = fadd double %t72, 0x3FF0000000000000
  %t76 = select i1 %t74, double %t75, double %t72
  %t77 = call double @llvm.copysign.f64(double %t76, double %t71)
  %t78 = fadd double %t70, %t77
  %t79 = load double, double* %v3
  %t80 = call double @llvm.trunc.f64(double %t79)
  %t81 = fadd double %t78, %t80
  %t82 = load double, double* %v3
  %t83 = fcmp ogt double %t82, 0x0000000000000000
  %t84 = fcmp olt double %t82, 0x0000000000000000
  %t85 = select i1 %t84, double 0xBFF0000000000000, double %t82
  %t86 = select i1 %t83, double 0x3FF0000000000000, double %t85
  %t87 = fadd double %t81, %t86
  %t88 = fadd double %t87, 0x400921FB54442D18
  store double %t88, double* %t8
  br label %loop.latch3
loop.latch3:
  %t89 = load i64, i64* %flat
  %t90 = add i64 %t89, 1
  store i64 %t90, i64* %flat
  br label %loop.head1, !llvm.loop !0
loop.exit0:
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
  call void @tack_kernel_mathfns(double* %s0.a, double* %s1.a, i64 %h2, i64 %h3, i64 %start, i64 %end)
  ret void
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

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.runtime.disable"}
