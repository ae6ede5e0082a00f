; Tack kernel 'devicefns' (generated; do not edit)
source_filename = "tack"
target triple = "x86_64-unknown-linux-gnu"

define internal i64 @tack_fn_clampIndex_0(i64 %a0, float* %a1, i64 %a1.len) #1 {
entry:
  %v0 = alloca i64
  store i64 %a0, i64* %v0
  %t0 = load i64, i64* %v0
  %t1 = icmp slt i64 %t0, 0
  br i1 %t1, label %cond.then0, label %cond.else1
cond.then0:
  br label %cond.end2
cond.else1:
  %t2 = load i64, i64* %v0
  %t3 = icmp sge i64 %t2, %a1.len
  br i1 %t3, label %cond.then3, label %cond.else4
cond.then3:
  %t4 = sub i64 %a1.len, 1
  br label %cond.end5
cond.else4:
  %t5 = load i64, i64* %v0
  br label %cond.end5
cond.end5:
  %t6 = phi i64 [%t4, %cond.then3], [%t5, %cond.else4]
  br label %cond.end2
cond.end2:
  %t7 = phi i64 [0, %cond.then0], [%t6, %cond.end5]
  ret i64 %t7
dead6:
  ret i64 0
}

define internal float @tack_fn_square_0(float %a0) #1 {
entry:
  %v0 = alloca float
  store float %a0, float* %v0
  %t0 = load float, float* %v0
  %t1 = load float, float* %v0
  %t2 = fmul float %t0, %t1
  ret float %t2
dead0:
  ret float 0x0000000000000000
}

define internal float @tack_fn_sumTo_0(float* %a0, i64 %a0.len, i64 %a1, i32 %a2) #1 {
entry:
  %v1 = alloca i64
  %v2 = alloca i32
  %v3 = alloca float
  %r4.0 = alloca i64
  %v4 = alloca i64
  store i64 %a1, i64* %v1
  store i32 %a2, i32* %v2
  store float 0x0000000000000000, float* %v3
  %t0 = load i32, i32* %v2
  %t1 = sext i32 %t0 to i64
  store i64 0, i64* %r4.0
  br label %range.head0
range.head0:
  %t2 = load i64, i64* %r4.0
  %t3 = icmp slt i64 %t2, %t1
  br i1 %t3, label %range.body1, label %range.exit3
range.body1:
  store i64 %t2, i64* %v4
  %t4 = load float, float* %v3
  %t5 = load i64, i64* %v1
  %t6 = load i64, i64* %v4
  %t7 = add i64 %t5, %t6
  %t8 = icmp eq i64 %a0.len, 0
  %t9 = icmp eq i64 %a0.len, -1
  %t10 = or i1 %t8, %t9
  %t11 = select i1 %t10, i64 1, i64 %a0.len
  %t12 = srem i64 %t7, %t11
  %t13 = select i1 %t10, i64 0, i64 %t12
  %t14 = getelementptr inbounds float, float* %a0, i64 %t13
  %t15 = load float, float* %t14
  %t16 = fadd float %t4, %t15
  store float %t16, float* %v3
  br label %range.cont2
range.cont2:
  %t17 = load i64, i64* %r4.0
  %t18 = add i64 %t17, 1
  store i64 %t18, i64* %r4.0
  br label %range.head0
range.exit3:
  %t19 = load float, float* %v3
  ret float %t19
dead4:
  ret float 0x0000000000000000
}

define internal void @tack_kernel_devicefns(float* %p0, float* %p1, i32 %p2, i64 %p0.len, i64 %p1.len, i64 %start, i64 %end) #0 {
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
  %t3 = call i64 @tack_fn_clampIndex_0(i64 %t2, float* %p1, i64 %p1.len)
  %t4 = getelementptr inbounds float, float* %p1, i64 %t3
  %t5 = load i64, i64* %v3
  %t6 = getelementptr inbounds float, float* %p0, i64 %t5
  %t7 = load float, float* %t6
  %t8 = call float @tack_fn_square_0(float %t7)
  %t9 = load i64, i64* %v3
  %t10 = load i32, i32* %v2
  %t11 = call float @tack_fn_sumTo_0(float* %p0, i64 %p0.len, i64 %t9, i32 %t10)
  %t12 = fadd float %t8, %t11
  store float %t12, float* %t4
  br label %loop.latch3
loop.latch3:
  %t13 = load i64, i64* %flat
  %t14 = add i64 %t13, 1
  store i64 %t14, i64* %flat
  br label %loop.head1, !llvm.loop !0
loop.exit0:
  ret void
}

define void @tack_chunk_devicefns(i64* %slots, i64 %start, i64 %end) #0 {
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
  call void @tack_kernel_devicefns(float* %s0.a, float* %s1.a, i32 %s2.v, i64 %h3, i64 %h4, i64 %start, i64 %end)
  ret void
}


attributes #0 = { nounwind }
attributes #1 = { alwaysinline nounwind }

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.runtime.disable"}
