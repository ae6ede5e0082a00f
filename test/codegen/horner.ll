; Tack kernel 'horner' (generated; do not edit)
source_filename = "tack"
target triple = "x86_64-unknown-linux-gnu"

define internal void @tack_kernel_horner(float* %p0, float* %p1, i64 %p0.len, i64 %p1.len, i64 %start, i64 %end) #0 {
entry:
  %flat = alloca i64
  %v2 = alloca i64
  %v3 = alloca float
  store i64 %start, i64* %flat
  br label %loop.head1
loop.head1:
  %t0 = load i64, i64* %flat
  %t1 = icmp slt i64 %t0, %end
  br i1 %t1, label %loop.body2, label %loop.exit0
loop.body2:
  store i64 %t0, i64* %v2
  %t2 = load i64, i64* %v2
  %t3 = getelementptr inbounds float, float* %p0, i64 %t2
  %t4 = load float, float* %t3
  store float %t4, float* %v3
  %t5 = load i64, i64* %v2
  %t6 = getelementptr inbounds float, float* %p1, i64 %t5
  %t7 = load float, float* %v3
  %t8 = load float, float* %v3
  %t9 = call float @llvm.fmuladd.f32(float %t8, float 0x3FC0000000000000, float 0xBFD0000000000000)
  %t10 = call float @llvm.fmuladd.f32(float %t7, float %t9, float 0x3FF8000000000000)
  store float %t10, float* %t6
  br label %loop.latch3
loop.latch3:
  %t11 = load i64, i64* %flat
  %t12 = add i64 %t11, 1
  store i64 %t12, i64* %flat
  br label %loop.head1, !llvm.loop !0
loop.exit0:
  ret void
}

define void @tack_chunk_horner(i64* %slots, i64 %start, i64 %end) #0 {
entry:
  %s0.p = getelementptr i64, i64* %slots, i64 0
  %s0 = load i64, i64* %s0.p
  %s0.a = inttoptr i64 %s0 to float*
  %s1.p = getelementptr i64, i64* %slots, i64 1
  %s1 = load i64, i64* %s1.p
  %s1.a = inttoptr i64 %s1 to float*
  %h2.p = getelementptr i64, i64* %slots, i64 2
  %h2 = load i64, i64* %h2.p
  %h3.p = getelementptr i64, i64* %slots, i64 3
  %h3 = load i64, i64* %h3.p
  call void @tack_kernel_horner(float* %s0.a, float* %s1.a, i64 %h2, i64 %h3, i64 %start, i64 %end)
  ret void
}

declare float @llvm.fmuladd.f32(float, float, float)

attributes #0 = { nounwind }
attributes #1 = { alwaysinline nounwind }

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.runtime.disable"}
