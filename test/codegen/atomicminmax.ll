; Tack kernel 'atomicminmax' (generated; do not edit)
source_filename = "tack"
target triple = "x86_64-unknown-linux-gnu"

define internal void @tack_kernel_atomicminmax(float* %p0, float* %p1, float* %p2, i32* %p3, i64 %p0.len, i64 %p1.len, i64 %p2.len, i64 %p3.len, i64* %status, i64 %start, i64 %end) #0 {
entry:
  %budget = alloca i64
  %blk4.1 = alloca i64
  %it4.1 = alloca i64
  %v4 = alloca i64
  store i64 65536, i64* %budget
  store i64 %start, i64* %blk4.1
  br label %blk.head1
blk.head1:
  %t0 = load i64, i64* %blk4.1
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
  %t14 = sext i32 0 to i64
  %t15 = sext i32 0 to i64
  %t16 = icmp ult i64 %t14, %p1.len
  %t17 = icmp ult i64 %t15, %p1.len
  %t18 = and i1 %t16, %t17
  %t19 = and i1 %t13, %t18
  %t20 = sext i32 0 to i64
  %t21 = sext i32 0 to i64
  %t22 = icmp ult i64 %t20, %p2.len
  %t23 = icmp ult i64 %t21, %p2.len
  %t24 = and i1 %t22, %t23
  %t25 = and i1 %t19, %t24
  %t26 = sext i32 0 to i64
  %t27 = sext i32 0 to i64
  %t28 = icmp ult i64 %t26, %p3.len
  %t29 = icmp ult i64 %t27, %p3.len
  %t30 = and i1 %t28, %t29
  %t31 = and i1 %t25, %t30
  br i1 %t31, label %fast6, label %slow7
fast6:
  store i64 %t0, i64* %it4.1
  br label %it.head8
it.head8:
  %t32 = load i64, i64* %it4.1
  %t33 = icmp slt i64 %t32, %t4
  br i1 %t33, label %it.body9, label %blk.next3
it.body9:
  store i64 %t32, i64* %v4
  %t34 = load i64, i64* %v4
  %t35 = getelementptr inbounds float, float* %p0, i64 %t34
  %t36 = load float, float* %t35
  %t37 = getelementptr inbounds float, float* %p1, i64 0
  %t38 = bitcast float* %t37 to i32*
  %t39 = load atomic i32, i32* %t38 monotonic, align 4
  br label %cas.loop11
cas.loop11:
  %t40 = phi i32 [%t39, %it.body9], [%cas.seen40, %cas.loop11]
  %t41 = bitcast i32 %t40 to float
  %t42 = fcmp olt float %t41, %t36
  %t43 = select i1 %t42, float %t41, float %t36
  %t44 = bitcast float %t41 to i32
  %t45 = bitcast float %t36 to i32
  %t46 = or i32 %t44, %t45
  %t47 = bitcast i32 %t46 to float
  %t48 = fcmp oeq float %t41, %t36
  %t49 = select i1 %t48, float %t47, float %t43
  %t50 = fcmp uno float %t41, %t36
  %t51 = fadd float %t41, %t36
  %t52 = select i1 %t50, float %t51, float %t49
  %t53 = bitcast float %t52 to i32
  %t54 = cmpxchg i32* %t38, i32 %t40, i32 %t53 seq_cst seq_cst
  %cas.seen40 = extractvalue { i32, i1 } %t54, 0
  %t55 = extractvalue { i32, i1 } %t54, 1
  br i1 %t55, label %cas.done12, label %cas.loop11
cas.done12:
  %t56 = load i64, i64* %v4
  %t57 = getelementptr inbounds float, float* %p0, i64 %t56
  %t58 = load float, float* %t57
  %t59 = getelementptr inbounds float, float* %p2, i64 0
  %t60 = bitcast float* %t59 to i32*
  %t61 = load atomic i32, i32* %t60 monotonic, align 4
  br label %cas.loop13
cas.loop13:
  %t62 = phi i32 [%t61, %cas.done12], [%cas.seen62, %cas.loop13]
  %t63 = bitcast i32 %t62 to float
  %t64 = fcmp ogt float %t63, %t58
  %t65 = select i1 %t64, float %t63, float %t58
  %t66 = bitcast float %t63 to i32
  %t67 = bitcast float %t58 to i32
  %t68 = and i32 %t66, %t67
  %t69 = bitcast i32 %t68 to float
  %t70 = fcmp oeq float %t63, %t58
  %t71 = select i1 %t70, float %t69, float %t65
  %t72 = fcmp uno float %t63, %t58
  %t73 = fadd float %t63, %t58
  %t74 = select i1 %t72, float %t73, float %t71
  %t75 = bitcast float %t74 to i32
  %t76 = cmpxchg i32* %t60, i32 %t62, i32 %t75 seq_cst seq_cst
  %cas.seen62 = extractvalue { i32, i1 } %t76, 0
  %t77 = extractvalue { i32, i1 } %t76, 1
  br i1 %t77, label %cas.done14, label %cas.loop13
cas.done14:
  %t78 = load i64, i64* %v4
  %t79 = getelementptr inbounds float, float* %p0, i64 %t78
  %t80 = load float, float* %t79
  %t81 = fcmp ogt float %t80, 0x0000000000000000
  br i1 %t81, label %if.then15, label %if.else16
if.then15:
  %t82 = getelementptr inbounds i32, i32* %p3, i64 0
  %t83 = atomicrmw add i32* %t82, i32 1 seq_cst
  br label %if.end17
if.else16:
  br label %if.end17
if.end17:
  br label %it.latch10
it.latch10:
  %t84 = load i64, i64* %it4.1
  %t85 = add i64 %t84, 1
  store i64 %t85, i64* %it4.1
  br label %it.head8, !llvm.loop !0
slow7:
  store i64 %t0, i64* %it4.1
  br label %it.head18
it.head18:
  %t86 = load i64, i64* %it4.1
  %t87 = icmp slt i64 %t86, %t4
  br i1 %t87, label %it.body19, label %blk.next3
it.body19:
  store i64 %t86, i64* %v4
  %t88 = load i64, i64* %v4
  %t89 = icmp ult i64 %t88, %p0.len
  br i1 %t89, label %inb21, label %oob22, !prof !2
oob22:
  call void @tack.oob(i64* %status, i64 1, i64 %t88)
  br label %abort
inb21:
  %t90 = getelementptr inbounds float, float* %p0, i64 %t88
  %t91 = load float, float* %t90
  %t92 = icmp ult i64 0, %p1.len
  br i1 %t92, label %inb23, label %oob24, !prof !2
oob24:
  call void @tack.oob(i64* %status, i64 2, i64 0)
  br label %abort
inb23:
  %t93 = getelementptr inbounds float, float* %p1, i64 0
  %t94 = bitcast float* %t93 to i32*
  %t95 = load atomic i32, i32* %t94 monotonic, align 4
  br label %cas.loop25
cas.loop25:
  %t96 = phi i32 [%t95, %inb23], [%cas.seen96, %cas.loop25]
  %t97 = bitcast i32 %t96 to float
  %t98 = fcmp olt float %t97, %t91
  %t99 = select i1 %t98, float %t97, float %t91
  %t100 = bitcast float %t97 to i32
  %t101 = bitcast float %t91 to i32
  %t102 = or i32 %t100, %t101
  %t103 = bitcast i32 %t102 to float
  %t104 = fcmp oeq float %t97, %t91
  %t105 = select i1 %t104, float %t103, float %t99
  %t106 = fcmp uno float %t97, %t91
  %t107 = fadd float %t97, %t91
  %t108 = select i1 %t106, float %t107, float %t105
  %t109 = bitcast float %t108 to i32
  %t110 = cmpxchg i32* %t94, i32 %t96, i32 %t109 seq_cst seq_cst
  %cas.seen96 = extractvalue { i32, i1 } %t110, 0
  %t111 = extractvalue { i32, i1 } %t110, 1
  br i1 %t111, label %cas.done26, label %cas.loop25
cas.done26:
  %t112 = load i64, i64* %v4
  %t113 = icmp ult i64 %t112, %p0.len
  br i1 %t113, label %inb27, label %oob28, !prof !2
oob28:
  call void @tack.oob(i64* %status, i64 3, i64 %t112)
  br label %abort
inb27:
  %t114 = getelementptr inbounds float, float* %p0, i64 %t112
  %t115 = load float, float* %t114
  %t116 = icmp ult i64 0, %p2.len
  br i1 %t116, label %inb29, label %oob30, !prof !2
oob30:
  call void @tack.oob(i64* %status, i64 4, i64 0)
  br label %abort
inb29:
  %t117 = getelementptr inbounds float, float* %p2, i64 0
  %t118 = bitcast float* %t117 to i32*
  %t119 = load atomic i32, i32* %t118 monotonic, align 4
  br label %cas.loop31
cas.loop31:
  %t120 = phi i32 [%t119, %inb29], [%cas.seen120, %cas.loop31]
  %t121 = bitcast i32 %t120 to float
  %t122 = fcmp ogt float %t121, %t115
  %t123 = select i1 %t122, float %t121, float %t115
  %t124 = bitcast float %t121 to i32
  %t125 = bitcast float %t115 to i32
  %t126 = and i32 %t124, %t125
  %t127 = bitcast i32 %t126 to float
  %t128 = fcmp oeq float %t121, %t115
  %t129 = select i1 %t128, float %t127, float %t123
  %t130 = fcmp uno float %t121, %t115
  %t131 = fadd float %t121, %t115
  %t132 = select i1 %t130, float %t131, float %t129
  %t133 = bitcast float %t132 to i32
  %t134 = cmpxchg i32* %t118, i32 %t120, i32 %t133 seq_cst seq_cst
  %cas.seen120 = extractvalue { i32, i1 } %t134, 0
  %t135 = extractvalue { i32, i1 } %t134, 1
  br i1 %t135, label %cas.done32, label %cas.loop31
cas.done32:
  %t136 = load i64, i64* %v4
  %t137 = icmp ult i64 %t136, %p0.len
  br i1 %t137, label %inb33, label %oob34, !prof !2
oob34:
  call void @tack.oob(i64* %status, i64 5, i64 %t136)
  br label %abort
inb33:
  %t138 = getelementptr inbounds float, float* %p0, i64 %t136
  %t139 = load float, float* %t138
  %t140 = fcmp ogt float %t139, 0x0000000000000000
  br i1 %t140, label %if.then35, label %if.else36
if.then35:
  %t141 = icmp ult i64 0, %p3.len
  br i1 %t141, label %inb38, label %oob39, !prof !2
oob39:
  call void @tack.oob(i64* %status, i64 6, i64 0)
  br label %abort
inb38:
  %t142 = getelementptr inbounds i32, i32* %p3, i64 0
  %t143 = atomicrmw add i32* %t142, i32 1 seq_cst
  br label %if.end37
if.else36:
  br label %if.end37
if.end37:
  br label %it.latch20
it.latch20:
  %t144 = load i64, i64* %it4.1
  %t145 = add i64 %t144, 1
  store i64 %t145, i64* %it4.1
  br label %it.head18, !llvm.loop !0
blk.next3:
  store i64 %t4, i64* %blk4.1
  br label %blk.head1
loop.exit0:
  ret void
abort:
  ret void
}

define void @tack_chunk_atomicminmax(i64* %slots, i64 %start, i64 %end) #0 {
entry:
  %s0.p = getelementptr i64, i64* %slots, i64 0
  %s0 = load i64, i64* %s0.p
  %s0.a = inttoptr i64 %s0 to float*
  %s1.p = getelementptr i64, i64* %slots, i64 1
  %s1 = load i64, i64* %s1.p
  %s1.a = inttoptr i64 %s1 to float*
  %s2.p = getelementptr i64, i64* %slots, i64 2
  %s2 = load i64, i64* %s2.p
  %s2.a = inttoptr i64 %s2 to float*
  %s3.p = getelementptr i64, i64* %slots, i64 3
  %s3 = load i64, i64* %s3.p
  %s3.a = inttoptr i64 %s3 to i32*
  %h4.p = getelementptr i64, i64* %slots, i64 4
  %h4 = load i64, i64* %h4.p
  %h5.p = getelementptr i64, i64* %slots, i64 5
  %h5 = load i64, i64* %h5.p
  %h6.p = getelementptr i64, i64* %slots, i64 6
  %h6 = load i64, i64* %h6.p
  %h7.p = getelementptr i64, i64* %slots, i64 7
  %h7 = load i64, i64* %h7.p
  %st.p = getelementptr i64, i64* %slots, i64 8
  %st = load i64, i64* %st.p
  %st.a = inttoptr i64 %st to i64*
  call void @tack_kernel_atomicminmax(float* %s0.a, float* %s1.a, float* %s2.a, i32* %s3.a, i64 %h4, i64 %h5, i64 %h6, i64 %h7, i64* %st.a, i64 %start, i64 %end)
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
