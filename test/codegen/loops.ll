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
  br i1 %t13, label %fast4, label %slow5
fast4:
  store i64 %start, i64* %it2.1
  br label %it.head6
it.head6:
  %t14 = load i64, i64* %it2.1
  %t15 = icmp slt i64 %t14, %end
  br i1 %t15, label %it.body7, label %loop.exit0
it.body7:
  store i64 %t14, i64* %v2
  %t16 = load i64, i64* %v2
  %t17 = getelementptr inbounds i32, i32* %p0, i64 %t16
  %t18 = load i32, i32* %t17
  store i32 %t18, i32* %v3
  store i32 0, i32* %v4
  br label %while.head9
while.head9:
  %t19 = load i32, i32* %v3
  %t20 = icmp ne i32 %t19, 1
  br i1 %t20, label %logic.rhs13, label %logic.end14
logic.rhs13:
  %t21 = load i32, i32* %v4
  %t22 = icmp slt i32 %t21, 500
  br label %logic.end14
logic.end14:
  %t23 = phi i1 [false, %while.head9], [%t22, %logic.rhs13]
  br i1 %t23, label %while.body10, label %while.exit12
while.body10:
  %t24 = load i32, i32* %v3
  %t25 = icmp eq i32 2, 0
  %t26 = icmp eq i32 2, -1
  %t27 = or i1 %t25, %t26
  %t28 = select i1 %t27, i32 1, i32 2
  %t29 = srem i32 %t24, %t28
  %t30 = select i1 %t27, i32 0, i32 %t29
  %t31 = icmp eq i32 %t30, 0
  br i1 %t31, label %if.then15, label %if.else16
if.then15:
  %t32 = load i32, i32* %v3
  %t33 = icmp eq i32 2, 0
  %t34 = icmp eq i32 2, -1
  %t35 = or i1 %t33, %t34
  %t36 = select i1 %t35, i32 1, i32 2
  %t37 = sdiv i32 %t32, %t36
  %t38 = sub i32 0, %t32
  %t39 = select i1 %t34, i32 %t38, i32 %t37
  %t40 = select i1 %t33, i32 0, i32 %t39
  %t41 = or i32 %t40, 0
  store i32 %t41, i32* %v3
  br label %if.end17
if.else16:
  %t42 = load i32, i32* %v3
  %t43 = mul i32 3, %t42
  %t44 = add i32 %t43, 1
  store i32 %t44, i32* %v3
  br label %if.end17
if.end17:
  %t45 = load i32, i32* %v4
  %t46 = add i32 %t45, 1
  store i32 %t46, i32* %v4
  br label %while.cont11
while.cont11:
  %t47 = load i64, i64* %budget
  %t48 = sub i64 %t47, 1
  store i64 %t48, i64* %budget
  %t49 = icmp slt i64 %t48, 0
  br i1 %t49, label %poll18, label %poll.go19
poll18:
  store i64 65536, i64* %budget
  %t50 = call i1 @tack.poll(i64* %status)
  br i1 %t50, label %abort, label %poll.go19
poll.go19:
  br label %while.head9
while.exit12:
  store i32 0, i32* %v5
  br label %while.body21
while.head20:
  %t51 = load i32, i32* %v5
  %t52 = icmp slt i32 %t51, 50
  br i1 %t52, label %while.body21, label %while.exit23
while.body21:
  %t53 = load i32, i32* %v5
  %t54 = add i32 %t53, 3
  store i32 %t54, i32* %v5
  %t55 = load i32, i32* %v5
  %t56 = icmp eq i32 5, 0
  %t57 = icmp eq i32 5, -1
  %t58 = or i1 %t56, %t57
  %t59 = select i1 %t58, i32 1, i32 5
  %t60 = srem i32 %t55, %t59
  %t61 = select i1 %t58, i32 0, i32 %t60
  %t62 = icmp eq i32 %t61, 0
  br i1 %t62, label %if.then24, label %if.else25
if.then24:
  br label %while.cont22
dead27:
  br label %if.end26
if.else25:
  br label %if.end26
if.end26:
  %t63 = load i32, i32* %v5
  %t64 = icmp sgt i32 %t63, 40
  br i1 %t64, label %if.then28, label %if.else29
if.then28:
  br label %while.exit23
dead31:
  br label %if.end30
if.else29:
  br label %if.end30
if.end30:
  br label %while.cont22
while.cont22:
  %t65 = load i64, i64* %budget
  %t66 = sub i64 %t65, 1
  store i64 %t66, i64* %budget
  %t67 = icmp slt i64 %t66, 0
  br i1 %t67, label %poll32, label %poll.go33
poll32:
  store i64 65536, i64* %budget
  %t68 = call i1 @tack.poll(i64* %status)
  br i1 %t68, label %abort, label %poll.go33
poll.go33:
  br label %while.head20
while.exit23:
  store i32 0, i32* %v6
  store i32 0, i32* %v7
  br label %while.head34
while.head34:
  %t69 = load i32, i32* %v7
  %t70 = icmp slt i32 %t69, 10
  br i1 %t70, label %while.body35, label %while.exit37
while.body35:
  %t71 = load i32, i32* %v6
  %t72 = load i32, i32* %v7
  %t73 = add i32 %t71, %t72
  store i32 %t73, i32* %v6
  br label %while.cont36
while.cont36:
  %t74 = load i32, i32* %v7
  %t75 = add i32 %t74, 2
  store i32 %t75, i32* %v7
  %t76 = load i64, i64* %budget
  %t77 = sub i64 %t76, 1
  store i64 %t77, i64* %budget
  %t78 = icmp slt i64 %t77, 0
  br i1 %t78, label %poll38, label %poll.go39
poll38:
  store i64 65536, i64* %budget
  %t79 = call i1 @tack.poll(i64* %status)
  br i1 %t79, label %abort, label %poll.go39
poll.go39:
  br label %while.head34
while.exit37:
  %t80 = load i64, i64* %v2
  %t81 = load i32, i32* %v4
  %t82 = load i32, i32* %v5
  %t83 = add i32 %t81, %t82
  %t84 = load i32, i32* %v6
  %t85 = add i32 %t83, %t84
  %t86 = getelementptr inbounds i32, i32* %p1, i64 %t80
  store i32 %t85, i32* %t86
  br label %it.latch8
it.latch8:
  %t87 = load i64, i64* %it2.1
  %t88 = add i64 %t87, 1
  store i64 %t88, i64* %it2.1
  br label %it.head6, !llvm.loop !0
slow5:
  store i64 %start, i64* %it2.1
  br label %it.head40
it.head40:
  %t89 = load i64, i64* %it2.1
  %t90 = icmp slt i64 %t89, %end
  br i1 %t90, label %it.body41, label %loop.exit0
it.body41:
  store i64 %t89, i64* %v2
  %t91 = load i64, i64* %v2
  %t92 = icmp ult i64 %t91, %p0.len
  br i1 %t92, label %inb43, label %oob44, !prof !2
oob44:
  call void @tack.oob(i64* %status, i64 1, i64 %t91)
  br label %abort
inb43:
  %t93 = getelementptr inbounds i32, i32* %p0, i64 %t91
  %t94 = load i32, i32* %t93
  store i32 %t94, i32* %v3
  store i32 0, i32* %v4
  br label %while.head45
while.head45:
  %t95 = load i32, i32* %v3
  %t96 = icmp ne i32 %t95, 1
  br i1 %t96, label %logic.rhs49, label %logic.end50
logic.rhs49:
  %t97 = load i32, i32* %v4
  %t98 = icmp slt i32 %t97, 500
  br label %logic.end50
logic.end50:
  %t99 = phi i1 [false, %while.head45], [%t98, %logic.rhs49]
  br i1 %t99, label %while.body46, label %while.exit48
while.body46:
  %t100 = load i32, i32* %v3
  %t101 = icmp eq i32 2, 0
  %t102 = icmp eq i32 2, -1
  %t103 = or i1 %t101, %t102
  %t104 = select i1 %t103, i32 1, i32 2
  %t105 = srem i32 %t100, %t104
  %t106 = select i1 %t103, i32 0, i32 %t105
  %t107 = icmp eq i32 %t106, 0
  br i1 %t107, label %if.then51, label %if.else52
if.then51:
  %t108 = load i32, i32* %v3
  %t109 = icmp eq i32 2, 0
  %t110 = icmp eq i32 2, -1
  %t111 = or i1 %t109, %t110
  %t112 = select i1 %t111, i32 1, i32 2
  %t113 = sdiv i32 %t108, %t112
  %t114 = sub i32 0, %t108
  %t115 = select i1 %t110, i32 %t114, i32 %t113
  %t116 = select i1 %t109, i32 0, i32 %t115
  %t117 = or i32 %t116, 0
  store i32 %t117, i32* %v3
  br label %if.end53
if.else52:
  %t118 = load i32, i32* %v3
  %t119 = mul i32 3, %t118
  %t120 = add i32 %t119, 1
  store i32 %t120, i32* %v3
  br label %if.end53
if.end53:
  %t121 = load i32, i32* %v4
  %t122 = add i32 %t121, 1
  store i32 %t122, i32* %v4
  br label %while.cont47
while.cont47:
  %t123 = load i64, i64* %budget
  %t124 = sub i64 %t123, 1
  store i64 %t124, i64* %budget
  %t125 = icmp slt i64 %t124, 0
  br i1 %t125, label %poll54, label %poll.go55
poll54:
  store i64 65536, i64* %budget
  %t126 = call i1 @tack.poll(i64* %status)
  br i1 %t126, label %abort, label %poll.go55
poll.go55:
  br label %while.head45
while.exit48:
  store i32 0, i32* %v5
  br label %while.body57
while.head56:
  %t127 = load i32, i32* %v5
  %t128 = icmp slt i32 %t127, 50
  br i1 %t128, label %while.body57, label %while.exit59
while.body57:
  %t129 = load i32, i32* %v5
  %t130 = add i32 %t129, 3
  store i32 %t130, i32* %v5
  %t131 = load i32, i32* %v5
  %t132 = icmp eq i32 5, 0
  %t133 = icmp eq i32 5, -1
  %t134 = or i1 %t132, %t133
  %t135 = select i1 %t134, i32 1, i32 5
  %t136 = srem i32 %t131, %t135
  %t137 = select i1 %t134, i32 0, i32 %t136
  %t138 = icmp eq i32 %t137, 0
  br i1 %t138, label %if.then60, label %if.else61
if.then60:
  br label %while.cont58
dead63:
  br label %if.end62
if.else61:
  br label %if.end62
if.end62:
  %t139 = load i32, i32* %v5
  %t140 = icmp sgt i32 %t139, 40
  br i1 %t140, label %if.then64, label %if.else65
if.then64:
  br label %while.exit59
dead67:
  br label %if.end66
if.else65:
  br label %if.end66
if.end66:
  br label %while.cont58
while.cont58:
  %t141 = load i64, i64* %budget
  %t142 = sub i64 %t141, 1
  store i64 %t142, i64* %budget
  %t143 = icmp slt i64 %t142, 0
  br i1 %t143, label %poll68, label %poll.go69
poll68:
  store i64 65536, i64* %budget
  %t144 = call i1 @tack.poll(i64* %status)
  br i1 %t144, label %abort, label %poll.go69
poll.go69:
  br label %while.head56
while.exit59:
  store i32 0, i32* %v6
  store i32 0, i32* %v7
  br label %while.head70
while.head70:
  %t145 = load i32, i32* %v7
  %t146 = icmp slt i32 %t145, 10
  br i1 %t146, label %while.body71, label %while.exit73
while.body71:
  %t147 = load i32, i32* %v6
  %t148 = load i32, i32* %v7
  %t149 = add i32 %t147, %t148
  store i32 %t149, i32* %v6
  br label %while.cont72
while.cont72:
  %t150 = load i32, i32* %v7
  %t151 = add i32 %t150, 2
  store i32 %t151, i32* %v7
  %t152 = load i64, i64* %budget
  %t153 = sub i64 %t152, 1
  store i64 %t153, i64* %budget
  %t154 = icmp slt i64 %t153, 0
  br i1 %t154, label %poll74, label %poll.go75
poll74:
  store i64 65536, i64* %budget
  %t155 = call i1 @tack.poll(i64* %status)
  br i1 %t155, label %abort, label %poll.go75
poll.go75:
  br label %while.head70
while.exit73:
  %t156 = load i64, i64* %v2
  %t157 = load i32, i32* %v4
  %t158 = load i32, i32* %v5
  %t159 = add i32 %t157, %t158
  %t160 = load i32, i32* %v6
  %t161 = add i32 %t159, %t160
  %t162 = icmp ult i64 %t156, %p1.len
  br i1 %t162, label %inb76, label %oob77, !prof !2
oob77:
  call void @tack.oob(i64* %status, i64 2, i64 %t156)
  br label %abort
inb76:
  %t163 = getelementptr inbounds i32, i32* %p1, i64 %t156
  store i32 %t161, i32* %t163
  br label %it.latch42
it.latch42:
  %t164 = load i64, i64* %it2.1
  %t165 = add i64 %t164, 1
  store i64 %t165, i64* %it2.1
  br label %it.head40, !llvm.loop !3
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
