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
  %t6 = icmp sge i64 %start, %end
  br i1 %t6, label %loop.exit0, label %chunk1
chunk1:
  %t7 = load atomic i64, i64* %status monotonic, align 8
  %t8 = icmp ne i64 %t7, 0
  br i1 %t8, label %abort, label %chunk.go2, !prof !6
chunk.go2:
  %t9 = sub i64 %end, %start
  %t10 = load i64, i64* %budget
  %t11 = sub i64 %t10, %t9
  store i64 %t11, i64* %budget
  %t12 = icmp slt i64 %t11, 0
  br i1 %t12, label %poll3, label %poll.go4
poll3:
  store i64 65536, i64* %budget
  %t13 = call i1 @tack.poll(i64* %status)
  br i1 %t13, label %abort, label %poll.go4
poll.go4:
  %t14 = sub i64 %end, 1
  %t15 = icmp ult i64 %start, %p0.len
  %t16 = icmp ult i64 %t14, %p0.len
  %t17 = and i1 %t15, %t16
  br i1 %t17, label %fast5, label %slow6
fast5:
  store i64 %start, i64* %it6.1
  br label %it.head7
it.head7:
  %t18 = load i64, i64* %it6.1
  %t19 = icmp slt i64 %t18, %end
  br i1 %t19, label %it.body8, label %loop.exit0
it.body8:
  store i64 %t18, i64* %v6
  %t20 = load i64, i64* %v6
  %t21 = getelementptr inbounds float, float* %p0, i64 %t20
  %t22 = load float, float* %t21
  %t23 = load float, float* %v2
  %t24 = fsub float %t22, %t23
  %t25 = load float, float* %v5
  %t26 = fmul float %t24, %t25
  %t27 = call float @llvm.floor.f32(float %t26)
  store float %t27, float* %v7
  %t28 = load float, float* %v7
  %t29 = fcmp olt float %t28, 0x0000000000000000
  br i1 %t29, label %if.then10, label %if.else11
if.then10:
  store float 0x0000000000000000, float* %v7
  br label %if.end12
if.else11:
  br label %if.end12
if.end12:
  %t30 = load float, float* %v7
  %t31 = load i64, i64* %v4
  %t32 = sitofp i64 %t31 to float
  %t33 = fcmp oge float %t30, %t32
  br i1 %t33, label %if.then13, label %if.else14
if.then13:
  %t34 = load i64, i64* %v4
  %t35 = sub i64 %t34, 1
  %t36 = sitofp i64 %t35 to float
  store float %t36, float* %v7
  br label %if.end15
if.else14:
  br label %if.end15
if.end15:
  %t37 = load float, float* %v7
  %t38 = call i64 @llvm.fptosi.sat.i64.f32(float %t37)
  %t39 = call float @llvm.fabs.f32(float %t37)
  %t40 = fcmp oeq float %t39, 0x7FF0000000000000
  %t41 = select i1 %t40, i64 0, i64 %t38
  %t42 = call float @llvm.fabs.f32(float %t37)
  %t43 = fcmp olt float %t42, 0x7FF0000000000000
  %t44 = select i1 %t43, i64 %t41, i64 -1
  %t45 = icmp ult i64 %t44, %p1.len
  br i1 %t45, label %inb16, label %oob17, !prof !2
oob17:
  call void @tack.oob(i64* %status, i64 1, i64 %t44, i64 %p1.len)
  br label %abort
inb16:
  %t46 = getelementptr inbounds i32, i32* %p1, i64 %t44
  %t47 = atomicrmw add i32* %t46, i32 1 seq_cst
  br label %it.latch9
it.latch9:
  %t48 = load i64, i64* %it6.1
  %t49 = add i64 %t48, 1
  store i64 %t49, i64* %it6.1
  br label %it.head7, !llvm.loop !0
slow6:
  store i64 %start, i64* %it6.1
  br label %it.head18
it.head18:
  %t50 = load i64, i64* %it6.1
  %t51 = icmp slt i64 %t50, %end
  br i1 %t51, label %it.body19, label %loop.exit0
it.body19:
  store i64 %t50, i64* %v6
  %t52 = load i64, i64* %v6
  %t53 = icmp ult i64 %t52, %p0.len
  br i1 %t53, label %inb21, label %oob22, !prof !2
oob22:
  call void @tack.oob(i64* %status, i64 2, i64 %t52, i64 %p0.len)
  br label %abort
inb21:
  %t54 = getelementptr inbounds float, float* %p0, i64 %t52
  %t55 = load float, float* %t54
  %t56 = load float, float* %v2
  %t57 = fsub float %t55, %t56
  %t58 = load float, float* %v5
  %t59 = fmul float %t57, %t58
  %t60 = call float @llvm.floor.f32(float %t59)
  store float %t60, float* %v7
  %t61 = load float, float* %v7
  %t62 = fcmp olt float %t61, 0x0000000000000000
  br i1 %t62, label %if.then23, label %if.else24
if.then23:
  store float 0x0000000000000000, float* %v7
  br label %if.end25
if.else24:
  br label %if.end25
if.end25:
  %t63 = load float, float* %v7
  %t64 = load i64, i64* %v4
  %t65 = sitofp i64 %t64 to float
  %t66 = fcmp oge float %t63, %t65
  br i1 %t66, label %if.then26, label %if.else27
if.then26:
  %t67 = load i64, i64* %v4
  %t68 = sub i64 %t67, 1
  %t69 = sitofp i64 %t68 to float
  store float %t69, float* %v7
  br label %if.end28
if.else27:
  br label %if.end28
if.end28:
  %t70 = load float, float* %v7
  %t71 = call i64 @llvm.fptosi.sat.i64.f32(float %t70)
  %t72 = call float @llvm.fabs.f32(float %t70)
  %t73 = fcmp oeq float %t72, 0x7FF0000000000000
  %t74 = select i1 %t73, i64 0, i64 %t71
  %t75 = call float @llvm.fabs.f32(float %t70)
  %t76 = fcmp olt float %t75, 0x7FF0000000000000
  %t77 = select i1 %t76, i64 %t74, i64 -1
  %t78 = icmp ult i64 %t77, %p1.len
  br i1 %t78, label %inb29, label %oob30, !prof !2
oob30:
  call void @tack.oob(i64* %status, i64 1, i64 %t77, i64 %p1.len)
  br label %abort
inb29:
  %t79 = getelementptr inbounds i32, i32* %p1, i64 %t77
  %t80 = atomicrmw add i32* %t79, i32 1 seq_cst
  br label %it.latch20
it.latch20:
  %t81 = load i64, i64* %it6.1
  %t82 = add i64 %t81, 1
  store i64 %t82, i64* %it6.1
  br label %it.head18, !llvm.loop !3
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
define internal void @tack.oob(i64* %status, i64 %site, i64 %index, i64 %length) #2 {
entry:
  %r = cmpxchg i64* %status, i64 0, i64 %site seq_cst seq_cst
  %first = extractvalue { i64, i1 } %r, 1
  br i1 %first, label %record, label %done
record:
  %p = getelementptr i64, i64* %status, i64 1
  store i64 %index, i64* %p
  %q = getelementptr i64, i64* %status, i64 3
  store i64 %length, i64* %q
  br label %done
done:
  ret void
}

attributes #0 = { nounwind }
attributes #1 = { alwaysinline nounwind }
attributes #2 = { cold noinline nounwind }

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.runtime.disable"}
!2 = !{!"branch_weights", i32 1048576, i32 1}
!3 = distinct !{!3, !4, !5}
!4 = !{!"llvm.loop.vectorize.enable", i1 false}
!5 = !{!"llvm.loop.unroll.disable"}
!6 = !{!"branch_weights", i32 1, i32 1048576}
