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
  %t39 = fadd double %t36, %t38
  %t40 = load double, double* %v3
  %t41 = call double @tanh(double %t40)
  %t42 = fadd double %t39, %t41
  %t43 = load double, double* %v3
  %t44 = call double @asinh(double %t43)
  %t45 = fadd double %t42, %t44
  %t46 = load double, double* %v4
  %t47 = fadd double %t46, 0x3FF0000000000000
  %t48 = call double @log2(double %t47)
  %t49 = fadd double %t45, %t48
  %t50 = load double, double* %v4
  %t51 = fadd double %t50, 0x3FF0000000000000
  %t52 = call double @log10(double %t51)
  %t53 = fadd double %t49, %t52
  %t54 = load double, double* %v3
  %t55 = fdiv double %t54, 0x4020000000000000
  %t56 = call double @expm1(double %t55)
  %t57 = fadd double %t53, %t56
  %t58 = load double, double* %v3
  %t59 = call double @llvm.floor.f64(double %t58)
  %t60 = fadd double %t57, %t59
  %t61 = load double, double* %v3
  %t62 = call double @llvm.ceil.f64(double %t61)
  %t63 = fadd double %t60, %t62
  %t64 = load double, double* %v3
  %t65 = call double @llvm.floor.f64(double %t64)
  %t66 = fsub double %t64, %t65
  %t67 = fcmp oge double %t66, 0x3FE0000000000000
  %t68 = fadd double %t65, 0x3FF0000000000000
  %t69 = select i1 %t67, double %t68, double %t65
  %t70 = call double @llvm.copysign.f64(double %t69, double %t64)
  %t71 = fadd double %t63, %t70
  %t72 = load double, double* %v3
  %t73 = call double @llvm.trunc.f64(double %t72)
  %t74 = fadd double %t71, %t73
  %t75 = load double, double* %v3
  %t76 = fcmp ogt double %t75, 0x0000000000000000
  %t77 = fcmp olt double %t75, 0x0000000000000000
  %t78 = select i1 %t77, double 0xBFF0000000000000, double %t75
  %t79 = select i1 %t76, double 0x3FF0000000000000, double %t78
  %t80 = fadd double %t74, %t79
  %t81 = fadd double %t80, 0x400921FB54442D18
  store double %t81, double* %t8
  br label %loop.latch3
loop.latch3:
  %t82 = load i64, i64* %flat
  %t83 = add i64 %t82, 1
  store i64 %t83, i64* %flat
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
