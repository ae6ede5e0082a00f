; Tack kernel 'grid3d' (generated; do not edit)
source_filename = "tack"
target triple = "x86_64-unknown-linux-gnu"

define internal void @tack_kernel_grid3d(i32* %p0, i32 %p1, i32 %p2, i32 %p3, i64 %p0.len, i64 %start, i64 %end) #0 {
entry:
  %v1 = alloca i32
  %v2 = alloca i32
  %v3 = alloca i32
  %row = alloca i64
  %col = alloca i64
  %v4 = alloca i64
  %v5 = alloca i64
  %v6 = alloca i64
  store i32 %p1, i32* %v1
  store i32 %p2, i32* %v2
  store i32 %p3, i32* %v3
  %t0 = load i32, i32* %v1
  %t1 = sext i32 %t0 to i64
  %t2 = load i32, i32* %v2
  %t3 = sext i32 %t2 to i64
  %t4 = load i32, i32* %v3
  %t5 = sext i32 %t4 to i64
  %t6 = icmp slt i64 %start, %end
  br i1 %t6, label %grid.init1, label %loop.exit0
grid.init1:
  %t7 = sdiv i64 %start, %t5
  store i64 %t7, i64* %row
  br label %grid.row2
grid.row2:
  %t8 = load i64, i64* %row
  %t9 = mul i64 %t8, %t5
  %t10 = icmp slt i64 %t9, %end
  br i1 %t10, label %grid.rowbody3, label %loop.exit0
grid.rowbody3:
  %t11 = sub i64 %start, %t9
  %t12 = icmp sgt i64 %t11, 0
  %t13 = select i1 %t12, i64 %t11, i64 0
  %t14 = sub i64 %end, %t9
  %t15 = icmp slt i64 %t14, %t5
  %t16 = select i1 %t15, i64 %t14, i64 %t5
  store i64 %t13, i64* %col
  %t17 = sdiv i64 %t8, %t3
  %t18 = mul i64 %t17, %t3
  %t19 = sub i64 %t8, %t18
  store i64 %t17, i64* %v4
  store i64 %t19, i64* %v5
  br label %grid.col4
grid.col4:
  %t20 = load i64, i64* %col
  %t21 = icmp slt i64 %t20, %t16
  br i1 %t21, label %grid.body5, label %grid.rowlatch7
grid.body5:
  store i64 %t20, i64* %v6
  %t22 = load i64, i64* %v4
  %t23 = load i32, i32* %v2
  %t24 = sext i32 %t23 to i64
  %t25 = mul i64 %t22, %t24
  %t26 = load i64, i64* %v5
  %t27 = add i64 %t25, %t26
  %t28 = load i32, i32* %v3
  %t29 = sext i32 %t28 to i64
  %t30 = mul i64 %t27, %t29
  %t31 = load i64, i64* %v6
  %t32 = add i64 %t30, %t31
  %t33 = getelementptr inbounds i32, i32* %p0, i64 %t32
  %t34 = load i64, i64* %v4
  %t35 = mul i64 %t34, 10000
  %t36 = load i64, i64* %v5
  %t37 = mul i64 %t36, 100
  %t38 = add i64 %t35, %t37
  %t39 = load i64, i64* %v6
  %t40 = add i64 %t38, %t39
  %t41 = trunc i64 %t40 to i32
  store i32 %t41, i32* %t33
  br label %grid.latch6
grid.latch6:
  %t42 = load i64, i64* %col
  %t43 = add i64 %t42, 1
  store i64 %t43, i64* %col
  br label %grid.col4, !llvm.loop !0
grid.rowlatch7:
  %t44 = load i64, i64* %row
  %t45 = add i64 %t44, 1
  store i64 %t45, i64* %row
  br label %grid.row2
loop.exit0:
  ret void
}

define void @tack_chunk_grid3d(i64* %slots, i64 %start, i64 %end) #0 {
entry:
  %s0.p = getelementptr i64, i64* %slots, i64 0
  %s0 = load i64, i64* %s0.p
  %s0.a = inttoptr i64 %s0 to i32*
  %s1.p = getelementptr i64, i64* %slots, i64 1
  %s1 = load i64, i64* %s1.p
  %s1.v = trunc i64 %s1 to i32
  %s2.p = getelementptr i64, i64* %slots, i64 2
  %s2 = load i64, i64* %s2.p
  %s2.v = trunc i64 %s2 to i32
  %s3.p = getelementptr i64, i64* %slots, i64 3
  %s3 = load i64, i64* %s3.p
  %s3.v = trunc i64 %s3 to i32
  %h4.p = getelementptr i64, i64* %slots, i64 4
  %h4 = load i64, i64* %h4.p
  call void @tack_kernel_grid3d(i32* %s0.a, i32 %s1.v, i32 %s2.v, i32 %s3.v, i64 %h4, i64 %start, i64 %end)
  ret void
}


attributes #0 = { nounwind }
attributes #1 = { alwaysinline nounwind }

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.runtime.disable"}
