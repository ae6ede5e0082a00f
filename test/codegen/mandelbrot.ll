; Tack kernel 'mandelbrot' (generated; do not edit)
source_filename = "tack"
target triple = "x86_64-unknown-linux-gnu"

define internal void @tack_kernel_mandelbrot(i32* %p0, i32 %p1, i32 %p2, i32 %p3, i64 %p0.len, i64 %start, i64 %end) #0 {
entry:
  %v1 = alloca i32
  %v2 = alloca i32
  %v3 = alloca i32
  %v4 = alloca float
  %v5 = alloca float
  %row = alloca i64
  %col = alloca i64
  %v6 = alloca i64
  %v7 = alloca i64
  %v8 = alloca float
  %v9 = alloca float
  %v10 = alloca float
  %v11 = alloca float
  %v12 = alloca i32
  %v13 = alloca float
  %v14 = alloca float
  store i32 %p1, i32* %v1
  store i32 %p2, i32* %v2
  store i32 %p3, i32* %v3
  %t0 = load i32, i32* %v1
  %t1 = sitofp i32 %t0 to float
  %t2 = fdiv float 0x4008000000000000, %t1
  store float %t2, float* %v4
  %t3 = load i32, i32* %v2
  %t4 = sitofp i32 %t3 to float
  %t5 = fdiv float 0x4003333340000000, %t4
  store float %t5, float* %v5
  %t6 = load i32, i32* %v2
  %t7 = sext i32 %t6 to i64
  %t8 = load i32, i32* %v1
  %t9 = sext i32 %t8 to i64
  %t10 = icmp slt i64 %start, %end
  br i1 %t10, label %grid.init1, label %loop.exit0
grid.init1:
  %t11 = sdiv i64 %start, %t9
  store i64 %t11, i64* %row
  br label %grid.row2
grid.row2:
  %t12 = load i64, i64* %row
  %t13 = mul i64 %t12, %t9
  %t14 = icmp slt i64 %t13, %end
  br i1 %t14, label %grid.rowbody3, label %loop.exit0
grid.rowbody3:
  %t15 = sub i64 %start, %t13
  %t16 = icmp sgt i64 %t15, 0
  %t17 = select i1 %t16, i64 %t15, i64 0
  %t18 = sub i64 %end, %t13
  %t19 = icmp slt i64 %t18, %t9
  %t20 = select i1 %t19, i64 %t18, i64 %t9
  store i64 %t17, i64* %col
  store i64 %t12, i64* %v6
  br label %grid.col4
grid.col4:
  %t21 = load i64, i64* %col
  %t22 = icmp slt i64 %t21, %t20
  br i1 %t22, label %grid.body5, label %grid.rowlatch7
grid.body5:
  store i64 %t21, i64* %v7
  %t23 = load i64, i64* %v7
  %t24 = sitofp i64 %t23 to float
  %t25 = load float, float* %v4
  %t26 = call float @llvm.fmuladd.f32(float %t24, float %t25, float 0xC0019999A0000000)
  store float %t26, float* %v8
  %t27 = load i64, i64* %v6
  %t28 = sitofp i64 %t27 to float
  %t29 = load float, float* %v5
  %t30 = call float @llvm.fmuladd.f32(float %t28, float %t29, float 0xBFF3333340000000)
  store float %t30, float* %v9
  store float 0x0000000000000000, float* %v10
  store float 0x0000000000000000, float* %v11
  store i32 0, i32* %v12
  br label %while.head8
while.head8:
  %t31 = load i32, i32* %v12
  %t32 = load i32, i32* %v3
  %t33 = icmp slt i32 %t31, %t32
  br i1 %t33, label %while.body9, label %while.exit11
while.body9:
  %t34 = load float, float* %v10
  %t35 = load float, float* %v10
  %t36 = fmul float %t34, %t35
  store float %t36, float* %v13
  %t37 = load float, float* %v11
  %t38 = load float, float* %v11
  %t39 = fmul float %t37, %t38
  store float %t39, float* %v14
  %t40 = load float, float* %v13
  %t41 = load float, float* %v14
  %t42 = fadd float %t40, %t41
  %t43 = fcmp ogt float %t42, 0x4010000000000000
  br i1 %t43, label %if.then12, label %if.else13
if.then12:
  br label %while.exit11
dead15:
  br label %if.end14
if.else13:
  br label %if.end14
if.end14:
  %t44 = load float, float* %v10
  %t45 = fmul float 0x4000000000000000, %t44
  %t46 = load float, float* %v11
  %t47 = load float, float* %v9
  %t48 = call float @llvm.fmuladd.f32(float %t45, float %t46, float %t47)
  store float %t48, float* %v11
  %t49 = load float, float* %v13
  %t50 = load float, float* %v14
  %t51 = fsub float %t49, %t50
  %t52 = load float, float* %v8
  %t53 = fadd float %t51, %t52
  store float %t53, float* %v10
  %t54 = load i32, i32* %v12
  %t55 = add i32 %t54, 1
  store i32 %t55, i32* %v12
  br label %while.cont10
while.cont10:
  br label %while.head8
while.exit11:
  %t56 = load i64, i64* %v6
  %t57 = load i32, i32* %v1
  %t58 = sext i32 %t57 to i64
  %t59 = mul i64 %t56, %t58
  %t60 = load i64, i64* %v7
  %t61 = add i64 %t59, %t60
  %t62 = getelementptr inbounds i32, i32* %p0, i64 %t61
  %t63 = load i32, i32* %v12
  store i32 %t63, i32* %t62
  br label %grid.latch6
grid.latch6:
  %t64 = load i64, i64* %col
  %t65 = add i64 %t64, 1
  store i64 %t65, i64* %col
  br label %grid.col4, !llvm.loop !0
grid.rowlatch7:
  %t66 = load i64, i64* %row
  %t67 = add i64 %t66, 1
  store i64 %t67, i64* %row
  br label %grid.row2
loop.exit0:
  ret void
}

define void @tack_chunk_mandelbrot(i64* %slots, i64 %start, i64 %end) #0 {
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
  call void @tack_kernel_mandelbrot(i32* %s0.a, i32 %s1.v, i32 %s2.v, i32 %s3.v, i64 %h4, i64 %start, i64 %end)
  ret void
}

declare float @llvm.fmuladd.f32(float, float, float)

attributes #0 = { nounwind }
attributes #1 = { alwaysinline nounwind }

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.runtime.disable"}
