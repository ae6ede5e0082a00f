; Tack kernel 'atomicminmax' (generated; do not edit)
source_filename = "tack"
target triple = "x86_64-unknown-linux-gnu"

define internal void @tack_kernel_atomicminmax(float* %p0, float* %p1, float* %p2, i32* %p3, i64 %p0.len, i64 %p1.len, i64 %p2.len, i64 %p3.len, i64* %status, i64 %start, i64 %end) #0 {
entry:
  %budget = alloca i64
  %it4.1 = alloca i64
  %v4 = alloca i64
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
  %t10 = sext i32 0 to i64
  %t11 = sext i32 0 to i64
  %t12 = icmp ult i64 %t10, %p1.len
  %t13 = icmp ult i64 %t11, %p1.len
  %t14 = and i1 %t12, %t13
  %t15 = and i1 %t9, %t14
  %t16 = sext i32 0 to i64
  %t17 = sext i32 0 to i64
  %t18 = icmp ult i64 %t16, %p2.len
  %t19 = icmp ult i64 %t17, %p2.len
  %t20 = and i1 %t18, %t19
  %t21 = and i1 %t15, %t20
  %t22 = sext i32 0 to i64
  %t23 = sext i32 0 to i64
  %t24 = icmp ult i64 %t22, %p3.len
  %t25 = icmp ult i64 %t23, %p3.len
  %t26 = and i1 %t24, %t25
  %t27 = and i1 %t21, %t26
  br i1 %t27, label %fast4, label %slow5
fast4:
  store i64 %start, i64* %it4.1
  br label %it.head6
it.head6:
  %t28 = load i64, i64* %it4.1
  %t29 = icmp slt i64 %t28, %end
  br i1 %t29, label %it.body7, label %loop.exit0
it.body7:
  store i64 %t28, i64* %v4
  %t30 = load i64, i64* %v4
  %t31 = getelementptr inbounds float, float* %p0, i64 %t30
  %t32 = load float, float* %t31
  %t33 = getelementptr inbounds float, float* %p1, i64 0
  %t34 = bitcast float* %t33 to i32*
  %t35 = load atomic i32, i32* %t34 monotonic, align 4
  br label %cas.loop9
cas.loop9:
  %t36 = phi i32 [%t35, %it.body7], [%cas.seen36, %cas.loop9]
  %t37 = bitcast i32 %t36 to float
  %t38 = fcmp olt float %t37, %t32
  %t39 = select i1 %t38, float %t37, float %t32
  %t40 = bitcast float %t37 to i32
  %t41 = bitcast float %t32 to i32
  %t42 = or i32 %t40, %t41
  %t43 = bitcast i32 %t42 to float
  %t44 = fcmp oeq float %t37, %t32
  %t45 = select i1 %t44, float %t43, float %t39
  %t46 = fcmp uno float %t37, %t32
  %t47 = fadd float %t37, %t32
  %t48 = select i1 %t46, float %t47, float %t45
  %t49 = bitcast float %t48 to i32
  %t50 = cmpxchg i32* %t34, i32 %t36, i32 %t49 seq_cst seq_cst
  %cas.seen36 = extractvalue { i32, i1 } %t50, 0
  %t51 = extractvalue { i32, i1 } %t50, 1
  br i1 %t51, label %cas.done10, label %cas.loop9
cas.done10:
  %t52 = load i64, i64* %v4
  %t53 = getelementptr inbounds float, float* %p0, i64 %t52
  %t54 = load float, float* %t53
  %t55 = getelementptr inbounds float, float* %p2, i64 0
  %t56 = bitcast float* %t55 to i32*
  %t57 = load atomic i32, i32* %t56 monotonic, align 4
  br label %cas.loop11
cas.loop11:
  %t58 = phi i32 [%t57, %cas.done10], [%cas.seen58, %cas.loop11]
  %t59 = bitcast i32 %t58 to float
  %t60 = fcmp ogt float %t59, %t54
  %t61 = select i1 %t60, float %t59, float %t54
  %t62 = bitcast float %t59 to i32
  %t63 = bitcast float %t54 to i32
  %t64 = and i32 %t62, %t63
  %t65 = bitcast i32 %t64 to float
  %t66 = fcmp oeq float %t59, %t54
  %t67 = select i1 %t66, float %t65, float %t61
  %t68 = fcmp uno float %t59, %t54
  %t69 = fadd float %t59, %t54
  %t70 = select i1 %t68, float %t69, float %t67
  %t71 = bitcast float %t70 to i32
  %t72 = cmpxchg i32* %t56, i32 %t58, i32 %t71 seq_cst seq_cst
  %cas.seen58 = extractvalue { i32, i1 } %t72, 0
  %t73 = extractvalue { i32, i1 } %t72, 1
  br i1 %t73, label %cas.done12, label %cas.loop11
cas.done12:
  %t74 = load i64, i64* %v4
  %t75 = getelementptr inbounds float, float* %p0, i64 %t74
  %t76 = load float, float* %t75
  %t77 = fcmp ogt float %t76, 0x0000000000000000
  br i1 %t77, label %if.then13, label %if.else14
if.then13:
  %t78 = getelementptr inbounds i32, i32* %p3, i64 0
  %t79 = atomicrmw add i32* %t78, i32 1 seq_cst
  br label %if.end15
if.else14:
  br label %if.end15
if.end15:
  br label %it.latch8
it.latch8:
  %t80 = load i64, i64* %it4.1
  %t81 = add i64 %t80, 1
  store i64 %t81, i64* %it4.1
  br label %it.head6, !llvm.loop !0
slow5:
  store i64 %start, i64* %it4.1
  br label %it.head16
it.head16:
  %t82 = load i64, i64* %it4.1
  %t83 = icmp slt i64 %t82, %end
  br i1 %t83, label %it.body17, label %loop.exit0
it.body17:
  store i64 %t82, i64* %v4
  %t84 = load i64, i64* %v4
  %t85 = icmp ult i64 %t84, %p0.len
  br i1 %t85, label %inb19, label %oob20, !prof !2
oob20:
  call void @tack.oob(i64* %status, i64 1, i64 %t84)
  br label %abort
inb19:
  %t86 = getelementptr inbounds float, float* %p0, i64 %t84
  %t87 = load float, float* %t86
  %t88 = icmp ult i64 0, %p1.len
  br i1 %t88, label %inb21, label %oob22, !prof !2
oob22:
  call void @tack.oob(i64* %status, i64 2, i64 0)
  br label %abort
inb21:
  %t89 = getelementptr inbounds float, float* %p1, i64 0
  %t90 = bitcast float* %t89 to i32*
  %t91 = load atomic i32, i32* %t90 monotonic, align 4
  br label %cas.loop23
cas.loop23:
  %t92 = phi i32 [%t91, %inb21], [%cas.seen92, %cas.loop23]
  %t93 = bitcast i32 %t92 to float
  %t94 = fcmp olt float %t93, %t87
  %t95 = select i1 %t94, float %t93, float %t87
  %t96 = bitcast float %t93 to i32
  %t97 = bitcast float %t87 to i32
  %t98 = or i32 %t96, %t97
  %t99 = bitcast i32 %t98 to float
  %t100 = fcmp oeq float %t93, %t87
  %t101 = select i1 %t100, float %t99, float %t95
  %t102 = fcmp uno float %t93, %t87
  %t103 = fadd float %t93, %t87
  %t104 = select i1 %t102, float %t103, float %t101
  %t105 = bitcast float %t104 to i32
  %t106 = cmpxchg i32* %t90, i32 %t92, i32 %t105 seq_cst seq_cst
  %cas.seen92 = extractvalue { i32, i1 } %t106, 0
  %t107 = extractvalue { i32, i1 } %t106, 1
  br i1 %t107, label %cas.done24, label %cas.loop23
cas.done24:
  %t108 = load i64, i64* %v4
  %t109 = icmp ult i64 %t108, %p0.len
  br i1 %t109, label %inb25, label %oob26, !prof !2
oob26:
  call void @tack.oob(i64* %status, i64 3, i64 %t108)
  br label %abort
inb25:
  %t110 = getelementptr inbounds float, float* %p0, i64 %t108
  %t111 = load float, float* %t110
  %t112 = icmp ult i64 0, %p2.len
  br i1 %t112, label %inb27, label %oob28, !prof !2
oob28:
  call void @tack.oob(i64* %status, i64 4, i64 0)
  br label %abort
inb27:
  %t113 = getelementptr inbounds float, float* %p2, i64 0
  %t114 = bitcast float* %t113 to i32*
  %t115 = load atomic i32, i32* %t114 monotonic, align 4
  br label %cas.loop29
cas.loop29:
  %t116 = phi i32 [%t115, %inb27], [%cas.seen116, %cas.loop29]
  %t117 = bitcast i32 %t116 to float
  %t118 = fcmp ogt float %t117, %t111
  %t119 = select i1 %t118, float %t117, float %t111
  %t120 = bitcast float %t117 to i32
  %t121 = bitcast float %t111 to i32
  %t122 = and i32 %t120, %t121
  %t123 = bitcast i32 %t122 to float
  %t124 = fcmp oeq float %t117, %t111
  %t125 = select i1 %t124, float %t123, float %t119
  %t126 = fcmp uno float %t117, %t111
  %t127 = fadd float %t117, %t111
  %t128 = select i1 %t126, float %t127, float %t125
  %t129 = bitcast float %t128 to i32
  %t130 = cmpxchg i32* %t114, i32 %t116, i32 %t129 seq_cst seq_cst
  %cas.seen116 = extractvalue { i32, i1 } %t130, 0
  %t131 = extractvalue { i32, i1 } %t130, 1
  br i1 %t131, label %cas.done30, label %cas.loop29
cas.done30:
  %t132 = load i64, i64* %v4
  %t133 = icmp ult i64 %t132, %p0.len
  br i1 %t133, label %inb31, label %oob32, !prof !2
oob32:
  call void @tack.oob(i64* %status, i64 5, i64 %t132)
  br label %abort
inb31:
  %t134 = getelementptr inbounds float, float* %p0, i64 %t132
  %t135 = load float, float* %t134
  %t136 = fcmp ogt float %t135, 0x0000000000000000
  br i1 %t136, label %if.then33, label %if.else34
if.then33:
  %t137 = icmp ult i64 0, %p3.len
  br i1 %t137, label %inb36, label %oob37, !prof !2
oob37:
  call void @tack.oob(i64* %status, i64 6, i64 0)
  br label %abort
inb36:
  %t138 = getelementptr inbounds i32, i32* %p3, i64 0
  %t139 = atomicrmw add i32* %t138, i32 1 seq_cst
  br label %if.end35
if.else34:
  br label %if.end35
if.end35:
  br label %it.latch18
it.latch18:
  %t140 = load i64, i64* %it4.1
  %t141 = add i64 %t140, 1
  store i64 %t141, i64* %it4.1
  br label %it.head16, !llvm.loop !3
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
