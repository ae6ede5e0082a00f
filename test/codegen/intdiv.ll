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
  %t28 = icmp ult i64 %start, %p5.len
  %t29 = icmp ult i64 %t8, %p5.len
  %t30 = and i1 %t28, %t29
  %t31 = and i1 %t27, %t30
  %t32 = icmp ult i64 %start, %p6.len
  %t33 = icmp ult i64 %t8, %p6.len
  %t34 = and i1 %t32, %t33
  %t35 = and i1 %t31, %t34
  br i1 %t35, label %fast5, label %slow6
fast5:
  store i64 %start, i64* %it7.1
  br label %it.head7
it.head7:
  %t36 = load i64, i64* %it7.1
  %t37 = icmp slt i64 %t36, %end
  br i1 %t37, label %it.body8, label %loop.exit0
it.body8:
  store i64 %t36, i64* %v7
  %t38 = load i64, i64* %v7
  %t39 = load i64, i64* %v7
  %t40 = getelementptr inbounds i32, i32* %p0, i64 %t39
  %t41 = load i32, i32* %t40
  %t42 = load i64, i64* %v7
  %t43 = getelementptr inbounds i32, i32* %p1, i64 %t42
  %t44 = load i32, i32* %t43
  %t45 = icmp eq i32 %t44, 0
  %t46 = icmp eq i32 %t44, -1
  %t47 = or i1 %t45, %t46
  %t48 = select i1 %t47, i32 1, i32 %t44
  %t49 = sdiv i32 %t41, %t48
  %t50 = sub i32 0, %t41
  %t51 = select i1 %t46, i32 %t50, i32 %t49
  %t52 = select i1 %t45, i32 0, i32 %t51
  %t53 = getelementptr inbounds i32, i32* %p2, i64 %t38
  store i32 %t52, i32* %t53
  %t54 = load i64, i64* %v7
  %t55 = load i64, i64* %v7
  %t56 = getelementptr inbounds i32, i32* %p0, i64 %t55
  %t57 = load i32, i32* %t56
  %t58 = load i64, i64* %v7
  %t59 = getelementptr inbounds i32, i32* %p1, i64 %t58
  %t60 = load i32, i32* %t59
  %t61 = icmp eq i32 %t60, 0
  %t62 = icmp eq i32 %t60, -1
  %t63 = or i1 %t61, %t62
  %t64 = select i1 %t63, i32 1, i32 %t60
  %t65 = sdiv i32 %t57, %t64
  %t66 = sub i32 0, %t57
  %t67 = select i1 %t62, i32 %t66, i32 %t65
  %t68 = select i1 %t61, i32 0, i32 %t67
  %t69 = mul i32 %t68, %t60
  %t70 = sub i32 %t57, %t69
  %t71 = icmp ne i32 %t70, 0
  %t72 = xor i32 %t70, %t60
  %t73 = icmp slt i32 %t72, 0
  %t74 = and i1 %t71, %t73
  %t75 = xor i1 %t61, true
  %t76 = and i1 %t74, %t75
  %t77 = zext i1 %t76 to i32
  %t78 = sub i32 %t68, %t77
  %t79 = getelementptr inbounds i32, i32* %p3, i64 %t54
  store i32 %t78, i32* %t79
  %t80 = load i64, i64* %v7
  %t81 = load i64, i64* %v7
  %t82 = getelementptr inbounds i32, i32* %p0, i64 %t81
  %t83 = load i32, i32* %t82
  %t84 = load i64, i64* %v7
  %t85 = getelementptr inbounds i32, i32* %p1, i64 %t84
  %t86 = load i32, i32* %t85
  %t87 = icmp eq i32 %t86, 0
  %t88 = icmp eq i32 %t86, -1
  %t89 = or i1 %t87, %t88
  %t90 = select i1 %t89, i32 1, i32 %t86
  %t91 = sdiv i32 %t83, %t90
  %t92 = sub i32 0, %t83
  %t93 = select i1 %t88, i32 %t92, i32 %t91
  %t94 = select i1 %t87, i32 0, i32 %t93
  %t95 = or i32 %t94, 0
  %t96 = getelementptr inbounds i32, i32* %p4, i64 %t80
  store i32 %t95, i32* %t96
  %t97 = load i64, i64* %v7
  %t98 = load i64, i64* %v7
  %t99 = getelementptr inbounds i32, i32* %p0, i64 %t98
  %t100 = load i32, i32* %t99
  %t101 = load i64, i64* %v7
  %t102 = getelementptr inbounds i32, i32* %p1, i64 %t101
  %t103 = load i32, i32* %t102
  %t104 = icmp eq i32 %t103, 0
  %t105 = icmp eq i32 %t103, -1
  %t106 = or i1 %t104, %t105
  %t107 = select i1 %t106, i32 1, i32 %t103
  %t108 = srem i32 %t100, %t107
  %t109 = select i1 %t106, i32 0, i32 %t108
  %t110 = getelementptr inbounds i32, i32* %p5, i64 %t97
  store i32 %t109, i32* %t110
  %t111 = load i64, i64* %v7
  %t112 = load i64, i64* %v7
  %t113 = getelementptr inbounds i32, i32* %p0, i64 %t112
  %t114 = load i32, i32* %t113
  %t115 = sitofp i32 %t114 to float
  %t116 = load i64, i64* %v7
  %t117 = getelementptr inbounds i32, i32* %p1, i64 %t116
  %t118 = load i32, i32* %t117
  %t119 = icmp eq i32 %t118, 0
  br i1 %t119, label %cond.then10, label %cond.else11
cond.then10:
  br label %cond.end12
cond.else11:
  %t120 = load i64, i64* %v7
  %t121 = getelementptr inbounds i32, i32* %p1, i64 %t120
  %t122 = load i32, i32* %t121
  br label %cond.end12
cond.end12:
  %t123 = phi i32 [1, %cond.then10], [%t122, %cond.else11]
  %t124 = sitofp i32 %t123 to float
  %t125 = fdiv float %t115, %t124
  %t126 = getelementptr inbounds float, float* %p6, i64 %t111
  store float %t125, float* %t126
  br label %it.latch9
it.latch9:
  %t127 = load i64, i64* %it7.1
  %t128 = add i64 %t127, 1
  store i64 %t128, i64* %it7.1
  br label %it.head7, !llvm.loop !0
slow6:
  store i64 %start, i64* %it7.1
  br label %it.head13
it.head13:
  %t129 = load i64, i64* %it7.1
  %t130 = icmp slt i64 %t129, %end
  br i1 %t130, label %it.body14, label %loop.exit0
it.body14:
  store i64 %t129, i64* %v7
  %t131 = load i64, i64* %v7
  %t132 = load i64, i64* %v7
  %t133 = icmp ult i64 %t132, %p0.len
  br i1 %t133, label %inb16, label %oob17, !prof !2
oob17:
  call void @tack.oob(i64* %status, i64 1, i64 %t132, i64 %p0.len)
  br label %abort
inb16:
  %t134 = getelementptr inbounds i32, i32* %p0, i64 %t132
  %t135 = load i32, i32* %t134
  %t136 = load i64, i64* %v7
  %t137 = icmp ult i64 %t136, %p1.len
  br i1 %t137, label %inb18, label %oob19, !prof !2
oob19:
  call void @tack.oob(i64* %status, i64 2, i64 %t136, i64 %p1.len)
  br label %abort
inb18:
  %t138 = getelementptr inbounds i32, i32* %p1, i64 %t136
  %t139 = load i32, i32* %t138
  %t140 = icmp eq i32 %t139, 0
  %t141 = icmp eq i32 %t139, -1
  %t142 = or i1 %t140, %t141
  %t143 = select i1 %t142, i32 1, i32 %t139
  %t144 = sdiv i32 %t135, %t143
  %t145 = sub i32 0, %t135
  %t146 = select i1 %t141, i32 %t145, i32 %t144
  %t147 = select i1 %t140, i32 0, i32 %t146
  %t148 = icmp ult i64 %t131, %p2.len
  br i1 %t148, label %inb20, label %oob21, !prof !2
oob21:
  call void @tack.oob(i64* %status, i64 3, i64 %t131, i64 %p2.len)
  br label %abort
inb20:
  %t149 = getelementptr inbounds i32, i32* %p2, i64 %t131
  store i32 %t147, i32* %t149
  %t150 = load i64, i64* %v7
  %t151 = load i64, i64* %v7
  %t152 = icmp ult i64 %t151, %p0.len
  br i1 %t152, label %inb22, label %oob23, !prof !2
oob23:
  call void @tack.oob(i64* %status, i64 4, i64 %t151, i64 %p0.len)
  br label %abort
inb22:
  %t153 = getelementptr inbounds i32, i32* %p0, i64 %t151
  %t154 = load i32, i32* %t153
  %t155 = load i64, i64* %v7
  %t156 = icmp ult i64 %t155, %p1.len
  br i1 %t156, label %inb24, label %oob25, !prof !2
oob25:
  call void @tack.oob(i64* %status, i64 5, i64 %t155, i64 %p1.len)
  br label %abort
inb24:
  %t157 = getelementptr inbounds i32, i32* %p1, i64 %t155
  %t158 = load i32, i32* %t157
  %t159 = icmp eq i32 %t158, 0
  %t160 = icmp eq i32 %t158, -1
  %t161 = or i1 %t159, %t160
  %t162 = select i1 %t161, i32 1, i32 %t158
  %t163 = sdiv i32 %t154, %t162
  %t164 = sub i32 0, %t154
  %t165 = select i1 %t160, i32 %t164, i32 %t163
  %t166 = select i1 %t159, i32 0, i32 %t165
  %t167 = mul i32 %t166, %t158
  %t168 = sub i32 %t154, %t167
  %t169 = icmp ne i32 %t168, 0
  %t170 = xor i32 %t168, %t158
  %t171 = icmp slt i32 %t170, 0
  %t172 = and i1 %t169, %t171
  %t173 = xor i1 %t159, true
  %t174 = and i1 %t172, %t173
  %t175 = zext i1 %t174 to i32
  %t176 = sub i32 %t166, %t175
  %t177 = icmp ult i64 %t150, %p3.len
  br i1 %t177, label %inb26, label %oob27, !prof !2
oob27:
  call void @tack.oob(i64* %status, i64 6, i64 %t150, i64 %p3.len)
  br label %abort
inb26:
  %t178 = getelementptr inbounds i32, i32* %p3, i64 %t150
  store i32 %t176, i32* %t178
  %t179 = load i64, i64* %v7
  %t180 = load i64, i64* %v7
  %t181 = icmp ult i64 %t180, %p0.len
  br i1 %t181, label %inb28, label %oob29, !prof !2
oob29:
  call void @tack.oob(i64* %status, i64 7, i64 %t180, i64 %p0.len)
  br label %abort
inb28:
  %t182 = getelementptr inbounds i32, i32* %p0, i64 %t180
  %t183 = load i32, i32* %t182
  %t184 = load i64, i64* %v7
  %t185 = icmp ult i64 %t184, %p1.len
  br i1 %t185, label %inb30, label %oob31, !prof !2
oob31:
  call void @tack.oob(i64* %status, i64 8, i64 %t184, i64 %p1.len)
  br label %abort
inb30:
  %t186 = getelementptr inbounds i32, i32* %p1, i64 %t184
  %t187 = load i32, i32* %t186
  %t188 = icmp eq i32 %t187, 0
  %t189 = icmp eq i32 %t187, -1
  %t190 = or i1 %t188, %t189
  %t191 = select i1 %t190, i32 1, i32 %t187
  %t192 = sdiv i32 %t183, %t191
  %t193 = sub i32 0, %t183
  %t194 = select i1 %t189, i32 %t193, i32 %t192
  %t195 = select i1 %t188, i32 0, i32 %t194
  %t196 = or i32 %t195, 0
  %t197 = icmp ult i64 %t179, %p4.len
  br i1 %t197, label %inb32, label %oob33, !prof !2
oob33:
  call void @tack.oob(i64* %status, i64 9, i64 %t179, i64 %p4.len)
  br label %abort
inb32:
  %t198 = getelementptr inbounds i32, i32* %p4, i64 %t179
  store i32 %t196, i32* %t198
  %t199 = load i64, i64* %v7
  %t200 = load i64, i64* %v7
  %t201 = icmp ult i64 %t200, %p0.len
  br i1 %t201, label %inb34, label %oob35, !prof !2
oob35:
  call void @tack.oob(i64* %status, i64 10, i64 %t200, i64 %p0.len)
  br label %abort
inb34:
  %t202 = getelementptr inbounds i32, i32* %p0, i64 %t200
  %t203 = load i32, i32* %t202
  %t204 = load i64, i64* %v7
  %t205 = icmp ult i64 %t204, %p1.len
  br i1 %t205, label %inb36, label %oob37, !prof !2
oob37:
  call void @tack.oob(i64* %status, i64 11, i64 %t204, i64 %p1.len)
  br label %abort
inb36:
  %t206 = getelementptr inbounds i32, i32* %p1, i64 %t204
  %t207 = load i32, i32* %t206
  %t208 = icmp eq i32 %t207, 0
  %t209 = icmp eq i32 %t207, -1
  %t210 = or i1 %t208, %t209
  %t211 = select i1 %t210, i32 1, i32 %t207
  %t212 = srem i32 %t203, %t211
  %t213 = select i1 %t210, i32 0, i32 %t212
  %t214 = icmp ult i64 %t199, %p5.len
  br i1 %t214, label %inb38, label %oob39, !prof !2
oob39:
  call void @tack.oob(i64* %status, i64 12, i64 %t199, i64 %p5.len)
  br label %abort
inb38:
  %t215 = getelementptr inbounds i32, i32* %p5, i64 %t199
  store i32 %t213, i32* %t215
  %t216 = load i64, i64* %v7
  %t217 = load i64, i64* %v7
  %t218 = icmp ult i64 %t217, %p0.len
  br i1 %t218, label %inb40, label %oob41, !prof !2
oob41:
  call void @tack.oob(i64* %status, i64 13, i64 %t217, i64 %p0.len)
  br label %abort
inb40:
  %t219 = getelementptr inbounds i32, i32* %p0, i64 %t217
  %t220 = load i32, i32* %t219
  %t221 = sitofp i32 %t220 to float
  %t222 = load i64, i64* %v7
  %t223 = icmp ult i64 %t222, %p1.len
  br i1 %t223, label %inb42, label %oob43, !prof !2
oob43:
  call void @tack.oob(i64* %status, i64 14, i64 %t222, i64 %p1.len)
  br label %abort
inb42:
  %t224 = getelementptr inbounds i32, i32* %p1, i64 %t222
  %t225 = load i32, i32* %t224
  %t226 = icmp eq i32 %t225, 0
  br i1 %t226, label %cond.then44, label %cond.else45
cond.then44:
  br label %cond.end46
cond.else45:
  %t227 = load i64, i64* %v7
  %t228 = icmp ult i64 %t227, %p1.len
  br i1 %t228, label %inb47, label %oob48, !prof !2
oob48:
  call void @tack.oob(i64* %status, i64 15, i64 %t227, i64 %p1.len)
  br label %abort
inb47:
  %t229 = getelementptr inbounds i32, i32* %p1, i64 %t227
  %t230 = load i32, i32* %t229
  br label %cond.end46
cond.end46:
  %t231 = phi i32 [1, %cond.then44], [%t230, %inb47]
  %t232 = sitofp i32 %t231 to float
  %t233 = fdiv float %t221, %t232
  %t234 = icmp ult i64 %t216, %p6.len
  br i1 %t234, label %inb49, label %oob50, !prof !2
oob50:
  call void @tack.oob(i64* %status, i64 16, i64 %t216, i64 %p6.len)
  br label %abort
inb49:
  %t235 = getelementptr inbounds float, float* %p6, i64 %t216
  store float %t233, float* %t235
  br label %it.latch15
it.latch15:
  %t236 = load i64, i64* %it7.1
  %t237 = add i64 %t236, 1
  store i64 %t237, i64* %it7.1
  br label %it.head13, !llvm.loop !3
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
