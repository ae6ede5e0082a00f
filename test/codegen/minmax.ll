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
  %t22 = icmp ult i64 %t0, %p0.len
  %t23 = icmp ult i64 %t10, %p0.len
  %t24 = and i1 %t22, %t23
  %t25 = and i1 %t21, %t24
  %t26 = icmp ult i64 %t0, %p1.len
  %t27 = icmp ult i64 %t10, %p1.len
  %t28 = and i1 %t26, %t27
  %t29 = and i1 %t25, %t28
  %t30 = icmp ult i64 %t0, %p3.len
  %t31 = icmp ult i64 %t10, %p3.len
  %t32 = and i1 %t30, %t31
  %t33 = and i1 %t29, %t32
  %t34 = icmp ult i64 %t0, %p0.len
  %t35 = icmp ult i64 %t10, %p0.len
  %t36 = and i1 %t34, %t35
  %t37 = and i1 %t33, %t36
  %t38 = icmp ult i64 %t0, %p1.len
  %t39 = icmp ult i64 %t10, %p1.len
  %t40 = and i1 %t38, %t39
  %t41 = and i1 %t37, %t40
  %t42 = icmp ult i64 %t0, %p4.len
  %t43 = icmp ult i64 %t10, %p4.len
  %t44 = and i1 %t42, %t43
  %t45 = and i1 %t41, %t44
  br i1 %t45, label %fast6, label %slow7
fast6:
  store i64 %t0, i64* %it5.1
  br label %it.head8
it.head8:
  %t46 = load i64, i64* %it5.1
  %t47 = icmp slt i64 %t46, %t4
  br i1 %t47, label %it.body9, label %blk.next3
it.body9:
  store i64 %t46, i64* %v5
  %t48 = load i64, i64* %v5
  %t49 = load i64, i64* %v5
  %t50 = getelementptr inbounds float, float* %p0, i64 %t49
  %t51 = load float, float* %t50
  %t52 = load i64, i64* %v5
  %t53 = getelementptr inbounds float, float* %p1, i64 %t52
  %t54 = load float, float* %t53
  %t55 = fcmp olt float %t51, %t54
  %t56 = select i1 %t55, float %t51, float %t54
  %t57 = bitcast float %t51 to i32
  %t58 = bitcast float %t54 to i32
  %t59 = or i32 %t57, %t58
  %t60 = bitcast i32 %t59 to float
  %t61 = fcmp oeq float %t51, %t54
  %t62 = select i1 %t61, float %t60, float %t56
  %t63 = fcmp uno float %t51, %t54
  %t64 = fadd float %t51, %t54
  %t65 = select i1 %t63, float %t64, float %t62
  %t66 = getelementptr inbounds float, float* %p2, i64 %t48
  store float %t65, float* %t66
  %t67 = load i64, i64* %v5
  %t68 = load i64, i64* %v5
  %t69 = getelementptr inbounds float, float* %p0, i64 %t68
  %t70 = load float, float* %t69
  %t71 = load i64, i64* %v5
  %t72 = getelementptr inbounds float, float* %p1, i64 %t71
  %t73 = load float, float* %t72
  %t74 = fcmp ogt float %t70, %t73
  %t75 = select i1 %t74, float %t70, float %t73
  %t76 = bitcast float %t70 to i32
  %t77 = bitcast float %t73 to i32
  %t78 = and i32 %t76, %t77
  %t79 = bitcast i32 %t78 to float
  %t80 = fcmp oeq float %t70, %t73
  %t81 = select i1 %t80, float %t79, float %t75
  %t82 = fcmp uno float %t70, %t73
  %t83 = fadd float %t70, %t73
  %t84 = select i1 %t82, float %t83, float %t81
  %t85 = fcmp ogt float %t84, 0x0000000000000000
  %t86 = select i1 %t85, float %t84, float 0x0000000000000000
  %t87 = bitcast float %t84 to i32
  %t88 = bitcast float 0x0000000000000000 to i32
  %t89 = and i32 %t87, %t88
  %t90 = bitcast i32 %t89 to float
  %t91 = fcmp oeq float %t84, 0x0000000000000000
  %t92 = select i1 %t91, float %t90, float %t86
  %t93 = fcmp uno float %t84, 0x0000000000000000
  %t94 = fadd float %t84, 0x0000000000000000
  %t95 = select i1 %t93, float %t94, float %t92
  %t96 = getelementptr inbounds float, float* %p3, i64 %t67
  store float %t95, float* %t96
  %t97 = load i64, i64* %v5
  %t98 = load i64, i64* %v5
  %t99 = getelementptr inbounds float, float* %p0, i64 %t98
  %t100 = load float, float* %t99
  %t101 = fcmp uno float %t100, %t100
  br i1 %t101, label %cond.then11, label %cond.else12
cond.then11:
  br label %cond.end13
cond.else12:
  br label %cond.end13
cond.end13:
  %t102 = phi i32 [1, %cond.then11], [0, %cond.else12]
  %t103 = load i64, i64* %v5
  %t104 = getelementptr inbounds float, float* %p1, i64 %t103
  %t105 = load float, float* %t104
  %t106 = call float @llvm.fabs.f32(float %t105)
  %t107 = fcmp olt float %t106, 0x7FF0000000000000
  br i1 %t107, label %cond.then14, label %cond.else15
cond.then14:
  br label %cond.end16
cond.else15:
  br label %cond.end16
cond.end16:
  %t108 = phi i32 [2, %cond.then14], [0, %cond.else15]
  %t109 = add i32 %t102, %t108
  %t110 = getelementptr inbounds i32, i32* %p4, i64 %t97
  store i32 %t109, i32* %t110
  br label %it.latch10
it.latch10:
  %t111 = load i64, i64* %it5.1
  %t112 = add i64 %t111, 1
  store i64 %t112, i64* %it5.1
  br label %it.head8, !llvm.loop !0
slow7:
  store i64 %t0, i64* %it5.1
  br label %it.head17
it.head17:
  %t113 = load i64, i64* %it5.1
  %t114 = icmp slt i64 %t113, %t4
  br i1 %t114, label %it.body18, label %blk.next3
it.body18:
  store i64 %t113, i64* %v5
  %t115 = load i64, i64* %v5
  %t116 = load i64, i64* %v5
  %t117 = icmp ult i64 %t116, %p0.len
  br i1 %t117, label %inb20, label %oob21
oob21:
  call void @tack.oob(i64* %status, i64 1, i64 %t116)
  br label %chk22
inb20:
  %t118 = getelementptr inbounds float, float* %p0, i64 %t116
  %t119 = load float, float* %t118
  br label %chk22
chk22:
  %t120 = phi float [%t119, %inb20], [0x0000000000000000, %oob21]
  %t121 = load i64, i64* %v5
  %t122 = icmp ult i64 %t121, %p1.len
  br i1 %t122, label %inb23, label %oob24
oob24:
  call void @tack.oob(i64* %status, i64 2, i64 %t121)
  br label %chk25
inb23:
  %t123 = getelementptr inbounds float, float* %p1, i64 %t121
  %t124 = load float, float* %t123
  br label %chk25
chk25:
  %t125 = phi float [%t124, %inb23], [0x0000000000000000, %oob24]
  %t126 = fcmp olt float %t120, %t125
  %t127 = select i1 %t126, float %t120, float %t125
  %t128 = bitcast float %t120 to i32
  %t129 = bitcast float %t125 to i32
  %t130 = or i32 %t128, %t129
  %t131 = bitcast i32 %t130 to float
  %t132 = fcmp oeq float %t120, %t125
  %t133 = select i1 %t132, float %t131, float %t127
  %t134 = fcmp uno float %t120, %t125
  %t135 = fadd float %t120, %t125
  %t136 = select i1 %t134, float %t135, float %t133
  %t137 = icmp ult i64 %t115, %p2.len
  br i1 %t137, label %inb26, label %oob27
oob27:
  call void @tack.oob(i64* %status, i64 3, i64 %t115)
  br label %chk28
inb26:
  %t138 = getelementptr inbounds float, float* %p2, i64 %t115
  store float %t136, float* %t138
  br label %chk28
chk28:
  %t139 = load i64, i64* %v5
  %t140 = load i64, i64* %v5
  %t141 = icmp ult i64 %t140, %p0.len
  br i1 %t141, label %inb29, label %oob30
oob30:
  call void @tack.oob(i64* %status, i64 4, i64 %t140)
  br label %chk31
inb29:
  %t142 = getelementptr inbounds float, float* %p0, i64 %t140
  %t143 = load float, float* %t142
  br label %chk31
chk31:
  %t144 = phi float [%t143, %inb29], [0x0000000000000000, %oob30]
  %t145 = load i64, i64* %v5
  %t146 = icmp ult i64 %t145, %p1.len
  br i1 %t146, label %inb32, label %oob33
oob33:
  call void @tack.oob(i64* %status, i64 5, i64 %t145)
  br label %chk34
inb32:
  %t147 = getelementptr inbounds float, float* %p1, i64 %t145
  %t148 = load float, float* %t147
  br label %chk34
chk34:
  %t149 = phi float [%t148, %inb32], [0x0000000000000000, %oob33]
  %t150 = fcmp ogt float %t144, %t149
  %t151 = select i1 %t150, float %t144, float %t149
  %t152 = bitcast float %t144 to i32
  %t153 = bitcast float %t149 to i32
  %t154 = and i32 %t152, %t153
  %t155 = bitcast i32 %t154 to float
  %t156 = fcmp oeq float %t144, %t149
  %t157 = select i1 %t156, float %t155, float %t151
  %t158 = fcmp uno float %t144, %t149
  %t159 = fadd float %t144, %t149
  %t160 = select i1 %t158, float %t159, float %t157
  %t161 = fcmp ogt float %t160, 0x0000000000000000
  %t162 = select i1 %t161, float %t160, float 0x0000000000000000
  %t163 = bitcast float %t160 to i32
  %t164 = bitcast float 0x0000000000000000 to i32
  %t165 = and i32 %t163, %t164
  %t166 = bitcast i32 %t165 to float
  %t167 = fcmp oeq float %t160, 0x0000000000000000
  %t168 = select i1 %t167, float %t166, float %t162
  %t169 = fcmp uno float %t160, 0x0000000000000000
  %t170 = fadd float %t160, 0x0000000000000000
  %t171 = select i1 %t169, float %t170, float %t168
  %t172 = icmp ult i64 %t139, %p3.len
  br i1 %t172, label %inb35, label %oob36
oob36:
  call void @tack.oob(i64* %status, i64 6, i64 %t139)
  br label %chk37
inb35:
  %t173 = getelementptr inbounds float, float* %p3, i64 %t139
  store float %t171, float* %t173
  br label %chk37
chk37:
  %t174 = load i64, i64* %v5
  %t175 = load i64, i64* %v5
  %t176 = icmp ult i64 %t175, %p0.len
  br i1 %t176, label %inb38, label %oob39
oob39:
  call void @tack.oob(i64* %status, i64 7, i64 %t175)
  br label %chk40
inb38:
  %t177 = getelementptr inbounds float, float* %p0, i64 %t175
  %t178 = load float, float* %t177
  br label %chk40
chk40:
  %t179 = phi float [%t178, %inb38], [0x0000000000000000, %oob39]
  %t180 = fcmp uno float %t179, %t179
  br i1 %t180, label %cond.then41, label %cond.else42
cond.then41:
  br label %cond.end43
cond.else42:
  br label %cond.end43
cond.end43:
  %t181 = phi i32 [1, %cond.then41], [0, %cond.else42]
  %t182 = load i64, i64* %v5
  %t183 = icmp ult i64 %t182, %p1.len
  br i1 %t183, label %inb44, label %oob45
oob45:
  call void @tack.oob(i64* %status, i64 8, i64 %t182)
  br label %chk46
inb44:
  %t184 = getelementptr inbounds float, float* %p1, i64 %t182
  %t185 = load float, float* %t184
  br label %chk46
chk46:
  %t186 = phi float [%t185, %inb44], [0x0000000000000000, %oob45]
  %t187 = call float @llvm.fabs.f32(float %t186)
  %t188 = fcmp olt float %t187, 0x7FF0000000000000
  br i1 %t188, label %cond.then47, label %cond.else48
cond.then47:
  br label %cond.end49
cond.else48:
  br label %cond.end49
cond.end49:
  %t189 = phi i32 [2, %cond.then47], [0, %cond.else48]
  %t190 = add i32 %t181, %t189
  %t191 = icmp ult i64 %t174, %p4.len
  br i1 %t191, label %inb50, label %oob51
oob51:
  call void @tack.oob(i64* %status, i64 9, i64 %t174)
  br label %chk52
inb50:
  %t192 = getelementptr inbounds i32, i32* %p4, i64 %t174
  store i32 %t190, i32* %t192
  br label %chk52
chk52:
  br label %it.latch19
it.latch19:
  %t193 = load i64, i64* %it5.1
  %t194 = add i64 %t193, 1
  store i64 %t194, i64* %it5.1
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
