; Tack kernel 'minmax' (generated; do not edit)
source_filename = "tack"
target triple = "x86_64-unknown-linux-gnu"

define internal void @tack_kernel_minmax(float* %p0, float* %p1, float* %p2, float* %p3, i32* %p4, i64 %p0.len, i64 %p1.len, i64 %p2.len, i64 %p3.len, i64 %p4.len, i64* %status, i64 %start, i64 %end) #0 {
entry:
  %budget = alloca i64
  %it5.1 = alloca i64
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
  %t20 = icmp ult i64 %start, %p3.len
  %t21 = icmp ult i64 %t8, %p3.len
  %t22 = and i1 %t20, %t21
  %t23 = and i1 %t19, %t22
  %t24 = icmp ult i64 %start, %p4.len
  %t25 = icmp ult i64 %t8, %p4.len
  %t26 = and i1 %t24, %t25
  %t27 = and i1 %t23, %t26
  br i1 %t27, label %fast5, label %slow6
fast5:
  store i64 %start, i64* %it5.1
  br label %it.head7
it.head7:
  %t28 = load i64, i64* %it5.1
  %t29 = icmp slt i64 %t28, %end
  br i1 %t29, label %it.body8, label %loop.exit0
it.body8:
  store i64 %t28, i64* %v5
  %t30 = load i64, i64* %v5
  %t31 = load i64, i64* %v5
  %t32 = getelementptr inbounds float, float* %p0, i64 %t31
  %t33 = load float, float* %t32
  %t34 = load i64, i64* %v5
  %t35 = getelementptr inbounds float, float* %p1, i64 %t34
  %t36 = load float, float* %t35
  %t37 = fcmp olt float %t33, %t36
  %t38 = select i1 %t37, float %t33, float %t36
  %t39 = bitcast float %t33 to i32
  %t40 = bitcast float %t36 to i32
  %t41 = or i32 %t39, %t40
  %t42 = bitcast i32 %t41 to float
  %t43 = fcmp oeq float %t33, %t36
  %t44 = select i1 %t43, float %t42, float %t38
  %t45 = fcmp uno float %t33, %t36
  %t46 = fadd float %t33, %t36
  %t47 = select i1 %t45, float %t46, float %t44
  %t48 = getelementptr inbounds float, float* %p2, i64 %t30
  store float %t47, float* %t48
  %t49 = load i64, i64* %v5
  %t50 = load i64, i64* %v5
  %t51 = getelementptr inbounds float, float* %p0, i64 %t50
  %t52 = load float, float* %t51
  %t53 = load i64, i64* %v5
  %t54 = getelementptr inbounds float, float* %p1, i64 %t53
  %t55 = load float, float* %t54
  %t56 = fcmp ogt float %t52, %t55
  %t57 = select i1 %t56, float %t52, float %t55
  %t58 = bitcast float %t52 to i32
  %t59 = bitcast float %t55 to i32
  %t60 = and i32 %t58, %t59
  %t61 = bitcast i32 %t60 to float
  %t62 = fcmp oeq float %t52, %t55
  %t63 = select i1 %t62, float %t61, float %t57
  %t64 = fcmp uno float %t52, %t55
  %t65 = fadd float %t52, %t55
  %t66 = select i1 %t64, float %t65, float %t63
  %t67 = fcmp ogt float %t66, 0x0000000000000000
  %t68 = select i1 %t67, float %t66, float 0x0000000000000000
  %t69 = bitcast float %t66 to i32
  %t70 = bitcast float 0x0000000000000000 to i32
  %t71 = and i32 %t69, %t70
  %t72 = bitcast i32 %t71 to float
  %t73 = fcmp oeq float %t66, 0x0000000000000000
  %t74 = select i1 %t73, float %t72, float %t68
  %t75 = fcmp uno float %t66, 0x0000000000000000
  %t76 = fadd float %t66, 0x0000000000000000
  %t77 = select i1 %t75, float %t76, float %t74
  %t78 = getelementptr inbounds float, float* %p3, i64 %t49
  store float %t77, float* %t78
  %t79 = load i64, i64* %v5
  %t80 = load i64, i64* %v5
  %t81 = getelementptr inbounds float, float* %p0, i64 %t80
  %t82 = load float, float* %t81
  %t83 = fcmp uno float %t82, %t82
  br i1 %t83, label %cond.then10, label %cond.else11
cond.then10:
  br label %cond.end12
cond.else11:
  br label %cond.end12
cond.end12:
  %t84 = phi i32 [1, %cond.then10], [0, %cond.else11]
  %t85 = load i64, i64* %v5
  %t86 = getelementptr inbounds float, float* %p1, i64 %t85
  %t87 = load float, float* %t86
  %t88 = call float @llvm.fabs.f32(float %t87)
  %t89 = fcmp olt float %t88, 0x7FF0000000000000
  br i1 %t89, label %cond.then13, label %cond.else14
cond.then13:
  br label %cond.end15
cond.else14:
  br label %cond.end15
cond.end15:
  %t90 = phi i32 [2, %cond.then13], [0, %cond.else14]
  %t91 = add i32 %t84, %t90
  %t92 = getelementptr inbounds i32, i32* %p4, i64 %t79
  store i32 %t91, i32* %t92
  br label %it.latch9
it.latch9:
  %t93 = load i64, i64* %it5.1
  %t94 = add i64 %t93, 1
  store i64 %t94, i64* %it5.1
  br label %it.head7, !llvm.loop !0
slow6:
  store i64 %start, i64* %it5.1
  br label %it.head16
it.head16:
  %t95 = load i64, i64* %it5.1
  %t96 = icmp slt i64 %t95, %end
  br i1 %t96, label %it.body17, label %loop.exit0
it.body17:
  store i64 %t95, i64* %v5
  %t97 = load i64, i64* %v5
  %t98 = load i64, i64* %v5
  %t99 = icmp ult i64 %t98, %p0.len
  br i1 %t99, label %inb19, label %oob20, !prof !2
oob20:
  call void @tack.oob(i64* %status, i64 1, i64 %t98, i64 %p0.len)
  br label %abort
inb19:
  %t100 = getelementptr inbounds float, float* %p0, i64 %t98
  %t101 = load float, float* %t100
  %t102 = load i64, i64* %v5
  %t103 = icmp ult i64 %t102, %p1.len
  br i1 %t103, label %inb21, label %oob22, !prof !2
oob22:
  call void @tack.oob(i64* %status, i64 2, i64 %t102, i64 %p1.len)
  br label %abort
inb21:
  %t104 = getelementptr inbounds float, float* %p1, i64 %t102
  %t105 = load float, float* %t104
  %t106 = fcmp olt float %t101, %t105
  %t107 = select i1 %t106, float %t101, float %t105
  %t108 = bitcast float %t101 to i32
  %t109 = bitcast float %t105 to i32
  %t110 = or i32 %t108, %t109
  %t111 = bitcast i32 %t110 to float
  %t112 = fcmp oeq float %t101, %t105
  %t113 = select i1 %t112, float %t111, float %t107
  %t114 = fcmp uno float %t101, %t105
  %t115 = fadd float %t101, %t105
  %t116 = select i1 %t114, float %t115, float %t113
  %t117 = icmp ult i64 %t97, %p2.len
  br i1 %t117, label %inb23, label %oob24, !prof !2
oob24:
  call void @tack.oob(i64* %status, i64 3, i64 %t97, i64 %p2.len)
  br label %abort
inb23:
  %t118 = getelementptr inbounds float, float* %p2, i64 %t97
  store float %t116, float* %t118
  %t119 = load i64, i64* %v5
  %t120 = load i64, i64* %v5
  %t121 = icmp ult i64 %t120, %p0.len
  br i1 %t121, label %inb25, label %oob26, !prof !2
oob26:
  call void @tack.oob(i64* %status, i64 4, i64 %t120, i64 %p0.len)
  br label %abort
inb25:
  %t122 = getelementptr inbounds float, float* %p0, i64 %t120
  %t123 = load float, float* %t122
  %t124 = load i64, i64* %v5
  %t125 = icmp ult i64 %t124, %p1.len
  br i1 %t125, label %inb27, label %oob28, !prof !2
oob28:
  call void @tack.oob(i64* %status, i64 5, i64 %t124, i64 %p1.len)
  br label %abort
inb27:
  %t126 = getelementptr inbounds float, float* %p1, i64 %t124
  %t127 = load float, float* %t126
  %t128 = fcmp ogt float %t123, %t127
  %t129 = select i1 %t128, float %t123, float %t127
  %t130 = bitcast float %t123 to i32
  %t131 = bitcast float %t127 to i32
  %t132 = and i32 %t130, %t131
  %t133 = bitcast i32 %t132 to float
  %t134 = fcmp oeq float %t123, %t127
  %t135 = select i1 %t134, float %t133, float %t129
  %t136 = fcmp uno float %t123, %t127
  %t137 = fadd float %t123, %t127
  %t138 = select i1 %t136, float %t137, float %t135
  %t139 = fcmp ogt float %t138, 0x0000000000000000
  %t140 = select i1 %t139, float %t138, float 0x0000000000000000
  %t141 = bitcast float %t138 to i32
  %t142 = bitcast float 0x0000000000000000 to i32
  %t143 = and i32 %t141, %t142
  %t144 = bitcast i32 %t143 to float
  %t145 = fcmp oeq float %t138, 0x0000000000000000
  %t146 = select i1 %t145, float %t144, float %t140
  %t147 = fcmp uno float %t138, 0x0000000000000000
  %t148 = fadd float %t138, 0x0000000000000000
  %t149 = select i1 %t147, float %t148, float %t146
  %t150 = icmp ult i64 %t119, %p3.len
  br i1 %t150, label %inb29, label %oob30, !prof !2
oob30:
  call void @tack.oob(i64* %status, i64 6, i64 %t119, i64 %p3.len)
  br label %abort
inb29:
  %t151 = getelementptr inbounds float, float* %p3, i64 %t119
  store float %t149, float* %t151
  %t152 = load i64, i64* %v5
  %t153 = load i64, i64* %v5
  %t154 = icmp ult i64 %t153, %p0.len
  br i1 %t154, label %inb31, label %oob32, !prof !2
oob32:
  call void @tack.oob(i64* %status, i64 7, i64 %t153, i64 %p0.len)
  br label %abort
inb31:
  %t155 = getelementptr inbounds float, float* %p0, i64 %t153
  %t156 = load float, float* %t155
  %t157 = fcmp uno float %t156, %t156
  br i1 %t157, label %cond.then33, label %cond.else34
cond.then33:
  br label %cond.end35
cond.else34:
  br label %cond.end35
cond.end35:
  %t158 = phi i32 [1, %cond.then33], [0, %cond.else34]
  %t159 = load i64, i64* %v5
  %t160 = icmp ult i64 %t159, %p1.len
  br i1 %t160, label %inb36, label %oob37, !prof !2
oob37:
  call void @tack.oob(i64* %status, i64 8, i64 %t159, i64 %p1.len)
  br label %abort
inb36:
  %t161 = getelementptr inbounds float, float* %p1, i64 %t159
  %t162 = load float, float* %t161
  %t163 = call float @llvm.fabs.f32(float %t162)
  %t164 = fcmp olt float %t163, 0x7FF0000000000000
  br i1 %t164, label %cond.then38, label %cond.else39
cond.then38:
  br label %cond.end40
cond.else39:
  br label %cond.end40
cond.end40:
  %t165 = phi i32 [2, %cond.then38], [0, %cond.else39]
  %t166 = add i32 %t158, %t165
  %t167 = icmp ult i64 %t152, %p4.len
  br i1 %t167, label %inb41, label %oob42, !prof !2
oob42:
  call void @tack.oob(i64* %status, i64 9, i64 %t152, i64 %p4.len)
  br label %abort
inb41:
  %t168 = getelementptr inbounds i32, i32* %p4, i64 %t152
  store i32 %t166, i32* %t168
  br label %it.latch18
it.latch18:
  %t169 = load i64, i64* %it5.1
  %t170 = add i64 %t169, 1
  store i64 %t170, i64* %it5.1
  br label %it.head16, !llvm.loop !3
loop.exit0:
  ret void
abort:
  ret void
}

define void @tack_chunk_minmax(i64* %slots, i64 %start, i64 %end) #0 {
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
  %s3.a = inttoptr i64 %s3 to float*
  %s4.p = getelementptr i64, i64* %slots, i64 4
  %s4 = load i64, i64* %s4.p
  %s4.a = inttoptr i64 %s4 to i32*
  %h5.p = getelementptr i64, i64* %slots, i64 5
  %h5 = load i64, i64* %h5.p
  %h6.p = getelementptr i64, i64* %slots, i64 6
  %h6 = load i64, i64* %h6.p
  %h7.p = getelementptr i64, i64* %slots, i64 7
  %h7 = load i64, i64* %h7.p
  %h8.p = getelementptr i64, i64* %slots, i64 8
  %h8 = load i64, i64* %h8.p
  %h9.p = getelementptr i64, i64* %slots, i64 9
  %h9 = load i64, i64* %h9.p
  %st.p = getelementptr i64, i64* %slots, i64 10
  %st = load i64, i64* %st.p
  %st.a = inttoptr i64 %st to i64*
  call void @tack_kernel_minmax(float* %s0.a, float* %s1.a, float* %s2.a, float* %s3.a, i32* %s4.a, i64 %h5, i64 %h6, i64 %h7, i64 %h8, i64 %h9, i64* %st.a, i64 %start, i64 %end)
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
declare float @llvm.fabs.f32(float)
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
