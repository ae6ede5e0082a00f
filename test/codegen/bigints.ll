; Tack kernel 'bigints' (generated; do not edit)
source_filename = "tack"
target triple = "x86_64-unknown-linux-gnu"

define internal void @tack_kernel_bigints(i64* %p0, i64* %p1, i64* %p2, i64 %p0.len, i64 %p1.len, i64 %p2.len, i64 %start, i64 %end) #0 {
entry:
  %flat = alloca i64
  %v3 = alloca i64
  %v4 = alloca i64
  %v5 = alloca i64
  store i64 %start, i64* %flat
  br label %loop.head1
loop.head1:
  %t0 = load i64, i64* %flat
  %t1 = icmp slt i64 %t0, %end
  br i1 %t1, label %loop.body2, label %loop.exit0
loop.body2:
  store i64 %t0, i64* %v3
  %t2 = load i64, i64* %v3
  %t3 = getelementptr inbounds i64, i64* %p0, i64 %t2
  %t4 = load i64, i64* %t3
  store i64 %t4, i64* %v4
  %t5 = load i64, i64* %v3
  %t6 = getelementptr inbounds i64, i64* %p1, i64 %t5
  %t7 = load i64, i64* %t6
  %t8 = icmp eq i64 %t7, 0
  br i1 %t8, label %cond.then4, label %cond.else5
cond.then4:
  br label %cond.end6
cond.else5:
  %t9 = load i64, i64* %v3
  %t10 = getelementptr inbounds i64, i64* %p1, i64 %t9
  %t11 = load i64, i64* %t10
  br label %cond.end6
cond.end6:
  %t12 = phi i64 [1, %cond.then4], [%t11, %cond.else5]
  store i64 %t12, i64* %v5
  %t13 = load i64, i64* %v3
  %t14 = getelementptr inbounds i64, i64* %p2, i64 %t13
  %t15 = load i64, i64* %v4
  %t16 = mul i64 %t15, 3
  %t17 = load i64, i64* %v5
  %t18 = icmp eq i64 7, 0
  %t19 = icmp eq i64 7, -1
  %t20 = or i1 %t18, %t19
  %t21 = select i1 %t20, i64 1, i64 7
  %t22 = sdiv i64 %t17, %t21
  %t23 = sub i64 0, %t17
  %t24 = select i1 %t19, i64 %t23, i64 %t22
  %t25 = select i1 %t18, i64 0, i64 %t24
  %t26 = add i64 %t16, %t25
  %t27 = load i64, i64* %v4
  %t28 = icmp eq i64 5, 0
  %t29 = icmp eq i64 5, -1
  %t30 = or i1 %t28, %t29
  %t31 = select i1 %t30, i64 1, i64 5
  %t32 = srem i64 %t27, %t31
  %t33 = select i1 %t30, i64 0, i64 %t32
  %t34 = sub i64 %t26, %t33
  %t35 = load i64, i64* %v4
  %t36 = call i64 @tack.ipow.i64(i64 %t35, i64 2)
  %t37 = add i64 %t34, %t36
  %t38 = load i64, i64* %v4
  %t39 = icmp slt i64 3, 0
  %t40 = sub i64 0, 3
  %t41 = select i1 %t39, i64 %t40, i64 3
  %t42 = icmp ugt i64 %t41, 63
  %t43 = select i1 %t42, i64 63, i64 %t41
  %t44 = shl i64 %t38, %t43
  %t45 = ashr i64 %t38, %t43
  %t46 = select i1 %t42, i64 0, i64 %t44
  %t47 = ashr i64 %t38, 63
  %t48 = select i1 %t42, i64 %t47, i64 %t45
  %t49 = select i1 %t39, i64 %t46, i64 %t48
  %t50 = sub i64 %t37, %t49
  store i64 %t50, i64* %t14
  br label %loop.latch3
loop.latch3:
  %t51 = load i64, i64* %flat
  %t52 = add i64 %t51, 1
  store i64 %t52, i64* %flat
  br label %loop.head1, !llvm.loop !0
loop.exit0:
  ret void
}

define void @tack_chunk_bigints(i64* %slots, i64 %start, i64 %end) #0 {
entry:
  %s0.p = getelementptr i64, i64* %slots, i64 0
  %s0 = load i64, i64* %s0.p
  %s0.a = inttoptr i64 %s0 to i64*
  %s1.p = getelementptr i64, i64* %slots, i64 1
  %s1 = load i64, i64* %s1.p
  %s1.a = inttoptr i64 %s1 to i64*
  %s2.p = getelementptr i64, i64* %slots, i64 2
  %s2 = load i64, i64* %s2.p
  %s2.a = inttoptr i64 %s2 to i64*
  %h3.p = getelementptr i64, i64* %slots, i64 3
  %h3 = load i64, i64* %h3.p
  %h4.p = getelementptr i64, i64* %slots, i64 4
  %h4 = load i64, i64* %h4.p
  %h5.p = getelementptr i64, i64* %slots, i64 5
  %h5 = load i64, i64* %h5.p
  call void @tack_kernel_bigints(i64* %s0.a, i64* %s1.a, i64* %s2.a, i64 %h3, i64 %h4, i64 %h5, i64 %start, i64 %end)
  ret void
}

define internal i64 @tack.ipow.i64(i64 %b, i64 %e) #1 {
entry:
  %neg = icmp slt i64 %e, 0
  br i1 %neg, label %done0, label %loop
loop:
  %acc = phi i64 [1, %entry], [%acc2, %step]
  %base = phi i64 [%b, %entry], [%base2, %step]
  %ex = phi i64 [%e, %entry], [%ex2, %step]
  %z = icmp eq i64 %ex, 0
  br i1 %z, label %done, label %step
step:
  %bit = and i64 %ex, 1
  %odd = icmp ne i64 %bit, 0
  %m = mul i64 %acc, %base
  %acc2 = select i1 %odd, i64 %m, i64 %acc
  %base2 = mul i64 %base, %base
  %ex2 = lshr i64 %ex, 1
  br label %loop
done:
  ret i64 %acc
done0:
  ret i64 0
}

attributes #0 = { nounwind }
attributes #1 = { alwaysinline nounwind }

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.runtime.disable"}
