; Tack kernel 'saxpy' (generated; do not edit)
source_filename = "tack"
target triple = "x86_64-unknown-linux-gnu"

define internal void @tack_kernel_saxpy(float* %p0, float* %p1, float* %p2, float %p3, i64 %p0.len, i64 %p1.len, i64 %p2.len, i64 %start, i64 %end) #0 {
entry:
  %v3 = alloca float
  %flat = alloca i64
  %v4 = alloca i64
  store float %p3, float* %v3
  store i64 %start, i64* %flat
  br label %loop.head1
loop.head1:
  %t0 = load i64, i64* %flat
  %t1 = icmp slt i64 %t0, %end
  br i1 %t1, label %loop.body2, label %loop.exit0
loop.body2:
  store i64 %t0, i64* %v4
  %t2 = load i64, i64* %v4
  %t3 = getelementptr inbounds float, float* %p2, i64 %t2
  %t4 = load float, float* %v3
  %t5 = load i64, i64* %v4
  %t6 = getelementptr inbounds float, float* %p0, i64 %t5
  %t7 = load float, float* %t6
  %t8 = load i64, i64* %v4
  %t9 = getelementptr inbounds float, float* %p1, i64 %t8
  %t10 = load float, float* %t9
  %t11 = call float @llvm.fmuladd.f32(float %t4, float %t7, float %t10)
  store float %t11, float* %t3
  br label %loop.latch3
loop.latch3:
  %t12 = load i64, i64* %flat
  %t13 = add i64 %t12, 1
  store i64 %t13, i64* %flat
  br label %loop.head1, !llvm.loop !0
loop.exit0:
  ret void
}

define void @tack_chunk_saxpy(i64* %slots, i64 %start, i64 %end) #0 {
entry:
  %s0.p = getelementptr i64, i64* %slots, i64 0
  %s0 = load i64, i64* %s0.p
  %s0.a = inttoptr i64 %s0 to float*
  %s1.p = getelementptr i64, i64* %slots, i64 1
  %s1 = load i64, i64* %s1.p
  %s1.a = inttoptr i64 %s1 to float*
  %s2.p = getelementptr i64, i64* %slots, i64 2
  %s2 = load i64, i64* %s2.p
  %s2.a = inttoptr i64 %s2 to float*
  %s3.p = getelementptr i64, i64* %slots, i64 3
  %s3 = load i64, i64* %s3.p
  %s3.w = trunc i64 %s3 to i32
  %s3.v = bitcast i32 %s3.w to float
  %h4.p = getelementptr i64, i64* %slots, i64 4
  %h4 = load i64, i64* %h4.p
  %h5.p = getelementptr i64, i64* %slots, i64 5
  %h5 = load i64, i64* %h5.p
  %h6.p = getelementptr i64, i64* %slots, i64 6
  %h6 = load i64, i64* %h6.p
  call void @tack_kernel_saxpy(float* %s0.a, float* %s1.a, float* %s2.a, float %s3.v, i64 %h4, i64 %h5, i64 %h6, i64 %start, i64 %end)
  ret void
}

declare float @llvm.fmuladd.f32(float, float, float)

attributes #0 = { nounwind }
attributes #1 = { alwaysinline nounwind }

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.runtime.disable"}
