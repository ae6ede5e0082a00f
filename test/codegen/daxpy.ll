; Tack kernel 'daxpy' (generated; do not edit)
source_filename = "tack"
target triple = "x86_64-unknown-linux-gnu"

define internal void @tack_kernel_daxpy(double* %p0, double* %p1, double %p2, i64 %p0.len, i64 %p1.len, i64 %start, i64 %end) #0 {
entry:
  %v2 = alloca double
  %flat = alloca i64
  %v3 = alloca i64
  store double %p2, double* %v2
  store i64 %start, i64* %flat
  br label %loop.head1
loop.head1:
  %t0 = load i64, i64* %flat
  %t1 = icmp slt i64 %t0, %end
  br i1 %t1, label %loop.body2, label %loop.exit0
loop.body2:
  store i64 %t0, i64* %v3
  %t2 = load i64, i64* %v3
  %t3 = getelementptr inbounds double, double* %p1, i64 %t2
  %t4 = load i64, i64* %v3
  %t5 = getelementptr inbounds double, double* %p1, i64 %t4
  %t6 = load double, double* %t5
  %t7 = load double, double* %v2
  %t8 = load i64, i64* %v3
  %t9 = getelementptr inbounds double, double* %p0, i64 %t8
  %t10 = load double, double* %t9
  %t11 = call double @llvm.fmuladd.f64(double %t7, double %t10, double %t6)
  store double %t11, double* %t3
  br label %loop.latch3
loop.latch3:
  %t12 = load i64, i64* %flat
  %t13 = add i64 %t12, 1
  store i64 %t13, i64* %flat
  br label %loop.head1, !llvm.loop !0
loop.exit0:
  ret void
}

define void @tack_chunk_daxpy(i64* %slots, i64 %start, i64 %end) #0 {
entry:
  %s0.p = getelementptr i64, i64* %slots, i64 0
  %s0 = load i64, i64* %s0.p
  %s0.a = inttoptr i64 %s0 to double*
  %s1.p = getelementptr i64, i64* %slots, i64 1
  %s1 = load i64, i64* %s1.p
  %s1.a = inttoptr i64 %s1 to double*
  %s2.p = getelementptr i64, i64* %slots, i64 2
  %s2 = load i64, i64* %s2.p
  %s2.v = bitcast i64 %s2 to double
  %h3.p = getelementptr i64, i64* %slots, i64 3
  %h3 = load i64, i64* %h3.p
  %h4.p = getelementptr i64, i64* %slots, i64 4
  %h4 = load i64, i64* %h4.p
  call void @tack_kernel_daxpy(double* %s0.a, double* %s1.a, double %s2.v, i64 %h3, i64 %h4, i64 %start, i64 %end)
  ret void
}

declare double @llvm.fmuladd.f64(double, double, double)

attributes #0 = { nounwind }
attributes #1 = { alwaysinline nounwind }

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.runtime.disable"}
