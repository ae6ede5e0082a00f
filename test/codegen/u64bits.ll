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
  %t10 = and i64 29, 63
  %t11 = lshr i64 %t9, %t10
  %t12 = xor i64 %t8, %t11
  store i64 %t12, i64* %v3
  %t13 = load i64, i64* %v2
  %t14 = getelementptr inbounds i64, i64* %p1, i64 %t13
  %t15 = load i64, i64* %v3
  %t16 = and i64 7, 63
  %t17 = shl i64 %t15, %t16
  %t18 = load i64, i64* %v3
  %t19 = and i64 57, 63
  %t20 = lshr i64 %t18, %t19
  %t21 = or i64 %t17, %t20
  store i64 %t21, i64* %t14
  br label %loop.latch3
loop.latch3:
  %t22 = load i64, i64* %flat
  %t23 = add i64 %t22, 1
  store i64 %t23, i64* %flat
  br label %loop.head1
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
