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
  %v5 = alloca i64
  %v6 = alloca i64
  %v7 = alloca i64
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
  store i64 0, i64* %v5
  br label %while.body22
while.head21:
  %t53 = load i64, i64* %v5
  %t54 = icmp slt i64 %t53, 50
  br i1 %t54, label %while.body22, label %while.exit24
while.body22:
  %t55 = load i64, i64* %v5
  %t56 = add i64 %t55, 3
  store i64 %t56, i64* %v5
  %t57 = load i64, i64* %v5
  %t58 = icmp eq i64 5, 0
  %t59 = icmp eq i64 5, -1
  %t60 = or i1 %t58, %t59
  %t61 = select i1 %t60, i64 1, i64 5
  %t62 = srem i64 %t57, %t61
  %t63 = select i1 %t60, i64 0, i64 %t62
  %t64 = icmp eq i64 %t63, 0
  br i1 %t64, label %if.then25, label %if.else26
if.then25:
  br label %while.cont23
dead28:
  br label %if.end27
if.else26:
  br label %if.end27
if.end27:
  %t65 = load i64, i64* %v5
  %t66 = icmp sgt i64 %t65, 40
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
  store i64 0, i64* %v6
  store i64 0, i64* %v7
  br label %while.head35
while.head35:
  %t71 = load i64, i64* %v7
  %t72 = icmp slt i64 %t71, 10
  br i1 %t72, label %while.body36, label %while.exit38
while.body36:
  %t73 = load i64, i64* %v6
  %t74 = load i64, i64* %v7
  %t75 = add i64 %t73, %t74
  store i64 %t75, i64* %v6
  br label %while.cont37
while.cont37:
  %t76 = load i64, i64* %v7
  %t77 = add i64 %t76, 2
  store i64 %t77, i64* %v7
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
  %t84 = sext i32 %t83 to i64
  %t85 = load i64, i64* %v5
  %t86 = add i64 %t84, %t85
  %t87 = load i64, i64* %v6
  %t88 = add i64 %t86, %t87
  %t89 = trunc i64 %t88 to i32
  %t90 = getelementptr inbounds i32, i32* %p1, i64 %t82
  store i32 %t89, i32* %t90
  br label %it.latch9
it.latch9:
  %t91 = load i64, i64* %it2.1
  %t92 = add i64 %t91, 1
  store i64 %t92, i64* %it2.1
  br label %it.head7, !llvm.loop !0
slow6:
  store i64 %start, i64* %it2.1
  br label %it.head41
it.head41:
  %t93 = load i64, i64* %it2.1
  %t94 = icmp slt i64 %t93, %end
  br i1 %t94, label %it.body42, label %loop.exit0
it.body42:
  store i64 %t93, i64* %v2
  %t95 = load i64, i64* %v2
  %t96 = icmp ult i64 %t95, %p0.len
  br i1 %t96, label %inb44, label %oob45, !prof !2
oob45:
  call void @tack.oob(i64* %status, i64 1, i64 %t95, i64 %p0.len)
  br label %abort
inb44:
  %t97 = getelementptr inbounds i32, i32* %p0, i64 %t95
  %t98 = load i32, i32* %t97
  store i32 %t98, i32* %v3
  store i32 0, i32* %v4
  br label %while.head46
while.head46:
  %t99 = load i32, i32* %v3
  %t100 = icmp ne i32 %t99, 1
  br i1 %t100, label %logic.rhs50, label %logic.end51
logic.rhs50:
  %t101 = load i32, i32* %v4
  %t102 = icmp slt i32 %t101, 500
  br label %logic.end51
logic.end51:
  %t103 = phi i1 [false, %while.head46], [%t102, %logic.rhs50]
  br i1 %t103, label %while.body47, label %while.exit49
while.body47:
  %t104 = load i32, i32* %v3
  %t105 = icmp eq i32 2, 0
  %t106 = icmp eq i32 2, -1
  %t107 = or i1 %t105, %t106
  %t108 = select i1 %t107, i32 1, i32 2
  %t109 = srem i32 %t104, %t108
  %t110 = select i1 %t107, i32 0, i32 %t109
  %t111 = icmp eq i32 %t110, 0
  br i1 %t111, label %if.then52, label %if.else53
if.then52:
  %t112 = load i32, i32* %v3
  %t113 = icmp eq i32 2, 0
  %t114 = icmp eq i32 2, -1
  %t115 = or i1 %t113, %t114
  %t116 = select i1 %t115, i32 1, i32 2
  %t117 = sdiv i32 %t112, %t116
  %t118 = sub i32 0, %t112
  %t119 = select i1 %t114, i32 %t118, i32 %t117
  %t120 = select i1 %t113, i32 0, i32 %t119
  %t121 = or i32 %t120, 0
  store i32 %t121, i32* %v3
  br label %if.end54
if.else53:
  %t122 = load i32, i32* %v3
  %t123 = mul i32 3, %t122
  %t124 = add i32 %t123, 1
  store i32 %t124, i32* %v3
  br label %if.end54
if.end54:
  %t125 = load i32, i32* %v4
  %t126 = add i32 %t125, 1
  store i32 %t126, i32* %v4
  br label %while.cont48
while.cont48:
  %t127 = load i64, i64* %budget
  %t128 = sub i64 %t127, 1
  store i64 %t128, i64* %budget
  %t129 = icmp slt i64 %t128, 0
  br i1 %t129, label %poll55, label %poll.go56
poll55:
  store i64 65536, i64* %budget
  %t130 = call i1 @tack.poll(i64* %status)
  br i1 %t130, label %abort, label %poll.go56
poll.go56:
  br label %while.head46
while.exit49:
  store i64 0, i64* %v5
  br label %while.body58
while.head57:
  %t131 = load i64, i64* %v5
  %t132 = icmp slt i64 %t131, 50
  br i1 %t132, label %while.body58, label %while.exit60
while.body58:
  %t133 = load i64, i64* %v5
  %t134 = add i64 %t133, 3
  store i64 %t134, i64* %v5
  %t135 = load i64, i64* %v5
  %t136 = icmp eq i64 5, 0
  %t137 = icmp eq i64 5, -1
  %t138 = or i1 %t136, %t137
  %t139 = select i1 %t138, i64 1, i64 5
  %t140 = srem i64 %t135, %t139
  %t141 = select i1 %t138, i64 0, i64 %t140
  %t142 = icmp eq i64 %t141, 0
  br i1 %t142, label %if.then61, label %if.else62
if.then61:
  br label %while.cont59
dead64:
  br label %if.end63
if.else62:
  br label %if.end63
if.end63:
  %t143 = load i64, i64* %v5
  %t144 = icmp sgt i64 %t143, 40
  br i1 %t144, label %if.then65, label %if.else66
if.then65:
  br label %while.exit60
dead68:
  br label %if.end67
if.else66:
  br label %if.end67
if.end67:
  br label %while.cont59
while.cont59:
  %t145 = load i64, i64* %budget
  %t146 = sub i64 %t145, 1
  store i64 %t146, i64* %budget
  %t147 = icmp slt i64 %t146, 0
  br i1 %t147, label %poll69, label %poll.go70
poll69:
  store i64 65536, i64* %budget
  %t148 = call i1 @tack.poll(i64* %status)
  br i1 %t148, label %abort, label %poll.go70
poll.go70:
  br label %while.head57
while.exit60:
  store i64 0, i64* %v6
  store i64 0, i64* %v7
  br label %while.head71
while.head71:
  %t149 = load i64, i64* %v7
  %t150 = icmp slt i64 %t149, 10
  br i1 %t150, label %while.body72, label %while.exit74
while.body72:
  %t151 = load i64, i64* %v6
  %t152 = load i64, i64* %v7
  %t153 = add i64 %t151, %t152
  store i64 %t153, i64* %v6
  br label %while.cont73
while.cont73:
  %t154 = load i64, i64* %v7
  %t155 = add i64 %t154, 2
  store i64 %t155, i64* %v7
  %t156 = load i64, i64* %budget
  %t157 = sub i64 %t156, 1
  store i64 %t157, i64* %budget
  %t158 = icmp slt i64 %t157, 0
  br i1 %t158, label %poll75, label %poll.go76
poll75:
  store i64 65536, i64* %budget
  %t159 = call i1 @tack.poll(i64* %status)
  br i1 %t159, label %abort, label %poll.go76
poll.go76:
  br label %while.head71
while.exit74:
  %t160 = load i64, i64* %v2
  %t161 = load i32, i32* %v4
  %t162 = sext i32 %t161 to i64
  %t163 = load i64, i64* %v5
  %t164 = add i64 %t162, %t163
  %t165 = load i64, i64* %v6
  %t166 = add i64 %t164, %t165
  %t167 = trunc i64 %t166 to i32
  %t168 = icmp ult i64 %t160, %p1.len
  br i1 %t168, label %inb77, label %oob78, !prof !2
oob78:
  call void @tack.oob(i64* %status, i64 2, i64 %t160, i64 %p1.len)
  br label %abort
inb77:
  %t169 = getelementptr inbounds i32, i32* %p1, i64 %t160
  store i32 %t167, i32* %t169
  br label %it.latch43
it.latch43:
  %t170 = load i64, i64* %it2.1
  %t171 = add i64 %t170, 1
  store i64 %t171, i64* %it2.1
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
