; Tack kernel 'loops' (generated; do not edit)
source_filename = "tack"
target triple = "x86_64-unknown-linux-gnu"

define internal void @tack_kernel_loops(i32* %p0, i32* %p1, i64 %p0.len, i64 %p1.len, i64* %status, i64 %start, i64 %end) #0 {
entry:
  %budget = alloca i64
  %it2.1 = alloca i64
  %v2 = alloca i64
  %v3 = alloca i32
  %v4 = alloca i32
  %v5 = alloca i32
  %v6 = alloca i32
  %v7 = alloca i32
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
  br i1 %t15, label %fast5, label %slow6
fast5:
  store i64 %start, i64* %it2.1
  br label %it.head7
it.head7:
  %t16 = load i64, i64* %it2.1
  %t17 = icmp slt i64 %t16, %end
  br i1 %t17, label %it.body8, label %loop.exit0
it.body8:
  store i64 %t16, i64* %v2
  %t18 = load i64, i64* %v2
  %t19 = getelementptr inbounds i32, i32* %p0, i64 %t18
  %t20 = load i32, i32* %t19
  store i32 %t20, i32* %v3
  store i32 0, i32* %v4
  br label %while.head10
while.head10:
  %t21 = load i32, i32* %v3
  %t22 = icmp ne i32 %t21, 1
  br i1 %t22, label %logic.rhs14, label %logic.end15
logic.rhs14:
  %t23 = load i32, i32* %v4
  %t24 = icmp slt i32 %t23, 500
  br label %logic.end15
logic.end15:
  %t25 = phi i1 [false, %while.head10], [%t24, %logic.rhs14]
  br i1 %t25, label %while.body11, label %while.exit13
while.body11:
  %t26 = load i32, i32* %v3
  %t27 = icmp eq i32 2, 0
  %t28 = icmp eq i32 2, -1
  %t29 = or i1 %t27, %t28
  %t30 = select i1 %t29, i32 1, i32 2
  %t31 = srem i32 %t26, %t30
  %t32 = select i1 %t29, i32 0, i32 %t31
  %t33 = icmp eq i32 %t32, 0
  br i1 %t33, label %if.then16, label %if.else17
if.then16:
  %t34 = load i32, i32* %v3
  %t35 = icmp eq i32 2, 0
  %t36 = icmp eq i32 2, -1
  %t37 = or i1 %t35, %t36
  %t38 = select i1 %t37, i32 1, i32 2
  %t39 = sdiv i32 %t34, %t38
  %t40 = sub i32 0, %t34
  %t41 = select i1 %t36, i32 %t40, i32 %t39
  %t42 = select i1 %t35, i32 0, i32 %t41
  %t43 = or i32 %t42, 0
  store i32 %t43, i32* %v3
  br label %if.end18
if.else17:
  %t44 = load i32, i32* %v3
  %t45 = mul i32 3, %t44
  %t46 = add i32 %t45, 1
  store i32 %t46, i32* %v3
  br label %if.end18
if.end18:
  %t47 = load i32, i32* %v4
  %t48 = add i32 %t47, 1
  store i32 %t48, i32* %v4
  br label %while.cont12
while.cont12:
  %t49 = load i64, i64* %budget
  %t50 = sub i64 %t49, 1
  store i64 %t50, i64* %budget
  %t51 = icmp slt i64 %t50, 0
  br i1 %t51, label %poll19, label %poll.go20
poll19:
  store i64 65536, i64* %budget
  %t52 = call i1 @tack.poll(i64* %status)
  br i1 %t52, label %abort, label %poll.go20
poll.go20:
  br label %while.head10
while.exit13:
  store i32 0, i32* %v5
  br label %while.body22
while.head21:
  %t53 = load i32, i32* %v5
  %t54 = icmp slt i32 %t53, 50
  br i1 %t54, label %while.body22, label %while.exit24
while.body22:
  %t55 = load i32, i32* %v5
  %t56 = add i32 %t55, 3
  store i32 %t56, i32* %v5
  %t57 = load i32, i32* %v5
  %t58 = icmp eq i32 5, 0
  %t59 = icmp eq i32 5, -1
  %t60 = or i1 %t58, %t59
  %t61 = select i1 %t60, i32 1, i32 5
  %t62 = srem i32 %t57, %t61
  %t63 = select i1 %t60, i32 0, i32 %t62
  %t64 = icmp eq i32 %t63, 0
  br i1 %t64, label %if.then25, label %if.else26
if.then25:
  br label %while.cont23
dead28:
  br label %if.end27
if.else26:
  br label %if.end27
if.end27:
  %t65 = load i32, i32* %v5
  %t66 = icmp sgt i32 %t65, 40
  br i1 %t66, label %if.then29, label %if.else30
if.then29:
  br label %while.exit24
dead32:
  br label %if.end31
if.else30:
  br label %if.end31
if.end31:
  br label %while.cont23
while.cont23:
  %t67 = load i64, i64* %budget
  %t68 = sub i64 %t67, 1
  store i64 %t68, i64* %budget
  %t69 = icmp slt i64 %t68, 0
  br i1 %t69, label %poll33, label %poll.go34
poll33:
  store i64 65536, i64* %budget
  %t70 = call i1 @tack.poll(i64* %status)
  br i1 %t70, label %abort, label %poll.go34
poll.go34:
  br label %while.head21
while.exit24:
  store i32 0, i32* %v6
  store i32 0, i32* %v7
  br label %while.head35
while.head35:
  %t71 = load i32, i32* %v7
  %t72 = icmp slt i32 %t71, 10
  br i1 %t72, label %while.body36, label %while.exit38
while.body36:
  %t73 = load i32, i32* %v6
  %t74 = load i32, i32* %v7
  %t75 = add i32 %t73, %t74
  store i32 %t75, i32* %v6
  br label %while.cont37
while.cont37:
  %t76 = load i32, i32* %v7
  %t77 = add i32 %t76, 2
  store i32 %t77, i32* %v7
  %t78 = load i64, i64* %budget
  %t79 = sub i64 %t78, 1
  store i64 %t79, i64* %budget
  %t80 = icmp slt i64 %t79, 0
  br i1 %t80, label %poll39, label %poll.go40
poll39:
  store i64 65536, i64* %budget
  %t81 = call i1 @tack.poll(i64* %status)
  br i1 %t81, label %abort, label %poll.go40
poll.go40:
  br label %while.head35
while.exit38:
  %t82 = load i64, i64* %v2
  %t83 = load i32, i32* %v4
  %t84 = load i32, i32* %v5
  %t85 = add i32 %t83, %t84
  %t86 = load i32, i32* %v6
  %t87 = add i32 %t85, %t86
  %t88 = getelementptr inbounds i32, i32* %p1, i64 %t82
  store i32 %t87, i32* %t88
  br label %it.latch9
it.latch9:
  %t89 = load i64, i64* %it2.1
  %t90 = add i64 %t89, 1
  store i64 %t90, i64* %it2.1
  br label %it.head7, !llvm.loop !0
slow6:
  store i64 %start, i64* %it2.1
  br label %it.head41
it.head41:
  %t91 = load i64, i64* %it2.1
  %t92 = icmp slt i64 %t91, %end
  br i1 %t92, label %it.body42, label %loop.exit0
it.body42:
  store i64 %t91, i64* %v2
  %t93 = load i64, i64* %v2
  %t94 = icmp ult i64 %t93, %p0.len
  br i1 %t94, label %inb44, label %oob45, !prof !2
oob45:
  call void @tack.oob(i64* %status, i64 1, i64 %t93, i64 %p0.len)
  br label %abort
inb44:
  %t95 = getelementptr inbounds i32, i32* %p0, i64 %t93
  %t96 = load i32, i32* %t95
  store i32 %t96, i32* %v3
  store i32 0, i32* %v4
  br label %while.head46
while.head46:
  %t97 = load i32, i32* %v3
  %t98 = icmp ne i32 %t97, 1
  br i1 %t98, label %logic.rhs50, label %logic.end51
logic.rhs50:
  %t99 = load i32, i32* %v4
  %t100 = icmp slt i32 %t99, 500
  br label %logic.end51
logic.end51:
  %t101 = phi i1 [false, %while.head46], [%t100, %logic.rhs50]
  br i1 %t101, label %while.body47, label %while.exit49
while.body47:
  %t102 = load i32, i32* %v3
  %t103 = icmp eq i32 2, 0
  %t104 = icmp eq i32 2, -1
  %t105 = or i1 %t103, %t104
  %t106 = select i1 %t105, i32 1, i32 2
  %t107 = srem i32 %t102, %t106
  %t108 = select i1 %t105, i32 0, i32 %t107
  %t109 = icmp eq i32 %t108, 0
  br i1 %t109, label %if.then52, label %if.else53
if.then52:
  %t110 = load i32, i32* %v3
  %t111 = icmp eq i32 2, 0
  %t112 = icmp eq i32 2, -1
  %t113 = or i1 %t111, %t112
  %t114 = select i1 %t113, i32 1, i32 2
  %t115 = sdiv i32 %t110, %t114
  %t116 = sub i32 0, %t110
  %t117 = select i1 %t112, i32 %t116, i32 %t115
  %t118 = select i1 %t111, i32 0, i32 %t117
  %t119 = or i32 %t118, 0
  store i32 %t119, i32* %v3
  br label %if.end54
if.else53:
  %t120 = load i32, i32* %v3
  %t121 = mul i32 3, %t120
  %t122 = add i32 %t121, 1
  store i32 %t122, i32* %v3
  br label %if.end54
if.end54:
  %t123 = load i32, i32* %v4
  %t124 = add i32 %t123, 1
  store i32 %t124, i32* %v4
  br label %while.cont48
while.cont48:
  %t125 = load i64, i64* %budget
  %t126 = sub i64 %t125, 1
  store i64 %t126, i64* %budget
  %t127 = icmp slt i64 %t126, 0
  br i1 %t127, label %poll55, label %poll.go56
poll55:
  store i64 65536, i64* %budget
  %t128 = call i1 @tack.poll(i64* %status)
  br i1 %t128, label %abort, label %poll.go56
poll.go56:
  br label %while.head46
while.exit49:
  store i32 0, i32* %v5
  br label %while.body58
while.head57:
  %t129 = load i32, i32* %v5
  %t130 = icmp slt i32 %t129, 50
  br i1 %t130, label %while.body58, label %while.exit60
while.body58:
  %t131 = load i32, i32* %v5
  %t132 = add i32 %t131, 3
  store i32 %t132, i32* %v5
  %t133 = load i32, i32* %v5
  %t134 = icmp eq i32 5, 0
  %t135 = icmp eq i32 5, -1
  %t136 = or i1 %t134, %t135
  %t137 = select i1 %t136, i32 1, i32 5
  %t138 = srem i32 %t133, %t137
  %t139 = select i1 %t136, i32 0, i32 %t138
  %t140 = icmp eq i32 %t139, 0
  br i1 %t140, label %if.then61, label %if.else62
if.then61:
  br label %while.cont59
dead64:
  br label %if.end63
if.else62:
  br label %if.end63
if.end63:
  %t141 = load i32, i32* %v5
  %t142 = icmp sgt i32 %t141, 40
  br i1 %t142, label %if.then65, label %if.else66
if.then65:
  br label %while.exit60
dead68:
  br label %if.end67
if.else66:
  br label %if.end67
if.end67:
  br label %while.cont59
while.cont59:
  %t143 = load i64, i64* %budget
  %t144 = sub i64 %t143, 1
  store i64 %t144, i64* %budget
  %t145 = icmp slt i64 %t144, 0
  br i1 %t145, label %poll69, label %poll.go70
poll69:
  store i64 65536, i64* %budget
  %t146 = call i1 @tack.poll(i64* %status)
  br i1 %t146, label %abort, label %poll.go70
poll.go70:
  br label %while.head57
while.exit60:
  store i32 0, i32* %v6
  store i32 0, i32* %v7
  br label %while.head71
while.head71:
  %t147 = load i32, i32* %v7
  %t148 = icmp slt i32 %t147, 10
  br i1 %t148, label %while.body72, label %while.exit74
while.body72:
  %t149 = load i32, i32* %v6
  %t150 = load i32, i32* %v7
  %t151 = add i32 %t149, %t150
  store i32 %t151, i32* %v6
  br label %while.cont73
while.cont73:
  %t152 = load i32, i32* %v7
  %t153 = add i32 %t152, 2
  store i32 %t153, i32* %v7
  %t154 = load i64, i64* %budget
  %t155 = sub i64 %t154, 1
  store i64 %t155, i64* %budget
  %t156 = icmp slt i64 %t155, 0
  br i1 %t156, label %poll75, label %poll.go76
poll75:
  store i64 65536, i64* %budget
  %t157 = call i1 @tack.poll(i64* %status)
  br i1 %t157, label %abort, label %poll.go76
poll.go76:
  br label %while.head71
while.exit74:
  %t158 = load i64, i64* %v2
  %t159 = load i32, i32* %v4
  %t160 = load i32, i32* %v5
  %t161 = add i32 %t159, %t160
  %t162 = load i32, i32* %v6
  %t163 = add i32 %t161, %t162
  %t164 = icmp ult i64 %t158, %p1.len
  br i1 %t164, label %inb77, label %oob78, !prof !2
oob78:
  call void @tack.oob(i64* %status, i64 2, i64 %t158, i64 %p1.len)
  br label %abort
inb77:
  %t165 = getelementptr inbounds i32, i32* %p1, i64 %t158
  store i32 %t163, i32* %t165
  br label %it.latch43
it.latch43:
  %t166 = load i64, i64* %it2.1
  %t167 = add i64 %t166, 1
  store i64 %t167, i64* %it2.1
  br label %it.head41, !llvm.loop !3
loop.exit0:
  ret void
abort:
  ret void
}

define void @tack_chunk_loops(i64* %slots, i64 %start, i64 %end) #0 {
entry:
  %s0.p = getelementptr i64, i64* %slots, i64 0
  %s0 = load i64, i64* %s0.p
  %s0.a = inttoptr i64 %s0 to i32*
  %s1.p = getelementptr i64, i64* %slots, i64 1
  %s1 = load i64, i64* %s1.p
  %s1.a = inttoptr i64 %s1 to i32*
  %h2.p = getelementptr i64, i64* %slots, i64 2
  %h2 = load i64, i64* %h2.p
  %h3.p = getelementptr i64, i64* %slots, i64 3
  %h3 = load i64, i64* %h3.p
  %st.p = getelementptr i64, i64* %slots, i64 4
  %st = load i64, i64* %st.p
  %st.a = inttoptr i64 %st to i64*
  call void @tack_kernel_loops(i32* %s0.a, i32* %s1.a, i64 %h2, i64 %h3, i64* %st.a, i64 %start, i64 %end)
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
