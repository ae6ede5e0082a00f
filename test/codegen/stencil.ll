; Tack kernel 'stencil' (generated; do not edit)
source_filename = "tack"
target triple = "x86_64-unknown-linux-gnu"

define internal void @tack_kernel_stencil(float* %p0, float* %p1, i32 %p2, i32 %p3, i64 %p0.len, i64 %p1.len, i64 %start, i64 %end) #0 {
entry:
  %v2 = alloca i32
  %v3 = alloca i32
  %row = alloca i64
  %col = alloca i64
  %v4 = alloca i64
  %v5 = alloca i64
  %v6 = alloca i64
  store i32 %p2, i32* %v2
  store i32 %p3, i32* %v3
  %t0 = load i32, i32* %v2
  %t1 = sext i32 %t0 to i64
  %t2 = load i32, i32* %v3
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
  store i64 %t6, i64* %v4
  br label %grid.col4
grid.col4:
  %t15 = load i64, i64* %col
  %t16 = icmp slt i64 %t15, %t14
  br i1 %t16, label %grid.body5, label %grid.rowlatch7
grid.body5:
  store i64 %t15, i64* %v5
  %t17 = load i64, i64* %v4
  %t18 = load i32, i32* %v3
  %t19 = sext i32 %t18 to i64
  %t20 = mul i64 %t17, %t19
  %t21 = load i64, i64* %v5
  %t22 = add i64 %t20, %t21
  store i64 %t22, i64* %v6
  %t23 = load i64, i64* %v4
  %t24 = icmp eq i64 %t23, 0
  br i1 %t24, label %logic.end9, label %logic.rhs8
logic.rhs8:
  %t25 = load i64, i64* %v5
  %t26 = icmp eq i64 %t25, 0
  br label %logic.end9
logic.end9:
  %t27 = phi i1 [true, %grid.body5], [%t26, %logic.rhs8]
  br i1 %t27, label %logic.end11, label %logic.rhs10
logic.rhs10:
  %t28 = load i64, i64* %v4
  %t29 = load i32, i32* %v2
  %t30 = sub i32 %t29, 1
  %t31 = sext i32 %t30 to i64
  %t32 = icmp eq i64 %t28, %t31
  br label %logic.end11
logic.end11:
  %t33 = phi i1 [true, %logic.end9], [%t32, %logic.rhs10]
  br i1 %t33, label %logic.end13, label %logic.rhs12
logic.rhs12:
  %t34 = load i64, i64* %v5
  %t35 = load i32, i32* %v3
  %t36 = sub i32 %t35, 1
  %t37 = sext i32 %t36 to i64
  %t38 = icmp eq i64 %t34, %t37
  br label %logic.end13
logic.end13:
  %t39 = phi i1 [true, %logic.end11], [%t38, %logic.rhs12]
  br i1 %t39, label %if.then14, label %if.else15
if.then14:
  %t40 = load i64, i64* %v6
  %t41 = getelementptr inbounds float, float* %p1, i64 %t40
  %t42 = load i64, i64* %v6
  %t43 = getelementptr inbounds float, float* %p0, i64 %t42
  %t44 = load float, float* %t43
  store float %t44, float* %t41
  br label %grid.latch6
dead17:
  br label %if.end16
if.else15:
  br label %if.end16
if.end16:
  %t45 = load i64, i64* %v6
  %t46 = getelementptr inbounds float, float* %p1, i64 %t45
  %t47 = load i64, i64* %v6
  %t48 = sub i64 %t47, 1
  %t49 = getelementptr inbounds float, float* %p0, i64 %t48
  %t50 = load float, float* %t49
  %t51 = load i64, i64* %v6
  %t52 = add i64 %t51, 1
  %t53 = getelementptr inbounds float, float* %p0, i64 %t52
  %t54 = load float, float* %t53
  %t55 = fadd float %t50, %t54
  %t56 = load i64, i64* %v6
  %t57 = load i32, i32* %v3
  %t58 = sext i32 %t57 to i64
  %t59 = sub i64 %t56, %t58
  %t60 = getelementptr inbounds float, float* %p0, i64 %t59
  %t61 = load float, float* %t60
  %t62 = fadd float %t55, %t61
  %t63 = load i64, i64* %v6
  %t64 = load i32, i32* %v3
  %t65 = sext i32 %t64 to i64
  %t66 = add i64 %t63, %t65
  %t67 = getelementptr inbounds float, float* %p0, i64 %t66
  %t68 = load float, float* %t67
  %t69 = fadd float %t62, %t68
  %t70 = fmul float 0x3FD0000000000000, %t69
  store float %t70, float* %t46
  br label %grid.latch6
grid.latch6:
  %t71 = load i64, i64* %col
  %t72 = add i64 %t71, 1
  store i64 %t72, i64* %col
  br label %grid.col4, !llvm.loop !0
grid.rowlatch7:
  %t73 = load i64, i64* %row
  %t74 = add i64 %t73, 1
  store i64 %t74, i64* %row
  br label %grid.row2
loop.exit0:
  ret void
}

define void @tack_chunk_stencil(i64* %slots, i64 %start, i64 %end) #0 {
entry:
  %s0.p = getelementptr i64, i64* %slots, i64 0
  %s0 = load i64, i64* %s0.p
  %s0.a = inttoptr i64 %s0 to float*
  %s1.p = getelementptr i64, i64* %slots, i64 1
  %s1 = load i64, i64* %s1.p
  %s1.a = inttoptr i64 %s1 to float*
  %s2.p = getelementptr i64, i64* %slots, i64 2
  %s2 = load i64, i64* %s2.p
  %s2.v = trunc i64 %s2 to i32
  %s3.p = getelementptr i64, i64* %slots, i64 3
  %s3 = load i64, i64* %s3.p
  %s3.v = trunc i64 %s3 to i32
  %h4.p = getelementptr i64, i64* %slots, i64 4
  %h4 = load i64, i64* %h4.p
  %h5.p = getelementptr i64, i64* %slots, i64 5
  %h5 = load i64, i64* %h5.p
  call void @tack_kernel_stencil(float* %s0.a, float* %s1.a, i32 %s2.v, i32 %s3.v, i64 %h4, i64 %h5, i64 %start, i64 %end)
  ret void
}


attributes #0 = { nounwind }
attributes #1 = { alwaysinline nounwind }

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.runtime.disable"}
