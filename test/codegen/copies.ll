; Tack kernel 'copies' (generated; do not edit)
source_filename = "tack"
target triple = "x86_64-unknown-linux-gnu"

define internal float @tack_fn_apply_0(float %a0, float %a1) #1 {
entry:
  %v0 = alloca float
  %v1 = alloca float
  store float %a0, float* %v0
  store float %a1, float* %v1
  %t0 = load float, float* %v0
  %t1 = load float, float* %v1
  %t2 = fmul float %t0, %t1
  ret float %t2
dead0:
  ret float 0x0000000000000000
}

define internal void @tack_kernel_copies(float* %p0, float* %p1, float %p2, i64 %p0.len, i64 %p1.len, i64 %start, i64 %end) #0 {
entry:
  %v2 = alloca float
  %flat = alloca i64
  %v5 = alloca i64
  %v7 = alloca float
  store float %p2, float* %v2
  %t0 = load float, float* %v2
  %t1 = load float, float* %v2
  store i64 %start, i64* %flat
  br label %loop.head1
loop.head1:
  %t2 = load i64, i64* %flat
  %t3 = icmp slt i64 %t2, %end
  br i1 %t3, label %loop.body2, label %loop.exit0
loop.body2:
  store i64 %t2, i64* %v5
  %t4 = load i64, i64* %v5
  %t5 = load i64, i64* %v5
  %t6 = getelementptr inbounds float, float* %p0, i64 %t5
  %t7 = load float, float* %t6
  store float %t7, float* %v7
  %t8 = load float, float* %v7
  %t9 = load i64, i64* %v5
  %t10 = getelementptr inbounds float, float* %p1, i64 %t9
  %t11 = load float, float* %v7
  %t12 = load float, float* %v2
  %t13 = call float @tack_fn_apply_0(float %t11, float %t12)
  %t14 = load float, float* %v2
  %t15 = fadd float %t13, %t14
  store float %t15, float* %t10
  br label %loop.latch3
loop.latch3:
  %t16 = load i64, i64* %flat
  %t17 = add i64 %t16, 1
  store i64 %t17, i64* %flat
  br label %loop.head1, !llvm.loop !0
loop.exit0:
  ret void
}

define void @tack_chunk_copies(i64* %slots, i64 %start, i64 %end) #0 {
entry:
  %s0.p = getelementptr i64, i64* %slots, i64 0
  %s0 = load i64, i64* %s0.p
  %s0.a = inttoptr i64 %s0 to float*
  %s1.p = getelementptr i64, i64* %slots, i64 1
  %s1 = load i64, i64* %s1.p
  %s1.a = inttoptr i64 %s1 to float*
  %s2.p = getelementptr i64, i64* %slots, i64 2
  %s2 = load i64, i64* %s2.p
  %s2.w = trunc i64 %s2 to i32
  %s2.v = bitcast i32 %s2.w to float
  %h3.p = getelementptr i64, i64* %slots, i64 3
  %h3 = load i64, i64* %h3.p
  %h4.p = getelementptr i64, i64* %slots, i64 4
  %h4 = load i64, i64* %h4.p
  call void @tack_kernel_copies(float* %s0.a, float* %s1.a, float %s2.v, i64 %h3, i64 %h4, i64 %start, i64 %end)
  ret void
}


attributes #0 = { nounwind }
attributes #1 = { alwaysinline nounwind }

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.runtime.disable"}
