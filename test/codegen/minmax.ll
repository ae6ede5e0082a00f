; Tack kernel 'minmax' (generated; do not edit)
source_filename = "tack"
target triple = "x86_64-unknown-linux-gnu"

define internal void @tack_kernel_minmax(float* %p0, float* %p1, float* %p2, float* %p3, i32* %p4, i64 %p0.len, i64 %p1.len, i64 %p2.len, i64 %p3.len, i64 %p4.len, i64* %status, i64 %start, i64 %end) #0 {
entry:
  %budget = alloca i64
  %blk5.1 = alloca i64
  %it5.1 = alloca i64
  %v5 = alloca i64
  store i64 65536, i64* %budget
  store i64 %start, i64* %blk5.1
  br label %blk.head1
blk.head1:
  %t0 = load i64, i64* %blk5.1
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
  %t22 = icmp ult i64 %t0, %p3.len
  %t23 = icmp ult i64 %t10, %p3.len
  %t24 = and i1 %t22, %t23
  %t25 = and i1 %t21, %t24
  %t26 = icmp ult i64 %t0, %p4.len
  %t27 = icmp ult i64 %t10, %p4.len
  %t28 = and i1 %t26, %t27
  %t29 = and i1 %t25, %t28
  br i1 %t29, label %fast6, label %slow7
fast6:
  store i64 %t0, i64* %it5.1
  br label %it.head8
it.head8:
  %t30 = load i64, i64* %it5.1
  %t31 = icmp slt i64 %t30, %t4
  br i1 %t31, label %it.body9, label %blk.next3
it.body9:
  store i64 %t30, i64* %v5
  %t32 = load i64, i64* %v5
  %t33 = load i64, i64* %v5
  %t34 = getelementptr inbounds float, float* %p0, i64 %t33
  %t35 = load float, float* %t34
  %t36 = load i64, i64* %v5
  %t37 = getelementptr inbounds float, float* %p1, i64 %t36
  %t38 = load float, float* %t37
  %t39 = fcmp olt float %t35, %t38
  %t40 = select i1 %t39, float %t35, float %t38
  %t41 = bitcast float %t35 to i32
  %t42 = bitcast float %t38 to i32
  %t43 = or i32 %t41, %t42
  %t44 = bitcast i32 %t43 to float
  %t45 = fcmp oeq float %t35, %t38
  %t46 = select i1 %t45, float %t44, float %t40
  %t47 = fcmp uno float %t35, %t38
  %t48 = fadd float %t35, %t38
  %t49 = select i1 %t47, float %t48, float %t46
  %t50 = getelementptr inbounds float, float* %p2, i64 %t32
  store float %t49, float* %t50
  %t51 = load i64, i64* %v5
  %t52 = load i64, i64* %v5
  %t53 = getelementptr inbounds float, float* %p0, i64 %t52
  %t54 = load float, float* %t53
  %t55 = load i64, i64* %v5
  %t56 = getelementptr inbounds float, float* %p1, i64 %t55
  %t57 = load float, float* %t56
  %t58 = fcmp ogt float %t54, %t57
  %t59 = select i1 %t58, float %t54, float %t57
  %t60 = bitcast float %t54 to i32
  %t61 = bitcast float %t57 to i32
  %t62 = and i32 %t60, %t61
  %t63 = bitcast i32 %t62 to float
  %t64 = fcmp oeq float %t54, %t57
  %t65 = select i1 %t64, float %t63, float %t59
  %t66 = fcmp uno float %t54, %t57
  %t67 = fadd float %t54, %t57
  %t68 = select i1 %t66, float %t67, float %t65
  %t69 = fcmp ogt float %t68, 0x0000000000000000
  %t70 = select i1 %t69, float %t68, float 0x0000000000000000
  %t71 = bitcast float %t68 to i32
  %t72 = bitcast float 0x0000000000000000 to i32
  %t73 = and i32 %t71, %t72
  %t74 = bitcast i32 %t73 to float
  %t75 = fcmp oeq float %t68, 0x0000000000000000
  %t76 = select i1 %t75, float %t74, float %t70
  %t77 = fcmp uno float %t68, 0x0000000000000000
  %t78 = fadd float %t68, 0x0000000000000000
  %t79 = select i1 %t77, float %t78, float %t76
  %t80 = getelementptr inbounds float, float* %p3, i64 %t51
  store float %t79, float* %t80
  %t81 = load i64, i64* %v5
  %t82 = load i64, i64* %v5
  %t83 = getelementptr inbounds float, float* %p0, i64 %t82
  %t84 = load float, float* %t83
  %t85 = fcmp uno float %t84, %t84
  br i1 %t85, label %cond.then11, label %cond.else12
cond.then11:
  br label %cond.end13
cond.else12:
  br label %cond.end13
cond.end13:
  %t86 = phi i32 [1, %cond.then11], [0, %cond.else12]
  %t87 = load i64, i64* %v5
  %t88 = getelementptr inbounds float, float* %p1, i64 %t87
  %t89 = load float, float* %t88
  %t90 = call float @llvm.fabs.f32(float %t89)
  %t91 = fcmp olt float %t90, 0x7FF0000000000000
  br i1 %t91, label %cond.then14, label %cond.else15
cond.then14:
  br label %cond.end16
cond.else15:
  br label %cond.end16
cond.end16:
  %t92 = phi i32 [2, %cond.then14], [0, %cond.else15]
  %t93 = add i32 %t86, %t92
  %t94 = getelementptr inbounds i32, i32* %p4, i64 %t81
  store i32 %t93, i32* %t94
  br label %it.latch10
it.latch10:
  %t95 = load i64, i64* %it5.1
  %t96 = add i64 %t95, 1
  store i64 %t96, i64* %it5.1
  br label %it.head8, !llvm.loop !0
slow7:
  store i64 %t0, i64* %it5.1
  br label %it.head17
it.head17:
  %t97 = load i64, i64* %it5.1
  %t98 = icmp slt i64 %t97, %t4
  br i1 %t98, label %it.body18, label %blk.next3
it.body18:
  store i64 %t97, i64* %v5
  %t99 = load i64, i64* %v5
  %t100 = load i64, i64* %v5
  %t101 = icmp ult i64 %t100, %p0.len
  br i1 %t101, label %inb20, label %oob21, !prof !2
oob21:
  call void @tack.oob(i64* %status, i64 1, i64 %t100)
  br label %abort
inb20:
  %t102 = getelementptr inbounds float, float* %p0, i64 %t100
  %t103 = load float, float* %t102
  %t104 = load i64, i64* %v5
  %t105 = icmp ult i64 %t104, %p1.len
  br i1 %t105, label %inb22, label %oob23, !prof !2
oob23:
  call void @tack.oob(i64* %status, i64 2, i64 %t104)
  br label %abort
inb22:
  %t106 = getelementptr inbounds float, float* %p1, i64 %t104
  %t107 = load float, float* %t106
  %t108 = fcmp olt float %t103, %t107
  %t109 = select i1 %t108, float %t103, float %t107
  %t110 = bitcast float %t103 to i32
  %t111 = bitcast float %t107 to i32
  %t112 = or i32 %t110, %t111
  %t113 = bitcast i32 %t112 to float
  %t114 = fcmp oeq float %t103, %t107
  %t115 = select i1 %t114, float %t113, float %t109
  %t116 = fcmp uno float %t103, %t107
  %t117 = fadd float %t103, %t107
  %t118 = select i1 %t116, float %t117, float %t115
  %t119 = icmp ult i64 %t99, %p2.len
  br i1 %t119, label %inb24, label %oob25, !prof !2
oob25:
  call void @tack.oob(i64* %status, i64 3, i64 %t99)
  br label %abort
inb24:
  %t120 = getelementptr inbounds float, float* %p2, i64 %t99
  store float %t118, float* %t120
  %t121 = load i64, i64* %v5
  %t122 = load i64, i64* %v5
  %t123 = icmp ult i64 %t122, %p0.len
  br i1 %t123, label %inb26, label %oob27, !prof !2
oob27:
  call void @tack.oob(i64* %status, i64 4, i64 %t122)
  br label %abort
inb26:
  %t124 = getelementptr inbounds float, float* %p0, i64 %t122
  %t125 = load float, float* %t124
  %t126 = load i64, i64* %v5
  %t127 = icmp ult i64 %t126, %p1.len
  br i1 %t127, label %inb28, label %oob29, !prof !2
oob29:
  call void @tack.oob(i64* %status, i64 5, i64 %t126)
  br label %abort
inb28:
  %t128 = getelementptr inbounds float, float* %p1, i64 %t126
  %t129 = load float, float* %t128
  %t130 = fcmp ogt float %t125, %t129
  %t131 = select i1 %t130, float %t125, float %t129
  %t132 = bitcast float %t125 to i32
  %t133 = bitcast float %t129 to i32
  %t134 = and i32 %t132, %t133
  %t135 = bitcast i32 %t134 to float
  %t136 = fcmp oeq float %t125, %t129
  %t137 = select i1 %t136, float %t135, float %t131
  %t138 = fcmp uno float %t125, %t129
  %t139 = fadd float %t125, %t129
  %t140 = select i1 %t138, float %t139, float %t137
  %t141 = fcmp ogt float %t140, 0x0000000000000000
  %t142 = select i1 %t141, float %t140, float 0x0000000000000000
  %t143 = bitcast float %t140 to i32
  %t144 = bitcast float 0x0000000000000000 to i32
  %t145 = and i32 %t143, %t144
  %t146 = bitcast i32 %t145 to float
  %t147 = fcmp oeq float %t140, 0x0000000000000000
  %t148 = select i1 %t147, float %t146, float %t142
  %t149 = fcmp uno float %t140, 0x0000000000000000
  %t150 = fadd float %t140, 0x0000000000000000
  %t151 = select i1 %t149, float %t150, float %t148
  %t152 = icmp ult i64 %t121, %p3.len
  br i1 %t152, label %inb30, label %oob31, !prof !2
oob31:
  call void @tack.oob(i64* %status, i64 6, i64 %t121)
  br label %abort
inb30:
  %t153 = getelementptr inbounds float, float* %p3, i64 %t121
  store float %t151, float* %t153
  %t154 = load i64, i64* %v5
  %t155 = load i64, i64* %v5
  %t156 = icmp ult i64 %t155, %p0.len
  br i1 %t156, label %inb32, label %oob33, !prof !2
oob33:
  call void @tack.oob(i64* %status, i64 7, i64 %t155)
  br label %abort
inb32:
  %t157 = getelementptr inbounds float, float* %p0, i64 %t155
  %t158 = load float, float* %t157
  %t159 = fcmp uno float %t158, %t158
  br i1 %t159, label %cond.then34, label %cond.else35
cond.then34:
  br label %cond.end36
cond.else35:
  br label %cond.end36
cond.end36:
  %t160 = phi i32 [1, %cond.then34], [0, %cond.else35]
  %t161 = load i64, i64* %v5
  %t162 = icmp ult i64 %t161, %p1.len
  br i1 %t162, label %inb37, label %oob38, !prof !2
oob38:
  call void @tack.oob(i64* %status, i64 8, i64 %t161)
  br label %abort
inb37:
  %t163 = getelementptr inbounds float, float* %p1, i64 %t161
  %t164 = load float, float* %t163
  %t165 = call float @llvm.fabs.f32(float %t164)
  %t166 = fcmp olt float %t165, 0x7FF0000000000000
  br i1 %t166, label %cond.then39, label %cond.else40
cond.then39:
  br label %cond.end41
cond.else40:
  br label %cond.end41
cond.end41:
  %t167 = phi i32 [2, %cond.then39], [0, %cond.else40]
  %t168 = add i32 %t160, %t167
  %t169 = icmp ult i64 %t154, %p4.len
  br i1 %t169, label %inb42, label %oob43, !prof !2
oob43:
  call void @tack.oob(i64* %status, i64 9, i64 %t154)
  br label %abort
inb42:
  %t170 = getelementptr inbounds i32, i32* %p4, i64 %t154
  store i32 %t168, i32* %t170
  br label %it.latch19
it.latch19:
  %t171 = load i64, i64* %it5.1
  %t172 = add i64 %t171, 1
  store i64 %t172, i64* %it5.1
  br label %it.head17, !llvm.loop !0
blk.next3:
  store i64 %t4, i64* %blk5.1
  br label %blk.head1
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
declare float @llvm.fabs.f32(float)

attributes #0 = { nounwind }
attributes #1 = { alwaysinline nounwind }
attributes #2 = { cold noinline nounwind }

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.runtime.disable"}
!2 = !{!"branch_weights", i32 1048576, i32 1}
