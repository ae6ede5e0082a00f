; Tack kernel 'intdiv' (generated; do not edit)
source_filename = "tack"
target triple = "x86_64-unknown-linux-gnu"

define internal void @tack_kernel_intdiv(i32* %p0, i32* %p1, i32* %p2, i32* %p3, i32* %p4, i32* %p5, float* %p6, i64 %p0.len, i64 %p1.len, i64 %p2.len, i64 %p3.len, i64 %p4.len, i64 %p5.len, i64 %p6.len, i64* %status, i64 %start, i64 %end) #0 {
entry:
  %budget = alloca i64
  %it7.1 = alloca i64
  %v7 = alloca i64
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
  %t26 = icmp ult i64 %start, %p5.len
  %t27 = icmp ult i64 %t6, %p5.len
  %t28 = and i1 %t26, %t27
  %t29 = and i1 %t25, %t28
  %t30 = icmp ult i64 %start, %p6.len
  %t31 = icmp ult i64 %t6, %p6.len
  %t32 = and i1 %t30, %t31
  %t33 = and i1 %t29, %t32
  br i1 %t33, label %fast4, label %slow5
fast4:
  store i64 %start, i64* %it7.1
  br label %it.head6
it.head6:
  %t34 = load i64, i64* %it7.1
  %t35 = icmp slt i64 %t34, %end
  br i1 %t35, label %it.body7, label %loop.exit0
it.body7:
  store i64 %t34, i64* %v7
  %t36 = load i64, i64* %v7
  %t37 = load i64, i64* %v7
  %t38 = getelementptr inbounds i32, i32* %p0, i64 %t37
  %t39 = load i32, i32* %t38
  %t40 = load i64, i64* %v7
  %t41 = getelementptr inbounds i32, i32* %p1, i64 %t40
  %t42 = load i32, i32* %t41
  %t43 = icmp eq i32 %t42, 0
  %t44 = icmp eq i32 %t42, -1
  %t45 = or i1 %t43, %t44
  %t46 = select i1 %t45, i32 1, i32 %t42
  %t47 = sdiv i32 %t39, %t46
  %t48 = sub i32 0, %t39
  %t49 = select i1 %t44, i32 %t48, i32 %t47
  %t50 = select i1 %t43, i32 0, i32 %t49
  %t51 = getelementptr inbounds i32, i32* %p2, i64 %t36
  store i32 %t50, i32* %t51
  %t52 = load i64, i64* %v7
  %t53 = load i64, i64* %v7
  %t54 = getelementptr inbounds i32, i32* %p0, i64 %t53
  %t55 = load i32, i32* %t54
  %t56 = load i64, i64* %v7
  %t57 = getelementptr inbounds i32, i32* %p1, i64 %t56
  %t58 = load i32, i32* %t57
  %t59 = icmp eq i32 %t58, 0
  %t60 = icmp eq i32 %t58, -1
  %t61 = or i1 %t59, %t60
  %t62 = select i1 %t61, i32 1, i32 %t58
  %t63 = sdiv i32 %t55, %t62
  %t64 = sub i32 0, %t55
  %t65 = select i1 %t60, i32 %t64, i32 %t63
  %t66 = select i1 %t59, i32 0, i32 %t65
  %t67 = mul i32 %t66, %t58
  %t68 = sub i32 %t55, %t67
  %t69 = icmp ne i32 %t68, 0
  %t70 = xor i32 %t68, %t58
  %t71 = icmp slt i32 %t70, 0
  %t72 = and i1 %t69, %t71
  %t73 = xor i1 %t59, true
  %t74 = and i1 %t72, %t73
  %t75 = zext i1 %t74 to i32
  %t76 = sub i32 %t66, %t75
  %t77 = getelementptr inbounds i32, i32* %p3, i64 %t52
  store i32 %t76, i32* %t77
  %t78 = load i64, i64* %v7
  %t79 = load i64, i64* %v7
  %t80 = getelementptr inbounds i32, i32* %p0, i64 %t79
  %t81 = load i32, i32* %t80
  %t82 = load i64, i64* %v7
  %t83 = getelementptr inbounds i32, i32* %p1, i64 %t82
  %t84 = load i32, i32* %t83
  %t85 = icmp eq i32 %t84, 0
  %t86 = icmp eq i32 %t84, -1
  %t87 = or i1 %t85, %t86
  %t88 = select i1 %t87, i32 1, i32 %t84
  %t89 = sdiv i32 %t81, %t88
  %t90 = sub i32 0, %t81
  %t91 = select i1 %t86, i32 %t90, i32 %t89
  %t92 = select i1 %t85, i32 0, i32 %t91
  %t93 = or i32 %t92, 0
  %t94 = getelementptr inbounds i32, i32* %p4, i64 %t78
  store i32 %t93, i32* %t94
  %t95 = load i64, i64* %v7
  %t96 = load i64, i64* %v7
  %t97 = getelementptr inbounds i32, i32* %p0, i64 %t96
  %t98 = load i32, i32* %t97
  %t99 = load i64, i64* %v7
  %t100 = getelementptr inbounds i32, i32* %p1, i64 %t99
  %t101 = load i32, i32* %t100
  %t102 = icmp eq i32 %t101, 0
  %t103 = icmp eq i32 %t101, -1
  %t104 = or i1 %t102, %t103
  %t105 = select i1 %t104, i32 1, i32 %t101
  %t106 = srem i32 %t98, %t105
  %t107 = select i1 %t104, i32 0, i32 %t106
  %t108 = getelementptr inbounds i32, i32* %p5, i64 %t95
  store i32 %t107, i32* %t108
  %t109 = load i64, i64* %v7
  %t110 = load i64, i64* %v7
  %t111 = getelementptr inbounds i32, i32* %p0, i64 %t110
  %t112 = load i32, i32* %t111
  %t113 = sitofp i32 %t112 to float
  %t114 = load i64, i64* %v7
  %t115 = getelementptr inbounds i32, i32* %p1, i64 %t114
  %t116 = load i32, i32* %t115
  %t117 = icmp eq i32 %t116, 0
  br i1 %t117, label %cond.then9, label %cond.else10
cond.then9:
  br label %cond.end11
cond.else10:
  %t118 = load i64, i64* %v7
  %t119 = getelementptr inbounds i32, i32* %p1, i64 %t118
  %t120 = load i32, i32* %t119
  br label %cond.end11
cond.end11:
  %t121 = phi i32 [1, %cond.then9], [%t120, %cond.else10]
  %t122 = sitofp i32 %t121 to float
  %t123 = fdiv float %t113, %t122
  %t124 = getelementptr inbounds float, float* %p6, i64 %t109
  store float %t123, float* %t124
  br label %it.latch8
it.latch8:
  %t125 = load i64, i64* %it7.1
  %t126 = add i64 %t125, 1
  store i64 %t126, i64* %it7.1
  br label %it.head6, !llvm.loop !0
slow5:
  store i64 %start, i64* %it7.1
  br label %it.head12
it.head12:
  %t127 = load i64, i64* %it7.1
  %t128 = icmp slt i64 %t127, %end
  br i1 %t128, label %it.body13, label %loop.exit0
it.body13:
  store i64 %t127, i64* %v7
  %t129 = load i64, i64* %v7
  %t130 = load i64, i64* %v7
  %t131 = icmp ult i64 %t130, %p0.len
  br i1 %t131, label %inb15, label %oob16, !prof !2
oob16:
  call void @tack.oob(i64* %status, i64 1, i64 %t130)
  br label %abort
inb15:
  %t132 = getelementptr inbounds i32, i32* %p0, i64 %t130
  %t133 = load i32, i32* %t132
  %t134 = load i64, i64* %v7
  %t135 = icmp ult i64 %t134, %p1.len
  br i1 %t135, label %inb17, label %oob18, !prof !2
oob18:
  call void @tack.oob(i64* %status, i64 2, i64 %t134)
  br label %abort
inb17:
  %t136 = getelementptr inbounds i32, i32* %p1, i64 %t134
  %t137 = load i32, i32* %t136
  %t138 = icmp eq i32 %t137, 0
  %t139 = icmp eq i32 %t137, -1
  %t140 = or i1 %t138, %t139
  %t141 = select i1 %t140, i32 1, i32 %t137
  %t142 = sdiv i32 %t133, %t141
  %t143 = sub i32 0, %t133
  %t144 = select i1 %t139, i32 %t143, i32 %t142
  %t145 = select i1 %t138, i32 0, i32 %t144
  %t146 = icmp ult i64 %t129, %p2.len
  br i1 %t146, label %inb19, label %oob20, !prof !2
oob20:
  call void @tack.oob(i64* %status, i64 3, i64 %t129)
  br label %abort
inb19:
  %t147 = getelementptr inbounds i32, i32* %p2, i64 %t129
  store i32 %t145, i32* %t147
  %t148 = load i64, i64* %v7
  %t149 = load i64, i64* %v7
  %t150 = icmp ult i64 %t149, %p0.len
  br i1 %t150, label %inb21, label %oob22, !prof !2
oob22:
  call void @tack.oob(i64* %status, i64 4, i64 %t149)
  br label %abort
inb21:
  %t151 = getelementptr inbounds i32, i32* %p0, i64 %t149
  %t152 = load i32, i32* %t151
  %t153 = load i64, i64* %v7
  %t154 = icmp ult i64 %t153, %p1.len
  br i1 %t154, label %inb23, label %oob24, !prof !2
oob24:
  call void @tack.oob(i64* %status, i64 5, i64 %t153)
  br label %abort
inb23:
  %t155 = getelementptr inbounds i32, i32* %p1, i64 %t153
  %t156 = load i32, i32* %t155
  %t157 = icmp eq i32 %t156, 0
  %t158 = icmp eq i32 %t156, -1
  %t159 = or i1 %t157, %t158
  %t160 = select i1 %t159, i32 1, i32 %t156
  %t161 = sdiv i32 %t152, %t160
  %t162 = sub i32 0, %t152
  %t163 = select i1 %t158, i32 %t162, i32 %t161
  %t164 = select i1 %t157, i32 0, i32 %t163
  %t165 = mul i32 %t164, %t156
  %t166 = sub i32 %t152, %t165
  %t167 = icmp ne i32 %t166, 0
  %t168 = xor i32 %t166, %t156
  %t169 = icmp slt i32 %t168, 0
  %t170 = and i1 %t167, %t169
  %t171 = xor i1 %t157, true
  %t172 = and i1 %t170, %t171
  %t173 = zext i1 %t172 to i32
  %t174 = sub i32 %t164, %t173
  %t175 = icmp ult i64 %t148, %p3.len
  br i1 %t175, label %inb25, label %oob26, !prof !2
oob26:
  call void @tack.oob(i64* %status, i64 6, i64 %t148)
  br label %abort
inb25:
  %t176 = getelementptr inbounds i32, i32* %p3, i64 %t148
  store i32 %t174, i32* %t176
  %t177 = load i64, i64* %v7
  %t178 = load i64, i64* %v7
  %t179 = icmp ult i64 %t178, %p0.len
  br i1 %t179, label %inb27, label %oob28, !prof !2
oob28:
  call void @tack.oob(i64* %status, i64 7, i64 %t178)
  br label %abort
inb27:
  %t180 = getelementptr inbounds i32, i32* %p0, i64 %t178
  %t181 = load i32, i32* %t180
  %t182 = load i64, i64* %v7
  %t183 = icmp ult i64 %t182, %p1.len
  br i1 %t183, label %inb29, label %oob30, !prof !2
oob30:
  call void @tack.oob(i64* %status, i64 8, i64 %t182)
  br label %abort
inb29:
  %t184 = getelementptr inbounds i32, i32* %p1, i64 %t182
  %t185 = load i32, i32* %t184
  %t186 = icmp eq i32 %t185, 0
  %t187 = icmp eq i32 %t185, -1
  %t188 = or i1 %t186, %t187
  %t189 = select i1 %t188, i32 1, i32 %t185
  %t190 = sdiv i32 %t181, %t189
  %t191 = sub i32 0, %t181
  %t192 = select i1 %t187, i32 %t191, i32 %t190
  %t193 = select i1 %t186, i32 0, i32 %t192
  %t194 = or i32 %t193, 0
  %t195 = icmp ult i64 %t177, %p4.len
  br i1 %t195, label %inb31, label %oob32, !prof !2
oob32:
  call void @tack.oob(i64* %status, i64 9, i64 %t177)
  br label %abort
inb31:
  %t196 = getelementptr inbounds i32, i32* %p4, i64 %t177
  store i32 %t194, i32* %t196
  %t197 = load i64, i64* %v7
  %t198 = load i64, i64* %v7
  %t199 = icmp ult i64 %t198, %p0.len
  br i1 %t199, label %inb33, label %oob34, !prof !2
oob34:
  call void @tack.oob(i64* %status, i64 10, i64 %t198)
  br label %abort
inb33:
  %t200 = getelementptr inbounds i32, i32* %p0, i64 %t198
  %t201 = load i32, i32* %t200
  %t202 = load i64, i64* %v7
  %t203 = icmp ult i64 %t202, %p1.len
  br i1 %t203, label %inb35, label %oob36, !prof !2
oob36:
  call void @tack.oob(i64* %status, i64 11, i64 %t202)
  br label %abort
inb35:
  %t204 = getelementptr inbounds i32, i32* %p1, i64 %t202
  %t205 = load i32, i32* %t204
  %t206 = icmp eq i32 %t205, 0
  %t207 = icmp eq i32 %t205, -1
  %t208 = or i1 %t206, %t207
  %t209 = select i1 %t208, i32 1, i32 %t205
  %t210 = srem i32 %t201, %t209
  %t211 = select i1 %t208, i32 0, i32 %t210
  %t212 = icmp ult i64 %t197, %p5.len
  br i1 %t212, label %inb37, label %oob38, !prof !2
oob38:
  call void @tack.oob(i64* %status, i64 12, i64 %t197)
  br label %abort
inb37:
  %t213 = getelementptr inbounds i32, i32* %p5, i64 %t197
  store i32 %t211, i32* %t213
  %t214 = load i64, i64* %v7
  %t215 = load i64, i64* %v7
  %t216 = icmp ult i64 %t215, %p0.len
  br i1 %t216, label %inb39, label %oob40, !prof !2
oob40:
  call void @tack.oob(i64* %status, i64 13, i64 %t215)
  br label %abort
inb39:
  %t217 = getelementptr inbounds i32, i32* %p0, i64 %t215
  %t218 = load i32, i32* %t217
  %t219 = sitofp i32 %t218 to float
  %t220 = load i64, i64* %v7
  %t221 = icmp ult i64 %t220, %p1.len
  br i1 %t221, label %inb41, label %oob42, !prof !2
oob42:
  call void @tack.oob(i64* %status, i64 14, i64 %t220)
  br label %abort
inb41:
  %t222 = getelementptr inbounds i32, i32* %p1, i64 %t220
  %t223 = load i32, i32* %t222
  %t224 = icmp eq i32 %t223, 0
  br i1 %t224, label %cond.then43, label %cond.else44
cond.then43:
  br label %cond.end45
cond.else44:
  %t225 = load i64, i64* %v7
  %t226 = icmp ult i64 %t225, %p1.len
  br i1 %t226, label %inb46, label %oob47, !prof !2
oob47:
  call void @tack.oob(i64* %status, i64 15, i64 %t225)
  br label %abort
inb46:
  %t227 = getelementptr inbounds i32, i32* %p1, i64 %t225
  %t228 = load i32, i32* %t227
  br label %cond.end45
cond.end45:
  %t229 = phi i32 [1, %cond.then43], [%t228, %inb46]
  %t230 = sitofp i32 %t229 to float
  %t231 = fdiv float %t219, %t230
  %t232 = icmp ult i64 %t214, %p6.len
  br i1 %t232, label %inb48, label %oob49, !prof !2
oob49:
  call void @tack.oob(i64* %status, i64 16, i64 %t214)
  br label %abort
inb48:
  %t233 = getelementptr inbounds float, float* %p6, i64 %t214
  store float %t231, float* %t233
  br label %it.latch14
it.latch14:
  %t234 = load i64, i64* %it7.1
  %t235 = add i64 %t234, 1
  store i64 %t235, i64* %it7.1
  br label %it.head12, !llvm.loop !3
loop.exit0:
  ret void
abort:
  ret void
}

define void @tack_chunk_intdiv(i64* %slots, i64 %start, i64 %end) #0 {
entry:
  %s0.p = getelementptr i64, i64* %slots, i64 0
  %s0 = load i64, i64* %s0.p
  %s0.a = inttoptr i64 %s0 to i32*
  %s1.p = getelementptr i64, i64* %slots, i64 1
  %s1 = load i64, i64* %s1.p
  %s1.a = inttoptr i64 %s1 to i32*
  %s2.p = getelementptr i64, i64* %slots, i64 2
  %s2 = load i64, i64* %s2.p
  %s2.a = inttoptr i64 %s2 to i32*
  %s3.p = getelementptr i64, i64* %slots, i64 3
  %s3 = load i64, i64* %s3.p
  %s3.a = inttoptr i64 %s3 to i32*
  %s4.p = getelementptr i64, i64* %slots, i64 4
  %s4 = load i64, i64* %s4.p
  %s4.a = inttoptr i64 %s4 to i32*
  %s5.p = getelementptr i64, i64* %slots, i64 5
  %s5 = load i64, i64* %s5.p
  %s5.a = inttoptr i64 %s5 to i32*
  %s6.p = getelementptr i64, i64* %slots, i64 6
  %s6 = load i64, i64* %s6.p
  %s6.a = inttoptr i64 %s6 to float*
  %h7.p = getelementptr i64, i64* %slots, i64 7
  %h7 = load i64, i64* %h7.p
  %h8.p = getelementptr i64, i64* %slots, i64 8
  %h8 = load i64, i64* %h8.p
  %h9.p = getelementptr i64, i64* %slots, i64 9
  %h9 = load i64, i64* %h9.p
  %h10.p = getelementptr i64, i64* %slots, i64 10
  %h10 = load i64, i64* %h10.p
  %h11.p = getelementptr i64, i64* %slots, i64 11
  %h11 = load i64, i64* %h11.p
  %h12.p = getelementptr i64, i64* %slots, i64 12
  %h12 = load i64, i64* %h12.p
  %h13.p = getelementptr i64, i64* %slots, i64 13
  %h13 = load i64, i64* %h13.p
  %st.p = getelementptr i64, i64* %slots, i64 14
  %st = load i64, i64* %st.p
  %st.a = inttoptr i64 %st to i64*
  call void @tack_kernel_intdiv(i32* %s0.a, i32* %s1.a, i32* %s2.a, i32* %s3.a, i32* %s4.a, i32* %s5.a, float* %s6.a, i64 %h7, i64 %h8, i64 %h9, i64 %h10, i64 %h11, i64 %h12, i64 %h13, i64* %st.a, i64 %start, i64 %end)
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
