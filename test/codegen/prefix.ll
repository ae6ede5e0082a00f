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
  %blk7.9 = alloca i64
  %it7.9 = alloca i64
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
  %t25 = load atomic i64, i64* %status monotonic, align 8
  %t26 = icmp ne i64 %t25, 0
  br i1 %t26, label %abort, label %chunk.go2, !prof !6
chunk.go2:
  %t27 = sub i64 %end, %start
  %t28 = load i64, i64* %budget
  %t29 = sub i64 %t28, %t27
  store i64 %t29, i64* %budget
  %t30 = icmp slt i64 %t29, 0
  br i1 %t30, label %poll3, label %poll.go4
poll3:
  store i64 65536, i64* %budget
  %t31 = call i1 @tack.poll(i64* %status)
  br i1 %t31, label %abort, label %poll.go4
poll.go4:
  store i64 %start, i64* %it4.1
  br label %it.head5
it.head5:
  %t32 = load i64, i64* %it4.1
  %t33 = icmp slt i64 %t32, %end
  br i1 %t33, label %it.body6, label %loop.exit0
it.body6:
  store i64 %t32, i64* %v4
  store i32 0, i32* %v5
  %t34 = load i64, i64* %v4
  %t35 = add i64 %t34, 1
  %t36 = load i32, i32* %v2
  %t37 = sext i32 %t36 to i64
  %t38 = mul i64 %t35, %t37
  %t39 = icmp slt i64 %p0.len, %t38
  %t40 = select i1 %t39, i64 %p0.len, i64 %t38
  store i64 %t40, i64* %v6
  %t41 = load i64, i64* %v4
  %t42 = load i32, i32* %v2
  %t43 = sext i32 %t42 to i64
  %t44 = mul i64 %t41, %t43
  store i64 %t44, i64* %v7
  %t45 = load i64, i64* %v7
  %t46 = load i64, i64* %v6
  store i64 %t45, i64* %blk7.9
  br label %blk.head9
blk.head9:
  %t47 = load i64, i64* %blk7.9
  %t48 = icmp slt i64 %t47, %t46
  br i1 %t48, label %blk.body10, label %for.exit8
blk.body10:
  %t49 = add i64 %t47, 4096
  %t50 = icmp slt i64 %t49, %t46
  %t51 = select i1 %t50, i64 %t49, i64 %t46
  %t52 = sub i64 %t51, %t47
  %t53 = load i64, i64* %budget
  %t54 = sub i64 %t53, %t52
  store i64 %t54, i64* %budget
  %t55 = icmp slt i64 %t54, 0
  br i1 %t55, label %poll12, label %poll.go13
poll12:
  store i64 65536, i64* %budget
  %t56 = call i1 @tack.poll(i64* %status)
  br i1 %t56, label %abort, label %poll.go13
poll.go13:
  %t57 = sub i64 %t51, 1
  %t58 = icmp ult i64 %t47, %p0.len
  %t59 = icmp ult i64 %t57, %p0.len
  %t60 = and i1 %t58, %t59
  %t61 = icmp ult i64 %t47, %p1.len
  %t62 = icmp ult i64 %t57, %p1.len
  %t63 = and i1 %t61, %t62
  %t64 = and i1 %t60, %t63
  br i1 %t64, label %fast14, label %slow15
fast14:
  store i64 %t47, i64* %it7.9
  br label %it.head16
it.head16:
  %t65 = load i64, i64* %it7.9
  %t66 = icmp slt i64 %t65, %t51
  br i1 %t66, label %it.body17, label %blk.next11
it.body17:
  store i64 %t65, i64* %v7
  %t67 = load i32, i32* %v5
  %t68 = load i64, i64* %v7
  %t69 = getelementptr inbounds i32, i32* %p0, i64 %t68
  %t70 = load i32, i32* %t69
  %t71 = add i32 %t67, %t70
  store i32 %t71, i32* %v5
  %t72 = load i64, i64* %v7
  %t73 = load i32, i32* %v5
  %t74 = getelementptr inbounds i32, i32* %p1, i64 %t72
  store i32 %t73, i32* %t74
  br label %it.latch18
it.latch18:
  %t75 = load i64, i64* %it7.9
  %t76 = add i64 %t75, 1
  store i64 %t76, i64* %it7.9
  br label %it.head16
slow15:
  store i64 %t47, i64* %it7.9
  br label %it.head19
it.head19:
  %t77 = load i64, i64* %it7.9
  %t78 = icmp slt i64 %t77, %t51
  br i1 %t78, label %it.body20, label %blk.next11
it.body20:
  store i64 %t77, i64* %v7
  %t79 = load i32, i32* %v5
  %t80 = load i64, i64* %v7
  %t81 = icmp ult i64 %t80, %p0.len
  br i1 %t81, label %inb22, label %oob23, !prof !2
oob23:
  call void @tack.oob(i64* %status, i64 1, i64 %t80, i64 %p0.len)
  br label %abort
inb22:
  %t82 = getelementptr inbounds i32, i32* %p0, i64 %t80
  %t83 = load i32, i32* %t82
  %t84 = add i32 %t79, %t83
  store i32 %t84, i32* %v5
  %t85 = load i64, i64* %v7
  %t86 = load i32, i32* %v5
  %t87 = icmp ult i64 %t85, %p1.len
  br i1 %t87, label %inb24, label %oob25, !prof !2
oob25:
  call void @tack.oob(i64* %status, i64 2, i64 %t85, i64 %p1.len)
  br label %abort
inb24:
  %t88 = getelementptr inbounds i32, i32* %p1, i64 %t85
  store i32 %t86, i32* %t88
  br label %it.latch21
it.latch21:
  %t89 = load i64, i64* %it7.9
  %t90 = add i64 %t89, 1
  store i64 %t90, i64* %it7.9
  br label %it.head19, !llvm.loop !3
blk.next11:
  store i64 %t51, i64* %blk7.9
  br label %blk.head9
for.exit8:
  br label %it.latch7
it.latch7:
  %t91 = load i64, i64* %it4.1
  %t92 = add i64 %t91, 1
  store i64 %t92, i64* %it4.1
  br label %it.head5, !llvm.loop !0
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
