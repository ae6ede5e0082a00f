; Tack kernel 'atomicminmax' (generated; do not edit)
source_filename = "tack"
target triple = "x86_64-unknown-linux-gnu"

define internal void @tack_kernel_atomicminmax(float* %p0, float* %p1, float* %p2, i32* %p3, i64 %p0.len, i64 %p1.len, i64 %p2.len, i64 %p3.len, i64 %start, i64 %end) #0 {
entry:
  %flat = alloca i64
  %v4 = alloca i64
  store i64 %start, i64* %flat
  br label %loop.head1
loop.head1:
  %t0 = load i64, i64* %flat
  %t1 = icmp slt i64 %t0, %end
  br i1 %t1, label %loop.body2, label %loop.exit0
loop.body2:
  store i64 %t0, i64* %v4
  %t2 = getelementptr inbounds float, float* %p1, i64 0
  %t3 = load i64, i64* %v4
  %t4 = getelementptr inbounds float, float* %p0, i64 %t3
  %t5 = load float, float* %t4
  %t6 = bitcast float* %t2 to i32*
  %t7 = load atomic i32, i32* %t6 monotonic, align 4
  br label %cas.loop4
cas.loop4:
  %t8 = phi i32 [%t7, %loop.body2], [%cas.seen8, %cas.loop4]
  %t9 = bitcast i32 %t8 to float
  %t10 = fcmp olt float %t9, %t5
  %t11 = select i1 %t10, float %t9, float %t5
  %t12 = bitcast float %t9 to i32
  %t13 = bitcast float %t5 to i32
  %t14 = or i32 %t12, %t13
  %t15 = bitcast i32 %t14 to float
  %t16 = fcmp oeq float %t9, %t5
  %t17 = select i1 %t16, float %t15, float %t11
  %t18 = fcmp uno float %t9, %t5
  %t19 = fadd float %t9, %t5
  %t20 = select i1 %t18, float %t19, float %t17
  %t21 = bitcast float %t20 to i32
  %t22 = cmpxchg i32* %t6, i32 %t8, i32 %t21 seq_cst seq_cst
  %cas.seen8 = extractvalue { i32, i1 } %t22, 0
  %t23 = extractvalue { i32, i1 } %t22, 1
  br i1 %t23, label %cas.done5, label %cas.loop4
cas.done5:
  %t24 = getelementptr inbounds float, float* %p2, i64 0
  %t25 = load i64, i64* %v4
  %t26 = getelementptr inbounds float, float* %p0, i64 %t25
  %t27 = load float, float* %t26
  %t28 = bitcast float* %t24 to i32*
  %t29 = load atomic i32, i32* %t28 monotonic, align 4
  br label %cas.loop6
cas.loop6:
  %t30 = phi i32 [%t29, %cas.done5], [%cas.seen30, %cas.loop6]
  %t31 = bitcast i32 %t30 to float
  %t32 = fcmp ogt float %t31, %t27
  %t33 = select i1 %t32, float %t31, float %t27
  %t34 = bitcast float %t31 to i32
  %t35 = bitcast float %t27 to i32
  %t36 = and i32 %t34, %t35
  %t37 = bitcast i32 %t36 to float
  %t38 = fcmp oeq float %t31, %t27
  %t39 = select i1 %t38, float %t37, float %t33
  %t40 = fcmp uno float %t31, %t27
  %t41 = fadd float %t31, %t27
  %t42 = select i1 %t40, float %t41, float %t39
  %t43 = bitcast float %t42 to i32
  %t44 = cmpxchg i32* %t28, i32 %t30, i32 %t43 seq_cst seq_cst
  %cas.seen30 = extractvalue { i32, i1 } %t44, 0
  %t45 = extractvalue { i32, i1 } %t44, 1
  br i1 %t45, label %cas.done7, label %cas.loop6
cas.done7:
  %t46 = load i64, i64* %v4
  %t47 = getelementptr inbounds float, float* %p0, i64 %t46
  %t48 = load float, float* %t47
  %t49 = fcmp ogt float %t48, 0x0000000000000000
  br i1 %t49, label %if.then8, label %if.else9
if.then8:
  %t50 = getelementptr inbounds i32, i32* %p3, i64 0
  %t51 = atomicrmw add i32* %t50, i32 1 seq_cst
  br label %if.end10
if.else9:
  br label %if.end10
if.end10:
  br label %loop.latch3
loop.latch3:
  %t52 = load i64, i64* %flat
  %t53 = add i64 %t52, 1
  store i64 %t53, i64* %flat
  br label %loop.head1, !llvm.loop !0
loop.exit0:
  ret void
}

define void @tack_chunk_atomicminmax(i64* %slots, i64 %start, i64 %end) #0 {
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
  %s3.a = inttoptr i64 %s3 to i32*
  %h4.p = getelementptr i64, i64* %slots, i64 4
  %h4 = load i64, i64* %h4.p
  %h5.p = getelementptr i64, i64* %slots, i64 5
  %h5 = load i64, i64* %h5.p
  %h6.p = getelementptr i64, i64* %slots, i64 6
  %h6 = load i64, i64* %h6.p
  %h7.p = getelementptr i64, i64* %slots, i64 7
  %h7 = load i64, i64* %h7.p
  call void @tack_kernel_atomicminmax(float* %s0.a, float* %s1.a, float* %s2.a, i32* %s3.a, i64 %h4, i64 %h5, i64 %h6, i64 %h7, i64 %start, i64 %end)
  ret void
}


attributes #0 = { nounwind }
attributes #1 = { alwaysinline nounwind }

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.runtime.disable"}
