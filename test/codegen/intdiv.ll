; Tack kernel 'intdiv' (generated; do not edit)
source_filename = "tack"
target triple = "x86_64-unknown-linux-gnu"

define internal void @tack_kernel_intdiv(i32* %p0, i32* %p1, i32* %p2, i32* %p3, i32* %p4, i32* %p5, float* %p6, i64 %p0.len, i64 %p1.len, i64 %p2.len, i64 %p3.len, i64 %p4.len, i64 %p5.len, i64 %p6.len, i64* %status, i64 %start, i64 %end) #0 {
entry:
  %budget = alloca i64
  %blk7.1 = alloca i64
  %it7.1 = alloca i64
  %v7 = alloca i64
  store i64 65536, i64* %budget
  store i64 %start, i64* %blk7.1
  br label %blk.head1
blk.head1:
  %t0 = load i64, i64* %blk7.1
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
  %t30 = icmp ult i64 %t0, %p5.len
  %t31 = icmp ult i64 %t10, %p5.len
  %t32 = and i1 %t30, %t31
  %t33 = and i1 %t29, %t32
  %t34 = icmp ult i64 %t0, %p6.len
  %t35 = icmp ult i64 %t10, %p6.len
  %t36 = and i1 %t34, %t35
  %t37 = and i1 %t33, %t36
  br i1 %t37, label %fast6, label %slow7
fast6:
  store i64 %t0, i64* %it7.1
  br label %it.head8
it.head8:
  %t38 = load i64, i64* %it7.1
  %t39 = icmp slt i64 %t38, %t4
  br i1 %t39, label %it.body9, label %blk.next3
it.body9:
  store i64 %t38, i64* %v7
  %t40 = load i64, i64* %v7
  %t41 = load i64, i64* %v7
  %t42 = getelementptr inbounds i32, i32* %p0, i64 %t41
  %t43 = load i32, i32* %t42
  %t44 = load i64, i64* %v7
  %t45 = getelementptr inbounds i32, i32* %p1, i64 %t44
  %t46 = load i32, i32* %t45
  %t47 = icmp eq i32 %t46, 0
  %t48 = icmp eq i32 %t46, -1
  %t49 = or i1 %t47, %t48
  %t50 = select i1 %t49, i32 1, i32 %t46
  %t51 = sdiv i32 %t43, %t50
  %t52 = sub i32 0, %t43
  %t53 = select i1 %t48, i32 %t52, i32 %t51
  %t54 = select i1 %t47, i32 0, i32 %t53
  %t55 = getelementptr inbounds i32, i32* %p2, i64 %t40
  store i32 %t54, i32* %t55
  %t56 = load i64, i64* %v7
  %t57 = load i64, i64* %v7
  %t58 = getelementptr inbounds i32, i32* %p0, i64 %t57
  %t59 = load i32, i32* %t58
  %t60 = load i64, i64* %v7
  %t61 = getelementptr inbounds i32, i32* %p1, i64 %t60
  %t62 = load i32, i32* %t61
  %t63 = icmp eq i32 %t62, 0
  %t64 = icmp eq i32 %t62, -1
  %t65 = or i1 %t63, %t64
  %t66 = select i1 %t65, i32 1, i32 %t62
  %t67 = sdiv i32 %t59, %t66
  %t68 = sub i32 0, %t59
  %t69 = select i1 %t64, i32 %t68, i32 %t67
  %t70 = select i1 %t63, i32 0, i32 %t69
  %t71 = mul i32 %t70, %t62
  %t72 = sub i32 %t59, %t71
  %t73 = icmp ne i32 %t72, 0
  %t74 = xor i32 %t72, %t62
  %t75 = icmp slt i32 %t74, 0
  %t76 = and i1 %t73, %t75
  %t77 = xor i1 %t63, true
  %t78 = and i1 %t76, %t77
  %t79 = zext i1 %t78 to i32
  %t80 = sub i32 %t70, %t79
  %t81 = getelementptr inbounds i32, i32* %p3, i64 %t56
  store i32 %t80, i32* %t81
  %t82 = load i64, i64* %v7
  %t83 = load i64, i64* %v7
  %t84 = getelementptr inbounds i32, i32* %p0, i64 %t83
  %t85 = load i32, i32* %t84
  %t86 = load i64, i64* %v7
  %t87 = getelementptr inbounds i32, i32* %p1, i64 %t86
  %t88 = load i32, i32* %t87
  %t89 = icmp eq i32 %t88, 0
  %t90 = icmp eq i32 %t88, -1
  %t91 = or i1 %t89, %t90
  %t92 = select i1 %t91, i32 1, i32 %t88
  %t93 = sdiv i32 %t85, %t92
  %t94 = sub i32 0, %t85
  %t95 = select i1 %t90, i32 %t94, i32 %t93
  %t96 = select i1 %t89, i32 0, i32 %t95
  %t97 = or i32 %t96, 0
  %t98 = getelementptr inbounds i32, i32* %p4, i64 %t82
  store i32 %t97, i32* %t98
  %t99 = load i64, i64* %v7
  %t100 = load i64, i64* %v7
  %t101 = getelementptr inbounds i32, i32* %p0, i64 %t100
  %t102 = load i32, i32* %t101
  %t103 = load i64, i64* %v7
  %t104 = getelementptr inbounds i32, i32* %p1, i64 %t103
  %t105 = load i32, i32* %t104
  %t106 = icmp eq i32 %t105, 0
  %t107 = icmp eq i32 %t105, -1
  %t108 = or i1 %t106, %t107
  %t109 = select i1 %t108, i32 1, i32 %t105
  %t110 = srem i32 %t102, %t109
  %t111 = select i1 %t108, i32 0, i32 %t110
  %t112 = getelementptr inbounds i32, i32* %p5, i64 %t99
  store i32 %t111, i32* %t112
  %t113 = load i64, i64* %v7
  %t114 = load i64, i64* %v7
  %t115 = getelementptr inbounds i32, i32* %p0, i64 %t114
  %t116 = load i32, i32* %t115
  %t117 = sitofp i32 %t116 to float
  %t118 = load i64, i64* %v7
  %t119 = getelementptr inbounds i32, i32* %p1, i64 %t118
  %t120 = load i32, i32* %t119
  %t121 = icmp eq i32 %t120, 0
  br i1 %t121, label %cond.then11, label %cond.else12
cond.then11:
  br label %cond.end13
cond.else12:
  %t122 = load i64, i64* %v7
  %t123 = getelementptr inbounds i32, i32* %p1, i64 %t122
  %t124 = load i32, i32* %t123
  br label %cond.end13
cond.end13:
  %t125 = phi i32 [1, %cond.then11], [%t124, %cond.else12]
  %t126 = sitofp i32 %t125 to float
  %t127 = fdiv float %t117, %t126
  %t128 = getelementptr inbounds float, float* %p6, i64 %t113
  store float %t127, float* %t128
  br label %it.latch10
it.latch10:
  %t129 = load i64, i64* %it7.1
  %t130 = add i64 %t129, 1
  store i64 %t130, i64* %it7.1
  br label %it.head8, !llvm.loop !0
slow7:
  store i64 %t0, i64* %it7.1
  br label %it.head14
it.head14:
  %t131 = load i64, i64* %it7.1
  %t132 = icmp slt i64 %t131, %t4
  br i1 %t132, label %it.body15, label %blk.next3
it.body15:
  store i64 %t131, i64* %v7
  %t133 = load i64, i64* %v7
  %t134 = load i64, i64* %v7
  %t135 = icmp ult i64 %t134, %p0.len
  br i1 %t135, label %inb17, label %oob18, !prof !2
oob18:
  call void @tack.oob(i64* %status, i64 1, i64 %t134)
  br label %abort
inb17:
  %t136 = getelementptr inbounds i32, i32* %p0, i64 %t134
  %t137 = load i32, i32* %t136
  %t138 = load i64, i64* %v7
  %t139 = icmp ult i64 %t138, %p1.len
  br i1 %t139, label %inb19, label %oob20, !prof !2
oob20:
  call void @tack.oob(i64* %status, i64 2, i64 %t138)
  br label %abort
inb19:
  %t140 = getelementptr inbounds i32, i32* %p1, i64 %t138
  %t141 = load i32, i32* %t140
  %t142 = icmp eq i32 %t141, 0
  %t143 = icmp eq i32 %t141, -1
  %t144 = or i1 %t142, %t143
  %t145 = select i1 %t144, i32 1, i32 %t141
  %t146 = sdiv i32 %t137, %t145
  %t147 = sub i32 0, %t137
  %t148 = select i1 %t143, i32 %t147, i32 %t146
  %t149 = select i1 %t142, i32 0, i32 %t148
  %t150 = icmp ult i64 %t133, %p2.len
  br i1 %t150, label %inb21, label %oob22, !prof !2
oob22:
  call void @tack.oob(i64* %status, i64 3, i64 %t133)
  br label %abort
inb21:
  %t151 = getelementptr inbounds i32, i32* %p2, i64 %t133
  store i32 %t149, i32* %t151
  %t152 = load i64, i64* %v7
  %t153 = load i64, i64* %v7
  %t154 = icmp ult i64 %t153, %p0.len
  br i1 %t154, label %inb23, label %oob24, !prof !2
oob24:
  call void @tack.oob(i64* %status, i64 4, i64 %t153)
  br label %abort
inb23:
  %t155 = getelementptr inbounds i32, i32* %p0, i64 %t153
  %t156 = load i32, i32* %t155
  %t157 = load i64, i64* %v7
  %t158 = icmp ult i64 %t157, %p1.len
  br i1 %t158, label %inb25, label %oob26, !prof !2
oob26:
  call void @tack.oob(i64* %status, i64 5, i64 %t157)
  br label %abort
inb25:
  %t159 = getelementptr inbounds i32, i32* %p1, i64 %t157
  %t160 = load i32, i32* %t159
  %t161 = icmp eq i32 %t160, 0
  %t162 = icmp eq i32 %t160, -1
  %t163 = or i1 %t161, %t162
  %t164 = select i1 %t163, i32 1, i32 %t160
  %t165 = sdiv i32 %t156, %t164
  %t166 = sub i32 0, %t156
  %t167 = select i1 %t162, i32 %t166, i32 %t165
  %t168 = select i1 %t161, i32 0, i32 %t167
  %t169 = mul i32 %t168, %t160
  %t170 = sub i32 %t156, %t169
  %t171 = icmp ne i32 %t170, 0
  %t172 = xor i32 %t170, %t160
  %t173 = icmp slt i32 %t172, 0
  %t174 = and i1 %t171, %t173
  %t175 = xor i1 %t161, true
  %t176 = and i1 %t174, %t175
  %t177 = zext i1 %t176 to i32
  %t178 = sub i32 %t168, %t177
  %t179 = icmp ult i64 %t152, %p3.len
  br i1 %t179, label %inb27, label %oob28, !prof !2
oob28:
  call void @tack.oob(i64* %status, i64 6, i64 %t152)
  br label %abort
inb27:
  %t180 = getelementptr inbounds i32, i32* %p3, i64 %t152
  store i32 %t178, i32* %t180
  %t181 = load i64, i64* %v7
  %t182 = load i64, i64* %v7
  %t183 = icmp ult i64 %t182, %p0.len
  br i1 %t183, label %inb29, label %oob30, !prof !2
oob30:
  call void @tack.oob(i64* %status, i64 7, i64 %t182)
  br label %abort
inb29:
  %t184 = getelementptr inbounds i32, i32* %p0, i64 %t182
  %t185 = load i32, i32* %t184
  %t186 = load i64, i64* %v7
  %t187 = icmp ult i64 %t186, %p1.len
  br i1 %t187, label %inb31, label %oob32, !prof !2
oob32:
  call void @tack.oob(i64* %status, i64 8, i64 %t186)
  br label %abort
inb31:
  %t188 = getelementptr inbounds i32, i32* %p1, i64 %t186
  %t189 = load i32, i32* %t188
  %t190 = icmp eq i32 %t189, 0
  %t191 = icmp eq i32 %t189, -1
  %t192 = or i1 %t190, %t191
  %t193 = select i1 %t192, i32 1, i32 %t189
  %t194 = sdiv i32 %t185, %t193
  %t195 = sub i32 0, %t185
  %t196 = select i1 %t191, i32 %t195, i32 %t194
  %t197 = select i1 %t190, i32 0, i32 %t196
  %t198 = or i32 %t197, 0
  %t199 = icmp ult i64 %t181, %p4.len
  br i1 %t199, label %inb33, label %oob34, !prof !2
oob34:
  call void @tack.oob(i64* %status, i64 9, i64 %t181)
  br label %abort
inb33:
  %t200 = getelementptr inbounds i32, i32* %p4, i64 %t181
  store i32 %t198, i32* %t200
  %t201 = load i64, i64* %v7
  %t202 = load i64, i64* %v7
  %t203 = icmp ult i64 %t202, %p0.len
  br i1 %t203, label %inb35, label %oob36, !prof !2
oob36:
  call void @tack.oob(i64* %status, i64 10, i64 %t202)
  br label %abort
inb35:
  %t204 = getelementptr inbounds i32, i32* %p0, i64 %t202
  %t205 = load i32, i32* %t204
  %t206 = load i64, i64* %v7
  %t207 = icmp ult i64 %t206, %p1.len
  br i1 %t207, label %inb37, label %oob38, !prof !2
oob38:
  call void @tack.oob(i64* %status, i64 11, i64 %t206)
  br label %abort
inb37:
  %t208 = getelementptr inbounds i32, i32* %p1, i64 %t206
  %t209 = load i32, i32* %t208
  %t210 = icmp eq i32 %t209, 0
  %t211 = icmp eq i32 %t209, -1
  %t212 = or i1 %t210, %t211
  %t213 = select i1 %t212, i32 1, i32 %t209
  %t214 = srem i32 %t205, %t213
  %t215 = select i1 %t212, i32 0, i32 %t214
  %t216 = icmp ult i64 %t201, %p5.len
  br i1 %t216, label %inb39, label %oob40, !prof !2
oob40:
  call void @tack.oob(i64* %status, i64 12, i64 %t201)
  br label %abort
inb39:
  %t217 = getelementptr inbounds i32, i32* %p5, i64 %t201
  store i32 %t215, i32* %t217
  %t218 = load i64, i64* %v7
  %t219 = load i64, i64* %v7
  %t220 = icmp ult i64 %t219, %p0.len
  br i1 %t220, label %inb41, label %oob42, !prof !2
oob42:
  call void @tack.oob(i64* %status, i64 13, i64 %t219)
  br label %abort
inb41:
  %t221 = getelementptr inbounds i32, i32* %p0, i64 %t219
  %t222 = load i32, i32* %t221
  %t223 = sitofp i32 %t222 to float
  %t224 = load i64, i64* %v7
  %t225 = icmp ult i64 %t224, %p1.len
  br i1 %t225, label %inb43, label %oob44, !prof !2
oob44:
  call void @tack.oob(i64* %status, i64 14, i64 %t224)
  br label %abort
inb43:
  %t226 = getelementptr inbounds i32, i32* %p1, i64 %t224
  %t227 = load i32, i32* %t226
  %t228 = icmp eq i32 %t227, 0
  br i1 %t228, label %cond.then45, label %cond.else46
cond.then45:
  br label %cond.end47
cond.else46:
  %t229 = load i64, i64* %v7
  %t230 = icmp ult i64 %t229, %p1.len
  br i1 %t230, label %inb48, label %oob49, !prof !2
oob49:
  call void @tack.oob(i64* %status, i64 15, i64 %t229)
  br label %abort
inb48:
  %t231 = getelementptr inbounds i32, i32* %p1, i64 %t229
  %t232 = load i32, i32* %t231
  br label %cond.end47
cond.end47:
  %t233 = phi i32 [1, %cond.then45], [%t232, %inb48]
  %t234 = sitofp i32 %t233 to float
  %t235 = fdiv float %t223, %t234
  %t236 = icmp ult i64 %t218, %p6.len
  br i1 %t236, label %inb50, label %oob51, !prof !2
oob51:
  call void @tack.oob(i64* %status, i64 16, i64 %t218)
  br label %abort
inb50:
  %t237 = getelementptr inbounds float, float* %p6, i64 %t218
  store float %t235, float* %t237
  br label %it.latch16
it.latch16:
  %t238 = load i64, i64* %it7.1
  %t239 = add i64 %t238, 1
  store i64 %t239, i64* %it7.1
  br label %it.head14, !llvm.loop !0
blk.next3:
  store i64 %t4, i64* %blk7.1
  br label %blk.head1
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
