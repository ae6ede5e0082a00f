; Tack kernel 'histogram' (generated; do not edit)
source_filename = "tack"
target triple = "x86_64-unknown-linux-gnu"

define internal void @tack_kernel_histogram(float* %p0, i32* %p1, float %p2, float %p3, i64 %p0.len, i64 %p1.len, i64 %start, i64 %end) #0 {
entry:
  %v2 = alloca float
  %v3 = alloca float
  %v4 = alloca i64
  %v5 = alloca float
  %flat = alloca i64
  %v6 = alloca i64
  %v7 = alloca float
  store float %p2, float* %v2
  store float %p3, float* %v3
  store i64 %p1.len, i64* %v4
  %t0 = load i64, i64* %v4
  %t1 = sitofp i64 %t0 to float
  %t2 = load float, float* %v3
  %t3 = load float, float* %v2
  %t4 = fsub float %t2, %t3
  %t5 = fdiv float %t1, %t4
  store float %t5, float* %v5
  store i64 %start, i64* %flat
  br label %loop.head1
loop.head1:
  %t6 = load i64, i64* %flat
  %t7 = icmp slt i64 %t6, %end
  br i1 %t7, label %loop.body2, label %loop.exit0
loop.body2:
  store i64 %t6, i64* %v6
  %t8 = load i64, i64* %v6
  %t9 = getelementptr inbounds float, float* %p0, i64 %t8
  %t10 = load float, float* %t9
  %t11 = load float, float* %v2
  %t12 = fsub float %t10, %t11
  %t13 = load float, float* %v5
  %t14 = fmul float %t12, %t13
  %t15 = call float @llvm.floor.f32(float %t14)
  store float %t15, float* %v7
  %t16 = load float, float* %v7
  %t17 = fcmp olt float %t16, 0x0000000000000000
  br i1 %t17, label %if.then4, label %if.else5
if.then4:
  store float 0x0000000000000000, float* %v7
  br label %if.end6
if.else5:
  br label %if.end6
if.end6:
  %t18 = load float, float* %v7
  %t19 = load i64, i64* %v4
  %t20 = sitofp i64 %t19 to float
  %t21 = fcmp oge float %t18, %t20
  br i1 %t21, label %if.then7, label %if.else8
if.then7:
  %t22 = load i64, i64* %v4
  %t23 = sub i64 %t22, 1
  %t24 = sitofp i64 %t23 to float
  store float %t24, float* %v7
  br label %if.end9
if.else8:
  br label %if.end9
if.end9:
  %t25 = load float, float* %v7
  %t26 = call i64 @llvm.fptosi.sat.i64.f32(float %t25)
  %t27 = call float @llvm.fabs.f32(float %t25)
  %t28 = fcmp oeq float %t27, 0x7FF0000000000000
  %t29 = select i1 %t28, i64 0, i64 %t26
  %t30 = getelementptr inbounds i32, i32* %p1, i64 %t29
  %t31 = atomicrmw add i32* %t30, i32 1 seq_cst
  br label %loop.latch3
loop.latch3:
  %t32 = load i64, i64* %flat
  %t33 = add i64 %t32, 1
  store i64 %t33, i64* %flat
  br label %loop.head1, !llvm.loop !0
loop.exit0:
  ret void
}

define void @tack_chunk_histogram(i64* %slots, i64 %start, i64 %end) #0 {
entry:
  %s0.p = getelementptr i64, i64* %slots, i64 0
  %s0 = load i64, i64* %s0.p
  %s0.a = inttoptr i64 %s0 to float*
  %s1.p = getelementptr i64, i64* %slots, i64 1
  %s1 = load i64, i64* %s1.p
  %s1.a = inttoptr i64 %s1 to i32*
  %s2.p = getelementptr i64, i64* %slots, i64 2
  %s2 = load i64, i64* %s2.p
  %s2.w = trunc i64 %s2 to i32
  %s2.v = bitcast i32 %s2.w to float
  %s3.p = getelementptr i64, i64* %slots, i64 3
  %s3 = load i64, i64* %s3.p
  %s3.w = trunc i64 %s3 to i32
  %s3.v = bitcast i32 %s3.w to float
  %h4.p = getelementptr i64, i64* %slots, i64 4
  %h4 = load i64, i64* %h4.p
  %h5.p = getelementptr i64, i64* %slots, i64 5
  %h5 = load i64, i64* %h5.p
  call void @tack_kernel_histogram(float* %s0.a, i32* %s1.a, float %s2.v, float %s3.v, i64 %h4, i64 %h5, i64 %start, i64 %end)
  ret void
}

declare float @llvm.floor.f32(float)
declare i64 @llvm.fptosi.sat.i64.f32(float)
declare float @llvm.fabs.f32(float)

attributes #0 = { nounwind }
attributes #1 = { alwaysinline nounwind }

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.runtime.disable"}
