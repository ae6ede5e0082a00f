; Tack kernel 'bigints' (generated; do not edit)
source_filename = "tack"
target triple = "x86_64-unknown-linux-gnu"

define internal void @tack_kernel_bigints(i64* %p0, i64* %p1, i64* %p2, i64 %p0.len, i64 %p1.len, i64 %p2.len, i64* %status, i64 %start, i64 %end) #0 {
entry:
  %budget = alloca i64
  %blk3.1 = alloca i64
  %it3.1 = alloca i64
  %v3 = alloca i64
  %v4 = alloca i64
  %v5 = alloca i64
  store i64 65536, i64* %budget
  store i64 %start, i64* %blk3.1
  br label %blk.head1
blk.head1:
  %t0 = load i64, i64* %blk3.1
  %t1 = icmp slt i64 %t0, %end
  br i1 %t1, label %blk.body2, label %loop.exit0
blk.body2:
  %t2 = add i64 %t0, 4096
  %t3 = icmp slt i64 %t2, %end
  %t4 = select i1 %t3, i64 %t2, i64 %end
  %t5 = sub i64 %t4, %t0
  %t6 = load i64, i64* %budget
  %t7 = sub i64 %t6, %t5
  store i64 %t7, i64* %budget
  %t8 = icmp slt i64 %t7, 0
  br i1 %t8, label %poll4, label %poll.go5
poll4:
  store i64 65536, i64* %budget
  %t9 = call i1 @tack.poll(i64* %status)
  br i1 %t9, label %abort, label %poll.go5
poll.go5:
  %t10 = sub i64 %t4, 1
  %t11 = icmp ult i64 %t0, %p0.len
  %t12 = icmp ult i64 %t10, %p0.len
  %t13 = and i1 %t11, %t12
  %t14 = icmp ult i64 %t0, %p1.len
  %t15 = icmp ult i64 %t10, %p1.len
  %t16 = and i1 %t14, %t15
  %t17 = and i1 %t13, %t16
  %t18 = icmp ult i64 %t0, %p2.len
  %t19 = icmp ult i64 %t10, %p2.len
  %t20 = and i1 %t18, %t19
  %t21 = and i1 %t17, %t20
  br i1 %t21, label %fast6, label %slow7
fast6:
  store i64 %t0, i64* %it3.1
  br label %it.head8
it.head8:
  %t22 = load i64, i64* %it3.1
  %t23 = icmp slt i64 %t22, %t4
  br i1 %t23, label %it.body9, label %blk.next3
it.body9:
  store i64 %t22, i64* %v3
  %t24 = load i64, i64* %v3
  %t25 = getelementptr inbounds i64, i64* %p0, i64 %t24
  %t26 = load i64, i64* %t25
  store i64 %t26, i64* %v4
  %t27 = load i64, i64* %v3
  %t28 = getelementptr inbounds i64, i64* %p1, i64 %t27
  %t29 = load i64, i64* %t28
  %t30 = icmp eq i64 %t29, 0
  br i1 %t30, label %cond.then11, label %cond.else12
cond.then11:
  br label %cond.end13
cond.else12:
  %t31 = load i64, i64* %v3
  %t32 = getelementptr inbounds i64, i64* %p1, i64 %t31
  %t33 = load i64, i64* %t32
  br label %cond.end13
cond.end13:
  %t34 = phi i64 [1, %cond.then11], [%t33, %cond.else12]
  store i64 %t34, i64* %v5
  %t35 = load i64, i64* %v3
  %t36 = load i64, i64* %v4
  %t37 = mul i64 %t36, 3
  %t38 = load i64, i64* %v5
  %t39 = icmp eq i64 7, 0
  %t40 = icmp eq i64 7, -1
  %t41 = or i1 %t39, %t40
  %t42 = select i1 %t41, i64 1, i64 7
  %t43 = sdiv i64 %t38, %t42
  %t44 = sub i64 0, %t38
  %t45 = select i1 %t40, i64 %t44, i64 %t43
  %t46 = select i1 %t39, i64 0, i64 %t45
  %t47 = add i64 %t37, %t46
  %t48 = load i64, i64* %v4
  %t49 = icmp eq i64 5, 0
  %t50 = icmp eq i64 5, -1
  %t51 = or i1 %t49, %t50
  %t52 = select i1 %t51, i64 1, i64 5
  %t53 = srem i64 %t48, %t52
  %t54 = select i1 %t51, i64 0, i64 %t53
  %t55 = sub i64 %t47, %t54
  %t56 = load i64, i64* %v4
  %t57 = call i64 @tack.ipow.i64(i64 %t56, i64 2)
  %t58 = add i64 %t55, %t57
  %t59 = load i64, i64* %v4
  %t60 = icmp slt i64 3, 0
  %t61 = sub i64 0, 3
  %t62 = select i1 %t60, i64 %t61, i64 3
  %t63 = icmp ugt i64 %t62, 63
  %t64 = select i1 %t63, i64 63, i64 %t62
  %t65 = shl i64 %t59, %t64
  %t66 = ashr i64 %t59, %t64
  %t67 = select i1 %t63, i64 0, i64 %t65
  %t68 = ashr i64 %t59, 63
  %t69 = select i1 %t63, i64 %t68, i64 %t66
  %t70 = select i1 %t60, i64 %t67, i64 %t69
  %t71 = sub i64 %t58, %t70
  %t72 = getelementptr inbounds i64, i64* %p2, i64 %t35
  store i64 %t71, i64* %t72
  br label %it.latch10
it.latch10:
  %t73 = load i64, i64* %it3.1
  %t74 = add i64 %t73, 1
  store i64 %t74, i64* %it3.1
  br label %it.head8, !llvm.loop !0
slow7:
  store i64 %t0, i64* %it3.1
  br label %it.head14
it.head14:
  %t75 = load i64, i64* %it3.1
  %t76 = icmp slt i64 %t75, %t4
  br i1 %t76, label %it.body15, label %blk.next3
it.body15:
  store i64 %t75, i64* %v3
  %t77 = load i64, i64* %v3
  %t78 = icmp ult i64 %t77, %p0.len
  br i1 %t78, label %inb17, label %oob18, !prof !2
oob18:
  call void @tack.oob(i64* %status, i64 1, i64 %t77)
  br label %abort
inb17:
  %t79 = getelementptr inbounds i64, i64* %p0, i64 %t77
  %t80 = load i64, i64* %t79
  store i64 %t80, i64* %v4
  %t81 = load i64, i64* %v3
  %t82 = icmp ult i64 %t81, %p1.len
  br i1 %t82, label %inb19, label %oob20, !prof !2
oob20:
  call void @tack.oob(i64* %status, i64 2, i64 %t81)
  br label %abort
inb19:
  %t83 = getelementptr inbounds i64, i64* %p1, i64 %t81
  %t84 = load i64, i64* %t83
  %t85 = icmp eq i64 %t84, 0
  br i1 %t85, label %cond.then21, label %cond.else22
cond.then21:
  br label %cond.end23
cond.else22:
  %t86 = load i64, i64* %v3
  %t87 = icmp ult i64 %t86, %p1.len
  br i1 %t87, label %inb24, label %oob25, !prof !2
oob25:
  call void @tack.oob(i64* %status, i64 3, i64 %t86)
  br label %abort
inb24:
  %t88 = getelementptr inbounds i64, i64* %p1, i64 %t86
  %t89 = load i64, i64* %t88
  br label %cond.end23
cond.end23:
  %t90 = phi i64 [1, %cond.then21], [%t89, %inb24]
  store i64 %t90, i64* %v5
  %t91 = load i64, i64* %v3
  %t92 = load i64, i64* %v4
  %t93 = mul i64 %t92, 3
  %t94 = load i64, i64* %v5
  %t95 = icmp eq i64 7, 0
  %t96 = icmp eq i64 7, -1
  %t97 = or i1 %t95, %t96
  %t98 = select i1 %t97, i64 1, i64 7
  %t99 = sdiv i64 %t94, %t98
  %t100 = sub i64 0, %t94
  %t101 = select i1 %t96, i64 %t100, i64 %t99
  %t102 = select i1 %t95, i64 0, i64 %t101
  %t103 = add i64 %t93, %t102
  %t104 = load i64, i64* %v4
  %t105 = icmp eq i64 5, 0
  %t106 = icmp eq i64 5, -1
  %t107 = or i1 %t105, %t106
  %t108 = select i1 %t107, i64 1, i64 5
  %t109 = srem i64 %t104, %t108
  %t110 = select i1 %t107, i64 0, i64 %t109
  %t111 = sub i64 %t103, %t110
  %t112 = load i64, i64* %v4
  %t113 = call i64 @tack.ipow.i64(i64 %t112, i64 2)
  %t114 = add i64 %t111, %t113
  %t115 = load i64, i64* %v4
  %t116 = icmp slt i64 3, 0
  %t117 = sub i64 0, 3
  %t118 = select i1 %t116, i64 %t117, i64 3
  %t119 = icmp ugt i64 %t118, 63
  %t120 = select i1 %t119, i64 63, i64 %t118
  %t121 = shl i64 %t115, %t120
  %t122 = ashr i64 %t115, %t120
  %t123 = select i1 %t119, i64 0, i64 %t121
  %t124 = ashr i64 %t115, 63
  %t125 = select i1 %t119, i64 %t124, i64 %t122
  %t126 = select i1 %t116, i64 %t123, i64 %t125
  %t127 = sub i64 %t114, %t126
  %t128 = icmp ult i64 %t91, %p2.len
  br i1 %t128, label %inb26, label %oob27, !prof !2
oob27:
  call void @tack.oob(i64* %status, i64 4, i64 %t91)
  br label %abort
inb26:
  %t129 = getelementptr inbounds i64, i64* %p2, i64 %t91
  store i64 %t127, i64* %t129
  br label %it.latch16
it.latch16:
  %t130 = load i64, i64* %it3.1
  %t131 = add i64 %t130, 1
  store i64 %t131, i64* %it3.1
  br label %it.head14, !llvm.loop !0
blk.next3:
  store i64 %t4, i64* %blk3.1
  br label %blk.head1
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

attributes #0 = { nounwind }
attributes #1 = { alwaysinline nounwind }
attributes #2 = { cold noinline nounwind }

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.runtime.disable"}
!2 = !{!"branch_weights", i32 1048576, i32 1}
