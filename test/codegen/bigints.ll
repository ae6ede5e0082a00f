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
  %t1 = sub i64 %end, %start
  %t2 = load i64, i64* %budget
  %t3 = sub i64 %t2, %t1
  store i64 %t3, i64* %budget
  %t4 = icmp slt i64 %t3, 0
  br i1 %t4, label %poll2, label %poll.go3
poll2:
  store i64 65536, i64* %budget
  %t5 = call i1 @tack.poll(i64* %status)
  br i1 %t5, label %abort, label %poll.go3
poll.go3:
  %t6 = sub i64 %end, 1
  %t7 = icmp ult i64 %start, %p0.len
  %t8 = icmp ult i64 %t6, %p0.len
  %t9 = and i1 %t7, %t8
  %t10 = icmp ult i64 %start, %p1.len
  %t11 = icmp ult i64 %t6, %p1.len
  %t12 = and i1 %t10, %t11
  %t13 = and i1 %t9, %t12
  %t14 = icmp ult i64 %start, %p2.len
  %t15 = icmp ult i64 %t6, %p2.len
  %t16 = and i1 %t14, %t15
  %t17 = and i1 %t13, %t16
  br i1 %t17, label %fast4, label %slow5
fast4:
  store i64 %start, i64* %it3.1
  br label %it.head6
it.head6:
  %t18 = load i64, i64* %it3.1
  %t19 = icmp slt i64 %t18, %end
  br i1 %t19, label %it.body7, label %loop.exit0
it.body7:
  store i64 %t18, i64* %v3
  %t20 = load i64, i64* %v3
  %t21 = getelementptr inbounds i64, i64* %p0, i64 %t20
  %t22 = load i64, i64* %t21
  store i64 %t22, i64* %v4
  %t23 = load i64, i64* %v3
  %t24 = getelementptr inbounds i64, i64* %p1, i64 %t23
  %t25 = load i64, i64* %t24
  %t26 = icmp eq i64 %t25, 0
  br i1 %t26, label %cond.then9, label %cond.else10
cond.then9:
  br label %cond.end11
cond.else10:
  %t27 = load i64, i64* %v3
  %t28 = getelementptr inbounds i64, i64* %p1, i64 %t27
  %t29 = load i64, i64* %t28
  br label %cond.end11
cond.end11:
  %t30 = phi i64 [1, %cond.then9], [%t29, %cond.else10]
  store i64 %t30, i64* %v5
  %t31 = load i64, i64* %v3
  %t32 = load i64, i64* %v4
  %t33 = mul i64 %t32, 3
  %t34 = load i64, i64* %v5
  %t35 = icmp eq i64 7, 0
  %t36 = icmp eq i64 7, -1
  %t37 = or i1 %t35, %t36
  %t38 = select i1 %t37, i64 1, i64 7
  %t39 = sdiv i64 %t34, %t38
  %t40 = sub i64 0, %t34
  %t41 = select i1 %t36, i64 %t40, i64 %t39
  %t42 = select i1 %t35, i64 0, i64 %t41
  %t43 = add i64 %t33, %t42
  %t44 = load i64, i64* %v4
  %t45 = icmp eq i64 5, 0
  %t46 = icmp eq i64 5, -1
  %t47 = or i1 %t45, %t46
  %t48 = select i1 %t47, i64 1, i64 5
  %t49 = srem i64 %t44, %t48
  %t50 = select i1 %t47, i64 0, i64 %t49
  %t51 = sub i64 %t43, %t50
  %t52 = load i64, i64* %v4
  %t53 = call i64 @tack.ipow.i64(i64 %t52, i64 2)
  %t54 = add i64 %t51, %t53
  %t55 = load i64, i64* %v4
  %t56 = icmp slt i64 3, 0
  %t57 = sub i64 0, 3
  %t58 = select i1 %t56, i64 %t57, i64 3
  %t59 = icmp ugt i64 %t58, 63
  %t60 = select i1 %t59, i64 63, i64 %t58
  %t61 = shl i64 %t55, %t60
  %t62 = ashr i64 %t55, %t60
  %t63 = select i1 %t59, i64 0, i64 %t61
  %t64 = ashr i64 %t55, 63
  %t65 = select i1 %t59, i64 %t64, i64 %t62
  %t66 = select i1 %t56, i64 %t63, i64 %t65
  %t67 = sub i64 %t54, %t66
  %t68 = getelementptr inbounds i64, i64* %p2, i64 %t31
  store i64 %t67, i64* %t68
  br label %it.latch8
it.latch8:
  %t69 = load i64, i64* %it3.1
  %t70 = add i64 %t69, 1
  store i64 %t70, i64* %it3.1
  br label %it.head6, !llvm.loop !0
slow5:
  store i64 %start, i64* %it3.1
  br label %it.head12
it.head12:
  %t71 = load i64, i64* %it3.1
  %t72 = icmp slt i64 %t71, %end
  br i1 %t72, label %it.body13, label %loop.exit0
it.body13:
  store i64 %t71, i64* %v3
  %t73 = load i64, i64* %v3
  %t74 = icmp ult i64 %t73, %p0.len
  br i1 %t74, label %inb15, label %oob16, !prof !2
oob16:
  call void @tack.oob(i64* %status, i64 1, i64 %t73)
  br label %abort
inb15:
  %t75 = getelementptr inbounds i64, i64* %p0, i64 %t73
  %t76 = load i64, i64* %t75
  store i64 %t76, i64* %v4
  %t77 = load i64, i64* %v3
  %t78 = icmp ult i64 %t77, %p1.len
  br i1 %t78, label %inb17, label %oob18, !prof !2
oob18:
  call void @tack.oob(i64* %status, i64 2, i64 %t77)
  br label %abort
inb17:
  %t79 = getelementptr inbounds i64, i64* %p1, i64 %t77
  %t80 = load i64, i64* %t79
  %t81 = icmp eq i64 %t80, 0
  br i1 %t81, label %cond.then19, label %cond.else20
cond.then19:
  br label %cond.end21
cond.else20:
  %t82 = load i64, i64* %v3
  %t83 = icmp ult i64 %t82, %p1.len
  br i1 %t83, label %inb22, label %oob23, !prof !2
oob23:
  call void @tack.oob(i64* %status, i64 3, i64 %t82)
  br label %abort
inb22:
  %t84 = getelementptr inbounds i64, i64* %p1, i64 %t82
  %t85 = load i64, i64* %t84
  br label %cond.end21
cond.end21:
  %t86 = phi i64 [1, %cond.then19], [%t85, %inb22]
  store i64 %t86, i64* %v5
  %t87 = load i64, i64* %v3
  %t88 = load i64, i64* %v4
  %t89 = mul i64 %t88, 3
  %t90 = load i64, i64* %v5
  %t91 = icmp eq i64 7, 0
  %t92 = icmp eq i64 7, -1
  %t93 = or i1 %t91, %t92
  %t94 = select i1 %t93, i64 1, i64 7
  %t95 = sdiv i64 %t90, %t94
  %t96 = sub i64 0, %t90
  %t97 = select i1 %t92, i64 %t96, i64 %t95
  %t98 = select i1 %t91, i64 0, i64 %t97
  %t99 = add i64 %t89, %t98
  %t100 = load i64, i64* %v4
  %t101 = icmp eq i64 5, 0
  %t102 = icmp eq i64 5, -1
  %t103 = or i1 %t101, %t102
  %t104 = select i1 %t103, i64 1, i64 5
  %t105 = srem i64 %t100, %t104
  %t106 = select i1 %t103, i64 0, i64 %t105
  %t107 = sub i64 %t99, %t106
  %t108 = load i64, i64* %v4
  %t109 = call i64 @tack.ipow.i64(i64 %t108, i64 2)
  %t110 = add i64 %t107, %t109
  %t111 = load i64, i64* %v4
  %t112 = icmp slt i64 3, 0
  %t113 = sub i64 0, 3
  %t114 = select i1 %t112, i64 %t113, i64 3
  %t115 = icmp ugt i64 %t114, 63
  %t116 = select i1 %t115, i64 63, i64 %t114
  %t117 = shl i64 %t111, %t116
  %t118 = ashr i64 %t111, %t116
  %t119 = select i1 %t115, i64 0, i64 %t117
  %t120 = ashr i64 %t111, 63
  %t121 = select i1 %t115, i64 %t120, i64 %t118
  %t122 = select i1 %t112, i64 %t119, i64 %t121
  %t123 = sub i64 %t110, %t122
  %t124 = icmp ult i64 %t87, %p2.len
  br i1 %t124, label %inb24, label %oob25, !prof !2
oob25:
  call void @tack.oob(i64* %status, i64 4, i64 %t87)
  br label %abort
inb24:
  %t125 = getelementptr inbounds i64, i64* %p2, i64 %t87
  store i64 %t123, i64* %t125
  br label %it.latch14
it.latch14:
  %t126 = load i64, i64* %it3.1
  %t127 = add i64 %t126, 1
  store i64 %t127, i64* %it3.1
  br label %it.head12, !llvm.loop !3
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
