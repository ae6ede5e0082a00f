; Tack kernel 'logic' (generated; do not edit)
source_filename = "tack"
target triple = "x86_64-unknown-linux-gnu"

define internal void @tack_kernel_logic(i32* %p0, i32* %p1, i32* %p2, i64 %p0.len, i64 %p1.len, i64 %p2.len, i64 %start, i64 %end) #0 {
entry:
  %flat = alloca i64
  %v3 = alloca i64
  %v4 = alloca i32
  %v5 = alloca i32
  %v6 = alloca i1
  %v7 = alloca i1
  store i64 %start, i64* %flat
  br label %loop.head1
loop.head1:
  %t0 = load i64, i64* %flat
  %t1 = icmp slt i64 %t0, %end
  br i1 %t1, label %loop.body2, label %loop.exit0
loop.body2:
  store i64 %t0, i64* %v3
  %t2 = load i64, i64* %v3
  %t3 = getelementptr inbounds i32, i32* %p0, i64 %t2
  %t4 = load i32, i32* %t3
  store i32 %t4, i32* %v4
  %t5 = load i64, i64* %v3
  %t6 = getelementptr inbounds i32, i32* %p1, i64 %t5
  %t7 = load i32, i32* %t6
  store i32 %t7, i32* %v5
  %t8 = load i32, i32* %v4
  %t9 = icmp sgt i32 %t8, -100
  br i1 %t9, label %logic.rhs4, label %logic.end5
logic.rhs4:
  %t10 = load i32, i32* %v4
  %t11 = icmp slt i32 %t10, 100
  br label %logic.end5
logic.end5:
  %t12 = phi i1 [false, %loop.body2], [%t11, %logic.rhs4]
  store i1 %t12, i1* %v6
  %t13 = load i32, i32* %v5
  %t14 = zext i32 %t13 to i64
  %t15 = icmp sgt i64 %t14, 1000
  br i1 %t15, label %logic.end7, label %logic.rhs6
logic.rhs6:
  %t16 = load i32, i32* %v4
  %t17 = sext i32 %t16 to i64
  %t18 = load i32, i32* %v5
  %t19 = zext i32 %t18 to i64
  %t20 = icmp slt i64 %t17, %t19
  br label %logic.end7
logic.end7:
  %t21 = phi i1 [true, %logic.end5], [%t20, %logic.rhs6]
  store i1 %t21, i1* %v7
  %t22 = load i64, i64* %v3
  %t23 = getelementptr inbounds i32, i32* %p2, i64 %t22
  %t24 = load i1, i1* %v6
  br i1 %t24, label %cond.then8, label %cond.else9
cond.then8:
  %t25 = load i1, i1* %v7
  br i1 %t25, label %cond.then11, label %cond.else12
cond.then11:
  br label %cond.end13
cond.else12:
  br label %cond.end13
cond.end13:
  %t26 = phi i32 [1, %cond.then11], [2, %cond.else12]
  br label %cond.end10
cond.else9:
  %t27 = load i1, i1* %v7
  %t28 = xor i1 %t27, true
  br i1 %t28, label %cond.then14, label %cond.else15
cond.then14:
  br label %cond.end16
cond.else15:
  br label %cond.end16
cond.end16:
  %t29 = phi i32 [3, %cond.then14], [4, %cond.else15]
  br label %cond.end10
cond.end10:
  %t30 = phi i32 [%t26, %cond.end13], [%t29, %cond.end16]
  store i32 %t30, i32* %t23
  %t31 = load i1, i1* %v6
  %t32 = xor i1 %t31, true
  br i1 %t32, label %logic.rhs17, label %logic.end18
logic.rhs17:
  %t33 = load i32, i32* %v4
  %t34 = icmp eq i32 %t33, -5
  br label %logic.end18
logic.end18:
  %t35 = phi i1 [false, %cond.end10], [%t34, %logic.rhs17]
  br i1 %t35, label %if.then19, label %if.else20
if.then19:
  %t36 = load i64, i64* %v3
  %t37 = getelementptr inbounds i32, i32* %p2, i64 %t36
  store i32 5, i32* %t37
  br label %if.end21
if.else20:
  br label %if.end21
if.end21:
  br label %loop.latch3
loop.latch3:
  %t38 = load i64, i64* %flat
  %t39 = add i64 %t38, 1
  store i64 %t39, i64* %flat
  br label %loop.head1, !llvm.loop !0
loop.exit0:
  ret void
}

define void @tack_chunk_logic(i64* %slots, i64 %start, i64 %end) #0 {
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
  %h3.p = getelementptr i64, i64* %slots, i64 3
  %h3 = load i64, i64* %h3.p
  %h4.p = getelementptr i64, i64* %slots, i64 4
  %h4 = load i64, i64* %h4.p
  %h5.p = getelementptr i64, i64* %slots, i64 5
  %h5 = load i64, i64* %h5.p
  call void @tack_kernel_logic(i32* %s0.a, i32* %s1.a, i32* %s2.a, i64 %h3, i64 %h4, i64 %h5, i64 %start, i64 %end)
  ret void
}


attributes #0 = { nounwind }
attributes #1 = { alwaysinline nounwind }

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.runtime.disable"}
