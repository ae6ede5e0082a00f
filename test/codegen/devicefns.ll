; Tack kernel 'devicefns' (generated; do not edit)
source_filename = "tack"
target triple = "x86_64-unknown-linux-gnu"

define internal i64 @tack_fn_clampIndex_0(i64 %a0, float* %a1, i64 %a1.len, i64* %status, i64* %budget) #1 {
entry:
  %v0 = alloca i64
  store i64 %a0, i64* %v0
  %t0 = load i64, i64* %v0
  %t1 = icmp slt i64 %t0, 0
  br i1 %t1, label %cond.then0, label %cond.else1
cond.then0:
  br label %cond.end2
cond.else1:
  %t2 = load i64, i64* %v0
  %t3 = icmp sge i64 %t2, %a1.len
  br i1 %t3, label %cond.then3, label %cond.else4
cond.then3:
  %t4 = sub i64 %a1.len, 1
  br label %cond.end5
cond.else4:
  %t5 = load i64, i64* %v0
  br label %cond.end5
cond.end5:
  %t6 = phi i64 [%t4, %cond.then3], [%t5, %cond.else4]
  br label %cond.end2
cond.end2:
  %t7 = phi i64 [0, %cond.then0], [%t6, %cond.end5]
  ret i64 %t7
dead6:
  ret i64 0
}

define internal float @tack_fn_square_0(float %a0, i64* %status, i64* %budget) #1 {
entry:
  %v0 = alloca float
  store float %a0, float* %v0
  %t0 = load float, float* %v0
  %t1 = load float, float* %v0
  %t2 = fmul float %t0, %t1
  ret float %t2
dead0:
  ret float 0x0000000000000000
}

define internal float @tack_fn_sumTo_0(float* %a0, i64 %a0.len, i64 %a1, i32 %a2, i64* %status, i64* %budget) #1 {
entry:
  %v1 = alloca i64
  %v2 = alloca i32
  %v3 = alloca float
  %blk4.1 = alloca i64
  %it4.1 = alloca i64
  %v4 = alloca i64
  store i64 %a1, i64* %v1
  store i32 %a2, i32* %v2
  store float 0x0000000000000000, float* %v3
  %t0 = load i32, i32* %v2
  %t1 = sext i32 %t0 to i64
  store i64 0, i64* %blk4.1
  br label %blk.head1
blk.head1:
  %t2 = load i64, i64* %blk4.1
  %t3 = icmp slt i64 %t2, %t1
  br i1 %t3, label %blk.body2, label %range.exit0
blk.body2:
  %t4 = add i64 %t2, 4096
  %t5 = icmp slt i64 %t4, %t1
  %t6 = select i1 %t5, i64 %t4, i64 %t1
  %t7 = sub i64 %t6, %t2
  %t8 = load i64, i64* %budget
  %t9 = sub i64 %t8, %t7
  store i64 %t9, i64* %budget
  %t10 = icmp slt i64 %t9, 0
  br i1 %t10, label %poll4, label %poll.go5
poll4:
  store i64 65536, i64* %budget
  %t11 = call i1 @tack.poll(i64* %status)
  br i1 %t11, label %abort, label %poll.go5
poll.go5:
  store i64 %t2, i64* %it4.1
  br label %it.head6
it.head6:
  %t12 = load i64, i64* %it4.1
  %t13 = icmp slt i64 %t12, %t6
  br i1 %t13, label %it.body7, label %blk.next3
it.body7:
  store i64 %t12, i64* %v4
  %t14 = load float, float* %v3
  %t15 = load i64, i64* %v1
  %t16 = load i64, i64* %v4
  %t17 = add i64 %t15, %t16
  %t18 = icmp eq i64 %a0.len, 0
  %t19 = icmp eq i64 %a0.len, -1
  %t20 = or i1 %t18, %t19
  %t21 = select i1 %t20, i64 1, i64 %a0.len
  %t22 = srem i64 %t17, %t21
  %t23 = select i1 %t20, i64 0, i64 %t22
  %t24 = icmp ult i64 %t23, %a0.len
  br i1 %t24, label %inb9, label %oob10, !prof !2
oob10:
  call void @tack.oob(i64* %status, i64 1, i64 %t23, i64 %a0.len)
  br label %abort
inb9:
  %t25 = getelementptr inbounds float, float* %a0, i64 %t23
  %t26 = load float, float* %t25
  %t27 = fadd float %t14, %t26
  store float %t27, float* %v3
  br label %it.latch8
it.latch8:
  %t28 = load i64, i64* %it4.1
  %t29 = add i64 %t28, 1
  store i64 %t29, i64* %it4.1
  br label %it.head6
blk.next3:
  store i64 %t6, i64* %blk4.1
  br label %blk.head1
range.exit0:
  %t30 = load float, float* %v3
  ret float %t30
dead11:
  ret float 0x0000000000000000
abort:
  store i64 -1, i64* %budget
  ret float 0x0000000000000000
}

define internal void @tack_kernel_devicefns(float* %p0, float* %p1, i32 %p2, i64 %p0.len, i64 %p1.len, i64* %status, i64 %start, i64 %end) #0 {
entry:
  %budget = alloca i64
  %v2 = alloca i32
  %it3.1 = alloca i64
  %v3 = alloca i64
  store i64 65536, i64* %budget
  store i32 %p2, i32* %v2
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
  br i1 %t11, label %fast5, label %slow6
fast5:
  store i64 %start, i64* %it3.1
  br label %it.head7
it.head7:
  %t12 = load i64, i64* %it3.1
  %t13 = icmp slt i64 %t12, %end
  br i1 %t13, label %it.body8, label %loop.exit0
it.body8:
  store i64 %t12, i64* %v3
  %t14 = load i64, i64* %v3
  %t15 = call i64 @tack_fn_clampIndex_0(i64 %t14, float* %p1, i64 %p1.len, i64* %status, i64* %budget)
  %t16 = load i64, i64* %v3
  %t17 = getelementptr inbounds float, float* %p0, i64 %t16
  %t18 = load float, float* %t17
  %t19 = call float @tack_fn_square_0(float %t18, i64* %status, i64* %budget)
  %t20 = load i64, i64* %v3
  %t21 = load i32, i32* %v2
  %t22 = call float @tack_fn_sumTo_0(float* %p0, i64 %p0.len, i64 %t20, i32 %t21, i64* %status, i64* %budget)
  %t23 = fadd float %t19, %t22
  %t24 = icmp ult i64 %t15, %p1.len
  br i1 %t24, label %inb10, label %oob11, !prof !2
oob11:
  call void @tack.oob(i64* %status, i64 2, i64 %t15, i64 %p1.len)
  br label %abort
inb10:
  %t25 = getelementptr inbounds float, float* %p1, i64 %t15
  store float %t23, float* %t25
  br label %it.latch9
it.latch9:
  %t26 = load i64, i64* %it3.1
  %t27 = add i64 %t26, 1
  store i64 %t27, i64* %it3.1
  br label %it.head7, !llvm.loop !0
slow6:
  store i64 %start, i64* %it3.1
  br label %it.head12
it.head12:
  %t28 = load i64, i64* %it3.1
  %t29 = icmp slt i64 %t28, %end
  br i1 %t29, label %it.body13, label %loop.exit0
it.body13:
  store i64 %t28, i64* %v3
  %t30 = load i64, i64* %v3
  %t31 = call i64 @tack_fn_clampIndex_0(i64 %t30, float* %p1, i64 %p1.len, i64* %status, i64* %budget)
  %t32 = load i64, i64* %v3
  %t33 = icmp ult i64 %t32, %p0.len
  br i1 %t33, label %inb15, label %oob16, !prof !2
oob16:
  call void @tack.oob(i64* %status, i64 3, i64 %t32, i64 %p0.len)
  br label %abort
inb15:
  %t34 = getelementptr inbounds float, float* %p0, i64 %t32
  %t35 = load float, float* %t34
  %t36 = call float @tack_fn_square_0(float %t35, i64* %status, i64* %budget)
  %t37 = load i64, i64* %v3
  %t38 = load i32, i32* %v2
  %t39 = call float @tack_fn_sumTo_0(float* %p0, i64 %p0.len, i64 %t37, i32 %t38, i64* %status, i64* %budget)
  %t40 = fadd float %t36, %t39
  %t41 = icmp ult i64 %t31, %p1.len
  br i1 %t41, label %inb17, label %oob18, !prof !2
oob18:
  call void @tack.oob(i64* %status, i64 2, i64 %t31, i64 %p1.len)
  br label %abort
inb17:
  %t42 = getelementptr inbounds float, float* %p1, i64 %t31
  store float %t40, float* %t42
  br label %it.latch14
it.latch14:
  %t43 = load i64, i64* %it3.1
  %t44 = add i64 %t43, 1
  store i64 %t44, i64* %it3.1
  br label %it.head12, !llvm.loop !3
loop.exit0:
  ret void
abort:
  ret void
}

define void @tack_chunk_devicefns(i64* %slots, i64 %start, i64 %end) #0 {
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
  %h3.p = getelementptr i64, i64* %slots, i64 3
  %h3 = load i64, i64* %h3.p
  %h4.p = getelementptr i64, i64* %slots, i64 4
  %h4 = load i64, i64* %h4.p
  %st.p = getelementptr i64, i64* %slots, i64 5
  %st = load i64, i64* %st.p
  %st.a = inttoptr i64 %st to i64*
  call void @tack_kernel_devicefns(float* %s0.a, float* %s1.a, i32 %s2.v, i64 %h3, i64 %h4, i64* %st.a, i64 %start, i64 %end)
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
