; Tack kernel 'minmax' (generated; do not edit)
source_filename = "tack"
target triple = "x86_64-unknown-linux-gnu"

define internal void @tack_kernel_minmax(float* %p0, float* %p1, float* %p2, float* %p3, i32* %p4, i64 %p0.len, i64 %p1.len, i64 %p2.len, i64 %p3.len, i64 %p4.len, i64 %start, i64 %end) #0 {
entry:
  %flat = alloca i64
  %v5 = alloca i64
  store i64 %start, i64* %flat
  br label %loop.head1
loop.head1:
  %t0 = load i64, i64* %flat
  %t1 = icmp slt i64 %t0, %end
  br i1 %t1, label %loop.body2, label %loop.exit0
loop.body2:
  store i64 %t0, i64* %v5
  %t2 = load i64, i64* %v5
  %t3 = getelementptr inbounds float, float* %p2, i64 %t2
  %t4 = load i64, i64* %v5
  %t5 = getelementptr inbounds float, float* %p0, i64 %t4
  %t6 = load float, float* %t5
  %t7 = load i64, i64* %v5
  %t8 = getelementptr inbounds float, float* %p1, i64 %t7
  %t9 = load float, float* %t8
  %t10 = fcmp olt float %t6, %t9
  %t11 = select i1 %t10, float %t6, float %t9
  %t12 = bitcast float %t6 to i32
  %t13 = bitcast float %t9 to i32
  %t14 = or i32 %t12, %t13
  %t15 = bitcast i32 %t14 to float
  %t16 = fcmp oeq float %t6, %t9
  %t17 = select i1 %t16, float %t15, float %t11
  %t18 = fcmp uno float %t6, %t9
  %t19 = fadd float %t6, %t9
  %t20 = select i1 %t18, float %t19, float %t17
  store float %t20, float* %t3
  %t21 = load i64, i64* %v5
  %t22 = getelementptr inbounds float, float* %p3, i64 %t21
  %t23 = load i64, i64* %v5
  %t24 = getelementptr inbounds float, float* %p0, i64 %t23
  %t25 = load float, float* %t24
  %t26 = load i64, i64* %v5
  %t27 = getelementptr inbounds float, float* %p1, i64 %t26
  %t28 = load float, float* %t27
  %t29 = fcmp ogt float %t25, %t28
  %t30 = select i1 %t29, float %t25, float %t28
  %t31 = bitcast float %t25 to i32
  %t32 = bitcast float %t28 to i32
  %t33 = and i32 %t31, %t32
  %t34 = bitcast i32 %t33 to float
  %t35 = fcmp oeq float %t25, %t28
  %t36 = select i1 %t35, float %t34, float %t30
  %t37 = fcmp uno float %t25, %t28
  %t38 = fadd float %t25, %t28
  %t39 = select i1 %t37, float %t38, float %t36
  %t40 = fcmp ogt float %t39, 0x0000000000000000
  %t41 = select i1 %t40, float %t39, float 0x0000000000000000
  %t42 = bitcast float %t39 to i32
  %t43 = bitcast float 0x0000000000000000 to i32
  %t44 = and i32 %t42, %t43
  %t45 = bitcast i32 %t44 to float
  %t46 = fcmp oeq float %t39, 0x0000000000000000
  %t47 = select i1 %t46, float %t45, float %t41
  %t48 = fcmp uno float %t39, 0x0000000000000000
  %t49 = fadd float %t39, 0x0000000000000000
  %t50 = select i1 %t48, float %t49, float %t47
  store float %t50, float* %t22
  %t51 = load i64, i64* %v5
  %t52 = getelementptr inbounds i32, i32* %p4, i64 %t51
  %t53 = load i64, i64* %v5
  %t54 = getelementptr inbounds float, float* %p0, i64 %t53
  %t55 = load float, float* %t54
  %t56 = fcmp uno float %t55, %t55
  br i1 %t56, label %cond.then4, label %cond.else5
cond.then4:
  br label %cond.end6
cond.else5:
  br label %cond.end6
cond.end6:
  %t57 = phi i32 [1, %cond.then4], [0, %cond.else5]
  %t58 = load i64, i64* %v5
  %t59 = getelementptr inbounds float, float* %p1, i64 %t58
  %t60 = load float, float* %t59
  %t61 = call float @llvm.fabs.f32(float %t60)
  %t62 = fcmp olt float %t61, 0x7FF0000000000000
  br i1 %t62, label %cond.then7, label %cond.else8
cond.then7:
  br label %cond.end9
cond.else8:
  br label %cond.end9
cond.end9:
  %t63 = phi i32 [2, %cond.then7], [0, %cond.else8]
  %t64 = add i32 %t57, %t63
  store i32 %t64, i32* %t52
  br label %loop.latch3
loop.latch3:
  %t65 = load i64, i64* %flat
  %t66 = add i64 %t65, 1
  store i64 %t66, i64* %flat
  br label %loop.head1, !llvm.loop !0
loop.exit0:
  ret void
}

define void @tack_chunk_minmax(i64* %slots, i64 %start, i64 %end) #0 {
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
  %s3.a = inttoptr i64 %s3 to float*
  %s4.p = getelementptr i64, i64* %slots, i64 4
  %s4 = load i64, i64* %s4.p
  %s4.a = inttoptr i64 %s4 to i32*
  %h5.p = getelementptr i64, i64* %slots, i64 5
  %h5 = load i64, i64* %h5.p
  %h6.p = getelementptr i64, i64* %slots, i64 6
  %h6 = load i64, i64* %h6.p
  %h7.p = getelementptr i64, i64* %slots, i64 7
  %h7 = load i64, i64* %h7.p
  %h8.p = getelementptr i64, i64* %slots, i64 8
  %h8 = load i64, i64* %h8.p
  %h9.p = getelementptr i64, i64* %slots, i64 9
  %h9 = load i64, i64* %h9.p
  call void @tack_kernel_minmax(float* %s0.a, float* %s1.a, float* %s2.a, float* %s3.a, i32* %s4.a, i64 %h5, i64 %h6, i64 %h7, i64 %h8, i64 %h9, i64 %start, i64 %end)
  ret void
}

declare float @llvm.fabs.f32(float)

attributes #0 = { nounwind }
attributes #1 = { alwaysinline nounwind }

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.runtime.disable"}
