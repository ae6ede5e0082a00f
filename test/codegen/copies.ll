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
  %blk5.1 = alloca i64
  %it5.1 = alloca i64
  %v5 = alloca i64
  %v7 = alloca float
  store i64 65536, i64* %budget
  store float %p2, float* %v2
  %t0 = load float, float* %v2
  %t1 = load float, float* %v2
  store i64 %start, i64* %blk5.1
  br label %blk.head1
blk.head1:
  %t2 = load i64, i64* %blk5.1
  %t3 = icmp slt i64 %t2, %end
  br i1 %t3, label %blk.body2, label %loop.exit0
blk.body2:
  %t4 = add i64 %t2, 4096
  %t5 = icmp slt i64 %t4, %end
  %t6 = select i1 %t5, i64 %t4, i64 %end
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
  %t12 = sub i64 %t6, 1
  %t13 = icmp ult i64 %t2, %p0.len
  %t14 = icmp ult i64 %t12, %p0.len
  %t15 = and i1 %t13, %t14
  %t16 = icmp ult i64 %t2, %p1.len
  %t17 = icmp ult i64 %t12, %p1.len
  %t18 = and i1 %t16, %t17
  %t19 = and i1 %t15, %t18
  br i1 %t19, label %fast6, label %slow7
fast6:
  store i64 %t2, i64* %it5.1
  br label %it.head8
it.head8:
  %t20 = load i64, i64* %it5.1
  %t21 = icmp slt i64 %t20, %t6
  br i1 %t21, label %it.body9, label %blk.next3
it.body9:
  store i64 %t20, i64* %v5
  %t22 = load i64, i64* %v5
  %t23 = load i64, i64* %v5
  %t24 = getelementptr inbounds float, float* %p0, i64 %t23
  %t25 = load float, float* %t24
  store float %t25, float* %v7
  %t26 = load float, float* %v7
  %t27 = load i64, i64* %v5
  %t28 = load float, float* %v7
  %t29 = load float, float* %v2
  %t30 = call float @tack_fn_apply_0(float %t28, float %t29, i64* %status, i64* %budget)
  %t31 = load float, float* %v2
  %t32 = fadd float %t30, %t31
  %t33 = getelementptr inbounds float, float* %p1, i64 %t27
  store float %t32, float* %t33
  br label %it.latch10
it.latch10:
  %t34 = load i64, i64* %it5.1
  %t35 = add i64 %t34, 1
  store i64 %t35, i64* %it5.1
  br label %it.head8, !llvm.loop !0
slow7:
  store i64 %t2, i64* %it5.1
  br label %it.head11
it.head11:
  %t36 = load i64, i64* %it5.1
  %t37 = icmp slt i64 %t36, %t6
  br i1 %t37, label %it.body12, label %blk.next3
it.body12:
  store i64 %t36, i64* %v5
  %t38 = load i64, i64* %v5
  %t39 = load i64, i64* %v5
  %t40 = icmp ult i64 %t39, %p0.len
  br i1 %t40, label %inb14, label %oob15, !prof !2
oob15:
  call void @tack.oob(i64* %status, i64 1, i64 %t39)
  br label %abort
inb14:
  %t41 = getelementptr inbounds float, float* %p0, i64 %t39
  %t42 = load float, float* %t41
  store float %t42, float* %v7
  %t43 = load float, float* %v7
  %t44 = load i64, i64* %v5
  %t45 = load float, float* %v7
  %t46 = load float, float* %v2
  %t47 = call float @tack_fn_apply_0(float %t45, float %t46, i64* %status, i64* %budget)
  %t48 = load float, float* %v2
  %t49 = fadd float %t47, %t48
  %t50 = icmp ult i64 %t44, %p1.len
  br i1 %t50, label %inb16, label %oob17, !prof !2
oob17:
  call void @tack.oob(i64* %status, i64 2, i64 %t44)
  br label %abort
inb16:
  %t51 = getelementptr inbounds float, float* %p1, i64 %t44
  store float %t49, float* %t51
  br label %it.latch13
it.latch13:
  %t52 = load i64, i64* %it5.1
  %t53 = add i64 %t52, 1
  store i64 %t53, i64* %it5.1
  br label %it.head11, !llvm.loop !0
blk.next3:
  store i64 %t6, i64* %blk5.1
  br label %blk.head1
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

attributes #0 = { nounwind }
attributes #1 = { alwaysinline nounwind }
attributes #2 = { cold noinline nounwind }

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.runtime.disable"}
!2 = !{!"branch_weights", i32 1048576, i32 1}
