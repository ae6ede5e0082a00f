; Session 5's SPMD IR of bench/cpu/scaling.mjs's saxpy (an 8-lane group loop unrolled 4 times by llvm.loop.unroll.count),
; the lanes as session 5's generator made them (this branch before the wide loop-free bodies, spmd: "always"); kept for harness.c.
; Tack kernel 'saxpy' (generated; do not edit)
; spmd: yes (8 lanes)
source_filename = "tack"
target triple = "x86_64-pc-linux-gnu"

define void @saxpy_unrolled(float* noalias %p0, float* noalias %p1, float* noalias %p2, float %p3, i64 %p0.len, i64 %p1.len, i64 %p2.len, i64* %status, i64 %start, i64 %end) #0 {
entry:
  %budget = alloca i64
  %v3 = alloca float
  %it4.1 = alloca i64
  %v4 = alloca i64
  %vv4 = alloca <8 x i64>
  store i64 65536, i64* %budget
  store float %p3, float* %v3
  %t0 = icmp sge i64 %start, %end
  br i1 %t0, label %loop.exit0, label %chunk1
chunk1:
  %t1 = load atomic i64, i64* %status monotonic, align 8
  %t2 = icmp ne i64 %t1, 0
  br i1 %t2, label %abort, label %chunk.go2, !prof !6
chunk.go2:
  %t3 = sub i64 %end, %start
  %t4 = load i64, i64* %budget
  %t5 = sub i64 %t4, %t3
  store i64 %t5, i64* %budget
  %t6 = icmp slt i64 %t5, 0
  br i1 %t6, label %poll3, label %poll.go4
poll3:
  store i64 65536, i64* %budget
  %t7 = call i1 @tack.poll(i64* %status)
  br i1 %t7, label %abort, label %poll.go4
poll.go4:
  %t8 = sub i64 %end, 1
  %t9 = icmp ult i64 %start, %p0.len
  %t10 = icmp ult i64 %t8, %p0.len
  %t11 = and i1 %t9, %t10
  %t12 = icmp ult i64 %start, %p1.len
  %t13 = icmp ult i64 %t8, %p1.len
  %t14 = and i1 %t12, %t13
  %t15 = and i1 %t11, %t14
  %t16 = icmp ult i64 %start, %p2.len
  %t17 = icmp ult i64 %t8, %p2.len
  %t18 = and i1 %t16, %t17
  %t19 = and i1 %t15, %t18
  br i1 %t19, label %fast5, label %slow6
fast5:
  %t20 = sub i64 %end, %start
  %t21 = and i64 %t20, -8
  %t22 = add i64 %start, %t21
  store i64 %start, i64* %it4.1
  br label %spmd.head7
spmd.head7:
  %t23 = load i64, i64* %it4.1
  %t24 = icmp slt i64 %t23, %t22
  br i1 %t24, label %spmd.body8, label %spmd.done10
spmd.body8:
  store i64 %t23, i64* %v4
  %t25 = insertelement <8 x i64> undef, i64 %t23, i32 0
  %t26 = shufflevector <8 x i64> %t25, <8 x i64> undef, <8 x i32> zeroinitializer
  %t27 = add <8 x i64> %t26, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  store <8 x i64> %t27, <8 x i64>* %vv4
  %t28 = load float, float* %v3
  %t29 = insertelement <8 x float> undef, float %t28, i32 0
  %t30 = shufflevector <8 x float> %t29, <8 x float> undef, <8 x i32> zeroinitializer
  %t31 = getelementptr inbounds float, float* %p0, i64 %t23
  %t32 = bitcast float* %t31 to <8 x float>*
  %t33 = load <8 x float>, <8 x float>* %t32, align 4
  %t34 = getelementptr inbounds float, float* %p1, i64 %t23
  %t35 = bitcast float* %t34 to <8 x float>*
  %t36 = load <8 x float>, <8 x float>* %t35, align 4
  %t37 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %t30, <8 x float> %t33, <8 x float> %t36)
  %t38 = getelementptr inbounds float, float* %p2, i64 %t23
  %t39 = bitcast float* %t38 to <8 x float>*
  store <8 x float> %t37, <8 x float>* %t39, align 4
  br label %spmd.latch9
spmd.latch9:
  %t40 = load i64, i64* %it4.1
  %t41 = add i64 %t40, 8
  store i64 %t41, i64* %it4.1
  br label %spmd.head7, !llvm.loop !7
spmd.done10:
  store i64 %t22, i64* %it4.1
  br label %it.head11
it.head11:
  %t42 = load i64, i64* %it4.1
  %t43 = icmp slt i64 %t42, %end
  br i1 %t43, label %it.body12, label %loop.exit0
it.body12:
  store i64 %t42, i64* %v4
  %t44 = load i64, i64* %v4
  %t45 = load float, float* %v3
  %t46 = load i64, i64* %v4
  %t47 = getelementptr inbounds float, float* %p0, i64 %t46
  %t48 = load float, float* %t47
  %t49 = load i64, i64* %v4
  %t50 = getelementptr inbounds float, float* %p1, i64 %t49
  %t51 = load float, float* %t50
  %t52 = call float @llvm.fmuladd.f32(float %t45, float %t48, float %t51)
  %t53 = getelementptr inbounds float, float* %p2, i64 %t44
  store float %t52, float* %t53
  br label %it.latch13
it.latch13:
  %t54 = load i64, i64* %it4.1
  %t55 = add i64 %t54, 1
  store i64 %t55, i64* %it4.1
  br label %it.head11, !llvm.loop !3
slow6:
  store i64 %start, i64* %it4.1
  br label %it.head14
it.head14:
  %t56 = load i64, i64* %it4.1
  %t57 = icmp slt i64 %t56, %end
  br i1 %t57, label %it.body15, label %loop.exit0
it.body15:
  store i64 %t56, i64* %v4
  %t58 = load i64, i64* %v4
  %t59 = load float, float* %v3
  %t60 = load i64, i64* %v4
  %t61 = icmp ult i64 %t60, %p0.len
  br i1 %t61, label %inb17, label %oob18, !prof !2
oob18:
  call void @tack.oob(i64* %status, i64 1, i64 %t60, i64 %p0.len)
  br label %abort
inb17:
  %t62 = getelementptr inbounds float, float* %p0, i64 %t60
  %t63 = load float, float* %t62
  %t64 = load i64, i64* %v4
  %t65 = icmp ult i64 %t64, %p1.len
  br i1 %t65, label %inb19, label %oob20, !prof !2
oob20:
  call void @tack.oob(i64* %status, i64 2, i64 %t64, i64 %p1.len)
  br label %abort
inb19:
  %t66 = getelementptr inbounds float, float* %p1, i64 %t64
  %t67 = load float, float* %t66
  %t68 = call float @llvm.fmuladd.f32(float %t59, float %t63, float %t67)
  %t69 = icmp ult i64 %t58, %p2.len
  br i1 %t69, label %inb21, label %oob22, !prof !2
oob22:
  call void @tack.oob(i64* %status, i64 3, i64 %t58, i64 %p2.len)
  br label %abort
inb21:
  %t70 = getelementptr inbounds float, float* %p2, i64 %t58
  store float %t68, float* %t70
  br label %it.latch16
it.latch16:
  %t71 = load i64, i64* %it4.1
  %t72 = add i64 %t71, 1
  store i64 %t72, i64* %it4.1
  br label %it.head14, !llvm.loop !3
loop.exit0:
  ret void
abort:
  ret void
}

define void @saxpy_unrolled_chunk(i64* %slots, i64 %start, i64 %end) #0 {
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
  %s3.w = trunc i64 %s3 to i32
  %s3.v = bitcast i32 %s3.w to float
  %h4.p = getelementptr i64, i64* %slots, i64 4
  %h4 = load i64, i64* %h4.p
  %h5.p = getelementptr i64, i64* %slots, i64 5
  %h5 = load i64, i64* %h5.p
  %h6.p = getelementptr i64, i64* %slots, i64 6
  %h6 = load i64, i64* %h6.p
  %st.p = getelementptr i64, i64* %slots, i64 7
  %st = load i64, i64* %st.p
  %st.a = inttoptr i64 %st to i64*
  call void @saxpy_unrolled(float* %s0.a, float* %s1.a, float* %s2.a, float %s3.v, i64 %h4, i64 %h5, i64 %h6, i64* %st.a, i64 %start, i64 %end)
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
declare <8 x float> @llvm.fmuladd.v8f32(<8 x float>, <8 x float>, <8 x float>)
declare float @llvm.fmuladd.f32(float, float, float)
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
!7 = distinct !{!7, !4, !8}
!8 = !{!"llvm.loop.unroll.count", i32 4}
