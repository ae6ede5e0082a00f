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
  %t18 = icmp ult i64 %start, %p3.len
  %t19 = icmp ult i64 %t6, %p3.len
  %t20 = and i1 %t18, %t19
  %t21 = and i1 %t17, %t20
  %t22 = icmp ult i64 %start, %p4.len
  %t23 = icmp ult i64 %t6, %p4.len
  %t24 = and i1 %t22, %t23
  %t25 = and i1 %t21, %t24
  br i1 %t25, label %fast4, label %slow5
fast4:
  store i64 %start, i64* %it5.1
  br label %it.head6
it.head6:
  %t26 = load i64, i64* %it5.1
  %t27 = icmp slt i64 %t26, %end
  br i1 %t27, label %it.body7, label %loop.exit0
it.body7:
  store i64 %t26, i64* %v5
  %t28 = load i64, i64* %v5
  %t29 = load i64, i64* %v5
  %t30 = getelementptr inbounds float, float* %p0, i64 %t29
  %t31 = load float, float* %t30
  %t32 = load i64, i64* %v5
  %t33 = getelementptr inbounds float, float* %p1, i64 %t32
  %t34 = load float, float* %t33
  %t35 = fcmp olt float %t31, %t34
  %t36 = select i1 %t35, float %t31, float %t34
  %t37 = bitcast float %t31 to i32
  %t38 = bitcast float %t34 to i32
  %t39 = or i32 %t37, %t38
  %t40 = bitcast i32 %t39 to float
  %t41 = fcmp oeq float %t31, %t34
  %t42 = select i1 %t41, float %t40, float %t36
  %t43 = fcmp uno float %t31, %t34
  %t44 = fadd float %t31, %t34
  %t45 = select i1 %t43, float %t44, float %t42
  %t46 = getelementptr inbounds float, float* %p2, i64 %t28
  store float %t45, float* %t46
  %t47 = load i64, i64* %v5
  %t48 = load i64, i64* %v5
  %t49 = getelementptr inbounds float, float* %p0, i64 %t48
  %t50 = load float, float* %t49
  %t51 = load i64, i64* %v5
  %t52 = getelementptr inbounds float, float* %p1, i64 %t51
  %t53 = load float, float* %t52
  %t54 = fcmp ogt float %t50, %t53
  %t55 = select i1 %t54, float %t50, float %t53
  %t56 = bitcast float %t50 to i32
  %t57 = bitcast float %t53 to i32
  %t58 = and i32 %t56, %t57
  %t59 = bitcast i32 %t58 to float
  %t60 = fcmp oeq float %t50, %t53
  %t61 = select i1 %t60, float %t59, float %t55
  %t62 = fcmp uno float %t50, %t53
  %t63 = fadd float %t50, %t53
  %t64 = select i1 %t62, float %t63, float %t61
  %t65 = fcmp ogt float %t64, 0x0000000000000000
  %t66 = select i1 %t65, float %t64, float 0x0000000000000000
  %t67 = bitcast float %t64 to i32
  %t68 = bitcast float 0x0000000000000000 to i32
  %t69 = and i32 %t67, %t68
  %t70 = bitcast i32 %t69 to float
  %t71 = fcmp oeq float %t64, 0x0000000000000000
  %t72 = select i1 %t71, float %t70, float %t66
  %t73 = fcmp uno float %t64, 0x0000000000000000
  %t74 = fadd float %t64, 0x0000000000000000
  %t75 = select i1 %t73, float %t74, float %t72
  %t76 = getelementptr inbounds float, float* %p3, i64 %t47
  store float %t75, float* %t76
  %t77 = load i64, i64* %v5
  %t78 = load i64, i64* %v5
  %t79 = getelementptr inbounds float, float* %p0, i64 %t78
  %t80 = load float, float* %t79
  %t81 = fcmp uno float %t80, %t80
  br i1 %t81, label %cond.then9, label %cond.else10
cond.then9:
  br label %cond.end11
cond.else10:
  br label %cond.end11
cond.end11:
  %t82 = phi i32 [1, %cond.then9], [0, %cond.else10]
  %t83 = load i64, i64* %v5
  %t84 = getelementptr inbounds float, float* %p1, i64 %t83
  %t85 = load float, float* %t84
  %t86 = call float @llvm.fabs.f32(float %t85)
  %t87 = fcmp olt float %t86, 0x7FF0000000000000
  br i1 %t87, label %cond.then12, label %cond.else13
cond.then12:
  br label %cond.end14
cond.else13:
  br label %cond.end14
cond.end14:
  %t88 = phi i32 [2, %cond.then12], [0, %cond.else13]
  %t89 = add i32 %t82, %t88
  %t90 = getelementptr inbounds i32, i32* %p4, i64 %t77
  store i32 %t89, i32* %t90
  br label %it.latch8
it.latch8:
  %t91 = load i64, i64* %it5.1
  %t92 = add i64 %t91, 1
  store i64 %t92, i64* %it5.1
  br label %it.head6, !llvm.loop !0
slow5:
  store i64 %start, i64* %it5.1
  br label %it.head15
it.head15:
  %t93 = load i64, i64* %it5.1
  %t94 = icmp slt i64 %t93, %end
  br i1 %t94, label %it.body16, label %loop.exit0
it.body16:
  store i64 %t93, i64* %v5
  %t95 = load i64, i64* %v5
  %t96 = load i64, i64* %v5
  %t97 = icmp ult i64 %t96, %p0.len
  br i1 %t97, label %inb18, label %oob19, !prof !2
oob19:
  call void @tack.oob(i64* %status, i64 1, i64 %t96)
  br label %abort
inb18:
  %t98 = getelementptr inbounds float, float* %p0, i64 %t96
  %t99 = load float, float* %t98
  %t100 = load i64, i64* %v5
  %t101 = icmp ult i64 %t100, %p1.len
  br i1 %t101, label %inb20, label %oob21, !prof !2
oob21:
  call void @tack.oob(i64* %status, i64 2, i64 %t100)
  br label %abort
inb20:
  %t102 = getelementptr inbounds float, float* %p1, i64 %t100
  %t103 = load float, float* %t102
  %t104 = fcmp olt float %t99, %t103
  %t105 = select i1 %t104, float %t99, float %t103
  %t106 = bitcast float %t99 to i32
  %t107 = bitcast float %t103 to i32
  %t108 = or i32 %t106, %t107
  %t109 = bitcast i32 %t108 to float
  %t110 = fcmp oeq float %t99, %t103
  %t111 = select i1 %t110, float %t109, float %t105
  %t112 = fcmp uno float %t99, %t103
  %t113 = fadd float %t99, %t103
  %t114 = select i1 %t112, float %t113, float %t111
  %t115 = icmp ult i64 %t95, %p2.len
  br i1 %t115, label %inb22, label %oob23, !prof !2
oob23:
  call void @tack.oob(i64* %status, i64 3, i64 %t95)
  br label %abort
inb22:
  %t116 = getelementptr inbounds float, float* %p2, i64 %t95
  store float %t114, float* %t116
  %t117 = load i64, i64* %v5
  %t118 = load i64, i64* %v5
  %t119 = icmp ult i64 %t118, %p0.len
  br i1 %t119, label %inb24, label %oob25, !prof !2
oob25:
  call void @tack.oob(i64* %status, i64 4, i64 %t118)
  br label %abort
inb24:
  %t120 = getelementptr inbounds float, float* %p0, i64 %t118
  %t121 = load float, float* %t120
  %t122 = load i64, i64* %v5
  %t123 = icmp ult i64 %t122, %p1.len
  br i1 %t123, label %inb26, label %oob27, !prof !2
oob27:
  call void @tack.oob(i64* %status, i64 5, i64 %t122)
  br label %abort
inb26:
  %t124 = getelementptr inbounds float, float* %p1, i64 %t122
  %t125 = load float, float* %t124
  %t126 = fcmp ogt float %t121, %t125
  %t127 = select i1 %t126, float %t121, float %t125
  %t128 = bitcast float %t121 to i32
  %t129 = bitcast float %t125 to i32
  %t130 = and i32 %t128, %t129
  %t131 = bitcast i32 %t130 to float
  %t132 = fcmp oeq float %t121, %t125
  %t133 = select i1 %t132, float %t131, float %t127
  %t134 = fcmp uno float %t121, %t125
  %t135 = fadd float %t121, %t125
  %t136 = select i1 %t134, float %t135, float %t133
  %t137 = fcmp ogt float %t136, 0x0000000000000000
  %t138 = select i1 %t137, float %t136, float 0x0000000000000000
  %t139 = bitcast float %t136 to i32
  %t140 = bitcast float 0x0000000000000000 to i32
  %t141 = and i32 %t139, %t140
  %t142 = bitcast i32 %t141 to float
  %t143 = fcmp oeq float %t136, 0x0000000000000000
  %t144 = select i1 %t143, float %t142, float %t138
  %t145 = fcmp uno float %t136, 0x0000000000000000
  %t146 = fadd float %t136, 0x0000000000000000
  %t147 = select i1 %t145, float %t146, float %t144
  %t148 = icmp ult i64 %t117, %p3.len
  br i1 %t148, label %inb28, label %oob29, !prof !2
oob29:
  call void @tack.oob(i64* %status, i64 6, i64 %t117)
  br label %abort
inb28:
  %t149 = getelementptr inbounds float, float* %p3, i64 %t117
  store float %t147, float* %t149
  %t150 = load i64, i64* %v5
  %t151 = load i64, i64* %v5
  %t152 = icmp ult i64 %t151, %p0.len
  br i1 %t152, label %inb30, label %oob31, !prof !2
oob31:
  call void @tack.oob(i64* %status, i64 7, i64 %t151)
  br label %abort
inb30:
  %t153 = getelementptr inbounds float, float* %p0, i64 %t151
  %t154 = load float, float* %t153
  %t155 = fcmp uno float %t154, %t154
  br i1 %t155, label %cond.then32, label %cond.else33
cond.then32:
  br label %cond.end34
cond.else33:
  br label %cond.end34
cond.end34:
  %t156 = phi i32 [1, %cond.then32], [0, %cond.else33]
  %t157 = load i64, i64* %v5
  %t158 = icmp ult i64 %t157, %p1.len
  br i1 %t158, label %inb35, label %oob36, !prof !2
oob36:
  call void @tack.oob(i64* %status, i64 8, i64 %t157)
  br label %abort
inb35:
  %t159 = getelementptr inbounds float, float* %p1, i64 %t157
  %t160 = load float, float* %t159
  %t161 = call float @llvm.fabs.f32(float %t160)
  %t162 = fcmp olt float %t161, 0x7FF0000000000000
  br i1 %t162, label %cond.then37, label %cond.else38
cond.then37:
  br label %cond.end39
cond.else38:
  br label %cond.end39
cond.end39:
  %t163 = phi i32 [2, %cond.then37], [0, %cond.else38]
  %t164 = add i32 %t156, %t163
  %t165 = icmp ult i64 %t150, %p4.len
  br i1 %t165, label %inb40, label %oob41, !prof !2
oob41:
  call void @tack.oob(i64* %status, i64 9, i64 %t150)
  br label %abort
inb40:
  %t166 = getelementptr inbounds i32, i32* %p4, i64 %t150
  store i32 %t164, i32* %t166
  br label %it.latch17
it.latch17:
  %t167 = load i64, i64* %it5.1
  %t168 = add i64 %t167, 1
  store i64 %t168, i64* %it5.1
  br label %it.head15, !llvm.loop !3
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
