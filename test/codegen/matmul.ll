; Tack kernel 'matmul' (generated; do not edit)
source_filename = "tack"
target triple = "x86_64-unknown-linux-gnu"

define internal void @tack_kernel_matmul(float* %p0, float* %p1, float* %p2, i32 %p3, i32 %p4, i32 %p5, i64 %p0.len, i64 %p1.len, i64 %p2.len, i64* %status, i64 %start, i64 %end) #0 {
entry:
  %budget = alloca i64
  %v3 = alloca i32
  %v4 = alloca i32
  %v5 = alloca i32
  %row = alloca i64
  %v6 = alloca i64
  %it7.5 = alloca i64
  %v7 = alloca i64
  %v8 = alloca float
  %blk9.15 = alloca i64
  %it9.15 = alloca i64
  %v9 = alloca i64
  %blk9.36 = alloca i64
  %it9.36 = alloca i64
  store i64 65536, i64* %budget
  store i32 %p3, i32* %v3
  store i32 %p4, i32* %v4
  store i32 %p5, i32* %v5
  %t0 = load i32, i32* %v3
  %t1 = sext i32 %t0 to i64
  %t2 = load i32, i32* %v5
  %t3 = sext i32 %t2 to i64
  %t4 = icmp slt i64 %start, %end
  br i1 %t4, label %grid.init1, label %loop.exit0
grid.init1:
  %t5 = sdiv i64 %start, %t3
  store i64 %t5, i64* %row
  br label %grid.row2
grid.row2:
  %t6 = load i64, i64* %row
  %t7 = mul i64 %t6, %t3
  %t8 = icmp slt i64 %t7, %end
  br i1 %t8, label %grid.rowbody3, label %loop.exit0
grid.rowbody3:
  %t9 = sub i64 %start, %t7
  %t10 = icmp sgt i64 %t9, 0
  %t11 = select i1 %t10, i64 %t9, i64 0
  %t12 = sub i64 %end, %t7
  %t13 = icmp slt i64 %t12, %t3
  %t14 = select i1 %t13, i64 %t12, i64 %t3
  store i64 %t6, i64* %v6
  %t15 = icmp sge i64 %t11, %t14
  br i1 %t15, label %grid.rowlatch4, label %chunk5
chunk5:
  %t16 = load atomic i64, i64* %status monotonic, align 8
  %t17 = icmp ne i64 %t16, 0
  br i1 %t17, label %abort, label %chunk.go6, !prof !6
chunk.go6:
  %t18 = sub i64 %t14, %t11
  %t19 = load i64, i64* %budget
  %t20 = sub i64 %t19, %t18
  store i64 %t20, i64* %budget
  %t21 = icmp slt i64 %t20, 0
  br i1 %t21, label %poll7, label %poll.go8
poll7:
  store i64 65536, i64* %budget
  %t22 = call i1 @tack.poll(i64* %status)
  br i1 %t22, label %abort, label %poll.go8
poll.go8:
  %t23 = sub i64 %t14, 1
  %t24 = load i64, i64* %v6
  %t25 = load i32, i32* %v5
  %t26 = sext i32 %t25 to i64
  %t27 = mul i64 %t24, %t26
  %t28 = add i64 %t27, %t11
  %t29 = load i64, i64* %v6
  %t30 = load i32, i32* %v5
  %t31 = sext i32 %t30 to i64
  %t32 = mul i64 %t29, %t31
  %t33 = add i64 %t32, %t23
  %t34 = icmp ult i64 %t28, %p2.len
  %t35 = icmp ult i64 %t33, %p2.len
  %t36 = and i1 %t34, %t35
  br i1 %t36, label %fast9, label %slow10
fast9:
  store i64 %t11, i64* %it7.5
  br label %it.head11
it.head11:
  %t37 = load i64, i64* %it7.5
  %t38 = icmp slt i64 %t37, %t14
  br i1 %t38, label %it.body12, label %grid.rowlatch4
it.body12:
  store i64 %t37, i64* %v7
  store float 0x0000000000000000, float* %v8
  %t39 = load i32, i32* %v4
  %t40 = sext i32 %t39 to i64
  store i64 0, i64* %blk9.15
  br label %blk.head15
blk.head15:
  %t41 = load i64, i64* %blk9.15
  %t42 = icmp slt i64 %t41, %t40
  br i1 %t42, label %blk.body16, label %range.exit14
blk.body16:
  %t43 = add i64 %t41, 4096
  %t44 = icmp slt i64 %t43, %t40
  %t45 = select i1 %t44, i64 %t43, i64 %t40
  %t46 = sub i64 %t45, %t41
  %t47 = load i64, i64* %budget
  %t48 = sub i64 %t47, %t46
  store i64 %t48, i64* %budget
  %t49 = icmp slt i64 %t48, 0
  br i1 %t49, label %poll18, label %poll.go19
poll18:
  store i64 65536, i64* %budget
  %t50 = call i1 @tack.poll(i64* %status)
  br i1 %t50, label %abort, label %poll.go19
poll.go19:
  %t51 = sub i64 %t45, 1
  %t52 = load i64, i64* %v6
  %t53 = load i32, i32* %v4
  %t54 = sext i32 %t53 to i64
  %t55 = mul i64 %t52, %t54
  %t56 = add i64 %t55, %t41
  %t57 = load i64, i64* %v6
  %t58 = load i32, i32* %v4
  %t59 = sext i32 %t58 to i64
  %t60 = mul i64 %t57, %t59
  %t61 = add i64 %t60, %t51
  %t62 = icmp ult i64 %t56, %p0.len
  %t63 = icmp ult i64 %t61, %p0.len
  %t64 = and i1 %t62, %t63
  %t65 = load i32, i32* %v5
  %t66 = sext i32 %t65 to i64
  %t67 = mul i64 %t41, %t66
  %t68 = load i64, i64* %v7
  %t69 = add i64 %t67, %t68
  %t70 = load i32, i32* %v5
  %t71 = sext i32 %t70 to i64
  %t72 = mul i64 %t51, %t71
  %t73 = load i64, i64* %v7
  %t74 = add i64 %t72, %t73
  %t75 = icmp ult i64 %t69, %p1.len
  %t76 = icmp ult i64 %t74, %p1.len
  %t77 = and i1 %t75, %t76
  %t78 = and i1 %t64, %t77
  br i1 %t78, label %fast20, label %slow21
fast20:
  store i64 %t41, i64* %it9.15
  br label %it.head22
it.head22:
  %t79 = load i64, i64* %it9.15
  %t80 = icmp slt i64 %t79, %t45
  br i1 %t80, label %it.body23, label %blk.next17
it.body23:
  store i64 %t79, i64* %v9
  %t81 = load float, float* %v8
  %t82 = load i64, i64* %v6
  %t83 = load i32, i32* %v4
  %t84 = sext i32 %t83 to i64
  %t85 = mul i64 %t82, %t84
  %t86 = load i64, i64* %v9
  %t87 = add i64 %t85, %t86
  %t88 = getelementptr inbounds float, float* %p0, i64 %t87
  %t89 = load float, float* %t88
  %t90 = load i64, i64* %v9
  %t91 = load i32, i32* %v5
  %t92 = sext i32 %t91 to i64
  %t93 = mul i64 %t90, %t92
  %t94 = load i64, i64* %v7
  %t95 = add i64 %t93, %t94
  %t96 = getelementptr inbounds float, float* %p1, i64 %t95
  %t97 = load float, float* %t96
  %t98 = call float @llvm.fmuladd.f32(float %t89, float %t97, float %t81)
  store float %t98, float* %v8
  br label %it.latch24
it.latch24:
  %t99 = load i64, i64* %it9.15
  %t100 = add i64 %t99, 1
  store i64 %t100, i64* %it9.15
  br label %it.head22
slow21:
  store i64 %t41, i64* %it9.15
  br label %it.head25
it.head25:
  %t101 = load i64, i64* %it9.15
  %t102 = icmp slt i64 %t101, %t45
  br i1 %t102, label %it.body26, label %blk.next17
it.body26:
  store i64 %t101, i64* %v9
  %t103 = load float, float* %v8
  %t104 = load i64, i64* %v6
  %t105 = load i32, i32* %v4
  %t106 = sext i32 %t105 to i64
  %t107 = mul i64 %t104, %t106
  %t108 = load i64, i64* %v9
  %t109 = add i64 %t107, %t108
  %t110 = icmp ult i64 %t109, %p0.len
  br i1 %t110, label %inb28, label %oob29, !prof !2
oob29:
  call void @tack.oob(i64* %status, i64 1, i64 %t109, i64 %p0.len)
  br label %abort
inb28:
  %t111 = getelementptr inbounds float, float* %p0, i64 %t109
  %t112 = load float, float* %t111
  %t113 = load i64, i64* %v9
  %t114 = load i32, i32* %v5
  %t115 = sext i32 %t114 to i64
  %t116 = mul i64 %t113, %t115
  %t117 = load i64, i64* %v7
  %t118 = add i64 %t116, %t117
  %t119 = icmp ult i64 %t118, %p1.len
  br i1 %t119, label %inb30, label %oob31, !prof !2
oob31:
  call void @tack.oob(i64* %status, i64 2, i64 %t118, i64 %p1.len)
  br label %abort
inb30:
  %t120 = getelementptr inbounds float, float* %p1, i64 %t118
  %t121 = load float, float* %t120
  %t122 = call float @llvm.fmuladd.f32(float %t112, float %t121, float %t103)
  store float %t122, float* %v8
  br label %it.latch27
it.latch27:
  %t123 = load i64, i64* %it9.15
  %t124 = add i64 %t123, 1
  store i64 %t124, i64* %it9.15
  br label %it.head25, !llvm.loop !3
blk.next17:
  store i64 %t45, i64* %blk9.15
  br label %blk.head15
range.exit14:
  %t125 = load i64, i64* %v6
  %t126 = load i32, i32* %v5
  %t127 = sext i32 %t126 to i64
  %t128 = mul i64 %t125, %t127
  %t129 = load i64, i64* %v7
  %t130 = add i64 %t128, %t129
  %t131 = load float, float* %v8
  %t132 = getelementptr inbounds float, float* %p2, i64 %t130
  store float %t131, float* %t132
  br label %it.latch13
it.latch13:
  %t133 = load i64, i64* %it7.5
  %t134 = add i64 %t133, 1
  store i64 %t134, i64* %it7.5
  br label %it.head11, !llvm.loop !0
slow10:
  store i64 %t11, i64* %it7.5
  br label %it.head32
it.head32:
  %t135 = load i64, i64* %it7.5
  %t136 = icmp slt i64 %t135, %t14
  br i1 %t136, label %it.body33, label %grid.rowlatch4
it.body33:
  store i64 %t135, i64* %v7
  store float 0x0000000000000000, float* %v8
  %t137 = load i32, i32* %v4
  %t138 = sext i32 %t137 to i64
  store i64 0, i64* %blk9.36
  br label %blk.head36
blk.head36:
  %t139 = load i64, i64* %blk9.36
  %t140 = icmp slt i64 %t139, %t138
  br i1 %t140, label %blk.body37, label %range.exit35
blk.body37:
  %t141 = add i64 %t139, 4096
  %t142 = icmp slt i64 %t141, %t138
  %t143 = select i1 %t142, i64 %t141, i64 %t138
  %t144 = sub i64 %t143, %t139
  %t145 = load i64, i64* %budget
  %t146 = sub i64 %t145, %t144
  store i64 %t146, i64* %budget
  %t147 = icmp slt i64 %t146, 0
  br i1 %t147, label %poll39, label %poll.go40
poll39:
  store i64 65536, i64* %budget
  %t148 = call i1 @tack.poll(i64* %status)
  br i1 %t148, label %abort, label %poll.go40
poll.go40:
  %t149 = sub i64 %t143, 1
  %t150 = load i64, i64* %v6
  %t151 = load i32, i32* %v4
  %t152 = sext i32 %t151 to i64
  %t153 = mul i64 %t150, %t152
  %t154 = add i64 %t153, %t139
  %t155 = load i64, i64* %v6
  %t156 = load i32, i32* %v4
  %t157 = sext i32 %t156 to i64
  %t158 = mul i64 %t155, %t157
  %t159 = add i64 %t158, %t149
  %t160 = icmp ult i64 %t154, %p0.len
  %t161 = icmp ult i64 %t159, %p0.len
  %t162 = and i1 %t160, %t161
  %t163 = load i32, i32* %v5
  %t164 = sext i32 %t163 to i64
  %t165 = mul i64 %t139, %t164
  %t166 = load i64, i64* %v7
  %t167 = add i64 %t165, %t166
  %t168 = load i32, i32* %v5
  %t169 = sext i32 %t168 to i64
  %t170 = mul i64 %t149, %t169
  %t171 = load i64, i64* %v7
  %t172 = add i64 %t170, %t171
  %t173 = icmp ult i64 %t167, %p1.len
  %t174 = icmp ult i64 %t172, %p1.len
  %t175 = and i1 %t173, %t174
  %t176 = and i1 %t162, %t175
  br i1 %t176, label %fast41, label %slow42
fast41:
  store i64 %t139, i64* %it9.36
  br label %it.head43
it.head43:
  %t177 = load i64, i64* %it9.36
  %t178 = icmp slt i64 %t177, %t143
  br i1 %t178, label %it.body44, label %blk.next38
it.body44:
  store i64 %t177, i64* %v9
  %t179 = load float, float* %v8
  %t180 = load i64, i64* %v6
  %t181 = load i32, i32* %v4
  %t182 = sext i32 %t181 to i64
  %t183 = mul i64 %t180, %t182
  %t184 = load i64, i64* %v9
  %t185 = add i64 %t183, %t184
  %t186 = getelementptr inbounds float, float* %p0, i64 %t185
  %t187 = load float, float* %t186
  %t188 = load i64, i64* %v9
  %t189 = load i32, i32* %v5
  %t190 = sext i32 %t189 to i64
  %t191 = mul i64 %t188, %t190
  %t192 = load i64, i64* %v7
  %t193 = add i64 %t191, %t192
  %t194 = getelementptr inbounds float, float* %p1, i64 %t193
  %t195 = load float, float* %t194
  %t196 = call float @llvm.fmuladd.f32(float %t187, float %t195, float %t179)
  store float %t196, float* %v8
  br label %it.latch45
it.latch45:
  %t197 = load i64, i64* %it9.36
  %t198 = add i64 %t197, 1
  store i64 %t198, i64* %it9.36
  br label %it.head43, !llvm.loop !3
slow42:
  store i64 %t139, i64* %it9.36
  br label %it.head46
it.head46:
  %t199 = load i64, i64* %it9.36
  %t200 = icmp slt i64 %t199, %t143
  br i1 %t200, label %it.body47, label %blk.next38
it.body47:
  store i64 %t199, i64* %v9
  %t201 = load float, float* %v8
  %t202 = load i64, i64* %v6
  %t203 = load i32, i32* %v4
  %t204 = sext i32 %t203 to i64
  %t205 = mul i64 %t202, %t204
  %t206 = load i64, i64* %v9
  %t207 = add i64 %t205, %t206
  %t208 = icmp ult i64 %t207, %p0.len
  br i1 %t208, label %inb49, label %oob50, !prof !2
oob50:
  call void @tack.oob(i64* %status, i64 1, i64 %t207, i64 %p0.len)
  br label %abort
inb49:
  %t209 = getelementptr inbounds float, float* %p0, i64 %t207
  %t210 = load float, float* %t209
  %t211 = load i64, i64* %v9
  %t212 = load i32, i32* %v5
  %t213 = sext i32 %t212 to i64
  %t214 = mul i64 %t211, %t213
  %t215 = load i64, i64* %v7
  %t216 = add i64 %t214, %t215
  %t217 = icmp ult i64 %t216, %p1.len
  br i1 %t217, label %inb51, label %oob52, !prof !2
oob52:
  call void @tack.oob(i64* %status, i64 2, i64 %t216, i64 %p1.len)
  br label %abort
inb51:
  %t218 = getelementptr inbounds float, float* %p1, i64 %t216
  %t219 = load float, float* %t218
  %t220 = call float @llvm.fmuladd.f32(float %t210, float %t219, float %t201)
  store float %t220, float* %v8
  br label %it.latch48
it.latch48:
  %t221 = load i64, i64* %it9.36
  %t222 = add i64 %t221, 1
  store i64 %t222, i64* %it9.36
  br label %it.head46, !llvm.loop !3
blk.next38:
  store i64 %t143, i64* %blk9.36
  br label %blk.head36
range.exit35:
  %t223 = load i64, i64* %v6
  %t224 = load i32, i32* %v5
  %t225 = sext i32 %t224 to i64
  %t226 = mul i64 %t223, %t225
  %t227 = load i64, i64* %v7
  %t228 = add i64 %t226, %t227
  %t229 = load float, float* %v8
  %t230 = icmp ult i64 %t228, %p2.len
  br i1 %t230, label %inb53, label %oob54, !prof !2
oob54:
  call void @tack.oob(i64* %status, i64 3, i64 %t228, i64 %p2.len)
  br label %abort
inb53:
  %t231 = getelementptr inbounds float, float* %p2, i64 %t228
  store float %t229, float* %t231
  br label %it.latch34
it.latch34:
  %t232 = load i64, i64* %it7.5
  %t233 = add i64 %t232, 1
  store i64 %t233, i64* %it7.5
  br label %it.head32, !llvm.loop !0
grid.rowlatch4:
  %t234 = load i64, i64* %row
  %t235 = add i64 %t234, 1
  store i64 %t235, i64* %row
  br label %grid.row2
loop.exit0:
  ret void
abort:
  ret void
}

define void @tack_chunk_matmul(i64* %slots, i64 %start, i64 %end) #0 {
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
  %s3.v = trunc i64 %s3 to i32
  %s4.p = getelementptr i64, i64* %slots, i64 4
  %s4 = load i64, i64* %s4.p
  %s4.v = trunc i64 %s4 to i32
  %s5.p = getelementptr i64, i64* %slots, i64 5
  %s5 = load i64, i64* %s5.p
  %s5.v = trunc i64 %s5 to i32
  %h6.p = getelementptr i64, i64* %slots, i64 6
  %h6 = load i64, i64* %h6.p
  %h7.p = getelementptr i64, i64* %slots, i64 7
  %h7 = load i64, i64* %h7.p
  %h8.p = getelementptr i64, i64* %slots, i64 8
  %h8 = load i64, i64* %h8.p
  %st.p = getelementptr i64, i64* %slots, i64 9
  %st = load i64, i64* %st.p
  %st.a = inttoptr i64 %st to i64*
  call void @tack_kernel_matmul(float* %s0.a, float* %s1.a, float* %s2.a, i32 %s3.v, i32 %s4.v, i32 %s5.v, i64 %h6, i64 %h7, i64 %h8, i64* %st.a, i64 %start, i64 %end)
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
declare float @llvm.fmuladd.f32(float, float, float)
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
