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
  %t3 = sub i64 %end, %start
  %t4 = load i64, i64* %budget
  %t5 = sub i64 %t4, %t3
  store i64 %t5, i64* %budget
  %t6 = icmp slt i64 %t5, 0
  br i1 %t6, label %poll2, label %poll.go3
poll2:
  store i64 65536, i64* %budget
  %t7 = call i1 @tack.poll(i64* %status)
  br i1 %t7, label %abort, label %poll.go3
poll.go3:
  %t8 = sub i64 %end, 1
  %t9 = icmp ult i64 %start, %p0.len
  %t10 = icmp ult i64 %t8, %p0.len
  %t11 = and i1 %t9, %t10
  %t12 = icmp ult i64 %start, %p1.len
  %t13 = icmp ult i64 %t8, %p1.len
  %t14 = and i1 %t12, %t13
  %t15 = and i1 %t11, %t14
  br i1 %t15, label %fast4, label %slow5
fast4:
  store i64 %start, i64* %it5.1
  br label %it.head6
it.head6:
  %t16 = load i64, i64* %it5.1
  %t17 = icmp slt i64 %t16, %end
  br i1 %t17, label %it.body7, label %loop.exit0
it.body7:
  store i64 %t16, i64* %v5
  %t18 = load i64, i64* %v5
  %t19 = load i64, i64* %v5
  %t20 = getelementptr inbounds float, float* %p0, i64 %t19
  %t21 = load float, float* %t20
  store float %t21, float* %v7
  %t22 = load float, float* %v7
  %t23 = load i64, i64* %v5
  %t24 = load float, float* %v7
  %t25 = load float, float* %v2
  %t26 = call float @tack_fn_apply_0(float %t24, float %t25, i64* %status, i64* %budget)
  %t27 = load float, float* %v2
  %t28 = fadd float %t26, %t27
  %t29 = getelementptr inbounds float, float* %p1, i64 %t23
  store float %t28, float* %t29
  br label %it.latch8
it.latch8:
  %t30 = load i64, i64* %it5.1
  %t31 = add i64 %t30, 1
  store i64 %t31, i64* %it5.1
  br label %it.head6, !llvm.loop !0
slow5:
  store i64 %start, i64* %it5.1
  br label %it.head9
it.head9:
  %t32 = load i64, i64* %it5.1
  %t33 = icmp slt i64 %t32, %end
  br i1 %t33, label %it.body10, label %loop.exit0
it.body10:
  store i64 %t32, i64* %v5
  %t34 = load i64, i64* %v5
  %t35 = load i64, i64* %v5
  %t36 = icmp ult i64 %t35, %p0.len
  br i1 %t36, label %inb12, label %oob13, !prof !2
oob13:
  call void @tack.oob(i64* %status, i64 1, i64 %t35)
  br label %abort
inb12:
  %t37 = getelementptr inbounds float, float* %p0, i64 %t35
  %t38 = load float, float* %t37
  store float %t38, float* %v7
  %t39 = load float, float* %v7
  %t40 = load i64, i64* %v5
  %t41 = load float, float* %v7
  %t42 = load float, float* %v2
  %t43 = call float @tack_fn_apply_0(float %t41, float %t42, i64* %status, i64* %budget)
  %t44 = load float, float* %v2
  %t45 = fadd float %t43, %t44
  %t46 = icmp ult i64 %t40, %p1.len
  br i1 %t46, label %inb14, label %oob15, !prof !2
oob15:
  call void @tack.oob(i64* %status, i64 2, i64 %t40)
  br label %abort
inb14:
  %t47 = getelementptr inbounds float, float* %p1, i64 %t40
  store float %t45, float* %t47
  br label %it.latch11
it.latch11:
  %t48 = load i64, i64* %it5.1
  %t49 = add i64 %t48, 1
  store i64 %t49, i64* %it5.1
  br label %it.head9, !llvm.loop !3
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
