; Tack kernel 'histogram' (generated; do not edit)
source_filename = "tack"
target triple = "x86_64-unknown-linux-gnu"

define internal void @tack_kernel_histogram(float* %p0, i32* %p1, float %p2, float %p3, i64 %p0.len, i64 %p1.len, i64* %status, i64 %start, i64 %end) #0 {
entry:
  %budget = alloca i64
  %v2 = alloca float
  %v3 = alloca float
  %v4 = alloca i64
  %v5 = alloca float
  %blk6.1 = alloca i64
  %it6.1 = alloca i64
  %v6 = alloca i64
  %v7 = alloca float
  store i64 65536, i64* %budget
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
  store i64 %start, i64* %blk6.1
  br label %blk.head1
blk.head1:
  %t6 = load i64, i64* %blk6.1
  %t7 = icmp slt i64 %t6, %end
  br i1 %t7, label %blk.body2, label %loop.exit0
blk.body2:
  %t8 = add i64 %t6, 4096
  %t9 = icmp slt i64 %t8, %end
  %t10 = select i1 %t9, i64 %t8, i64 %end
  %t11 = sub i64 %t10, %t6
  %t12 = load i64, i64* %budget
  %t13 = sub i64 %t12, %t11
  store i64 %t13, i64* %budget
  %t14 = icmp slt i64 %t13, 0
  br i1 %t14, label %poll4, label %poll.go5
poll4:
  store i64 65536, i64* %budget
  %t15 = call i1 @tack.poll(i64* %status)
  br i1 %t15, label %abort, label %poll.go5
poll.go5:
  %t16 = sub i64 %t10, 1
  %t17 = icmp ult i64 %t6, %p0.len
  %t18 = icmp ult i64 %t16, %p0.len
  %t19 = and i1 %t17, %t18
  br i1 %t19, label %fast6, label %slow7
fast6:
  store i64 %t6, i64* %it6.1
  br label %it.head8
it.head8:
  %t20 = load i64, i64* %it6.1
  %t21 = icmp slt i64 %t20, %t10
  br i1 %t21, label %it.body9, label %blk.next3
it.body9:
  store i64 %t20, i64* %v6
  %t22 = load i64, i64* %v6
  %t23 = getelementptr inbounds float, float* %p0, i64 %t22
  %t24 = load float, float* %t23
  %t25 = load float, float* %v2
  %t26 = fsub float %t24, %t25
  %t27 = load float, float* %v5
  %t28 = fmul float %t26, %t27
  %t29 = call float @llvm.floor.f32(float %t28)
  store float %t29, float* %v7
  %t30 = load float, float* %v7
  %t31 = fcmp olt float %t30, 0x0000000000000000
  br i1 %t31, label %if.then11, label %if.else12
if.then11:
  store float 0x0000000000000000, float* %v7
  br label %if.end13
if.else12:
  br label %if.end13
if.end13:
  %t32 = load float, float* %v7
  %t33 = load i64, i64* %v4
  %t34 = sitofp i64 %t33 to float
  %t35 = fcmp oge float %t32, %t34
  br i1 %t35, label %if.then14, label %if.else15
if.then14:
  %t36 = load i64, i64* %v4
  %t37 = sub i64 %t36, 1
  %t38 = sitofp i64 %t37 to float
  store float %t38, float* %v7
  br label %if.end16
if.else15:
  br label %if.end16
if.end16:
  %t39 = load float, float* %v7
  %t40 = call i64 @llvm.fptosi.sat.i64.f32(float %t39)
  %t41 = call float @llvm.fabs.f32(float %t39)
  %t42 = fcmp oeq float %t41, 0x7FF0000000000000
  %t43 = select i1 %t42, i64 0, i64 %t40
  %t44 = call float @llvm.fabs.f32(float %t39)
  %t45 = fcmp olt float %t44, 0x7FF0000000000000
  %t46 = select i1 %t45, i64 %t43, i64 -1
  %t47 = icmp ult i64 %t46, %p1.len
  br i1 %t47, label %inb17, label %oob18, !prof !2
oob18:
  call void @tack.oob(i64* %status, i64 1, i64 %t46)
  br label %abort
inb17:
  %t48 = getelementptr inbounds i32, i32* %p1, i64 %t46
  %t49 = atomicrmw add i32* %t48, i32 1 seq_cst
  br label %it.latch10
it.latch10:
  %t50 = load i64, i64* %it6.1
  %t51 = add i64 %t50, 1
  store i64 %t51, i64* %it6.1
  br label %it.head8, !llvm.loop !0
slow7:
  store i64 %t6, i64* %it6.1
  br label %it.head19
it.head19:
  %t52 = load i64, i64* %it6.1
  %t53 = icmp slt i64 %t52, %t10
  br i1 %t53, label %it.body20, label %blk.next3
it.body20:
  store i64 %t52, i64* %v6
  %t54 = load i64, i64* %v6
  %t55 = icmp ult i64 %t54, %p0.len
  br i1 %t55, label %inb22, label %oob23, !prof !2
oob23:
  call void @tack.oob(i64* %status, i64 2, i64 %t54)
  br label %abort
inb22:
  %t56 = getelementptr inbounds float, float* %p0, i64 %t54
  %t57 = load float, float* %t56
  %t58 = load float, float* %v2
  %t59 = fsub float %t57, %t58
  %t60 = load float, float* %v5
  %t61 = fmul float %t59, %t60
  %t62 = call float @llvm.floor.f32(float %t61)
  store float %t62, float* %v7
  %t63 = load float, float* %v7
  %t64 = fcmp olt float %t63, 0x0000000000000000
  br i1 %t64, label %if.then24, label %if.else25
if.then24:
  store float 0x0000000000000000, float* %v7
  br label %if.end26
if.else25:
  br label %if.end26
if.end26:
  %t65 = load float, float* %v7
  %t66 = load i64, i64* %v4
  %t67 = sitofp i64 %t66 to float
  %t68 = fcmp oge float %t65, %t67
  br i1 %t68, label %if.then27, label %if.else28
if.then27:
  %t69 = load i64, i64* %v4
  %t70 = sub i64 %t69, 1
  %t71 = sitofp i64 %t70 to float
  store float %t71, float* %v7
  br label %if.end29
if.else28:
  br label %if.end29
if.end29:
  %t72 = load float, float* %v7
  %t73 = call i64 @llvm.fptosi.sat.i64.f32(float %t72)
  %t74 = call float @llvm.fabs.f32(float %t72)
  %t75 = fcmp oeq float %t74, 0x7FF0000000000000
  %t76 = select i1 %t75, i64 0, i64 %t73
  %t77 = call float @llvm.fabs.f32(float %t72)
  %t78 = fcmp olt float %t77, 0x7FF0000000000000
  %t79 = select i1 %t78, i64 %t76, i64 -1
  %t80 = icmp ult i64 %t79, %p1.len
  br i1 %t80, label %inb30, label %oob31, !prof !2
oob31:
  call void @tack.oob(i64* %status, i64 1, i64 %t79)
  br label %abort
inb30:
  %t81 = getelementptr inbounds i32, i32* %p1, i64 %t79
  %t82 = atomicrmw add i32* %t81, i32 1 seq_cst
  br label %it.latch21
it.latch21:
  %t83 = load i64, i64* %it6.1
  %t84 = add i64 %t83, 1
  store i64 %t84, i64* %it6.1
  br label %it.head19, !llvm.loop !0
blk.next3:
  store i64 %t10, i64* %blk6.1
  br label %blk.head1
loop.exit0:
  ret void
abort:
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
  %st.p = getelementptr i64, i64* %slots, i64 6
  %st = load i64, i64* %st.p
  %st.a = inttoptr i64 %st to i64*
  call void @tack_kernel_histogram(float* %s0.a, i32* %s1.a, float %s2.v, float %s3.v, i64 %h4, i64 %h5, i64* %st.a, i64 %start, i64 %end)
  ret void
}

define internal void @tack.oob(i64* %status, i64 %site, i64 %index) #2 {
entry:
  %r = cmpxchg i64* %status, i64 0, i64 %site seq_cst seq_cst
  %first = extractvalue { i64, i1 } %r, 1
  br i1 %first, label %record, label %done
record:
  %p = getelementptr i64, i64* %status, i64 1
  store i64 %index, i64* %p
  br label %done
done:
  ret void
}
declare i32 @clock_gettime(i32, { i64, i64 }*)
define internal i1 @tack.poll(i64* %status) #2 {
entry:
  %ts = alloca { i64, i64 }
  %s = load atomic i64, i64* %status monotonic, align 8
  %bad = icmp ne i64 %s, 0
  br i1 %bad, label %stop, label %clock
clock:
  %dp = getelementptr i64, i64* %status, i64 2
  %deadline = load atomic i64, i64* %dp monotonic, align 8
  %none = icmp eq i64 %deadline, 0
  br i1 %none, label %go, label %now
now:
  %rc = call i32 @clock_gettime(i32 1, { i64, i64 }* %ts)
  %secp = getelementptr { i64, i64 }, { i64, i64 }* %ts, i32 0, i32 0
  %sec = load i64, i64* %secp
  %nsp = getelementptr { i64, i64 }, { i64, i64 }* %ts, i32 0, i32 1
  %nsec = load i64, i64* %nsp
  %secns = mul i64 %sec, 1000000000
  %t = add i64 %secns, %nsec
  %late = icmp sge i64 %t, %deadline
  br i1 %late, label %timeout, label %go
timeout:
  %r = cmpxchg i64* %status, i64 0, i64 -1 seq_cst seq_cst
  br label %stop
stop:
  ret i1 true
go:
  ret i1 false
}
declare float @llvm.floor.f32(float)
declare i64 @llvm.fptosi.sat.i64.f32(float)
declare float @llvm.fabs.f32(float)

attributes #0 = { nounwind }
attributes #1 = { alwaysinline nounwind }
attributes #2 = { cold noinline nounwind }

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.runtime.disable"}
!2 = !{!"branch_weights", i32 1048576, i32 1}
