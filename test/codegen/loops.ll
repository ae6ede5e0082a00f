; Tack kernel 'loops' (generated; do not edit)
source_filename = "tack"
target triple = "x86_64-unknown-linux-gnu"

define internal void @tack_kernel_loops(i32* %p0, i32* %p1, i64 %p0.len, i64 %p1.len, i64 %start, i64 %end) #0 {
entry:
  %flat = alloca i64
  %v2 = alloca i64
  %v3 = alloca i32
  %v4 = alloca i32
  %v5 = alloca i32
  %v6 = alloca i32
  %v7 = alloca i32
  store i64 %start, i64* %flat
  br label %loop.head1
loop.head1:
  %t0 = load i64, i64* %flat
  %t1 = icmp slt i64 %t0, %end
  br i1 %t1, label %loop.body2, label %loop.exit0
loop.body2:
  store i64 %t0, i64* %v2
  %t2 = load i64, i64* %v2
  %t3 = getelementptr inbounds i32, i32* %p0, i64 %t2
  %t4 = load i32, i32* %t3
  store i32 %t4, i32* %v3
  store i32 0, i32* %v4
  br label %while.head4
while.head4:
  %t5 = load i32, i32* %v3
  %t6 = icmp ne i32 %t5, 1
  br i1 %t6, label %logic.rhs8, label %logic.end9
logic.rhs8:
  %t7 = load i32, i32* %v4
  %t8 = icmp slt i32 %t7, 500
  br label %logic.end9
logic.end9:
  %t9 = phi i1 [false, %while.head4], [%t8, %logic.rhs8]
  br i1 %t9, label %while.body5, label %while.exit7
while.body5:
  %t10 = load i32, i32* %v3
  %t11 = icmp eq i32 2, 0
  %t12 = icmp eq i32 2, -1
  %t13 = or i1 %t11, %t12
  %t14 = select i1 %t13, i32 1, i32 2
  %t15 = srem i32 %t10, %t14
  %t16 = select i1 %t13, i32 0, i32 %t15
  %t17 = icmp eq i32 %t16, 0
  br i1 %t17, label %if.then10, label %if.else11
if.then10:
  %t18 = load i32, i32* %v3
  %t19 = icmp eq i32 2, 0
  %t20 = icmp eq i32 2, -1
  %t21 = or i1 %t19, %t20
  %t22 = select i1 %t21, i32 1, i32 2
  %t23 = sdiv i32 %t18, %t22
  %t24 = sub i32 0, %t18
  %t25 = select i1 %t20, i32 %t24, i32 %t23
  %t26 = select i1 %t19, i32 0, i32 %t25
  %t27 = or i32 %t26, 0
  store i32 %t27, i32* %v3
  br label %if.end12
if.else11:
  %t28 = load i32, i32* %v3
  %t29 = mul i32 3, %t28
  %t30 = add i32 %t29, 1
  store i32 %t30, i32* %v3
  br label %if.end12
if.end12:
  %t31 = load i32, i32* %v4
  %t32 = add i32 %t31, 1
  store i32 %t32, i32* %v4
  br label %while.cont6
while.cont6:
  br label %while.head4
while.exit7:
  store i32 0, i32* %v5
  br label %while.body14
while.head13:
  %t33 = load i32, i32* %v5
  %t34 = icmp slt i32 %t33, 50
  br i1 %t34, label %while.body14, label %while.exit16
while.body14:
  %t35 = load i32, i32* %v5
  %t36 = add i32 %t35, 3
  store i32 %t36, i32* %v5
  %t37 = load i32, i32* %v5
  %t38 = icmp eq i32 5, 0
  %t39 = icmp eq i32 5, -1
  %t40 = or i1 %t38, %t39
  %t41 = select i1 %t40, i32 1, i32 5
  %t42 = srem i32 %t37, %t41
  %t43 = select i1 %t40, i32 0, i32 %t42
  %t44 = icmp eq i32 %t43, 0
  br i1 %t44, label %if.then17, label %if.else18
if.then17:
  br label %while.cont15
dead20:
  br label %if.end19
if.else18:
  br label %if.end19
if.end19:
  %t45 = load i32, i32* %v5
  %t46 = icmp sgt i32 %t45, 40
  br i1 %t46, label %if.then21, label %if.else22
if.then21:
  br label %while.exit16
dead24:
  br label %if.end23
if.else22:
  br label %if.end23
if.end23:
  br label %while.cont15
while.cont15:
  br label %while.head13
while.exit16:
  store i32 0, i32* %v6
  store i32 0, i32* %v7
  br label %while.head25
while.head25:
  %t47 = load i32, i32* %v7
  %t48 = icmp slt i32 %t47, 10
  br i1 %t48, label %while.body26, label %while.exit28
while.body26:
  %t49 = load i32, i32* %v6
  %t50 = load i32, i32* %v7
  %t51 = add i32 %t49, %t50
  store i32 %t51, i32* %v6
  br label %while.cont27
while.cont27:
  %t52 = load i32, i32* %v7
  %t53 = add i32 %t52, 2
  store i32 %t53, i32* %v7
  br label %while.head25
while.exit28:
  %t54 = load i64, i64* %v2
  %t55 = getelementptr inbounds i32, i32* %p1, i64 %t54
  %t56 = load i32, i32* %v4
  %t57 = load i32, i32* %v5
  %t58 = add i32 %t56, %t57
  %t59 = load i32, i32* %v6
  %t60 = add i32 %t58, %t59
  store i32 %t60, i32* %t55
  br label %loop.latch3
loop.latch3:
  %t61 = load i64, i64* %flat
  %t62 = add i64 %t61, 1
  store i64 %t62, i64* %flat
  br label %loop.head1, !llvm.loop !0
loop.exit0:
  ret void
}

define void @tack_chunk_loops(i64* %slots, i64 %start, i64 %end) #0 {
entry:
  %s0.p = getelementptr i64, i64* %slots, i64 0
  %s0 = load i64, i64* %s0.p
  %s0.a = inttoptr i64 %s0 to i32*
  %s1.p = getelementptr i64, i64* %slots, i64 1
  %s1 = load i64, i64* %s1.p
  %s1.a = inttoptr i64 %s1 to i32*
  %h2.p = getelementptr i64, i64* %slots, i64 2
  %h2 = load i64, i64* %h2.p
  %h3.p = getelementptr i64, i64* %slots, i64 3
  %h3 = load i64, i64* %h3.p
  call void @tack_kernel_loops(i32* %s0.a, i32* %s1.a, i64 %h2, i64 %h3, i64 %start, i64 %end)
  ret void
}


attributes #0 = { nounwind }
attributes #1 = { alwaysinline nounwind }

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.runtime.disable"}
