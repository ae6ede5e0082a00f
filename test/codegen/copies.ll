; Tack kernel 'copies' (generated; do not edit)
source_filename = "tack"
target triple = "x86_64-unknown-linux-gnu"

define internal float @tack_fn_apply_0(float %a0, float %a1, i64* %status, i64* %budget) #1 {
entry:
  %v0 = alloca float
  %v1 = alloca float
  store float %a0, float* %v0
  store float %a1, float* %v1
  %t0 = load float, float* %v0
  %t1 = load float, float* %v1
  %t2 = fmul float %t0, %t1
  ret float %t2
dead0:
  ret float 0x0000000000000000
}

define internal void @tack_kernel_copies(float* %p0, float* %p1, float %p2, i64 %p0.len, i64 %p1.len, i64* %status, i64 %start, i64 %end) #0 {
entry:
  %budget = alloca i64
  %v2 = alloca float
  %it5.1 = alloca i64
  %v5 = alloca i64
  %v7 = alloca float
  store i64 65536, i64* %budget
  store float %p2, float* %v2
  %t0 = load float, float* %v2
  %t1 = load float, float* %v2
  %t2 = icmp sge i64 %start, %end
  br i1 %t2, label %loop.exit0, label %chunk1
chunk1:
  %t3 = load atomic i64, i64* %status monotonic, align 8
  %t4 = icmp ne i64 %t3, 0
  br i1 %t4, label %abort, label %chunk.go2, !prof !6
chunk.go2:
  %t5 = sub i64 %end, %start
  %t6 = load i64, i64* %budget
  %t7 = sub i64 %t6, %t5
  store i64 %t7, i64* %budget
  %t8 = icmp slt i64 %t7, 0
  br i1 %t8, label %poll3, label %poll.go4
poll3:
  store i64 65536, i64* %budget
  %t9 = call i1 @tack.poll(i64* %status)
  br i1 %t9, label %abort, label %poll.go4
poll.go4:
  %t10 = sub i64 %end, 1
  %t11 = icmp ult i64 %start, %p0.len
  %t12 = icmp ult i64 %t10, %p0.len
  %t13 = and i1 %t11, %t12
  %t14 = icmp ult i64 %start, %p1.len
  %t15 = icmp ult i64 %t10, %p1.len
  %t16 = and i1 %t14, %t15
  %t17 = and i1 %t13, %t16
  br i1 %t17, label %fast5, label %slow6
fast5:
  store i64 %start, i64* %it5.1
  br label %it.head7
it.head7:
  %t18 = load i64, i64* %it5.1
  %t19 = icmp slt i64 %t18, %end
  br i1 %t19, label %it.body8, label %loop.exit0
it.body8:
  store i64 %t18, i64* %v5
  %t20 = load i64, i64* %v5
  %t21 = load i64, i64* %v5
  %t22 = getelementptr inbounds float, float* %p0, i64 %t21
  %t23 = load float, float* %t22
  store float %t23, float* %v7
  %t24 = load float, float* %v7
  %t25 = load i64, i64* %v5
  %t26 = load float, float* %v7
  %t27 = load float, float* %v2
  %t28 = call float @tack_fn_apply_0(float %t26, float %t27, i64* %status, i64* %budget)
  %t29 = load float, float* %v2
  %t30 = fadd float %t28, %t29
  %t31 = getelementptr inbounds float, float* %p1, i64 %t25
  store float %t30, float* %t31
  br label %it.latch9
it.latch9:
  %t32 = load i64, i64* %it5.1
  %t33 = add i64 %t32, 1
  store i64 %t33, i64* %it5.1
  br label %it.head7, !llvm.loop !0
slow6:
  store i64 %start, i64* %it5.1
  br label %it.head10
it.head10:
  %t34 = load i64, i64* %it5.1
  %t35 = icmp slt i64 %t34, %end
  br i1 %t35, label %it.body11, label %loop.exit0
it.body11:
  store i64 %t34, i64* %v5
  %t36 = load i64, i64* %v5
  %t37 = load i64, i64* %v5
  %t38 = icmp ult i64 %t37, %p0.len
  br i1 %t38, label %inb13, label %oob14, !prof !2
oob14:
  call void @tack.oob(i64* %status, i64 1, i64 %t37, i64 %p0.len)
  br label %abort
inb13:
  %t39 = getelementptr inbounds float, float* %p0, i64 %t37
  %t40 = load float, float* %t39
  store float %t40, float* %v7
  %t41 = load float, float* %v7
  %t42 = load i64, i64* %v5
  %t43 = load float, float* %v7
  %t44 = load float, float* %v2
  %t45 = call float @tack_fn_apply_0(float %t43, float %t44, i64* %status, i64* %budget)
  %t46 = load float, float* %v2
  %t47 = fadd float %t45, %t46
  %t48 = icmp ult i64 %t42, %p1.len
  br i1 %t48, label %inb15, label %oob16, !prof !2
oob16:
  call void @tack.oob(i64* %status, i64 2, i64 %t42, i64 %p1.len)
  br label %abort
inb15:
  %t49 = getelementptr inbounds float, float* %p1, i64 %t42
  store float %t47, float* %t49
  br label %it.latch12
it.latch12:
  %t50 = load i64, i64* %it5.1
  %t51 = add i64 %t50, 1
  store i64 %t51, i64* %it5.1
  br label %it.head10, !llvm.loop !3
loop.exit0:
  ret void
abort:
  ret void
}

define void @tack_chunk_copies(i64* %slots, i64 %start, i64 %end) #0 {
entry:
  %s0.p = getelementptr i64, i64* %slots, i64 0
  %s0 = load i64, i64* %s0.p
  %s0.a = inttoptr i64 %s0 to float*
  %s1.p = getelementptr i64, i64* %slots, i64 1
  %s1 = load i64, i64* %s1.p
  %s1.a = inttoptr i64 %s1 to float*
  %s2.p = getelementptr i64, i64* %slots, i64 2
  %s2 = load i64, i64* %s2.p
  %s2.w = trunc i64 %s2 to i32
  %s2.v = bitcast i32 %s2.w to float
  %h3.p = getelementptr i64, i64* %slots, i64 3
  %h3 = load i64, i64* %h3.p
  %h4.p = getelementptr i64, i64* %slots, i64 4
  %h4 = load i64, i64* %h4.p
  %st.p = getelementptr i64, i64* %slots, i64 5
  %st = load i64, i64* %st.p
  %st.a = inttoptr i64 %st to i64*
  call void @tack_kernel_copies(float* %s0.a, float* %s1.a, float %s2.v, i64 %h3, i64 %h4, i64* %st.a, i64 %start, i64 %end)
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
