; Tack kernel 'matmul' (generated; do not edit)
source_filename = "tack"
target triple = "x86_64-unknown-linux-gnu"

define internal void @tack_kernel_matmul(float* %p0, float* %p1, float* %p2, i32 %p3, i32 %p4, i32 %p5, i64 %p0.len, i64 %p1.len, i64 %p2.len, i64 %start, i64 %end) #0 {
entry:
  %v3 = alloca i32
  %v4 = alloca i32
  %v5 = alloca i32
  %row = alloca i64
  %col = alloca i64
  %v6 = alloca i64
  %v7 = alloca i64
  %v8 = alloca float
  %r9.8 = alloca i64
  %v9 = alloca i64
  store i32 %p3, i32* %v3
  store i32 %p4, i32* %v4
  store i32 %p5, i32* %v5
  %t0 = load i32, i32* %v3
  %t1 = sext i32 %t0 to i64
  %t2 = load i32, i32* %v5
  %t3 = sext i32 %t2 to i64
  %t4 = icmp slt i64 %start, %end
  br i1 %t4, label %grid.init1, label %loop.exit0
grid.init1:
  %t5 = sdiv i64 %start, %t3
  store i64 %t5, i64* %row
  br label %grid.row2
grid.row2:
  %t6 = load i64, i64* %row
  %t7 = mul i64 %t6, %t3
  %t8 = icmp slt i64 %t7, %end
  br i1 %t8, label %grid.rowbody3, label %loop.exit0
grid.rowbody3:
  %t9 = sub i64 %start, %t7
  %t10 = icmp sgt i64 %t9, 0
  %t11 = select i1 %t10, i64 %t9, i64 0
  %t12 = sub i64 %end, %t7
  %t13 = icmp slt i64 %t12, %t3
  %t14 = select i1 %t13, i64 %t12, i64 %t3
  store i64 %t11, i64* %col
  store i64 %t6, i64* %v6
  br label %grid.col4
grid.col4:
  %t15 = load i64, i64* %col
  %t16 = icmp slt i64 %t15, %t14
  br i1 %t16, label %grid.body5, label %grid.rowlatch7
grid.body5:
  store i64 %t15, i64* %v7
  store float 0x0000000000000000, float* %v8
  %t17 = load i32, i32* %v4
  %t18 = sext i32 %t17 to i64
  store i64 0, i64* %r9.8
  br label %range.head8
range.head8:
  %t19 = load i64, i64* %r9.8
  %t20 = icmp slt i64 %t19, %t18
  br i1 %t20, label %range.body9, label %range.exit11
range.body9:
  store i64 %t19, i64* %v9
  %t21 = load float, float* %v8
  %t22 = load i64, i64* %v6
  %t23 = load i32, i32* %v4
  %t24 = sext i32 %t23 to i64
  %t25 = mul i64 %t22, %t24
  %t26 = load i64, i64* %v9
  %t27 = add i64 %t25, %t26
  %t28 = getelementptr inbounds float, float* %p0, i64 %t27
  %t29 = load float, float* %t28
  %t30 = load i64, i64* %v9
  %t31 = load i32, i32* %v5
  %t32 = sext i32 %t31 to i64
  %t33 = mul i64 %t30, %t32
  %t34 = load i64, i64* %v7
  %t35 = add i64 %t33, %t34
  %t36 = getelementptr inbounds float, float* %p1, i64 %t35
  %t37 = load float, float* %t36
  %t38 = call float @llvm.fmuladd.f32(float %t29, float %t37, float %t21)
  store float %t38, float* %v8
  br label %range.cont10
range.cont10:
  %t39 = load i64, i64* %r9.8
  %t40 = add i64 %t39, 1
  store i64 %t40, i64* %r9.8
  br label %range.head8
range.exit11:
  %t41 = load i64, i64* %v6
  %t42 = load i32, i32* %v5
  %t43 = sext i32 %t42 to i64
  %t44 = mul i64 %t41, %t43
  %t45 = load i64, i64* %v7
  %t46 = add i64 %t44, %t45
  %t47 = getelementptr inbounds float, float* %p2, i64 %t46
  %t48 = load float, float* %v8
  store float %t48, float* %t47
  br label %grid.latch6
grid.latch6:
  %t49 = load i64, i64* %col
  %t50 = add i64 %t49, 1
  store i64 %t50, i64* %col
  br label %grid.col4, !llvm.loop !0
grid.rowlatch7:
  %t51 = load i64, i64* %row
  %t52 = add i64 %t51, 1
  store i64 %t52, i64* %row
  br label %grid.row2
loop.exit0:
  ret void
}

define void @tack_chunk_matmul(i64* %slots, i64 %start, i64 %end) #0 {
entry:
  %s0.p = getelementptr i64, i64* %slots, i64 0
  %s0 = load i64, i64* %s0.p
  %s0.a = inttoptr i64 %s0 to float*
  %s1.p = getelementptr i64, i64* %slots, i64 1
  %s1 = load i64, i64* %s1.p
  %s1.a = inttoptr i64 %s1 to float*
  %s2.p = getelementptr i64, i64* %slots, i64 2
  %s2 = load i64, i64* %s2.p
  %s2.a = inttoptr i64 %s2 to float*
  %s3.p = getelementptr i64, i64* %slots, i64 3
  %s3 = load i64, i64* %s3.p
  %s3.v = trunc i64 %s3 to i32
  %s4.p = getelementptr i64, i64* %slots, i64 4
  %s4 = load i64, i64* %s4.p
  %s4.v = trunc i64 %s4 to i32
  %s5.p = getelementptr i64, i64* %slots, i64 5
  %s5 = load i64, i64* %s5.p
  %s5.v = trunc i64 %s5 to i32
  %h6.p = getelementptr i64, i64* %slots, i64 6
  %h6 = load i64, i64* %h6.p
  %h7.p = getelementptr i64, i64* %slots, i64 7
  %h7 = load i64, i64* %h7.p
  %h8.p = getelementptr i64, i64* %slots, i64 8
  %h8 = load i64, i64* %h8.p
  call void @tack_kernel_matmul(float* %s0.a, float* %s1.a, float* %s2.a, i32 %s3.v, i32 %s4.v, i32 %s5.v, i64 %h6, i64 %h7, i64 %h8, i64 %start, i64 %end)
  ret void
}

declare float @llvm.fmuladd.f32(float, float, float)

attributes #0 = { nounwind }
attributes #1 = { alwaysinline nounwind }

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.runtime.disable"}
