; Tack kernel 'prefix' (generated; do not edit)
source_filename = "tack"
target triple = "x86_64-unknown-linux-gnu"

define internal void @tack_kernel_prefix(i32* %p0, i32* %p1, i32 %p2, i64 %p0.len, i64 %p1.len, i64* %status, i64 %start, i64 %end) #0 {
entry:
  %budget = alloca i64
  %v2 = alloca i32
  %v3 = alloca i64
  %it4.1 = alloca i64
  %v4 = alloca i64
  %v5 = alloca i32
  %v6 = alloca i64
  %v7 = alloca i64
  store i64 65536, i64* %budget
  store i32 %p2, i32* %v2
  %t0 = load i32, i32* %v2
  %t1 = sext i32 %t0 to i64
  %t2 = add i64 %p0.len, %t1
  %t3 = sub i64 %t2, 1
  %t4 = load i32, i32* %v2
  %t5 = sext i32 %t4 to i64
  %t6 = icmp eq i64 %t5, 0
  %t7 = icmp eq i64 %t5, -1
  %t8 = or i1 %t6, %t7
  %t9 = select i1 %t8, i64 1, i64 %t5
  %t10 = sdiv i64 %t3, %t9
  %t11 = sub i64 0, %t3
  %t12 = select i1 %t7, i64 %t11, i64 %t10
  %t13 = select i1 %t6, i64 0, i64 %t12
  %t14 = mul i64 %t13, %t5
  %t15 = sub i64 %t3, %t14
  %t16 = icmp ne i64 %t15, 0
  %t17 = xor i64 %t15, %t5
  %t18 = icmp slt i64 %t17, 0
  %t19 = and i1 %t16, %t18
  %t20 = xor i1 %t6, true
  %t21 = and i1 %t19, %t20
  %t22 = zext i1 %t21 to i64
  %t23 = sub i64 %t13, %t22
  store i64 %t23, i64* %v3
  %t24 = icmp sge i64 %start, %end
  br i1 %t24, label %loop.exit0, label %chunk1
chunk1:
  %t25 = sub i64 %end, %start
  %t26 = load i64, i64* %budget
  %t27 = sub i64 %t26, %t25
  store i64 %t27, i64* %budget
  %t28 = icmp slt i64 %t27, 0
  br i1 %t28, label %poll2, label %poll.go3
poll2:
  store i64 65536, i64* %budget
  %t29 = call i1 @tack.poll(i64* %status)
  br i1 %t29, label %abort, label %poll.go3
poll.go3:
  store i64 %start, i64* %it4.1
  br label %it.head4
it.head4:
  %t30 = load i64, i64* %it4.1
  %t31 = icmp slt i64 %t30, %end
  br i1 %t31, label %it.body5, label %loop.exit0
it.body5:
  store i64 %t30, i64* %v4
  store i32 0, i32* %v5
  %t32 = load i64, i64* %v4
  %t33 = add i64 %t32, 1
  %t34 = load i32, i32* %v2
  %t35 = sext i32 %t34 to i64
  %t36 = mul i64 %t33, %t35
  %t37 = icmp slt i64 %p0.len, %t36
  %t38 = select i1 %t37, i64 %p0.len, i64 %t36
  store i64 %t38, i64* %v6
  %t39 = load i64, i64* %v4
  %t40 = load i32, i32* %v2
  %t41 = sext i32 %t40 to i64
  %t42 = mul i64 %t39, %t41
  store i64 %t42, i64* %v7
  br label %while.head7
while.head7:
  %t43 = load i64, i64* %v7
  %t44 = load i64, i64* %v6
  %t45 = icmp slt i64 %t43, %t44
  br i1 %t45, label %while.body8, label %while.exit10
while.body8:
  %t46 = load i32, i32* %v5
  %t47 = load i64, i64* %v7
  %t48 = icmp ult i64 %t47, %p0.len
  br i1 %t48, label %inb11, label %oob12, !prof !2
oob12:
  call void @tack.oob(i64* %status, i64 1, i64 %t47)
  br label %abort
inb11:
  %t49 = getelementptr inbounds i32, i32* %p0, i64 %t47
  %t50 = load i32, i32* %t49
  %t51 = add i32 %t46, %t50
  store i32 %t51, i32* %v5
  %t52 = load i64, i64* %v7
  %t53 = load i32, i32* %v5
  %t54 = icmp ult i64 %t52, %p1.len
  br i1 %t54, label %inb13, label %oob14, !prof !2
oob14:
  call void @tack.oob(i64* %status, i64 2, i64 %t52)
  br label %abort
inb13:
  %t55 = getelementptr inbounds i32, i32* %p1, i64 %t52
  store i32 %t53, i32* %t55
  br label %while.cont9
while.cont9:
  %t56 = load i64, i64* %v7
  %t57 = add i64 %t56, 1
  store i64 %t57, i64* %v7
  %t58 = load i64, i64* %budget
  %t59 = sub i64 %t58, 1
  store i64 %t59, i64* %budget
  %t60 = icmp slt i64 %t59, 0
  br i1 %t60, label %poll15, label %poll.go16
poll15:
  store i64 65536, i64* %budget
  %t61 = call i1 @tack.poll(i64* %status)
  br i1 %t61, label %abort, label %poll.go16
poll.go16:
  br label %while.head7
while.exit10:
  br label %it.latch6
it.latch6:
  %t62 = load i64, i64* %it4.1
  %t63 = add i64 %t62, 1
  store i64 %t63, i64* %it4.1
  br label %it.head4, !llvm.loop !0
loop.exit0:
  ret void
abort:
  ret void
}

define void @tack_chunk_prefix(i64* %slots, i64 %start, i64 %end) #0 {
entry:
  %s0.p = getelementptr i64, i64* %slots, i64 0
  %s0 = load i64, i64* %s0.p
  %s0.a = inttoptr i64 %s0 to i32*
  %s1.p = getelementptr i64, i64* %slots, i64 1
  %s1 = load i64, i64* %s1.p
  %s1.a = inttoptr i64 %s1 to i32*
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
  call void @tack_kernel_prefix(i32* %s0.a, i32* %s1.a, i32 %s2.v, i64 %h3, i64 %h4, i64* %st.a, i64 %start, i64 %end)
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
