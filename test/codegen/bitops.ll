; Tack kernel 'bitops' (generated; do not edit)
source_filename = "tack"
target triple = "x86_64-unknown-linux-gnu"

define internal void @tack_kernel_bitops(i32* %p0, i32* %p1, i32* %p2, i32* %p3, i64 %p0.len, i64 %p1.len, i64 %p2.len, i64 %p3.len, i64 %start, i64 %end) #0 {
entry:
  %flat = alloca i64
  %v4 = alloca i64
  %v5 = alloca i32
  %v6 = alloca i32
  store i64 %start, i64* %flat
  br label %loop.head1
loop.head1:
  %t0 = load i64, i64* %flat
  %t1 = icmp slt i64 %t0, %end
  br i1 %t1, label %loop.body2, label %loop.exit0
loop.body2:
  store i64 %t0, i64* %v4
  %t2 = load i64, i64* %v4
  %t3 = getelementptr inbounds i32, i32* %p0, i64 %t2
  %t4 = load i32, i32* %t3
  store i32 %t4, i32* %v5
  %t5 = load i64, i64* %v4
  %t6 = getelementptr inbounds i32, i32* %p1, i64 %t5
  %t7 = load i32, i32* %t6
  store i32 %t7, i32* %v6
  %t8 = load i64, i64* %v4
  %t9 = getelementptr inbounds i32, i32* %p2, i64 %t8
  %t10 = load i32, i32* %v5
  %t11 = and i32 3, 31
  %t12 = shl i32 %t10, %t11
  %t13 = load i32, i32* %v5
  %t14 = and i32 2, 31
  %t15 = ashr i32 %t13, %t14
  %t16 = xor i32 %t12, %t15
  %t17 = load i32, i32* %v5
  %t18 = xor i32 %t17, -1
  %t19 = xor i32 %t16, %t18
  %t20 = load i32, i32* %v6
  %t21 = call i32 @llvm.ctlz.i32(i32 %t20, i1 false)
  %t22 = xor i32 %t19, %t21
  %t23 = load i32, i32* %v5
  %t24 = mul i32 %t23, -1640531535
  %t25 = xor i32 %t22, %t24
  store i32 %t25, i32* %t9
  %t26 = load i64, i64* %v4
  %t27 = getelementptr inbounds i32, i32* %p3, i64 %t26
  %t28 = load i32, i32* %v6
  %t29 = and i32 5, 31
  %t30 = lshr i32 %t28, %t29
  %t31 = load i32, i32* %v5
  %t32 = and i32 %t31, 65280
  %t33 = or i32 %t30, %t32
  %t34 = load i32, i32* %v6
  %t35 = load i32, i32* %v5
  %t36 = and i32 %t35, 31
  %t37 = and i32 %t36, 31
  %t38 = shl i32 %t34, %t37
  %t39 = or i32 %t33, %t38
  store i32 %t39, i32* %t27
  br label %loop.latch3
loop.latch3:
  %t40 = load i64, i64* %flat
  %t41 = add i64 %t40, 1
  store i64 %t41, i64* %flat
  br label %loop.head1, !llvm.loop !0
loop.exit0:
  ret void
}

define void @tack_chunk_bitops(i64* %slots, i64 %start, i64 %end) #0 {
entry:
  %s0.p = getelementptr i64, i64* %slots, i64 0
  %s0 = load i64, i64* %s0.p
  %s0.a = inttoptr i64 %s0 to i32*
  %s1.p = getelementptr i64, i64* %slots, i64 1
  %s1 = load i64, i64* %s1.p
  %s1.a = inttoptr i64 %s1 to i32*
  %s2.p = getelementptr i64, i64* %slots, i64 2
  %s2 = load i64, i64* %s2.p
  %s2.a = inttoptr i64 %s2 to i32*
  %s3.p = getelementptr i64, i64* %slots, i64 3
  %s3 = load i64, i64* %s3.p
  %s3.a = inttoptr i64 %s3 to i32*
  %h4.p = getelementptr i64, i64* %slots, i64 4
  %h4 = load i64, i64* %h4.p
  %h5.p = getelementptr i64, i64* %slots, i64 5
  %h5 = load i64, i64* %h5.p
  %h6.p = getelementptr i64, i64* %slots, i64 6
  %h6 = load i64, i64* %h6.p
  %h7.p = getelementptr i64, i64* %slots, i64 7
  %h7 = load i64, i64* %h7.p
  call void @tack_kernel_bitops(i32* %s0.a, i32* %s1.a, i32* %s2.a, i32* %s3.a, i64 %h4, i64 %h5, i64 %h6, i64 %h7, i64 %start, i64 %end)
  ret void
}

declare i32 @llvm.ctlz.i32(i32, i1)

attributes #0 = { nounwind }
attributes #1 = { alwaysinline nounwind }

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.runtime.disable"}
