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
  %t12 = sext i32 0 to i64
  %t13 = sext i32 0 to i64
  %t14 = icmp ult i64 %t12, %p1.len
  %t15 = icmp ult i64 %t13, %p1.len
  %t16 = and i1 %t14, %t15
  %t17 = and i1 %t11, %t16
  %t18 = sext i32 0 to i64
  %t19 = sext i32 0 to i64
  %t20 = icmp ult i64 %t18, %p2.len
  %t21 = icmp ult i64 %t19, %p2.len
  %t22 = and i1 %t20, %t21
  %t23 = and i1 %t17, %t22
  %t24 = sext i32 0 to i64
  %t25 = sext i32 0 to i64
  %t26 = icmp ult i64 %t24, %p3.len
  %t27 = icmp ult i64 %t25, %p3.len
  %t28 = and i1 %t26, %t27
  %t29 = and i1 %t23, %t28
  br i1 %t29, label %fast5, label %slow6
fast5:
  store i64 %start, i64* %it4.1
  br label %it.head7
it.head7:
  %t30 = load i64, i64* %it4.1
  %t31 = icmp slt i64 %t30, %end
  br i1 %t31, label %it.body8, label %loop.exit0
it.body8:
  store i64 %t30, i64* %v4
  %t32 = load i64, i64* %v4
  %t33 = getelementptr inbounds float, float* %p0, i64 %t32
  %t34 = load float, float* %t33
  %t35 = getelementptr inbounds float, float* %p1, i64 0
  %t36 = bitcast float* %t35 to i32*
  %t37 = load atomic i32, i32* %t36 monotonic, align 4
  br label %cas.loop10
cas.loop10:
  %t38 = phi i32 [%t37, %it.body8], [%cas.seen38, %cas.loop10]
  %t39 = bitcast i32 %t38 to float
  %t40 = fcmp olt float %t39, %t34
  %t41 = select i1 %t40, float %t39, float %t34
  %t42 = bitcast float %t39 to i32
  %t43 = bitcast float %t34 to i32
  %t44 = or i32 %t42, %t43
  %t45 = bitcast i32 %t44 to float
  %t46 = fcmp oeq float %t39, %t34
  %t47 = select i1 %t46, float %t45, float %t41
  %t48 = fcmp uno float %t39, %t34
  %t49 = fadd float %t39, %t34
  %t50 = select i1 %t48, float %t49, float %t47
  %t51 = bitcast float %t50 to i32
  %t52 = cmpxchg i32* %t36, i32 %t38, i32 %t51 seq_cst seq_cst
  %cas.seen38 = extractvalue { i32, i1 } %t52, 0
  %t53 = extractvalue { i32, i1 } %t52, 1
  br i1 %t53, label %cas.done11, label %cas.loop10
cas.done11:
  %t54 = load i64, i64* %v4
  %t55 = getelementptr inbounds float, float* %p0, i64 %t54
  %t56 = load float, float* %t55
  %t57 = getelementptr inbounds float, float* %p2, i64 0
  %t58 = bitcast float* %t57 to i32*
  %t59 = load atomic i32, i32* %t58 monotonic, align 4
  br label %cas.loop12
cas.loop12:
  %t60 = phi i32 [%t59, %cas.done11], [%cas.seen60, %cas.loop12]
  %t61 = bitcast i32 %t60 to float
  %t62 = fcmp ogt float %t61, %t56
  %t63 = select i1 %t62, float %t61, float %t56
  %t64 = bitcast float %t61 to i32
  %t65 = bitcast float %t56 to i32
  %t66 = and i32 %t64, %t65
  %t67 = bitcast i32 %t66 to float
  %t68 = fcmp oeq float %t61, %t56
  %t69 = select i1 %t68, float %t67, float %t63
  %t70 = fcmp uno float %t61, %t56
  %t71 = fadd float %t61, %t56
  %t72 = select i1 %t70, float %t71, float %t69
  %t73 = bitcast float %t72 to i32
  %t74 = cmpxchg i32* %t58, i32 %t60, i32 %t73 seq_cst seq_cst
  %cas.seen60 = extractvalue { i32, i1 } %t74, 0
  %t75 = extractvalue { i32, i1 } %t74, 1
  br i1 %t75, label %cas.done13, label %cas.loop12
cas.done13:
  %t76 = load i64, i64* %v4
  %t77 = getelementptr inbounds float, float* %p0, i64 %t76
  %t78 = load float, float* %t77
  %t79 = fcmp ogt float %t78, 0x0000000000000000
  br i1 %t79, label %if.then14, label %if.else15
if.then14:
  %t80 = getelementptr inbounds i32, i32* %p3, i64 0
  %t81 = atomicrmw add i32* %t80, i32 1 seq_cst
  br label %if.end16
if.else15:
  br label %if.end16
if.end16:
  br label %it.latch9
it.latch9:
  %t82 = load i64, i64* %it4.1
  %t83 = add i64 %t82, 1
  store i64 %t83, i64* %it4.1
  br label %it.head7, !llvm.loop !0
slow6:
  store i64 %start, i64* %it4.1
  br label %it.head17
it.head17:
  %t84 = load i64, i64* %it4.1
  %t85 = icmp slt i64 %t84, %end
  br i1 %t85, label %it.body18, label %loop.exit0
it.body18:
  store i64 %t84, i64* %v4
  %t86 = load i64, i64* %v4
  %t87 = icmp ult i64 %t86, %p0.len
  br i1 %t87, label %inb20, label %oob21, !prof !2
oob21:
  call void @tack.oob(i64* %status, i64 1, i64 %t86, i64 %p0.len)
  br label %abort
inb20:
  %t88 = getelementptr inbounds float, float* %p0, i64 %t86
  %t89 = load float, float* %t88
  %t90 = icmp ult i64 0, %p1.len
  br i1 %t90, label %inb22, label %oob23, !prof !2
oob23:
  call void @tack.oob(i64* %status, i64 2, i64 0, i64 %p1.len)
  br label %abort
inb22:
  %t91 = getelementptr inbounds float, float* %p1, i64 0
  %t92 = bitcast float* %t91 to i32*
  %t93 = load atomic i32, i32* %t92 monotonic, align 4
  br label %cas.loop24
cas.loop24:
  %t94 = phi i32 [%t93, %inb22], [%cas.seen94, %cas.loop24]
  %t95 = bitcast i32 %t94 to float
  %t96 = fcmp olt float %t95, %t89
  %t97 = select i1 %t96, float %t95, float %t89
  %t98 = bitcast float %t95 to i32
  %t99 = bitcast float %t89 to i32
  %t100 = or i32 %t98, %t99
  %t101 = bitcast i32 %t100 to float
  %t102 = fcmp oeq float %t95, %t89
  %t103 = select i1 %t102, float %t101, float %t97
  %t104 = fcmp uno float %t95, %t89
  %t105 = fadd float %t95, %t89
  %t106 = select i1 %t104, float %t105, float %t103
  %t107 = bitcast float %t106 to i32
  %t108 = cmpxchg i32* %t92, i32 %t94, i32 %t107 seq_cst seq_cst
  %cas.seen94 = extractvalue { i32, i1 } %t108, 0
  %t109 = extractvalue { i32, i1 } %t108, 1
  br i1 %t109, label %cas.done25, label %cas.loop24
cas.done25:
  %t110 = load i64, i64* %v4
  %t111 = icmp ult i64 %t110, %p0.len
  br i1 %t111, label %inb26, label %oob27, !prof !2
oob27:
  call void @tack.oob(i64* %status, i64 3, i64 %t110, i64 %p0.len)
  br label %abort
inb26:
  %t112 = getelementptr inbounds float, float* %p0, i64 %t110
  %t113 = load float, float* %t112
  %t114 = icmp ult i64 0, %p2.len
  br i1 %t114, label %inb28, label %oob29, !prof !2
oob29:
  call void @tack.oob(i64* %status, i64 4, i64 0, i64 %p2.len)
  br label %abort
inb28:
  %t115 = getelementptr inbounds float, float* %p2, i64 0
  %t116 = bitcast float* %t115 to i32*
  %t117 = load atomic i32, i32* %t116 monotonic, align 4
  br label %cas.loop30
cas.loop30:
  %t118 = phi i32 [%t117, %inb28], [%cas.seen118, %cas.loop30]
  %t119 = bitcast i32 %t118 to float
  %t120 = fcmp ogt float %t119, %t113
  %t121 = select i1 %t120, float %t119, float %t113
  %t122 = bitcast float %t119 to i32
  %t123 = bitcast float %t113 to i32
  %t124 = and i32 %t122, %t123
  %t125 = bitcast i32 %t124 to float
  %t126 = fcmp oeq float %t119, %t113
  %t127 = select i1 %t126, float %t125, float %t121
  %t128 = fcmp uno float %t119, %t113
  %t129 = fadd float %t119, %t113
  %t130 = select i1 %t128, float %t129, float %t127
  %t131 = bitcast float %t130 to i32
  %t132 = cmpxchg i32* %t116, i32 %t118, i32 %t131 seq_cst seq_cst
  %cas.seen118 = extractvalue { i32, i1 } %t132, 0
  %t133 = extractvalue { i32, i1 } %t132, 1
  br i1 %t133, label %cas.done31, label %cas.loop30
cas.done31:
  %t134 = load i64, i64* %v4
  %t135 = icmp ult i64 %t134, %p0.len
  br i1 %t135, label %inb32, label %oob33, !prof !2
oob33:
  call void @tack.oob(i64* %status, i64 5, i64 %t134, i64 %p0.len)
  br label %abort
inb32:
  %t136 = getelementptr inbounds float, float* %p0, i64 %t134
  %t137 = load float, float* %t136
  %t138 = fcmp ogt float %t137, 0x0000000000000000
  br i1 %t138, label %if.then34, label %if.else35
if.then34:
  %t139 = icmp ult i64 0, %p3.len
  br i1 %t139, label %inb37, label %oob38, !prof !2
oob38:
  call void @tack.oob(i64* %status, i64 6, i64 0, i64 %p3.len)
  br label %abort
inb37:
  %t140 = getelementptr inbounds i32, i32* %p3, i64 0
  %t141 = atomicrmw add i32* %t140, i32 1 seq_cst
  br label %if.end36
if.else35:
  br label %if.end36
if.end36:
  br label %it.latch19
it.latch19:
  %t142 = load i64, i64* %it4.1
  %t143 = add i64 %t142, 1
  store i64 %t143, i64* %it4.1
  br label %it.head17, !llvm.loop !3
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
