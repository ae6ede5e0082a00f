; Tack kernel 'median' (generated; do not edit)
source_filename = "tack"
target triple = "x86_64-unknown-linux-gnu"

define internal void @tack_kernel_median(float* %p0, float* %p1, i64 %p0.len, i64 %p1.len, i64 %start, i64 %end) #0 {
entry:
  %flat = alloca i64
  %v2 = alloca i64
  %la3 = alloca [5 x float], align 16
  %la3.base = getelementptr inbounds [5 x float], [5 x float]* %la3, i64 0, i64 0
  %r4.4 = alloca i64
  %v4 = alloca i64
  %v5 = alloca i64
  %r6.14 = alloca i64
  %v6 = alloca i64
  %v7 = alloca float
  %v8 = alloca i64
  store i64 %start, i64* %flat
  br label %loop.head1
loop.head1:
  %t0 = load i64, i64* %flat
  %t1 = icmp slt i64 %t0, %end
  br i1 %t1, label %loop.body2, label %loop.exit0
loop.body2:
  store i64 %t0, i64* %v2
  %t2 = bitcast [5 x float]* %la3 to i8*
  call void @llvm.memset.p0i8.i64(i8* align 16 %t2, i8 0, i64 20, i1 false)
  store i64 0, i64* %r4.4
  br label %range.head4
range.head4:
  %t3 = load i64, i64* %r4.4
  %t4 = icmp slt i64 %t3, 5
  br i1 %t4, label %range.body5, label %range.exit7
range.body5:
  store i64 %t3, i64* %v4
  %t5 = load i64, i64* %v2
  %t6 = load i64, i64* %v4
  %t7 = add i64 %t5, %t6
  %t8 = sub i64 %t7, 2
  store i64 %t8, i64* %v5
  %t9 = load i64, i64* %v5
  %t10 = icmp slt i64 %t9, 0
  br i1 %t10, label %if.then8, label %if.else9
if.then8:
  store i64 0, i64* %v5
  br label %if.end10
if.else9:
  br label %if.end10
if.end10:
  %t11 = load i64, i64* %v5
  %t12 = icmp sge i64 %t11, %p0.len
  br i1 %t12, label %if.then11, label %if.else12
if.then11:
  %t13 = sub i64 %p0.len, 1
  store i64 %t13, i64* %v5
  br label %if.end13
if.else12:
  br label %if.end13
if.end13:
  %t14 = load i64, i64* %v4
  %t15 = getelementptr inbounds float, float* %la3.base, i64 %t14
  %t16 = load i64, i64* %v5
  %t17 = getelementptr inbounds float, float* %p0, i64 %t16
  %t18 = load float, float* %t17
  store float %t18, float* %t15
  br label %range.cont6
range.cont6:
  %t19 = load i64, i64* %r4.4
  %t20 = add i64 %t19, 1
  store i64 %t20, i64* %r4.4
  br label %range.head4
range.exit7:
  store i64 1, i64* %r6.14
  br label %range.head14
range.head14:
  %t21 = load i64, i64* %r6.14
  %t22 = icmp slt i64 %t21, 5
  br i1 %t22, label %range.body15, label %range.exit17
range.body15:
  store i64 %t21, i64* %v6
  %t23 = load i64, i64* %v6
  %t24 = getelementptr inbounds float, float* %la3.base, i64 %t23
  %t25 = load float, float* %t24
  store float %t25, float* %v7
  %t26 = load i64, i64* %v6
  %t27 = sub i64 %t26, 1
  store i64 %t27, i64* %v8
  br label %while.head18
while.head18:
  %t28 = load i64, i64* %v8
  %t29 = icmp sge i64 %t28, 0
  br i1 %t29, label %logic.rhs22, label %logic.end23
logic.rhs22:
  %t30 = load i64, i64* %v8
  %t31 = getelementptr inbounds float, float* %la3.base, i64 %t30
  %t32 = load float, float* %t31
  %t33 = load float, float* %v7
  %t34 = fcmp ogt float %t32, %t33
  br label %logic.end23
logic.end23:
  %t35 = phi i1 [false, %while.head18], [%t34, %logic.rhs22]
  br i1 %t35, label %while.body19, label %while.exit21
while.body19:
  %t36 = load i64, i64* %v8
  %t37 = add i64 %t36, 1
  %t38 = getelementptr inbounds float, float* %la3.base, i64 %t37
  %t39 = load i64, i64* %v8
  %t40 = getelementptr inbounds float, float* %la3.base, i64 %t39
  %t41 = load float, float* %t40
  store float %t41, float* %t38
  %t42 = load i64, i64* %v8
  %t43 = sub i64 %t42, 1
  store i64 %t43, i64* %v8
  br label %while.cont20
while.cont20:
  br label %while.head18
while.exit21:
  %t44 = load i64, i64* %v8
  %t45 = add i64 %t44, 1
  %t46 = getelementptr inbounds float, float* %la3.base, i64 %t45
  %t47 = load float, float* %v7
  store float %t47, float* %t46
  br label %range.cont16
range.cont16:
  %t48 = load i64, i64* %r6.14
  %t49 = add i64 %t48, 1
  store i64 %t49, i64* %r6.14
  br label %range.head14
range.exit17:
  %t50 = load i64, i64* %v2
  %t51 = getelementptr inbounds float, float* %p1, i64 %t50
  %t52 = getelementptr inbounds float, float* %la3.base, i64 2
  %t53 = load float, float* %t52
  store float %t53, float* %t51
  br label %loop.latch3
loop.latch3:
  %t54 = load i64, i64* %flat
  %t55 = add i64 %t54, 1
  store i64 %t55, i64* %flat
  br label %loop.head1, !llvm.loop !0
loop.exit0:
  ret void
}

define void @tack_chunk_median(i64* %slots, i64 %start, i64 %end) #0 {
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
  call void @tack_kernel_median(float* %s0.a, float* %s1.a, i64 %h2, i64 %h3, i64 %start, i64 %end)
  ret void
}

declare void @llvm.memset.p0i8.i64(i8*, i8, i64, i1)

attributes #0 = { nounwind }
attributes #1 = { alwaysinline nounwind }

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.runtime.disable"}
