; Tack kernel 'nbody' (generated; do not edit)
source_filename = "tack"
target triple = "x86_64-unknown-linux-gnu"

define internal float @tack_fn_inverseCube_0(float %a0, float %a1) #1 {
entry:
  %v0 = alloca float
  %v2 = alloca float
  %v1 = alloca float
  store float %a0, float* %v0
  store float %a1, float* %v2
  %t0 = load float, float* %v0
  %t1 = load float, float* %v2
  %t2 = fadd float %t0, %t1
  %t3 = call float @llvm.sqrt.f32(float %t2)
  %t4 = fdiv float 0x3FF0000000000000, %t3
  store float %t4, float* %v1
  %t5 = load float, float* %v1
  %t6 = load float, float* %v1
  %t7 = fmul float %t5, %t6
  %t8 = load float, float* %v1
  %t9 = fmul float %t7, %t8
  ret float %t9
dead0:
  ret float 0x0000000000000000
}

define internal void @tack_kernel_nbody(float* %p0, float* %p1, float* %p2, i32 %p3, float %p4, i64 %p0.len, i64 %p1.len, i64 %p2.len, i64 %start, i64 %end) #0 {
entry:
  %v3 = alloca i32
  %v4 = alloca float
  %v5 = alloca float
  %flat = alloca i64
  %v6 = alloca i64
  %v7 = alloca float
  %v8 = alloca float
  %v9 = alloca float
  %r10.4 = alloca i64
  %v10 = alloca i64
  %v11 = alloca float
  %v12 = alloca float
  %v13 = alloca float
  %v14 = alloca float
  %v15 = alloca i64
  %v16 = alloca i64
  %v17 = alloca i64
  store i32 %p3, i32* %v3
  store float %p4, float* %v4
  store float 0x3F847AE140000000, float* %v5
  store i64 %start, i64* %flat
  br label %loop.head1
loop.head1:
  %t0 = load i64, i64* %flat
  %t1 = icmp slt i64 %t0, %end
  br i1 %t1, label %loop.body2, label %loop.exit0
loop.body2:
  store i64 %t0, i64* %v6
  store float 0x0000000000000000, float* %v7
  store float 0x0000000000000000, float* %v8
  store float 0x0000000000000000, float* %v9
  %t2 = load i32, i32* %v3
  %t3 = sext i32 %t2 to i64
  store i64 0, i64* %r10.4
  br label %range.head4
range.head4:
  %t4 = load i64, i64* %r10.4
  %t5 = icmp slt i64 %t4, %t3
  br i1 %t5, label %range.body5, label %range.exit7
range.body5:
  store i64 %t4, i64* %v10
  %t6 = load i64, i64* %v10
  %t7 = mul i64 3, %t6
  %t8 = getelementptr inbounds float, float* %p0, i64 %t7
  %t9 = load float, float* %t8
  %t10 = load i64, i64* %v6
  %t11 = mul i64 3, %t10
  %t12 = getelementptr inbounds float, float* %p0, i64 %t11
  %t13 = load float, float* %t12
  %t14 = fsub float %t9, %t13
  store float %t14, float* %v11
  %t15 = load i64, i64* %v10
  %t16 = mul i64 3, %t15
  %t17 = add i64 %t16, 1
  %t18 = getelementptr inbounds float, float* %p0, i64 %t17
  %t19 = load float, float* %t18
  %t20 = load i64, i64* %v6
  %t21 = mul i64 3, %t20
  %t22 = add i64 %t21, 1
  %t23 = getelementptr inbounds float, float* %p0, i64 %t22
  %t24 = load float, float* %t23
  %t25 = fsub float %t19, %t24
  store float %t25, float* %v12
  %t26 = load i64, i64* %v10
  %t27 = mul i64 3, %t26
  %t28 = add i64 %t27, 2
  %t29 = getelementptr inbounds float, float* %p0, i64 %t28
  %t30 = load float, float* %t29
  %t31 = load i64, i64* %v6
  %t32 = mul i64 3, %t31
  %t33 = add i64 %t32, 2
  %t34 = getelementptr inbounds float, float* %p0, i64 %t33
  %t35 = load float, float* %t34
  %t36 = fsub float %t30, %t35
  store float %t36, float* %v13
  %t37 = load float, float* %v11
  %t38 = load float, float* %v11
  %t39 = load float, float* %v12
  %t40 = load float, float* %v12
  %t41 = fmul float %t39, %t40
  %t42 = call float @llvm.fmuladd.f32(float %t37, float %t38, float %t41)
  %t43 = load float, float* %v13
  %t44 = load float, float* %v13
  %t45 = call float @llvm.fmuladd.f32(float %t43, float %t44, float %t42)
  %t46 = load float, float* %v5
  %t47 = call float @tack_fn_inverseCube_0(float %t45, float %t46)
  store float %t47, float* %v14
  %t48 = load float, float* %v7
  %t49 = load float, float* %v11
  %t50 = load float, float* %v14
  %t51 = call float @llvm.fmuladd.f32(float %t49, float %t50, float %t48)
  store float %t51, float* %v7
  %t52 = load float, float* %v8
  %t53 = load float, float* %v12
  %t54 = load float, float* %v14
  %t55 = call float @llvm.fmuladd.f32(float %t53, float %t54, float %t52)
  store float %t55, float* %v8
  %t56 = load float, float* %v9
  %t57 = load float, float* %v13
  %t58 = load float, float* %v14
  %t59 = call float @llvm.fmuladd.f32(float %t57, float %t58, float %t56)
  store float %t59, float* %v9
  br label %range.cont6
range.cont6:
  %t60 = load i64, i64* %r10.4
  %t61 = add i64 %t60, 1
  store i64 %t61, i64* %r10.4
  br label %range.head4
range.exit7:
  %t62 = load i64, i64* %v6
  %t63 = mul i64 3, %t62
  %t64 = getelementptr inbounds float, float* %p2, i64 %t63
  %t65 = load float, float* %v7
  store float %t65, float* %t64
  %t66 = load i64, i64* %v6
  %t67 = mul i64 3, %t66
  %t68 = add i64 %t67, 1
  %t69 = getelementptr inbounds float, float* %p2, i64 %t68
  %t70 = load float, float* %v8
  store float %t70, float* %t69
  %t71 = load i64, i64* %v6
  %t72 = mul i64 3, %t71
  %t73 = add i64 %t72, 2
  %t74 = getelementptr inbounds float, float* %p2, i64 %t73
  %t75 = load float, float* %v9
  store float %t75, float* %t74
  %t76 = load i64, i64* %v6
  %t77 = mul i64 3, %t76
  store i64 %t77, i64* %v15
  %t78 = getelementptr inbounds float, float* %p1, i64 %t77
  %t79 = load i64, i64* %v15
  %t80 = getelementptr inbounds float, float* %p1, i64 %t79
  %t81 = load float, float* %t80
  %t82 = load float, float* %v7
  %t83 = load float, float* %v4
  %t84 = call float @llvm.fmuladd.f32(float %t82, float %t83, float %t81)
  store float %t84, float* %t78
  %t85 = load i64, i64* %v6
  %t86 = mul i64 3, %t85
  %t87 = add i64 %t86, 1
  store i64 %t87, i64* %v16
  %t88 = getelementptr inbounds float, float* %p1, i64 %t87
  %t89 = load i64, i64* %v16
  %t90 = getelementptr inbounds float, float* %p1, i64 %t89
  %t91 = load float, float* %t90
  %t92 = load float, float* %v8
  %t93 = load float, float* %v4
  %t94 = call float @llvm.fmuladd.f32(float %t92, float %t93, float %t91)
  store float %t94, float* %t88
  %t95 = load i64, i64* %v6
  %t96 = mul i64 3, %t95
  %t97 = add i64 %t96, 2
  store i64 %t97, i64* %v17
  %t98 = getelementptr inbounds float, float* %p1, i64 %t97
  %t99 = load i64, i64* %v17
  %t100 = getelementptr inbounds float, float* %p1, i64 %t99
  %t101 = load float, float* %t100
  %t102 = load float, float* %v9
  %t103 = load float, float* %v4
  %t104 = call float @llvm.fmuladd.f32(float %t102, float %t103, float %t101)
  store float %t104, float* %t98
  br label %loop.latch3
loop.latch3:
  %t105 = load i64, i64* %flat
  %t106 = add i64 %t105, 1
  store i64 %t106, i64* %flat
  br label %loop.head1, !llvm.loop !0
loop.exit0:
  ret void
}

define void @tack_chunk_nbody(i64* %slots, i64 %start, i64 %end) #0 {
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
  %s4.w = trunc i64 %s4 to i32
  %s4.v = bitcast i32 %s4.w to float
  %h5.p = getelementptr i64, i64* %slots, i64 5
  %h5 = load i64, i64* %h5.p
  %h6.p = getelementptr i64, i64* %slots, i64 6
  %h6 = load i64, i64* %h6.p
  %h7.p = getelementptr i64, i64* %slots, i64 7
  %h7 = load i64, i64* %h7.p
  call void @tack_kernel_nbody(float* %s0.a, float* %s1.a, float* %s2.a, i32 %s3.v, float %s4.v, i64 %h5, i64 %h6, i64 %h7, i64 %start, i64 %end)
  ret void
}

declare float @llvm.sqrt.f32(float)
declare float @llvm.fmuladd.f32(float, float, float)

attributes #0 = { nounwind }
attributes #1 = { alwaysinline nounwind }

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.runtime.disable"}
