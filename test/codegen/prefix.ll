; Tack kernel 'prefix' (generated; do not edit)
source_filename = "tack"
target triple = "x86_64-unknown-linux-gnu"

define internal void @tack_kernel_prefix(i32* %p0, i32* %p1, i32 %p2, i64 %p0.len, i64 %p1.len, i64 %start, i64 %end) #0 {
entry:
  %v2 = alloca i32
  %v3 = alloca i64
  %flat = alloca i64
  %v4 = alloca i64
  %v5 = alloca i32
  %v6 = alloca i64
  %v7 = alloca i64
  store i32 %p2, i32* %v2
  %t0 = load i32, i32* %v2
  %t1 = sext i32 %t0 to i64
  %t2 = add i64 %p0.len, %t1
  %t3 = sub i64 %t2, 1
  %t4 = load i32, i32* %v2
  %t5 = sext i32 %t4 to i64
  %t6 = icmp eq i64 %t5, 0
  %t7 = icmp eq i64 %t5, -1
  %t8 = or i1 %t6, %t7
  %t9 = select i1 %t8, i64 1, i64 %t5
  %t10 = sdiv i64 %t3, %t9
  %t11 = sub i64 0, %t3
  %t12 = select i1 %t7, i64 %t11, i64 %t10
  %t13 = select i1 %t6, i64 0, i64 %t12
  %t14 = mul i64 %t13, %t5
  %t15 = sub i64 %t3, %t14
  %t16 = icmp ne i64 %t15, 0
  %t17 = xor i64 %t15, %t5
  %t18 = icmp slt i64 %t17, 0
  %t19 = and i1 %t16, %t18
  %t20 = xor i1 %t6, true
  %t21 = and i1 %t19, %t20
  %t22 = zext i1 %t21 to i64
  %t23 = sub i64 %t13, %t22
  store i64 %t23, i64* %v3
  store i64 %start, i64* %flat
  br label %loop.head1
loop.head1:
  %t24 = load i64, i64* %flat
  %t25 = icmp slt i64 %t24, %end
  br i1 %t25, label %loop.body2, label %loop.exit0
loop.body2:
  store i64 %t24, i64* %v4
  store i32 0, i32* %v5
  %t26 = load i64, i64* %v4
  %t27 = add i64 %t26, 1
  %t28 = load i32, i32* %v2
  %t29 = sext i32 %t28 to i64
  %t30 = mul i64 %t27, %t29
  %t31 = icmp slt i64 %p0.len, %t30
  %t32 = select i1 %t31, i64 %p0.len, i64 %t30
  store i64 %t32, i64* %v6
  %t33 = load i64, i64* %v4
  %t34 = load i32, i32* %v2
  %t35 = sext i32 %t34 to i64
  %t36 = mul i64 %t33, %t35
  store i64 %t36, i64* %v7
  br label %while.head4
while.head4:
  %t37 = load i64, i64* %v7
  %t38 = load i64, i64* %v6
  %t39 = icmp slt i64 %t37, %t38
  br i1 %t39, label %while.body5, label %while.exit7
while.body5:
  %t40 = load i32, i32* %v5
  %t41 = load i64, i64* %v7
  %t42 = getelementptr inbounds i32, i32* %p0, i64 %t41
  %t43 = load i32, i32* %t42
  %t44 = add i32 %t40, %t43
  store i32 %t44, i32* %v5
  %t45 = load i64, i64* %v7
  %t46 = getelementptr inbounds i32, i32* %p1, i64 %t45
  %t47 = load i32, i32* %v5
  store i32 %t47, i32* %t46
  br label %while.cont6
while.cont6:
  %t48 = load i64, i64* %v7
  %t49 = add i64 %t48, 1
  store i64 %t49, i64* %v7
  br label %while.head4
while.exit7:
  br label %loop.latch3
loop.latch3:
  %t50 = load i64, i64* %flat
  %t51 = add i64 %t50, 1
  store i64 %t51, i64* %flat
  br label %loop.head1, !llvm.loop !0
loop.exit0:
  ret void
}

define void @tack_chunk_prefix(i64* %slots, i64 %start, i64 %end) #0 {
entry:
  %s0.p = getelementptr i64, i64* %slots, i64 0
  %s0 = load i64, i64* %s0.p
  %s0.a = inttoptr i64 %s0 to i32*
  %s1.p = getelementptr i64, i64* %slots, i64 1
  %s1 = load i64, i64* %s1.p
  %s1.a = inttoptr i64 %s1 to i32*
  %s2.p = getelementptr i64, i64* %slots, i64 2
  %s2 = load i64, i64* %s2.p
  %s2.v = trunc i64 %s2 to i32
  %h3.p = getelementptr i64, i64* %slots, i64 3
  %h3 = load i64, i64* %h3.p
  %h4.p = getelementptr i64, i64* %slots, i64 4
  %h4 = load i64, i64* %h4.p
  call void @tack_kernel_prefix(i32* %s0.a, i32* %s1.a, i32 %s2.v, i64 %h3, i64 %h4, i64 %start, i64 %end)
  ret void
}


attributes #0 = { nounwind }
attributes #1 = { alwaysinline nounwind }

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.runtime.disable"}
