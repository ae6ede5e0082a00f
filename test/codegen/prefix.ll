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
  %t20 = zext i1 %t19 to i64
  %t21 = sub i64 %t13, %t20
  store i64 %t21, i64* %v3
  store i64 %start, i64* %flat
  br label %loop.head1
loop.head1:
  %t22 = load i64, i64* %flat
  %t23 = icmp slt i64 %t22, %end
  br i1 %t23, label %loop.body2, label %loop.exit0
loop.body2:
  store i64 %t22, i64* %v4
  store i32 0, i32* %v5
  %t24 = load i64, i64* %v4
  %t25 = add i64 %t24, 1
  %t26 = load i32, i32* %v2
  %t27 = sext i32 %t26 to i64
  %t28 = mul i64 %t25, %t27
  %t29 = icmp slt i64 %p0.len, %t28
  %t30 = select i1 %t29, i64 %p0.len, i64 %t28
  store i64 %t30, i64* %v6
  %t31 = load i64, i64* %v4
  %t32 = load i32, i32* %v2
  %t33 = sext i32 %t32 to i64
  %t34 = mul i64 %t31, %t33
  store i64 %t34, i64* %v7
  br label %while.head4
while.head4:
  %t35 = load i64, i64* %v7
  %t36 = load i64, i64* %v6
  %t37 = icmp slt i64 %t35, %t36
  br i1 %t37, label %while.body5, label %while.exit7
while.body5:
  %t38 = load i32, i32* %v5
  %t39 = load i64, i64* %v7
  %t40 = getelementptr inbounds i32, i32* %p0, i64 %t39
  %t41 = load i32, i32* %t40
  %t42 = add i32 %t38, %t41
  store i32 %t42, i32* %v5
  %t43 = load i64, i64* %v7
  %t44 = getelementptr inbounds i32, i32* %p1, i64 %t43
  %t45 = load i32, i32* %v5
  store i32 %t45, i32* %t44
  br label %while.cont6
while.cont6:
  %t46 = load i64, i64* %v7
  %t47 = add i64 %t46, 1
  store i64 %t47, i64* %v7
  br label %while.head4
while.exit7:
  br label %loop.latch3
loop.latch3:
  %t48 = load i64, i64* %flat
  %t49 = add i64 %t48, 1
  store i64 %t49, i64* %flat
  br label %loop.head1
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
