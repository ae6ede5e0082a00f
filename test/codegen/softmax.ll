; Tack kernel 'softmax' (generated; do not edit)
source_filename = "tack"
target triple = "x86_64-unknown-linux-gnu"

define internal void @tack_kernel_softmax(float* %p0, float* %p1, i32 %p2, i32 %p3, i64 %p0.len, i64 %p1.len, i64 %start, i64 %end) #0 {
entry:
  %v2 = alloca i32
  %v3 = alloca i32
  %flat = alloca i64
  %v4 = alloca i64
  %v5 = alloca i64
  %v6 = alloca float
  %r7.4 = alloca i64
  %v7 = alloca i64
  %v8 = alloca float
  %r9.8 = alloca i64
  %v9 = alloca i64
  %v10 = alloca float
  %v11 = alloca float
  %r12.12 = alloca i64
  %v12 = alloca i64
  %v13 = alloca i64
  store i32 %p2, i32* %v2
  store i32 %p3, i32* %v3
  store i64 %start, i64* %flat
  br label %loop.head1
loop.head1:
  %t0 = load i64, i64* %flat
  %t1 = icmp slt i64 %t0, %end
  br i1 %t1, label %loop.body2, label %loop.exit0
loop.body2:
  store i64 %t0, i64* %v4
  %t2 = load i64, i64* %v4
  %t3 = load i32, i32* %v3
  %t4 = sext i32 %t3 to i64
  %t5 = mul i64 %t2, %t4
  store i64 %t5, i64* %v5
  %t6 = load i64, i64* %v5
  %t7 = getelementptr inbounds float, float* %p0, i64 %t6
  %t8 = load float, float* %t7
  store float %t8, float* %v6
  %t9 = load i32, i32* %v3
  %t10 = sext i32 %t9 to i64
  store i64 1, i64* %r7.4
  br label %range.head4
range.head4:
  %t11 = load i64, i64* %r7.4
  %t12 = icmp slt i64 %t11, %t10
  br i1 %t12, label %range.body5, label %range.exit7
range.body5:
  store i64 %t11, i64* %v7
  %t13 = load float, float* %v6
  %t14 = load i64, i64* %v5
  %t15 = load i64, i64* %v7
  %t16 = add i64 %t14, %t15
  %t17 = getelementptr inbounds float, float* %p0, i64 %t16
  %t18 = load float, float* %t17
  %t19 = fcmp ogt float %t13, %t18
  %t20 = select i1 %t19, float %t13, float %t18
  %t21 = bitcast float %t13 to i32
  %t22 = bitcast float %t18 to i32
  %t23 = and i32 %t21, %t22
  %t24 = bitcast i32 %t23 to float
  %t25 = fcmp oeq float %t13, %t18
  %t26 = select i1 %t25, float %t24, float %t20
  %t27 = fcmp uno float %t13, %t18
  %t28 = fadd float %t13, %t18
  %t29 = select i1 %t27, float %t28, float %t26
  store float %t29, float* %v6
  br label %range.cont6
range.cont6:
  %t30 = load i64, i64* %r7.4
  %t31 = add i64 %t30, 1
  store i64 %t31, i64* %r7.4
  br label %range.head4
range.exit7:
  store float 0x0000000000000000, float* %v8
  %t32 = load i32, i32* %v3
  %t33 = sext i32 %t32 to i64
  store i64 0, i64* %r9.8
  br label %range.head8
range.head8:
  %t34 = load i64, i64* %r9.8
  %t35 = icmp slt i64 %t34, %t33
  br i1 %t35, label %range.body9, label %range.exit11
range.body9:
  store i64 %t34, i64* %v9
  %t36 = load i64, i64* %v5
  %t37 = load i64, i64* %v9
  %t38 = add i64 %t36, %t37
  %t39 = getelementptr inbounds float, float* %p0, i64 %t38
  %t40 = load float, float* %t39
  %t41 = load float, float* %v6
  %t42 = fsub float %t40, %t41
  %t43 = call float @expf(float %t42)
  store float %t43, float* %v10
  %t44 = load i64, i64* %v5
  %t45 = load i64, i64* %v9
  %t46 = add i64 %t44, %t45
  %t47 = getelementptr inbounds float, float* %p1, i64 %t46
  %t48 = load float, float* %v10
  store float %t48, float* %t47
  %t49 = load float, float* %v8
  %t50 = load float, float* %v10
  %t51 = fadd float %t49, %t50
  store float %t51, float* %v8
  br label %range.cont10
range.cont10:
  %t52 = load i64, i64* %r9.8
  %t53 = add i64 %t52, 1
  store i64 %t53, i64* %r9.8
  br label %range.head8
range.exit11:
  %t54 = load float, float* %v8
  %t55 = fdiv float 0x3FF0000000000000, %t54
  store float %t55, float* %v11
  %t56 = load i32, i32* %v3
  %t57 = sext i32 %t56 to i64
  store i64 0, i64* %r12.12
  br label %range.head12
range.head12:
  %t58 = load i64, i64* %r12.12
  %t59 = icmp slt i64 %t58, %t57
  br i1 %t59, label %range.body13, label %range.exit15
range.body13:
  store i64 %t58, i64* %v12
  %t60 = load i64, i64* %v5
  %t61 = load i64, i64* %v12
  %t62 = add i64 %t60, %t61
  store i64 %t62, i64* %v13
  %t63 = getelementptr inbounds float, float* %p1, i64 %t62
  %t64 = load i64, i64* %v13
  %t65 = getelementptr inbounds float, float* %p1, i64 %t64
  %t66 = load float, float* %t65
  %t67 = load float, float* %v11
  %t68 = fmul float %t66, %t67
  store float %t68, float* %t63
  br label %range.cont14
range.cont14:
  %t69 = load i64, i64* %r12.12
  %t70 = add i64 %t69, 1
  store i64 %t70, i64* %r12.12
  br label %range.head12
range.exit15:
  br label %loop.latch3
loop.latch3:
  %t71 = load i64, i64* %flat
  %t72 = add i64 %t71, 1
  store i64 %t72, i64* %flat
  br label %loop.head1, !llvm.loop !0
loop.exit0:
  ret void
}

define void @tack_chunk_softmax(i64* %slots, i64 %start, i64 %end) #0 {
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
  call void @tack_kernel_softmax(float* %s0.a, float* %s1.a, i32 %s2.v, i32 %s3.v, i64 %h4, i64 %h5, i64 %start, i64 %end)
  ret void
}

declare float @expf(float) nounwind readnone

attributes #0 = { nounwind }
attributes #1 = { alwaysinline nounwind }

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.runtime.disable"}
