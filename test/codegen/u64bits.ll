; Tack kernel 'u64bits' (generated; do not edit)
source_filename = "tack"
target triple = "x86_64-unknown-linux-gnu"

define internal void @tack_kernel_u64bits(i64* %p0, i64* %p1, i64 %p0.len, i64 %p1.len, i64 %start, i64 %end) #0 {
entry:
  %flat = alloca i64
  %v2 = alloca i64
  %v3 = alloca i64
  store i64 %start, i64* %flat
  br label %loop.head1
loop.head1:
  %t0 = load i64, i64* %flat
  %t1 = icmp slt i64 %t0, %end
  br i1 %t1, label %loop.body2, label %loop.exit0
loop.body2:
  store i64 %t0, i64* %v2
  %t2 = load i64, i64* %v2
  %t3 = getelementptr inbounds i64, i64* %p0, i64 %t2
  %t4 = load i64, i64* %t3
  %t5 = xor i64 %t4, -3750763034362895579
  store i64 %t5, i64* %v3
  %t6 = load i64, i64* %v3
  %t7 = mul i64 %t6, 1099511628211
  store i64 %t7, i64* %v3
  %t8 = load i64, i64* %v3
  %t9 = load i64, i64* %v3
  %t10 = icmp slt i64 29, 0
  %t11 = sub i64 0, 29
  %t12 = select i1 %t10, i64 %t11, i64 29
  %t13 = icmp ugt i64 %t12, 63
  %t14 = select i1 %t13, i64 63, i64 %t12
  %t15 = shl i64 %t9, %t14
  %t16 = lshr i64 %t9, %t14
  %t17 = select i1 %t13, i64 0, i64 %t15
  %t18 = select i1 %t13, i64 0, i64 %t16
  %t19 = select i1 %t10, i64 %t17, i64 %t18
  %t20 = xor i64 %t8, %t19
  store i64 %t20, i64* %v3
  %t21 = load i64, i64* %v2
  %t22 = getelementptr inbounds i64, i64* %p1, i64 %t21
  %t23 = load i64, i64* %v3
  %t24 = icmp slt i64 7, 0
  %t25 = sub i64 0, 7
  %t26 = select i1 %t24, i64 %t25, i64 7
  %t27 = icmp ugt i64 %t26, 63
  %t28 = select i1 %t27, i64 63, i64 %t26
  %t29 = shl i64 %t23, %t28
  %t30 = lshr i64 %t23, %t28
  %t31 = select i1 %t27, i64 0, i64 %t29
  %t32 = select i1 %t27, i64 0, i64 %t30
  %t33 = select i1 %t24, i64 %t32, i64 %t31
  %t34 = load i64, i64* %v3
  %t35 = icmp slt i64 57, 0
  %t36 = sub i64 0, 57
  %t37 = select i1 %t35, i64 %t36, i64 57
  %t38 = icmp ugt i64 %t37, 63
  %t39 = select i1 %t38, i64 63, i64 %t37
  %t40 = shl i64 %t34, %t39
  %t41 = lshr i64 %t34, %t39
  %t42 = select i1 %t38, i64 0, i64 %t40
  %t43 = select i1 %t38, i64 0, i64 %t41
  %t44 = select i1 %t35, i64 %t42, i64 %t43
  %t45 = or i64 %t33, %t44
  store i64 %t45, i64* %t22
  br label %loop.latch3
loop.latch3:
  %t46 = load i64, i64* %flat
  %t47 = add i64 %t46, 1
  store i64 %t47, i64* %flat
  br label %loop.head1, !llvm.loop !0
loop.exit0:
  ret void
}

define void @tack_chunk_u64bits(i64* %slots, i64 %start, i64 %end) #0 {
entry:
  %s0.p = getelementptr i64, i64* %slots, i64 0
  %s0 = load i64, i64* %s0.p
  %s0.a = inttoptr i64 %s0 to i64*
  %s1.p = getelementptr i64, i64* %slots, i64 1
  %s1 = load i64, i64* %s1.p
  %s1.a = inttoptr i64 %s1 to i64*
  %h2.p = getelementptr i64, i64* %slots, i64 2
  %h2 = load i64, i64* %h2.p
  %h3.p = getelementptr i64, i64* %slots, i64 3
  %h3 = load i64, i64* %h3.p
  call void @tack_kernel_u64bits(i64* %s0.a, i64* %s1.a, i64 %h2, i64 %h3, i64 %start, i64 %end)
  ret void
}


attributes #0 = { nounwind }
attributes #1 = { alwaysinline nounwind }

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.runtime.disable"}
