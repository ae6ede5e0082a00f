; Tack kernel 'casts' (generated; do not edit)
source_filename = "tack"
target triple = "x86_64-unknown-linux-gnu"

define internal void @tack_kernel_casts(float* %p0, i8* %p1, i8* %p2, i16* %p3, i16* %p4, double* %p5, i64 %p0.len, i64 %p1.len, i64 %p2.len, i64 %p3.len, i64 %p4.len, i64 %p5.len, i64 %start, i64 %end) #0 {
entry:
  %flat = alloca i64
  %v6 = alloca i64
  %v7 = alloca float
  store i64 %start, i64* %flat
  br label %loop.head1
loop.head1:
  %t0 = load i64, i64* %flat
  %t1 = icmp slt i64 %t0, %end
  br i1 %t1, label %loop.body2, label %loop.exit0
loop.body2:
  store i64 %t0, i64* %v6
  %t2 = load i64, i64* %v6
  %t3 = getelementptr inbounds float, float* %p0, i64 %t2
  %t4 = load float, float* %t3
  %t5 = fmul float %t4, 0x4072C00000000000
  store float %t5, float* %v7
  %t6 = load i64, i64* %v6
  %t7 = getelementptr inbounds i8, i8* %p1, i64 %t6
  %t8 = load float, float* %v7
  %t9 = call i64 @llvm.fptosi.sat.i64.f32(float %t8)
  %t10 = call float @llvm.fabs.f32(float %t8)
  %t11 = fcmp oeq float %t10, 0x7FF0000000000000
  %t12 = select i1 %t11, i64 0, i64 %t9
  %t13 = trunc i64 %t12 to i8
  store i8 %t13, i8* %t7
  %t14 = load i64, i64* %v6
  %t15 = getelementptr inbounds i8, i8* %p2, i64 %t14
  %t16 = load float, float* %v7
  %t17 = call i64 @llvm.fptosi.sat.i64.f32(float %t16)
  %t18 = call float @llvm.fabs.f32(float %t16)
  %t19 = fcmp oeq float %t18, 0x7FF0000000000000
  %t20 = select i1 %t19, i64 0, i64 %t17
  %t21 = trunc i64 %t20 to i8
  store i8 %t21, i8* %t15
  %t22 = load i64, i64* %v6
  %t23 = getelementptr inbounds i16, i16* %p3, i64 %t22
  %t24 = load float, float* %v7
  %t25 = call i64 @llvm.fptosi.sat.i64.f32(float %t24)
  %t26 = call float @llvm.fabs.f32(float %t24)
  %t27 = fcmp oeq float %t26, 0x7FF0000000000000
  %t28 = select i1 %t27, i64 0, i64 %t25
  %t29 = trunc i64 %t28 to i32
  %t30 = mul i32 %t29, 7
  %t31 = trunc i32 %t30 to i16
  store i16 %t31, i16* %t23
  %t32 = load i64, i64* %v6
  %t33 = getelementptr inbounds i16, i16* %p4, i64 %t32
  %t34 = load float, float* %v7
  %t35 = call i64 @llvm.fptosi.sat.i64.f32(float %t34)
  %t36 = call float @llvm.fabs.f32(float %t34)
  %t37 = fcmp oeq float %t36, 0x7FF0000000000000
  %t38 = select i1 %t37, i64 0, i64 %t35
  %t39 = trunc i64 %t38 to i16
  store i16 %t39, i16* %t33
  %t40 = load i64, i64* %v6
  %t41 = getelementptr inbounds double, double* %p5, i64 %t40
  %t42 = load i64, i64* %v6
  %t43 = getelementptr inbounds float, float* %p0, i64 %t42
  %t44 = load float, float* %t43
  %t45 = fpext float %t44 to double
  %t46 = fdiv double %t45, 0x4008000000000000
  store double %t46, double* %t41
  br label %loop.latch3
loop.latch3:
  %t47 = load i64, i64* %flat
  %t48 = add i64 %t47, 1
  store i64 %t48, i64* %flat
  br label %loop.head1, !llvm.loop !0
loop.exit0:
  ret void
}

define void @tack_chunk_casts(i64* %slots, i64 %start, i64 %end) #0 {
entry:
  %s0.p = getelementptr i64, i64* %slots, i64 0
  %s0 = load i64, i64* %s0.p
  %s0.a = inttoptr i64 %s0 to float*
  %s1.p = getelementptr i64, i64* %slots, i64 1
  %s1 = load i64, i64* %s1.p
  %s1.a = inttoptr i64 %s1 to i8*
  %s2.p = getelementptr i64, i64* %slots, i64 2
  %s2 = load i64, i64* %s2.p
  %s2.a = inttoptr i64 %s2 to i8*
  %s3.p = getelementptr i64, i64* %slots, i64 3
  %s3 = load i64, i64* %s3.p
  %s3.a = inttoptr i64 %s3 to i16*
  %s4.p = getelementptr i64, i64* %slots, i64 4
  %s4 = load i64, i64* %s4.p
  %s4.a = inttoptr i64 %s4 to i16*
  %s5.p = getelementptr i64, i64* %slots, i64 5
  %s5 = load i64, i64* %s5.p
  %s5.a = inttoptr i64 %s5 to double*
  %h6.p = getelementptr i64, i64* %slots, i64 6
  %h6 = load i64, i64* %h6.p
  %h7.p = getelementptr i64, i64* %slots, i64 7
  %h7 = load i64, i64* %h7.p
  %h8.p = getelementptr i64, i64* %slots, i64 8
  %h8 = load i64, i64* %h8.p
  %h9.p = getelementptr i64, i64* %slots, i64 9
  %h9 = load i64, i64* %h9.p
  %h10.p = getelementptr i64, i64* %slots, i64 10
  %h10 = load i64, i64* %h10.p
  %h11.p = getelementptr i64, i64* %slots, i64 11
  %h11 = load i64, i64* %h11.p
  call void @tack_kernel_casts(float* %s0.a, i8* %s1.a, i8* %s2.a, i16* %s3.a, i16* %s4.a, double* %s5.a, i64 %h6, i64 %h7, i64 %h8, i64 %h9, i64 %h10, i64 %h11, i64 %start, i64 %end)
  ret void
}

declare i64 @llvm.fptosi.sat.i64.f32(float)
declare float @llvm.fabs.f32(float)

attributes #0 = { nounwind }
attributes #1 = { alwaysinline nounwind }

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.runtime.disable"}
