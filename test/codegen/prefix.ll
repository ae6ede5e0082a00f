; Tack kernel 'prefix' (generated; do not edit)
source_filename = "tack"
target triple = "x86_64-unknown-linux-gnu"

define internal void @tack_kernel_prefix(i32* %p0, i32* %p1, i32 %p2, i64 %p0.len, i64 %p1.len, i64* %status, i64 %start, i64 %end) #0 {
entry:
  %budget = alloca i64
  %v2 = alloca i32
  %v3 = alloca i64
  %blk4.1 = alloca i64
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
  store i64 %start, i64* %blk4.1
  br label %blk.head1
blk.head1:
  %t24 = load i64, i64* %blk4.1
  %t25 = icmp slt i64 %t24, %end
  br i1 %t25, label %blk.body2, label %loop.exit0
blk.body2:
  %t26 = add i64 %t24, 4096
  %t27 = icmp slt i64 %t26, %end
  %t28 = select i1 %t27, i64 %t26, i64 %end
  %t29 = sub i64 %t28, %t24
  %t30 = load i64, i64* %budget
  %t31 = sub i64 %t30, %t29
  store i64 %t31, i64* %budget
  %t32 = icmp slt i64 %t31, 0
  br i1 %t32, label %poll4, label %poll.go5
poll4:
  store i64 65536, i64* %budget
  %t33 = call i1 @tack.poll(i64* %status)
  br i1 %t33, label %abort, label %poll.go5
poll.go5:
  store i64 %t24, i64* %it4.1
  br label %it.head6
it.head6:
  %t34 = load i64, i64* %it4.1
  %t35 = icmp slt i64 %t34, %t28
  br i1 %t35, label %it.body7, label %blk.next3
it.body7:
  store i64 %t34, i64* %v4
  store i32 0, i32* %v5
  %t36 = load i64, i64* %v4
  %t37 = add i64 %t36, 1
  %t38 = load i32, i32* %v2
  %t39 = sext i32 %t38 to i64
  %t40 = mul i64 %t37, %t39
  %t41 = icmp slt i64 %p0.len, %t40
  %t42 = select i1 %t41, i64 %p0.len, i64 %t40
  store i64 %t42, i64* %v6
  %t43 = load i64, i64* %v4
  %t44 = load i32, i32* %v2
  %t45 = sext i32 %t44 to i64
  %t46 = mul i64 %t43, %t45
  store i64 %t46, i64* %v7
  br label %while.head9
while.head9:
  %t47 = load i64, i64* %v7
  %t48 = load i64, i64* %v6
  %t49 = icmp slt i64 %t47, %t48
  br i1 %t49, label %while.body10, label %while.exit12
while.body10:
  %t50 = load i32, i32* %v5
  %t51 = load i64, i64* %v7
  %t52 = icmp ult i64 %t51, %p0.len
  br i1 %t52, label %inb13, label %oob14, !prof !2
oob14:
  call void @tack.oob(i64* %status, i64 1, i64 %t51)
  br label %abort
inb13:
  %t53 = getelementptr inbounds i32, i32* %p0, i64 %t51
  %t54 = load i32, i32* %t53
  %t55 = add i32 %t50, %t54
  store i32 %t55, i32* %v5
  %t56 = load i64, i64* %v7
  %t57 = load i32, i32* %v5
  %t58 = icmp ult i64 %t56, %p1.len
  br i1 %t58, label %inb15, label %oob16, !prof !2
oob16:
  call void @tack.oob(i64* %status, i64 2, i64 %t56)
  br label %abort
inb15:
  %t59 = getelementptr inbounds i32, i32* %p1, i64 %t56
  store i32 %t57, i32* %t59
  br label %while.cont11
while.cont11:
  %t60 = load i64, i64* %v7
  %t61 = add i64 %t60, 1
  store i64 %t61, i64* %v7
  %t62 = load i64, i64* %budget
  %t63 = sub i64 %t62, 1
  store i64 %t63, i64* %budget
  %t64 = icmp slt i64 %t63, 0
  br i1 %t64, label %poll17, label %poll.go18
poll17:
  store i64 65536, i64* %budget
  %t65 = call i1 @tack.poll(i64* %status)
  br i1 %t65, label %abort, label %poll.go18
poll.go18:
  br label %while.head9
while.exit12:
  br label %it.latch8
it.latch8:
  %t66 = load i64, i64* %it4.1
  %t67 = add i64 %t66, 1
  store i64 %t67, i64* %it4.1
  br label %it.head6, !llvm.loop !0
blk.next3:
  store i64 %t28, i64* %blk4.1
  br label %blk.head1
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
