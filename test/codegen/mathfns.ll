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
  %t16 = fmul double %t12, %t15
  %t17 = fadd double %t10, %t16
  %t18 = load double, double* %v4
  %t19 = fneg double %t18
  %t20 = call double @exp(double %t19)
  %t21 = fadd double %t17, %t20
  %t22 = load double, double* %v4
  %t23 = call double @log1p(double %t22)
  %t24 = fadd double %t21, %t23
  %t25 = load double, double* %v4
  %t26 = call double @llvm.sqrt.f64(double %t25)
  %t27 = fadd double %t24, %t26
  %t28 = load double, double* %v3
  %t29 = call double @cbrt(double %t28)
  %t30 = fadd double %t27, %t29
  %t31 = load double, double* %v3
  %t32 = call double @atan2(double %t31, double 0x4000000000000000)
  %t33 = fadd double %t30, %t32
  %t34 = load double, double* %v3
  %t35 = call double @hypot(double %t34, double 0x4008000000000000)
  %t36 = fadd double %t33, %t35
  %t37 = load double, double* %v4
  %t38 = call double @pow(double %t37, double 0x3FD3333333333333)
  %t39 = fcmp uno double 0x3FD3333333333333, 0x3FD3333333333333
  %t40 = call double @llvm.fabs.f64(double %t37)
  %t41 = call double @llvm.fabs.f64(double 0x3FD3333333333333)
  %t42 = fcmp oeq double %t40, 0x3FF0000000000000
  %t43 = fcmp oeq double %t41, 0x7FF0000000000000
  %t44 = and i1 %t42, %t43
  %t45 = or i1 %t39, %t44
  %t46 = select i1 %t45, double 0x7FF8000000000000, double %t38
  %t47 = fadd double %t36, %t46
  %t48 = load double, double* %v3
  %t49 = call double @tanh(double %t48)
  %t50 = fadd double %t47, %t49
  %t51 = load double, double* %v3
  %t52 = call double @asinh(double %t51)
  %t53 = fadd double %t50, %t52
  %t54 = load double, double* %v4
  %t55 = fadd double %t54, 0x3FF0000000000000
  %t56 = call double @log2(double %t55)
  %t57 = fadd double %t53, %t56
  %t58 = load double, double* %v4
  %t59 = fadd double %t58, 0x3FF0000000000000
  %t60 = call double @log10(double %t59)
  %t61 = fadd double %t57, %t60
  %t62 = load double, double* %v3
  %t63 = fdiv double %t62, 0x4020000000000000
  %t64 = call double @expm1(double %t63)
  %t65 = fadd double %t61, %t64
  %t66 = load double, double* %v3
  %t67 = call double @llvm.floor.f64(double %t66)
  %t68 = fadd double %t65, %t67
  %t69 = load double, double* %v3
  %t70 = call double @llvm.ceil.f64(double %t69)
  %t71 = fadd double %t68, %t70
  %t72 = load double, double* %v3
  %t73 = call double @llvm.floor.f64(double %t72)
  %t74 = fsub double %t72, %t73
  %t75 = fcmp oge double %t74, 0x3FE0000000000000
  %t76 = fadd double %t73, 0x3FF0000000000000
  %t77 = select i1 %t75, double %t76, double %t73
  %t78 = call double @llvm.copysign.f64(double %t77, double %t72)
  %t79 = fadd double %t71, %t78
  %t80 = load double, double* %v3
  %t81 = call double @llvm.trunc.f64(double %t80)
  %t82 = fadd double %t79, %t81
  %t83 = load double, double* %v3
  %t84 = fcmp ogt double %t83, 0x0000000000000000
  %t85 = fcmp olt double %t83, 0x0000000000000000
  %t86 = select i1 %t85, double 0xBFF0000000000000, double %t83
  %t87 = select i1 %t84, double 0x3FF0000000000000, double %t86
  %t88 = fadd double %t82, %t87
  %t89 = fadd double %t88, 0x400921FB54442D18
  store double %t89, double* %t8
  br label %loop.latch3
loop.latch3:
  %t90 = load i64, i64* %flat
  %t91 = add i64 %t90, 1
  store i64 %t91, i64* %flat
  br label %loop.head1
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
