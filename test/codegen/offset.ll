; Tack kernel 'offset' (generated; do not edit)
source_filename = "tack"
target triple = "x86_64-unknown-linux-gnu"

define internal void @tack_kernel_offset(float* %p0, float* %p1, i32 %p2, i64 %p0.len, i64 %p1.len, i64 %start, i64 %end) #0 {
entry:
  %v2 = alloca i32
  %flat = alloca i64
  %v3 = alloca i64
  store i32 %p2, i32* %v2
  store i64 %start, i64* %flat
  br label %loop.head1
loop.head1:
  %t0 = load i64, i64* %flat
  %t1 = icmp slt i64 %t0, %end
  br i1 %t1, label %loop.body2, label %loop.exit0
loop.body2:
  store i64 %t0, i64* %v3
  %t2 = load i64, i64* %v3
  %t3 = getelementptr inbounds float, float* %p1, i64 %t2
  %t4 = load i64, i64* %v3
  %t5 = add i64 %t4, 1
  %t6 = getelementptr inbounds float, float* %p0, i64 %t5
  %t7 = load float, float* %t6
  %t8 = load i64, i64* %v3
  %t9 = sub i64 %t8, 1
  %t10 = getelementptr inbounds float, float* %p0, i64 %t9
  %t11 = load float, float* %t10
  %t12 = fsub float %t7, %t11
  store float %t12, float* %t3
  br label %loop.latch3
loop.latch3:
  %t13 = load i64, i64* %flat
  %t14 = add i64 %t13, 1
  store i64 %t14, i64* %flat
  br label %loop.head1, !llvm.loop !0
loop.exit0:
  ret void
}

define void @tack_chunk_offset(i64* %slots, i64 %start, i64 %end) #0 {
entry:
  %s0.p = getelementptr i64, i64* %slots, i64 0
  %s0 = load i64, i64* %s0.p
  %s0.a = inttoptr i64 %s0 to float*
  %s1.p = getelementptr i64, i64* %slots, i64 1
  %s1 = load i64, i64* %s1.p
  %s1.a = inttoptr i64 %s1 to float*
  %s2.p = getelementptr i64, i64* %slots, i64 2
  %s2 = load i64, i64* %s2.p
  %s2.v = trunc i64 %s2 to i32
  %h3.p = getelementptr i64, i64* %slots, i64 3
  %h3 = load i64, i64* %h3.p
  %h4.p = getelementptr i64, i64* %slots, i64 4
  %h4 = load i64, i64* %h4.p
  call void @tack_kernel_offset(float* %s0.a, float* %s1.a, i32 %s2.v, i64 %h3, i64 %h4, i64 %start, i64 %end)
  ret void
}


attributes #0 = { nounwind }
attributes #1 = { alwaysinline nounwind }

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.runtime.disable"}
