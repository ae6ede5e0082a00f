; Tack kernel 'loops' (generated; do not edit)
source_filename = "tack"
target triple = "x86_64-unknown-linux-gnu"

define internal void @tack_kernel_loops(i32* %p0, i32* %p1, i64 %p0.len, i64 %p1.len, i64* %status, i64 %start, i64 %end) #0 {
entry:
  %budget = alloca i64
  %blk2.1 = alloca i64
  %it2.1 = alloca i64
  %v2 = alloca i64
  %v3 = alloca i32
  %v4 = alloca i32
  %v5 = alloca i32
  %v6 = alloca i32
  %v7 = alloca i32
  store i64 65536, i64* %budget
  store i64 %start, i64* %blk2.1
  br label %blk.head1
blk.head1:
  %t0 = load i64, i64* %blk2.1
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
  br i1 %t17, label %fast6, label %slow7
fast6:
  store i64 %t0, i64* %it2.1
  br label %it.head8
it.head8:
  %t18 = load i64, i64* %it2.1
  %t19 = icmp slt i64 %t18, %t4
  br i1 %t19, label %it.body9, label %blk.next3
it.body9:
  store i64 %t18, i64* %v2
  %t20 = load i64, i64* %v2
  %t21 = getelementptr inbounds i32, i32* %p0, i64 %t20
  %t22 = load i32, i32* %t21
  store i32 %t22, i32* %v3
  store i32 0, i32* %v4
  br label %while.head11
while.head11:
  %t23 = load i32, i32* %v3
  %t24 = icmp ne i32 %t23, 1
  br i1 %t24, label %logic.rhs15, label %logic.end16
logic.rhs15:
  %t25 = load i32, i32* %v4
  %t26 = icmp slt i32 %t25, 500
  br label %logic.end16
logic.end16:
  %t27 = phi i1 [false, %while.head11], [%t26, %logic.rhs15]
  br i1 %t27, label %while.body12, label %while.exit14
while.body12:
  %t28 = load i32, i32* %v3
  %t29 = icmp eq i32 2, 0
  %t30 = icmp eq i32 2, -1
  %t31 = or i1 %t29, %t30
  %t32 = select i1 %t31, i32 1, i32 2
  %t33 = srem i32 %t28, %t32
  %t34 = select i1 %t31, i32 0, i32 %t33
  %t35 = icmp eq i32 %t34, 0
  br i1 %t35, label %if.then17, label %if.else18
if.then17:
  %t36 = load i32, i32* %v3
  %t37 = icmp eq i32 2, 0
  %t38 = icmp eq i32 2, -1
  %t39 = or i1 %t37, %t38
  %t40 = select i1 %t39, i32 1, i32 2
  %t41 = sdiv i32 %t36, %t40
  %t42 = sub i32 0, %t36
  %t43 = select i1 %t38, i32 %t42, i32 %t41
  %t44 = select i1 %t37, i32 0, i32 %t43
  %t45 = or i32 %t44, 0
  store i32 %t45, i32* %v3
  br label %if.end19
if.else18:
  %t46 = load i32, i32* %v3
  %t47 = mul i32 3, %t46
  %t48 = add i32 %t47, 1
  store i32 %t48, i32* %v3
  br label %if.end19
if.end19:
  %t49 = load i32, i32* %v4
  %t50 = add i32 %t49, 1
  store i32 %t50, i32* %v4
  br label %while.cont13
while.cont13:
  %t51 = load i64, i64* %budget
  %t52 = sub i64 %t51, 1
  store i64 %t52, i64* %budget
  %t53 = icmp slt i64 %t52, 0
  br i1 %t53, label %poll20, label %poll.go21
poll20:
  store i64 65536, i64* %budget
  %t54 = call i1 @tack.poll(i64* %status)
  br i1 %t54, label %abort, label %poll.go21
poll.go21:
  br label %while.head11
while.exit14:
  store i32 0, i32* %v5
  br label %while.body23
while.head22:
  %t55 = load i32, i32* %v5
  %t56 = icmp slt i32 %t55, 50
  br i1 %t56, label %while.body23, label %while.exit25
while.body23:
  %t57 = load i32, i32* %v5
  %t58 = add i32 %t57, 3
  store i32 %t58, i32* %v5
  %t59 = load i32, i32* %v5
  %t60 = icmp eq i32 5, 0
  %t61 = icmp eq i32 5, -1
  %t62 = or i1 %t60, %t61
  %t63 = select i1 %t62, i32 1, i32 5
  %t64 = srem i32 %t59, %t63
  %t65 = select i1 %t62, i32 0, i32 %t64
  %t66 = icmp eq i32 %t65, 0
  br i1 %t66, label %if.then26, label %if.else27
if.then26:
  br label %while.cont24
dead29:
  br label %if.end28
if.else27:
  br label %if.end28
if.end28:
  %t67 = load i32, i32* %v5
  %t68 = icmp sgt i32 %t67, 40
  br i1 %t68, label %if.then30, label %if.else31
if.then30:
  br label %while.exit25
dead33:
  br label %if.end32
if.else31:
  br label %if.end32
if.end32:
  br label %while.cont24
while.cont24:
  %t69 = load i64, i64* %budget
  %t70 = sub i64 %t69, 1
  store i64 %t70, i64* %budget
  %t71 = icmp slt i64 %t70, 0
  br i1 %t71, label %poll34, label %poll.go35
poll34:
  store i64 65536, i64* %budget
  %t72 = call i1 @tack.poll(i64* %status)
  br i1 %t72, label %abort, label %poll.go35
poll.go35:
  br label %while.head22
while.exit25:
  store i32 0, i32* %v6
  store i32 0, i32* %v7
  br label %while.head36
while.head36:
  %t73 = load i32, i32* %v7
  %t74 = icmp slt i32 %t73, 10
  br i1 %t74, label %while.body37, label %while.exit39
while.body37:
  %t75 = load i32, i32* %v6
  %t76 = load i32, i32* %v7
  %t77 = add i32 %t75, %t76
  store i32 %t77, i32* %v6
  br label %while.cont38
while.cont38:
  %t78 = load i32, i32* %v7
  %t79 = add i32 %t78, 2
  store i32 %t79, i32* %v7
  %t80 = load i64, i64* %budget
  %t81 = sub i64 %t80, 1
  store i64 %t81, i64* %budget
  %t82 = icmp slt i64 %t81, 0
  br i1 %t82, label %poll40, label %poll.go41
poll40:
  store i64 65536, i64* %budget
  %t83 = call i1 @tack.poll(i64* %status)
  br i1 %t83, label %abort, label %poll.go41
poll.go41:
  br label %while.head36
while.exit39:
  %t84 = load i64, i64* %v2
  %t85 = load i32, i32* %v4
  %t86 = load i32, i32* %v5
  %t87 = add i32 %t85, %t86
  %t88 = load i32, i32* %v6
  %t89 = add i32 %t87, %t88
  %t90 = getelementptr inbounds i32, i32* %p1, i64 %t84
  store i32 %t89, i32* %t90
  br label %it.latch10
it.latch10:
  %t91 = load i64, i64* %it2.1
  %t92 = add i64 %t91, 1
  store i64 %t92, i64* %it2.1
  br label %it.head8, !llvm.loop !0
slow7:
  store i64 %t0, i64* %it2.1
  br label %it.head42
it.head42:
  %t93 = load i64, i64* %it2.1
  %t94 = icmp slt i64 %t93, %t4
  br i1 %t94, label %it.body43, label %blk.next3
it.body43:
  store i64 %t93, i64* %v2
  %t95 = load i64, i64* %v2
  %t96 = icmp ult i64 %t95, %p0.len
  br i1 %t96, label %inb45, label %oob46, !prof !2
oob46:
  call void @tack.oob(i64* %status, i64 1, i64 %t95)
  br label %abort
inb45:
  %t97 = getelementptr inbounds i32, i32* %p0, i64 %t95
  %t98 = load i32, i32* %t97
  store i32 %t98, i32* %v3
  store i32 0, i32* %v4
  br label %while.head47
while.head47:
  %t99 = load i32, i32* %v3
  %t100 = icmp ne i32 %t99, 1
  br i1 %t100, label %logic.rhs51, label %logic.end52
logic.rhs51:
  %t101 = load i32, i32* %v4
  %t102 = icmp slt i32 %t101, 500
  br label %logic.end52
logic.end52:
  %t103 = phi i1 [false, %while.head47], [%t102, %logic.rhs51]
  br i1 %t103, label %while.body48, label %while.exit50
while.body48:
  %t104 = load i32, i32* %v3
  %t105 = icmp eq i32 2, 0
  %t106 = icmp eq i32 2, -1
  %t107 = or i1 %t105, %t106
  %t108 = select i1 %t107, i32 1, i32 2
  %t109 = srem i32 %t104, %t108
  %t110 = select i1 %t107, i32 0, i32 %t109
  %t111 = icmp eq i32 %t110, 0
  br i1 %t111, label %if.then53, label %if.else54
if.then53:
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
  br label %if.end55
if.else54:
  %t122 = load i32, i32* %v3
  %t123 = mul i32 3, %t122
  %t124 = add i32 %t123, 1
  store i32 %t124, i32* %v3
  br label %if.end55
if.end55:
  %t125 = load i32, i32* %v4
  %t126 = add i32 %t125, 1
  store i32 %t126, i32* %v4
  br label %while.cont49
while.cont49:
  %t127 = load i64, i64* %budget
  %t128 = sub i64 %t127, 1
  store i64 %t128, i64* %budget
  %t129 = icmp slt i64 %t128, 0
  br i1 %t129, label %poll56, label %poll.go57
poll56:
  store i64 65536, i64* %budget
  %t130 = call i1 @tack.poll(i64* %status)
  br i1 %t130, label %abort, label %poll.go57
poll.go57:
  br label %while.head47
while.exit50:
  store i32 0, i32* %v5
  br label %while.body59
while.head58:
  %t131 = load i32, i32* %v5
  %t132 = icmp slt i32 %t131, 50
  br i1 %t132, label %while.body59, label %while.exit61
while.body59:
  %t133 = load i32, i32* %v5
  %t134 = add i32 %t133, 3
  store i32 %t134, i32* %v5
  %t135 = load i32, i32* %v5
  %t136 = icmp eq i32 5, 0
  %t137 = icmp eq i32 5, -1
  %t138 = or i1 %t136, %t137
  %t139 = select i1 %t138, i32 1, i32 5
  %t140 = srem i32 %t135, %t139
  %t141 = select i1 %t138, i32 0, i32 %t140
  %t142 = icmp eq i32 %t141, 0
  br i1 %t142, label %if.then62, label %if.else63
if.then62:
  br label %while.cont60
dead65:
  br label %if.end64
if.else63:
  br label %if.end64
if.end64:
  %t143 = load i32, i32* %v5
  %t144 = icmp sgt i32 %t143, 40
  br i1 %t144, label %if.then66, label %if.else67
if.then66:
  br label %while.exit61
dead69:
  br label %if.end68
if.else67:
  br label %if.end68
if.end68:
  br label %while.cont60
while.cont60:
  %t145 = load i64, i64* %budget
  %t146 = sub i64 %t145, 1
  store i64 %t146, i64* %budget
  %t147 = icmp slt i64 %t146, 0
  br i1 %t147, label %poll70, label %poll.go71
poll70:
  store i64 65536, i64* %budget
  %t148 = call i1 @tack.poll(i64* %status)
  br i1 %t148, label %abort, label %poll.go71
poll.go71:
  br label %while.head58
while.exit61:
  store i32 0, i32* %v6
  store i32 0, i32* %v7
  br label %while.head72
while.head72:
  %t149 = load i32, i32* %v7
  %t150 = icmp slt i32 %t149, 10
  br i1 %t150, label %while.body73, label %while.exit75
while.body73:
  %t151 = load i32, i32* %v6
  %t152 = load i32, i32* %v7
  %t153 = add i32 %t151, %t152
  store i32 %t153, i32* %v6
  br label %while.cont74
while.cont74:
  %t154 = load i32, i32* %v7
  %t155 = add i32 %t154, 2
  store i32 %t155, i32* %v7
  %t156 = load i64, i64* %budget
  %t157 = sub i64 %t156, 1
  store i64 %t157, i64* %budget
  %t158 = icmp slt i64 %t157, 0
  br i1 %t158, label %poll76, label %poll.go77
poll76:
  store i64 65536, i64* %budget
  %t159 = call i1 @tack.poll(i64* %status)
  br i1 %t159, label %abort, label %poll.go77
poll.go77:
  br label %while.head72
while.exit75:
  %t160 = load i64, i64* %v2
  %t161 = load i32, i32* %v4
  %t162 = load i32, i32* %v5
  %t163 = add i32 %t161, %t162
  %t164 = load i32, i32* %v6
  %t165 = add i32 %t163, %t164
  %t166 = icmp ult i64 %t160, %p1.len
  br i1 %t166, label %inb78, label %oob79, !prof !2
oob79:
  call void @tack.oob(i64* %status, i64 2, i64 %t160)
  br label %abort
inb78:
  %t167 = getelementptr inbounds i32, i32* %p1, i64 %t160
  store i32 %t165, i32* %t167
  br label %it.latch44
it.latch44:
  %t168 = load i64, i64* %it2.1
  %t169 = add i64 %t168, 1
  store i64 %t169, i64* %it2.1
  br label %it.head42, !llvm.loop !0
blk.next3:
  store i64 %t4, i64* %blk2.1
  br label %blk.head1
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
