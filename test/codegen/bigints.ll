; Tack kernel 'bigints' (generated; do not edit)
source_filename = "tack"
target triple = "x86_64-unknown-linux-gnu"

define internal void @tack_kernel_bigints(i64* %p0, i64* %p1, i64* %p2, i64 %p0.len, i64 %p1.len, i64 %p2.len, i64* %status, i64 %start, i64 %end) #0 {
entry:
  %budget = alloca i64
  %it3.1 = alloca i64
  %v3 = alloca i64
  %v4 = alloca i64
  %v5 = alloca i64
  store i64 65536, i64* %budget
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
  store i64 %start, i64* %it3.1
  br label %it.head7
it.head7:
  %t20 = load i64, i64* %it3.1
  %t21 = icmp slt i64 %t20, %end
  br i1 %t21, label %it.body8, label %loop.exit0
it.body8:
  store i64 %t20, i64* %v3
  %t22 = load i64, i64* %v3
  %t23 = getelementptr inbounds i64, i64* %p0, i64 %t22
  %t24 = load i64, i64* %t23
  store i64 %t24, i64* %v4
  %t25 = load i64, i64* %v3
  %t26 = getelementptr inbounds i64, i64* %p1, i64 %t25
  %t27 = load i64, i64* %t26
  %t28 = icmp eq i64 %t27, 0
  br i1 %t28, label %cond.then10, label %cond.else11
cond.then10:
  br label %cond.end12
cond.else11:
  %t29 = load i64, i64* %v3
  %t30 = getelementptr inbounds i64, i64* %p1, i64 %t29
  %t31 = load i64, i64* %t30
  br label %cond.end12
cond.end12:
  %t32 = phi i64 [1, %cond.then10], [%t31, %cond.else11]
  store i64 %t32, i64* %v5
  %t33 = load i64, i64* %v3
  %t34 = load i64, i64* %v4
  %t35 = mul i64 %t34, 3
  %t36 = load i64, i64* %v5
  %t37 = icmp eq i64 7, 0
  %t38 = icmp eq i64 7, -1
  %t39 = or i1 %t37, %t38
  %t40 = select i1 %t39, i64 1, i64 7
  %t41 = sdiv i64 %t36, %t40
  %t42 = sub i64 0, %t36
  %t43 = select i1 %t38, i64 %t42, i64 %t41
  %t44 = select i1 %t37, i64 0, i64 %t43
  %t45 = add i64 %t35, %t44
  %t46 = load i64, i64* %v4
  %t47 = icmp eq i64 5, 0
  %t48 = icmp eq i64 5, -1
  %t49 = or i1 %t47, %t48
  %t50 = select i1 %t49, i64 1, i64 5
  %t51 = srem i64 %t46, %t50
  %t52 = select i1 %t49, i64 0, i64 %t51
  %t53 = sub i64 %t45, %t52
  %t54 = load i64, i64* %v4
  %t55 = call i64 @tack.ipow.i64(i64 %t54, i64 2)
  %t56 = add i64 %t53, %t55
  %t57 = load i64, i64* %v4
  %t58 = icmp slt i64 3, 0
  %t59 = sub i64 0, 3
  %t60 = select i1 %t58, i64 %t59, i64 3
  %t61 = icmp ugt i64 %t60, 63
  %t62 = select i1 %t61, i64 63, i64 %t60
  %t63 = shl i64 %t57, %t62
  %t64 = ashr i64 %t57, %t62
  %t65 = select i1 %t61, i64 0, i64 %t63
  %t66 = ashr i64 %t57, 63
  %t67 = select i1 %t61, i64 %t66, i64 %t64
  %t68 = select i1 %t58, i64 %t65, i64 %t67
  %t69 = sub i64 %t56, %t68
  %t70 = getelementptr inbounds i64, i64* %p2, i64 %t33
  store i64 %t69, i64* %t70
  br label %it.latch9
it.latch9:
  %t71 = load i64, i64* %it3.1
  %t72 = add i64 %t71, 1
  store i64 %t72, i64* %it3.1
  br label %it.head7, !llvm.loop !0
slow6:
  store i64 %start, i64* %it3.1
  br label %it.head13
it.head13:
  %t73 = load i64, i64* %it3.1
  %t74 = icmp slt i64 %t73, %end
  br i1 %t74, label %it.body14, label %loop.exit0
it.body14:
  store i64 %t73, i64* %v3
  %t75 = load i64, i64* %v3
  %t76 = icmp ult i64 %t75, %p0.len
  br i1 %t76, label %inb16, label %oob17, !prof !2
oob17:
  call void @tack.oob(i64* %status, i64 1, i64 %t75, i64 %p0.len)
  br label %abort
inb16:
  %t77 = getelementptr inbounds i64, i64* %p0, i64 %t75
  %t78 = load i64, i64* %t77
  store i64 %t78, i64* %v4
  %t79 = load i64, i64* %v3
  %t80 = icmp ult i64 %t79, %p1.len
  br i1 %t80, label %inb18, label %oob19, !prof !2
oob19:
  call void @tack.oob(i64* %status, i64 2, i64 %t79, i64 %p1.len)
  br label %abort
inb18:
  %t81 = getelementptr inbounds i64, i64* %p1, i64 %t79
  %t82 = load i64, i64* %t81
  %t83 = icmp eq i64 %t82, 0
  br i1 %t83, label %cond.then20, label %cond.else21
cond.then20:
  br label %cond.end22
cond.else21:
  %t84 = load i64, i64* %v3
  %t85 = icmp ult i64 %t84, %p1.len
  br i1 %t85, label %inb23, label %oob24, !prof !2
oob24:
  call void @tack.oob(i64* %status, i64 3, i64 %t84, i64 %p1.len)
  br label %abort
inb23:
  %t86 = getelementptr inbounds i64, i64* %p1, i64 %t84
  %t87 = load i64, i64* %t86
  br label %cond.end22
cond.end22:
  %t88 = phi i64 [1, %cond.then20], [%t87, %inb23]
  store i64 %t88, i64* %v5
  %t89 = load i64, i64* %v3
  %t90 = load i64, i64* %v4
  %t91 = mul i64 %t90, 3
  %t92 = load i64, i64* %v5
  %t93 = icmp eq i64 7, 0
  %t94 = icmp eq i64 7, -1
  %t95 = or i1 %t93, %t94
  %t96 = select i1 %t95, i64 1, i64 7
  %t97 = sdiv i64 %t92, %t96
  %t98 = sub i64 0, %t92
  %t99 = select i1 %t94, i64 %t98, i64 %t97
  %t100 = select i1 %t93, i64 0, i64 %t99
  %t101 = add i64 %t91, %t100
  %t102 = load i64, i64* %v4
  %t103 = icmp eq i64 5, 0
  %t104 = icmp eq i64 5, -1
  %t105 = or i1 %t103, %t104
  %t106 = select i1 %t105, i64 1, i64 5
  %t107 = srem i64 %t102, %t106
  %t108 = select i1 %t105, i64 0, i64 %t107
  %t109 = sub i64 %t101, %t108
  %t110 = load i64, i64* %v4
  %t111 = call i64 @tack.ipow.i64(i64 %t110, i64 2)
  %t112 = add i64 %t109, %t111
  %t113 = load i64, i64* %v4
  %t114 = icmp slt i64 3, 0
  %t115 = sub i64 0, 3
  %t116 = select i1 %t114, i64 %t115, i64 3
  %t117 = icmp ugt i64 %t116, 63
  %t118 = select i1 %t117, i64 63, i64 %t116
  %t119 = shl i64 %t113, %t118
  %t120 = ashr i64 %t113, %t118
  %t121 = select i1 %t117, i64 0, i64 %t119
  %t122 = ashr i64 %t113, 63
  %t123 = select i1 %t117, i64 %t122, i64 %t120
  %t124 = select i1 %t114, i64 %t121, i64 %t123
  %t125 = sub i64 %t112, %t124
  %t126 = icmp ult i64 %t89, %p2.len
  br i1 %t126, label %inb25, label %oob26, !prof !2
oob26:
  call void @tack.oob(i64* %status, i64 4, i64 %t89, i64 %p2.len)
  br label %abort
inb25:
  %t127 = getelementptr inbounds i64, i64* %p2, i64 %t89
  store i64 %t125, i64* %t127
  br label %it.latch15
it.latch15:
  %t128 = load i64, i64* %it3.1
  %t129 = add i64 %t128, 1
  store i64 %t129, i64* %it3.1
  br label %it.head13, !llvm.loop !3
loop.exit0:
  ret void
abort:
  ret void
}

define void @tack_chunk_bigints(i64* %slots, i64 %start, i64 %end) #0 {
entry:
  %s0.p = getelementptr i64, i64* %slots, i64 0
  %s0 = load i64, i64* %s0.p
  %s0.a = inttoptr i64 %s0 to i64*
  %s1.p = getelementptr i64, i64* %slots, i64 1
  %s1 = load i64, i64* %s1.p
  %s1.a = inttoptr i64 %s1 to i64*
  %s2.p = getelementptr i64, i64* %slots, i64 2
  %s2 = load i64, i64* %s2.p
  %s2.a = inttoptr i64 %s2 to i64*
  %h3.p = getelementptr i64, i64* %slots, i64 3
  %h3 = load i64, i64* %h3.p
  %h4.p = getelementptr i64, i64* %slots, i64 4
  %h4 = load i64, i64* %h4.p
  %h5.p = getelementptr i64, i64* %slots, i64 5
  %h5 = load i64, i64* %h5.p
  %st.p = getelementptr i64, i64* %slots, i64 6
  %st = load i64, i64* %st.p
  %st.a = inttoptr i64 %st to i64*
  call void @tack_kernel_bigints(i64* %s0.a, i64* %s1.a, i64* %s2.a, i64 %h3, i64 %h4, i64 %h5, i64* %st.a, i64 %start, i64 %end)
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
define internal i64 @tack.ipow.i64(i64 %b, i64 %e) #1 {
entry:
  %neg = icmp slt i64 %e, 0
  br i1 %neg, label %done0, label %loop
loop:
  %acc = phi i64 [1, %entry], [%acc2, %step]
  %base = phi i64 [%b, %entry], [%base2, %step]
  %ex = phi i64 [%e, %entry], [%ex2, %step]
  %z = icmp eq i64 %ex, 0
  br i1 %z, label %done, label %step
step:
  %bit = and i64 %ex, 1
  %odd = icmp ne i64 %bit, 0
  %m = mul i64 %acc, %base
  %acc2 = select i1 %odd, i64 %m, i64 %acc
  %base2 = mul i64 %base, %base
  %ex2 = lshr i64 %ex, 1
  br label %loop
done:
  ret i64 %acc
done0:
  ret i64 0
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
