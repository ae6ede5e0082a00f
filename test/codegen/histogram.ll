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
  %t7 = sub i64 %end, %start
  %t8 = load i64, i64* %budget
  %t9 = sub i64 %t8, %t7
  store i64 %t9, i64* %budget
  %t10 = icmp slt i64 %t9, 0
  br i1 %t10, label %poll2, label %poll.go3
poll2:
  store i64 65536, i64* %budget
  %t11 = call i1 @tack.poll(i64* %status)
  br i1 %t11, label %abort, label %poll.go3
poll.go3:
  %t12 = sub i64 %end, 1
  %t13 = icmp ult i64 %start, %p0.len
  %t14 = icmp ult i64 %t12, %p0.len
  %t15 = and i1 %t13, %t14
  br i1 %t15, label %fast4, label %slow5
fast4:
  store i64 %start, i64* %it6.1
  br label %it.head6
it.head6:
  %t16 = load i64, i64* %it6.1
  %t17 = icmp slt i64 %t16, %end
  br i1 %t17, label %it.body7, label %loop.exit0
it.body7:
  store i64 %t16, i64* %v6
  %t18 = load i64, i64* %v6
  %t19 = getelementptr inbounds float, float* %p0, i64 %t18
  %t20 = load float, float* %t19
  %t21 = load float, float* %v2
  %t22 = fsub float %t20, %t21
  %t23 = load float, float* %v5
  %t24 = fmul float %t22, %t23
  %t25 = call float @llvm.floor.f32(float %t24)
  store float %t25, float* %v7
  %t26 = load float, float* %v7
  %t27 = fcmp olt float %t26, 0x0000000000000000
  br i1 %t27, label %if.then9, label %if.else10
if.then9:
  store float 0x0000000000000000, float* %v7
  br label %if.end11
if.else10:
  br label %if.end11
if.end11:
  %t28 = load float, float* %v7
  %t29 = load i64, i64* %v4
  %t30 = sitofp i64 %t29 to float
  %t31 = fcmp oge float %t28, %t30
  br i1 %t31, label %if.then12, label %if.else13
if.then12:
  %t32 = load i64, i64* %v4
  %t33 = sub i64 %t32, 1
  %t34 = sitofp i64 %t33 to float
  store float %t34, float* %v7
  br label %if.end14
if.else13:
  br label %if.end14
if.end14:
  %t35 = load float, float* %v7
  %t36 = call i64 @llvm.fptosi.sat.i64.f32(float %t35)
  %t37 = call float @llvm.fabs.f32(float %t35)
  %t38 = fcmp oeq float %t37, 0x7FF0000000000000
  %t39 = select i1 %t38, i64 0, i64 %t36
  %t40 = call float @llvm.fabs.f32(float %t35)
  %t41 = fcmp olt float %t40, 0x7FF0000000000000
  %t42 = select i1 %t41, i64 %t39, i64 -1
  %t43 = icmp ult i64 %t42, %p1.len
  br i1 %t43, label %inb15, label %oob16, !prof !2
oob16:
  call void @tack.oob(i64* %status, i64 1, i64 %t42)
  br label %abort
inb15:
  %t44 = getelementptr inbounds i32, i32* %p1, i64 %t42
  %t45 = atomicrmw add i32* %t44, i32 1 seq_cst
  br label %it.latch8
it.latch8:
  %t46 = load i64, i64* %it6.1
  %t47 = add i64 %t46, 1
  store i64 %t47, i64* %it6.1
  br label %it.head6, !llvm.loop !0
slow5:
  store i64 %start, i64* %it6.1
  br label %it.head17
it.head17:
  %t48 = load i64, i64* %it6.1
  %t49 = icmp slt i64 %t48, %end
  br i1 %t49, label %it.body18, label %loop.exit0
it.body18:
  store i64 %t48, i64* %v6
  %t50 = load i64, i64* %v6
  %t51 = icmp ult i64 %t50, %p0.len
  br i1 %t51, label %inb20, label %oob21, !prof !2
oob21:
  call void @tack.oob(i64* %status, i64 2, i64 %t50)
  br label %abort
inb20:
  %t52 = getelementptr inbounds float, float* %p0, i64 %t50
  %t53 = load float, float* %t52
  %t54 = load float, float* %v2
  %t55 = fsub float %t53, %t54
  %t56 = load float, float* %v5
  %t57 = fmul float %t55, %t56
  %t58 = call float @llvm.floor.f32(float %t57)
  store float %t58, float* %v7
  %t59 = load float, float* %v7
  %t60 = fcmp olt float %t59, 0x0000000000000000
  br i1 %t60, label %if.then22, label %if.else23
if.then22:
  store float 0x0000000000000000, float* %v7
  br label %if.end24
if.else23:
  br label %if.end24
if.end24:
  %t61 = load float, float* %v7
  %t62 = load i64, i64* %v4
  %t63 = sitofp i64 %t62 to float
  %t64 = fcmp oge float %t61, %t63
  br i1 %t64, label %if.then25, label %if.else26
if.then25:
  %t65 = load i64, i64* %v4
  %t66 = sub i64 %t65, 1
  %t67 = sitofp i64 %t66 to float
  store float %t67, float* %v7
  br label %if.end27
if.else26:
  br label %if.end27
if.end27:
  %t68 = load float, float* %v7
  %t69 = call i64 @llvm.fptosi.sat.i64.f32(float %t68)
  %t70 = call float @llvm.fabs.f32(float %t68)
  %t71 = fcmp oeq float %t70, 0x7FF0000000000000
  %t72 = select i1 %t71, i64 0, i64 %t69
  %t73 = call float @llvm.fabs.f32(float %t68)
  %t74 = fcmp olt float %t73, 0x7FF0000000000000
  %t75 = select i1 %t74, i64 %t72, i64 -1
  %t76 = icmp ult i64 %t75, %p1.len
  br i1 %t76, label %inb28, label %oob29, !prof !2
oob29:
  call void @tack.oob(i64* %status, i64 1, i64 %t75)
  br label %abort
inb28:
  %t77 = getelementptr inbounds i32, i32* %p1, i64 %t75
  %t78 = atomicrmw add i32* %t77, i32 1 seq_cst
  br label %it.latch19
it.latch19:
  %t79 = load i64, i64* %it6.1
  %t80 = add i64 %t79, 1
  store i64 %t80, i64* %it6.1
  br label %it.head17, !llvm.loop !3
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

attributes #0 = { nounwind }
attributes #1 = { alwaysinline nounwind }
attributes #2 = { cold noinline nounwind }

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.runtime.disable"}
!2 = !{!"branch_weights", i32 1048576, i32 1}
!3 = distinct !{!3, !4, !5}
!4 = !{!"llvm.loop.vectorize.enable", i1 false}
!5 = !{!"llvm.loop.unroll.disable"}
