; Tack kernel 'brighten' (generated; do not edit)
source_filename = "tack"
target triple = "x86_64-unknown-linux-gnu"

define internal void @tack_kernel_brighten(i8* %p0, i8* %p1, float %p2, i32 %p3, i64 %p0.len, i64 %p1.len, i64 %start, i64 %end) #0 {
entry:
  %v2 = alloca float
  %v3 = alloca i32
  %flat = alloca i64
  %v4 = alloca i64
  %v5 = alloca float
  store float %p2, float* %v2
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
  %t3 = getelementptr inbounds i8, i8* %p0, i64 %t2
  %t4 = load i8, i8* %t3
  %t5 = uitofp i8 %t4 to float
  %t6 = load float, float* %v2
  %t7 = fmul float %t5, %t6
  %t8 = call float @llvm.floor.f32(float %t7)
  %t9 = fsub float %t7, %t8
  %t10 = fcmp oge float %t9, 0x3FE0000000000000
  %t11 = fadd float %t8, 0x3FF0000000000000
  %t12 = select i1 %t10, float %t11, float %t8
  %t13 = call float @llvm.copysign.f32(float %t12, float %t7)
  %t14 = load i32, i32* %v3
  %t15 = sitofp i32 %t14 to float
  %t16 = fadd float %t13, %t15
  store float %t16, float* %v5
  %t17 = load i64, i64* %v4
  %t18 = getelementptr inbounds i8, i8* %p1, i64 %t17
  %t19 = load float, float* %v5
  %t20 = fcmp ogt float 0x0000000000000000, %t19
  %t21 = select i1 %t20, float 0x0000000000000000, float %t19
  %t22 = bitcast float 0x0000000000000000 to i32
  %t23 = bitcast float %t19 to i32
  %t24 = and i32 %t22, %t23
  %t25 = bitcast i32 %t24 to float
  %t26 = fcmp oeq float 0x0000000000000000, %t19
  %t27 = select i1 %t26, float %t25, float %t21
  %t28 = fcmp uno float 0x0000000000000000, %t19
  %t29 = fadd float 0x0000000000000000, %t19
  %t30 = select i1 %t28, float %t29, float %t27
  %t31 = fcmp olt float 0x406FE00000000000, %t30
  %t32 = select i1 %t31, float 0x406FE00000000000, float %t30
  %t33 = bitcast float 0x406FE00000000000 to i32
  %t34 = bitcast float %t30 to i32
  %t35 = or i32 %t33, %t34
  %t36 = bitcast i32 %t35 to float
  %t37 = fcmp oeq float 0x406FE00000000000, %t30
  %t38 = select i1 %t37, float %t36, float %t32
  %t39 = fcmp uno float 0x406FE00000000000, %t30
  %t40 = fadd float 0x406FE00000000000, %t30
  %t41 = select i1 %t39, float %t40, float %t38
  %t42 = call i64 @llvm.fptosi.sat.i64.f32(float %t41)
  %t43 = call float @llvm.fabs.f32(float %t41)
  %t44 = fcmp oeq float %t43, 0x7FF0000000000000
  %t45 = select i1 %t44, i64 0, i64 %t42
  %t46 = trunc i64 %t45 to i8
  store i8 %t46, i8* %t18
  br label %loop.latch3
loop.latch3:
  %t47 = load i64, i64* %flat
  %t48 = add i64 %t47, 1
  store i64 %t48, i64* %flat
  br label %loop.head1, !llvm.loop !0
loop.exit0:
  ret void
}

define void @tack_chunk_brighten(i64* %slots, i64 %start, i64 %end) #0 {
entry:
  %s0.p = getelementptr i64, i64* %slots, i64 0
  %s0 = load i64, i64* %s0.p
  %s0.a = inttoptr i64 %s0 to i8*
  %s1.p = getelementptr i64, i64* %slots, i64 1
  %s1 = load i64, i64* %s1.p
  %s1.a = inttoptr i64 %s1 to i8*
  %s2.p = getelementptr i64, i64* %slots, i64 2
  %s2 = load i64, i64* %s2.p
  %s2.w = trunc i64 %s2 to i32
  %s2.v = bitcast i32 %s2.w to float
  %s3.p = getelementptr i64, i64* %slots, i64 3
  %s3 = load i64, i64* %s3.p
  %s3.v = trunc i64 %s3 to i32
  %h4.p = getelementptr i64, i64* %slots, i64 4
  %h4 = load i64, i64* %h4.p
  %h5.p = getelementptr i64, i64* %slots, i64 5
  %h5 = load i64, i64* %h5.p
  call void @tack_kernel_brighten(i8* %s0.a, i8* %s1.a, float %s2.v, i32 %s3.v, i64 %h4, i64 %h5, i64 %start, i64 %end)
  ret void
}

declare float @llvm.floor.f32(float)
declare float @llvm.copysign.f32(float, float)
declare i64 @llvm.fptosi.sat.i64.f32(float)
declare float @llvm.fabs.f32(float)

attributes #0 = { nounwind }
attributes #1 = { alwaysinline nounwind }

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.runtime.disable"}
