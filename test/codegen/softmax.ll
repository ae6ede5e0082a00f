; Tack kernel 'softmax' (generated; do not edit)
source_filename = "tack"
target triple = "x86_64-unknown-linux-gnu"

define internal void @tack_kernel_softmax(float* %p0, float* %p1, i32 %p2, i32 %p3, i64 %p0.len, i64 %p1.len, i64* %status, i64 %start, i64 %end) #0 {
entry:
  %budget = alloca i64
  %v2 = alloca i32
  %v3 = alloca i32
  %blk4.1 = alloca i64
  %it4.1 = alloca i64
  %v4 = alloca i64
  %v5 = alloca i64
  %v6 = alloca float
  %blk7.12 = alloca i64
  %it7.12 = alloca i64
  %v7 = alloca i64
  %v8 = alloca float
  %blk9.28 = alloca i64
  %it9.28 = alloca i64
  %v9 = alloca i64
  %v10 = alloca float
  %v11 = alloca float
  %blk12.46 = alloca i64
  %it12.46 = alloca i64
  %v12 = alloca i64
  %v13 = alloca i64
  %blk7.64 = alloca i64
  %it7.64 = alloca i64
  %blk9.80 = alloca i64
  %it9.80 = alloca i64
  %blk12.98 = alloca i64
  %it12.98 = alloca i64
  store i64 65536, i64* %budget
  store i32 %p2, i32* %v2
  store i32 %p3, i32* %v3
  store i64 %start, i64* %blk4.1
  br label %blk.head1
blk.head1:
  %t0 = load i64, i64* %blk4.1
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
  %t11 = load i32, i32* %v3
  %t12 = sext i32 %t11 to i64
  %t13 = mul i64 %t0, %t12
  %t14 = load i32, i32* %v3
  %t15 = sext i32 %t14 to i64
  %t16 = mul i64 %t10, %t15
  %t17 = icmp ult i64 %t13, %p0.len
  %t18 = icmp ult i64 %t16, %p0.len
  %t19 = and i1 %t17, %t18
  br i1 %t19, label %fast6, label %slow7
fast6:
  store i64 %t0, i64* %it4.1
  br label %it.head8
it.head8:
  %t20 = load i64, i64* %it4.1
  %t21 = icmp slt i64 %t20, %t4
  br i1 %t21, label %it.body9, label %blk.next3
it.body9:
  store i64 %t20, i64* %v4
  %t22 = load i64, i64* %v4
  %t23 = load i32, i32* %v3
  %t24 = sext i32 %t23 to i64
  %t25 = mul i64 %t22, %t24
  store i64 %t25, i64* %v5
  %t26 = load i64, i64* %v5
  %t27 = getelementptr inbounds float, float* %p0, i64 %t26
  %t28 = load float, float* %t27
  store float %t28, float* %v6
  %t29 = load i32, i32* %v3
  %t30 = sext i32 %t29 to i64
  store i64 1, i64* %blk7.12
  br label %blk.head12
blk.head12:
  %t31 = load i64, i64* %blk7.12
  %t32 = icmp slt i64 %t31, %t30
  br i1 %t32, label %blk.body13, label %range.exit11
blk.body13:
  %t33 = add i64 %t31, 4096
  %t34 = icmp slt i64 %t33, %t30
  %t35 = select i1 %t34, i64 %t33, i64 %t30
  %t36 = sub i64 %t35, %t31
  %t37 = load i64, i64* %budget
  %t38 = sub i64 %t37, %t36
  store i64 %t38, i64* %budget
  %t39 = icmp slt i64 %t38, 0
  br i1 %t39, label %poll15, label %poll.go16
poll15:
  store i64 65536, i64* %budget
  %t40 = call i1 @tack.poll(i64* %status)
  br i1 %t40, label %abort, label %poll.go16
poll.go16:
  %t41 = sub i64 %t35, 1
  %t42 = load i64, i64* %v5
  %t43 = add i64 %t42, %t31
  %t44 = load i64, i64* %v5
  %t45 = add i64 %t44, %t41
  %t46 = icmp ult i64 %t43, %p0.len
  %t47 = icmp ult i64 %t45, %p0.len
  %t48 = and i1 %t46, %t47
  br i1 %t48, label %fast17, label %slow18
fast17:
  store i64 %t31, i64* %it7.12
  br label %it.head19
it.head19:
  %t49 = load i64, i64* %it7.12
  %t50 = icmp slt i64 %t49, %t35
  br i1 %t50, label %it.body20, label %blk.next14
it.body20:
  store i64 %t49, i64* %v7
  %t51 = load float, float* %v6
  %t52 = load i64, i64* %v5
  %t53 = load i64, i64* %v7
  %t54 = add i64 %t52, %t53
  %t55 = getelementptr inbounds float, float* %p0, i64 %t54
  %t56 = load float, float* %t55
  %t57 = fcmp ogt float %t51, %t56
  %t58 = select i1 %t57, float %t51, float %t56
  %t59 = bitcast float %t51 to i32
  %t60 = bitcast float %t56 to i32
  %t61 = and i32 %t59, %t60
  %t62 = bitcast i32 %t61 to float
  %t63 = fcmp oeq float %t51, %t56
  %t64 = select i1 %t63, float %t62, float %t58
  %t65 = fcmp uno float %t51, %t56
  %t66 = fadd float %t51, %t56
  %t67 = select i1 %t65, float %t66, float %t64
  store float %t67, float* %v6
  br label %it.latch21
it.latch21:
  %t68 = load i64, i64* %it7.12
  %t69 = add i64 %t68, 1
  store i64 %t69, i64* %it7.12
  br label %it.head19
slow18:
  store i64 %t31, i64* %it7.12
  br label %it.head22
it.head22:
  %t70 = load i64, i64* %it7.12
  %t71 = icmp slt i64 %t70, %t35
  br i1 %t71, label %it.body23, label %blk.next14
it.body23:
  store i64 %t70, i64* %v7
  %t72 = load float, float* %v6
  %t73 = load i64, i64* %v5
  %t74 = load i64, i64* %v7
  %t75 = add i64 %t73, %t74
  %t76 = icmp ult i64 %t75, %p0.len
  br i1 %t76, label %inb25, label %oob26, !prof !2
oob26:
  call void @tack.oob(i64* %status, i64 1, i64 %t75)
  br label %abort
inb25:
  %t77 = getelementptr inbounds float, float* %p0, i64 %t75
  %t78 = load float, float* %t77
  %t79 = fcmp ogt float %t72, %t78
  %t80 = select i1 %t79, float %t72, float %t78
  %t81 = bitcast float %t72 to i32
  %t82 = bitcast float %t78 to i32
  %t83 = and i32 %t81, %t82
  %t84 = bitcast i32 %t83 to float
  %t85 = fcmp oeq float %t72, %t78
  %t86 = select i1 %t85, float %t84, float %t80
  %t87 = fcmp uno float %t72, %t78
  %t88 = fadd float %t72, %t78
  %t89 = select i1 %t87, float %t88, float %t86
  store float %t89, float* %v6
  br label %it.latch24
it.latch24:
  %t90 = load i64, i64* %it7.12
  %t91 = add i64 %t90, 1
  store i64 %t91, i64* %it7.12
  br label %it.head22
blk.next14:
  store i64 %t35, i64* %blk7.12
  br label %blk.head12
range.exit11:
  store float 0x0000000000000000, float* %v8
  %t92 = load i32, i32* %v3
  %t93 = sext i32 %t92 to i64
  store i64 0, i64* %blk9.28
  br label %blk.head28
blk.head28:
  %t94 = load i64, i64* %blk9.28
  %t95 = icmp slt i64 %t94, %t93
  br i1 %t95, label %blk.body29, label %range.exit27
blk.body29:
  %t96 = add i64 %t94, 4096
  %t97 = icmp slt i64 %t96, %t93
  %t98 = select i1 %t97, i64 %t96, i64 %t93
  %t99 = sub i64 %t98, %t94
  %t100 = load i64, i64* %budget
  %t101 = sub i64 %t100, %t99
  store i64 %t101, i64* %budget
  %t102 = icmp slt i64 %t101, 0
  br i1 %t102, label %poll31, label %poll.go32
poll31:
  store i64 65536, i64* %budget
  %t103 = call i1 @tack.poll(i64* %status)
  br i1 %t103, label %abort, label %poll.go32
poll.go32:
  %t104 = sub i64 %t98, 1
  %t105 = load i64, i64* %v5
  %t106 = add i64 %t105, %t94
  %t107 = load i64, i64* %v5
  %t108 = add i64 %t107, %t104
  %t109 = icmp ult i64 %t106, %p0.len
  %t110 = icmp ult i64 %t108, %p0.len
  %t111 = and i1 %t109, %t110
  %t112 = load i64, i64* %v5
  %t113 = add i64 %t112, %t94
  %t114 = load i64, i64* %v5
  %t115 = add i64 %t114, %t104
  %t116 = icmp ult i64 %t113, %p1.len
  %t117 = icmp ult i64 %t115, %p1.len
  %t118 = and i1 %t116, %t117
  %t119 = and i1 %t111, %t118
  br i1 %t119, label %fast33, label %slow34
fast33:
  store i64 %t94, i64* %it9.28
  br label %it.head35
it.head35:
  %t120 = load i64, i64* %it9.28
  %t121 = icmp slt i64 %t120, %t98
  br i1 %t121, label %it.body36, label %blk.next30
it.body36:
  store i64 %t120, i64* %v9
  %t122 = load i64, i64* %v5
  %t123 = load i64, i64* %v9
  %t124 = add i64 %t122, %t123
  %t125 = getelementptr inbounds float, float* %p0, i64 %t124
  %t126 = load float, float* %t125
  %t127 = load float, float* %v6
  %t128 = fsub float %t126, %t127
  %t129 = call float @expf(float %t128)
  store float %t129, float* %v10
  %t130 = load i64, i64* %v5
  %t131 = load i64, i64* %v9
  %t132 = add i64 %t130, %t131
  %t133 = load float, float* %v10
  %t134 = getelementptr inbounds float, float* %p1, i64 %t132
  store float %t133, float* %t134
  %t135 = load float, float* %v8
  %t136 = load float, float* %v10
  %t137 = fadd float %t135, %t136
  store float %t137, float* %v8
  br label %it.latch37
it.latch37:
  %t138 = load i64, i64* %it9.28
  %t139 = add i64 %t138, 1
  store i64 %t139, i64* %it9.28
  br label %it.head35
slow34:
  store i64 %t94, i64* %it9.28
  br label %it.head38
it.head38:
  %t140 = load i64, i64* %it9.28
  %t141 = icmp slt i64 %t140, %t98
  br i1 %t141, label %it.body39, label %blk.next30
it.body39:
  store i64 %t140, i64* %v9
  %t142 = load i64, i64* %v5
  %t143 = load i64, i64* %v9
  %t144 = add i64 %t142, %t143
  %t145 = icmp ult i64 %t144, %p0.len
  br i1 %t145, label %inb41, label %oob42, !prof !2
oob42:
  call void @tack.oob(i64* %status, i64 2, i64 %t144)
  br label %abort
inb41:
  %t146 = getelementptr inbounds float, float* %p0, i64 %t144
  %t147 = load float, float* %t146
  %t148 = load float, float* %v6
  %t149 = fsub float %t147, %t148
  %t150 = call float @expf(float %t149)
  store float %t150, float* %v10
  %t151 = load i64, i64* %v5
  %t152 = load i64, i64* %v9
  %t153 = add i64 %t151, %t152
  %t154 = load float, float* %v10
  %t155 = icmp ult i64 %t153, %p1.len
  br i1 %t155, label %inb43, label %oob44, !prof !2
oob44:
  call void @tack.oob(i64* %status, i64 3, i64 %t153)
  br label %abort
inb43:
  %t156 = getelementptr inbounds float, float* %p1, i64 %t153
  store float %t154, float* %t156
  %t157 = load float, float* %v8
  %t158 = load float, float* %v10
  %t159 = fadd float %t157, %t158
  store float %t159, float* %v8
  br label %it.latch40
it.latch40:
  %t160 = load i64, i64* %it9.28
  %t161 = add i64 %t160, 1
  store i64 %t161, i64* %it9.28
  br label %it.head38
blk.next30:
  store i64 %t98, i64* %blk9.28
  br label %blk.head28
range.exit27:
  %t162 = load float, float* %v8
  %t163 = fdiv float 0x3FF0000000000000, %t162
  store float %t163, float* %v11
  %t164 = load i32, i32* %v3
  %t165 = sext i32 %t164 to i64
  store i64 0, i64* %blk12.46
  br label %blk.head46
blk.head46:
  %t166 = load i64, i64* %blk12.46
  %t167 = icmp slt i64 %t166, %t165
  br i1 %t167, label %blk.body47, label %range.exit45
blk.body47:
  %t168 = add i64 %t166, 4096
  %t169 = icmp slt i64 %t168, %t165
  %t170 = select i1 %t169, i64 %t168, i64 %t165
  %t171 = sub i64 %t170, %t166
  %t172 = load i64, i64* %budget
  %t173 = sub i64 %t172, %t171
  store i64 %t173, i64* %budget
  %t174 = icmp slt i64 %t173, 0
  br i1 %t174, label %poll49, label %poll.go50
poll49:
  store i64 65536, i64* %budget
  %t175 = call i1 @tack.poll(i64* %status)
  br i1 %t175, label %abort, label %poll.go50
poll.go50:
  store i64 %t166, i64* %it12.46
  br label %it.head51
it.head51:
  %t176 = load i64, i64* %it12.46
  %t177 = icmp slt i64 %t176, %t170
  br i1 %t177, label %it.body52, label %blk.next48
it.body52:
  store i64 %t176, i64* %v12
  %t178 = load i64, i64* %v5
  %t179 = load i64, i64* %v12
  %t180 = add i64 %t178, %t179
  store i64 %t180, i64* %v13
  %t181 = load i64, i64* %v13
  %t182 = icmp ult i64 %t181, %p1.len
  br i1 %t182, label %inb54, label %oob55, !prof !2
oob55:
  call void @tack.oob(i64* %status, i64 4, i64 %t181)
  br label %abort
inb54:
  %t183 = getelementptr inbounds float, float* %p1, i64 %t181
  %t184 = load float, float* %t183
  %t185 = load float, float* %v11
  %t186 = fmul float %t184, %t185
  %t187 = icmp ult i64 %t180, %p1.len
  br i1 %t187, label %inb56, label %oob57, !prof !2
oob57:
  call void @tack.oob(i64* %status, i64 5, i64 %t180)
  br label %abort
inb56:
  %t188 = getelementptr inbounds float, float* %p1, i64 %t180
  store float %t186, float* %t188
  br label %it.latch53
it.latch53:
  %t189 = load i64, i64* %it12.46
  %t190 = add i64 %t189, 1
  store i64 %t190, i64* %it12.46
  br label %it.head51
blk.next48:
  store i64 %t170, i64* %blk12.46
  br label %blk.head46
range.exit45:
  br label %it.latch10
it.latch10:
  %t191 = load i64, i64* %it4.1
  %t192 = add i64 %t191, 1
  store i64 %t192, i64* %it4.1
  br label %it.head8, !llvm.loop !0
slow7:
  store i64 %t0, i64* %it4.1
  br label %it.head58
it.head58:
  %t193 = load i64, i64* %it4.1
  %t194 = icmp slt i64 %t193, %t4
  br i1 %t194, label %it.body59, label %blk.next3
it.body59:
  store i64 %t193, i64* %v4
  %t195 = load i64, i64* %v4
  %t196 = load i32, i32* %v3
  %t197 = sext i32 %t196 to i64
  %t198 = mul i64 %t195, %t197
  store i64 %t198, i64* %v5
  %t199 = load i64, i64* %v5
  %t200 = icmp ult i64 %t199, %p0.len
  br i1 %t200, label %inb61, label %oob62, !prof !2
oob62:
  call void @tack.oob(i64* %status, i64 6, i64 %t199)
  br label %abort
inb61:
  %t201 = getelementptr inbounds float, float* %p0, i64 %t199
  %t202 = load float, float* %t201
  store float %t202, float* %v6
  %t203 = load i32, i32* %v3
  %t204 = sext i32 %t203 to i64
  store i64 1, i64* %blk7.64
  br label %blk.head64
blk.head64:
  %t205 = load i64, i64* %blk7.64
  %t206 = icmp slt i64 %t205, %t204
  br i1 %t206, label %blk.body65, label %range.exit63
blk.body65:
  %t207 = add i64 %t205, 4096
  %t208 = icmp slt i64 %t207, %t204
  %t209 = select i1 %t208, i64 %t207, i64 %t204
  %t210 = sub i64 %t209, %t205
  %t211 = load i64, i64* %budget
  %t212 = sub i64 %t211, %t210
  store i64 %t212, i64* %budget
  %t213 = icmp slt i64 %t212, 0
  br i1 %t213, label %poll67, label %poll.go68
poll67:
  store i64 65536, i64* %budget
  %t214 = call i1 @tack.poll(i64* %status)
  br i1 %t214, label %abort, label %poll.go68
poll.go68:
  %t215 = sub i64 %t209, 1
  %t216 = load i64, i64* %v5
  %t217 = add i64 %t216, %t205
  %t218 = load i64, i64* %v5
  %t219 = add i64 %t218, %t215
  %t220 = icmp ult i64 %t217, %p0.len
  %t221 = icmp ult i64 %t219, %p0.len
  %t222 = and i1 %t220, %t221
  br i1 %t222, label %fast69, label %slow70
fast69:
  store i64 %t205, i64* %it7.64
  br label %it.head71
it.head71:
  %t223 = load i64, i64* %it7.64
  %t224 = icmp slt i64 %t223, %t209
  br i1 %t224, label %it.body72, label %blk.next66
it.body72:
  store i64 %t223, i64* %v7
  %t225 = load float, float* %v6
  %t226 = load i64, i64* %v5
  %t227 = load i64, i64* %v7
  %t228 = add i64 %t226, %t227
  %t229 = getelementptr inbounds float, float* %p0, i64 %t228
  %t230 = load float, float* %t229
  %t231 = fcmp ogt float %t225, %t230
  %t232 = select i1 %t231, float %t225, float %t230
  %t233 = bitcast float %t225 to i32
  %t234 = bitcast float %t230 to i32
  %t235 = and i32 %t233, %t234
  %t236 = bitcast i32 %t235 to float
  %t237 = fcmp oeq float %t225, %t230
  %t238 = select i1 %t237, float %t236, float %t232
  %t239 = fcmp uno float %t225, %t230
  %t240 = fadd float %t225, %t230
  %t241 = select i1 %t239, float %t240, float %t238
  store float %t241, float* %v6
  br label %it.latch73
it.latch73:
  %t242 = load i64, i64* %it7.64
  %t243 = add i64 %t242, 1
  store i64 %t243, i64* %it7.64
  br label %it.head71
slow70:
  store i64 %t205, i64* %it7.64
  br label %it.head74
it.head74:
  %t244 = load i64, i64* %it7.64
  %t245 = icmp slt i64 %t244, %t209
  br i1 %t245, label %it.body75, label %blk.next66
it.body75:
  store i64 %t244, i64* %v7
  %t246 = load float, float* %v6
  %t247 = load i64, i64* %v5
  %t248 = load i64, i64* %v7
  %t249 = add i64 %t247, %t248
  %t250 = icmp ult i64 %t249, %p0.len
  br i1 %t250, label %inb77, label %oob78, !prof !2
oob78:
  call void @tack.oob(i64* %status, i64 1, i64 %t249)
  br label %abort
inb77:
  %t251 = getelementptr inbounds float, float* %p0, i64 %t249
  %t252 = load float, float* %t251
  %t253 = fcmp ogt float %t246, %t252
  %t254 = select i1 %t253, float %t246, float %t252
  %t255 = bitcast float %t246 to i32
  %t256 = bitcast float %t252 to i32
  %t257 = and i32 %t255, %t256
  %t258 = bitcast i32 %t257 to float
  %t259 = fcmp oeq float %t246, %t252
  %t260 = select i1 %t259, float %t258, float %t254
  %t261 = fcmp uno float %t246, %t252
  %t262 = fadd float %t246, %t252
  %t263 = select i1 %t261, float %t262, float %t260
  store float %t263, float* %v6
  br label %it.latch76
it.latch76:
  %t264 = load i64, i64* %it7.64
  %t265 = add i64 %t264, 1
  store i64 %t265, i64* %it7.64
  br label %it.head74
blk.next66:
  store i64 %t209, i64* %blk7.64
  br label %blk.head64
range.exit63:
  store float 0x0000000000000000, float* %v8
  %t266 = load i32, i32* %v3
  %t267 = sext i32 %t266 to i64
  store i64 0, i64* %blk9.80
  br label %blk.head80
blk.head80:
  %t268 = load i64, i64* %blk9.80
  %t269 = icmp slt i64 %t268, %t267
  br i1 %t269, label %blk.body81, label %range.exit79
blk.body81:
  %t270 = add i64 %t268, 4096
  %t271 = icmp slt i64 %t270, %t267
  %t272 = select i1 %t271, i64 %t270, i64 %t267
  %t273 = sub i64 %t272, %t268
  %t274 = load i64, i64* %budget
  %t275 = sub i64 %t274, %t273
  store i64 %t275, i64* %budget
  %t276 = icmp slt i64 %t275, 0
  br i1 %t276, label %poll83, label %poll.go84
poll83:
  store i64 65536, i64* %budget
  %t277 = call i1 @tack.poll(i64* %status)
  br i1 %t277, label %abort, label %poll.go84
poll.go84:
  %t278 = sub i64 %t272, 1
  %t279 = load i64, i64* %v5
  %t280 = add i64 %t279, %t268
  %t281 = load i64, i64* %v5
  %t282 = add i64 %t281, %t278
  %t283 = icmp ult i64 %t280, %p0.len
  %t284 = icmp ult i64 %t282, %p0.len
  %t285 = and i1 %t283, %t284
  %t286 = load i64, i64* %v5
  %t287 = add i64 %t286, %t268
  %t288 = load i64, i64* %v5
  %t289 = add i64 %t288, %t278
  %t290 = icmp ult i64 %t287, %p1.len
  %t291 = icmp ult i64 %t289, %p1.len
  %t292 = and i1 %t290, %t291
  %t293 = and i1 %t285, %t292
  br i1 %t293, label %fast85, label %slow86
fast85:
  store i64 %t268, i64* %it9.80
  br label %it.head87
it.head87:
  %t294 = load i64, i64* %it9.80
  %t295 = icmp slt i64 %t294, %t272
  br i1 %t295, label %it.body88, label %blk.next82
it.body88:
  store i64 %t294, i64* %v9
  %t296 = load i64, i64* %v5
  %t297 = load i64, i64* %v9
  %t298 = add i64 %t296, %t297
  %t299 = getelementptr inbounds float, float* %p0, i64 %t298
  %t300 = load float, float* %t299
  %t301 = load float, float* %v6
  %t302 = fsub float %t300, %t301
  %t303 = call float @expf(float %t302)
  store float %t303, float* %v10
  %t304 = load i64, i64* %v5
  %t305 = load i64, i64* %v9
  %t306 = add i64 %t304, %t305
  %t307 = load float, float* %v10
  %t308 = getelementptr inbounds float, float* %p1, i64 %t306
  store float %t307, float* %t308
  %t309 = load float, float* %v8
  %t310 = load float, float* %v10
  %t311 = fadd float %t309, %t310
  store float %t311, float* %v8
  br label %it.latch89
it.latch89:
  %t312 = load i64, i64* %it9.80
  %t313 = add i64 %t312, 1
  store i64 %t313, i64* %it9.80
  br label %it.head87
slow86:
  store i64 %t268, i64* %it9.80
  br label %it.head90
it.head90:
  %t314 = load i64, i64* %it9.80
  %t315 = icmp slt i64 %t314, %t272
  br i1 %t315, label %it.body91, label %blk.next82
it.body91:
  store i64 %t314, i64* %v9
  %t316 = load i64, i64* %v5
  %t317 = load i64, i64* %v9
  %t318 = add i64 %t316, %t317
  %t319 = icmp ult i64 %t318, %p0.len
  br i1 %t319, label %inb93, label %oob94, !prof !2
oob94:
  call void @tack.oob(i64* %status, i64 2, i64 %t318)
  br label %abort
inb93:
  %t320 = getelementptr inbounds float, float* %p0, i64 %t318
  %t321 = load float, float* %t320
  %t322 = load float, float* %v6
  %t323 = fsub float %t321, %t322
  %t324 = call float @expf(float %t323)
  store float %t324, float* %v10
  %t325 = load i64, i64* %v5
  %t326 = load i64, i64* %v9
  %t327 = add i64 %t325, %t326
  %t328 = load float, float* %v10
  %t329 = icmp ult i64 %t327, %p1.len
  br i1 %t329, label %inb95, label %oob96, !prof !2
oob96:
  call void @tack.oob(i64* %status, i64 3, i64 %t327)
  br label %abort
inb95:
  %t330 = getelementptr inbounds float, float* %p1, i64 %t327
  store float %t328, float* %t330
  %t331 = load float, float* %v8
  %t332 = load float, float* %v10
  %t333 = fadd float %t331, %t332
  store float %t333, float* %v8
  br label %it.latch92
it.latch92:
  %t334 = load i64, i64* %it9.80
  %t335 = add i64 %t334, 1
  store i64 %t335, i64* %it9.80
  br label %it.head90
blk.next82:
  store i64 %t272, i64* %blk9.80
  br label %blk.head80
range.exit79:
  %t336 = load float, float* %v8
  %t337 = fdiv float 0x3FF0000000000000, %t336
  store float %t337, float* %v11
  %t338 = load i32, i32* %v3
  %t339 = sext i32 %t338 to i64
  store i64 0, i64* %blk12.98
  br label %blk.head98
blk.head98:
  %t340 = load i64, i64* %blk12.98
  %t341 = icmp slt i64 %t340, %t339
  br i1 %t341, label %blk.body99, label %range.exit97
blk.body99:
  %t342 = add i64 %t340, 4096
  %t343 = icmp slt i64 %t342, %t339
  %t344 = select i1 %t343, i64 %t342, i64 %t339
  %t345 = sub i64 %t344, %t340
  %t346 = load i64, i64* %budget
  %t347 = sub i64 %t346, %t345
  store i64 %t347, i64* %budget
  %t348 = icmp slt i64 %t347, 0
  br i1 %t348, label %poll101, label %poll.go102
poll101:
  store i64 65536, i64* %budget
  %t349 = call i1 @tack.poll(i64* %status)
  br i1 %t349, label %abort, label %poll.go102
poll.go102:
  store i64 %t340, i64* %it12.98
  br label %it.head103
it.head103:
  %t350 = load i64, i64* %it12.98
  %t351 = icmp slt i64 %t350, %t344
  br i1 %t351, label %it.body104, label %blk.next100
it.body104:
  store i64 %t350, i64* %v12
  %t352 = load i64, i64* %v5
  %t353 = load i64, i64* %v12
  %t354 = add i64 %t352, %t353
  store i64 %t354, i64* %v13
  %t355 = load i64, i64* %v13
  %t356 = icmp ult i64 %t355, %p1.len
  br i1 %t356, label %inb106, label %oob107, !prof !2
oob107:
  call void @tack.oob(i64* %status, i64 4, i64 %t355)
  br label %abort
inb106:
  %t357 = getelementptr inbounds float, float* %p1, i64 %t355
  %t358 = load float, float* %t357
  %t359 = load float, float* %v11
  %t360 = fmul float %t358, %t359
  %t361 = icmp ult i64 %t354, %p1.len
  br i1 %t361, label %inb108, label %oob109, !prof !2
oob109:
  call void @tack.oob(i64* %status, i64 5, i64 %t354)
  br label %abort
inb108:
  %t362 = getelementptr inbounds float, float* %p1, i64 %t354
  store float %t360, float* %t362
  br label %it.latch105
it.latch105:
  %t363 = load i64, i64* %it12.98
  %t364 = add i64 %t363, 1
  store i64 %t364, i64* %it12.98
  br label %it.head103
blk.next100:
  store i64 %t344, i64* %blk12.98
  br label %blk.head98
range.exit97:
  br label %it.latch60
it.latch60:
  %t365 = load i64, i64* %it4.1
  %t366 = add i64 %t365, 1
  store i64 %t366, i64* %it4.1
  br label %it.head58, !llvm.loop !0
blk.next3:
  store i64 %t4, i64* %blk4.1
  br label %blk.head1
loop.exit0:
  ret void
abort:
  ret void
}

define void @tack_chunk_softmax(i64* %slots, i64 %start, i64 %end) #0 {
entry:
  %s0.p = getelementptr i64, i64* %slots, i64 0
  %s0 = load i64, i64* %s0.p
  %s0.a = inttoptr i64 %s0 to float*
  %s1.p = getelementptr i64, i64* %slots, i64 1
  %s1 = load i64, i64* %s1.p
  %s1.a = inttoptr i64 %s1 to float*
  %s2.p = getelementptr i64, i64* %slots, i64 2
  %s2 = load i64, i64* %s2.p
  %s2.v = trunc i64 %s2 to i32
  %s3.p = getelementptr i64, i64* %slots, i64 3
  %s3 = load i64, i64* %s3.p
  %s3.v = trunc i64 %s3 to i32
  %h4.p = getelementptr i64, i64* %slots, i64 4
  %h4 = load i64, i64* %h4.p
  %h5.p = getelementptr i64, i64* %slots, i64 5
  %h5 = load i64, i64* %h5.p
  %st.p = getelementptr i64, i64* %slots, i64 6
  %st = load i64, i64* %st.p
  %st.a = inttoptr i64 %st to i64*
  call void @tack_kernel_softmax(float* %s0.a, float* %s1.a, i32 %s2.v, i32 %s3.v, i64 %h4, i64 %h5, i64* %st.a, i64 %start, i64 %end)
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
declare float @expf(float) nounwind readnone

attributes #0 = { nounwind }
attributes #1 = { alwaysinline nounwind }
attributes #2 = { cold noinline nounwind }

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.runtime.disable"}
!2 = !{!"branch_weights", i32 1048576, i32 1}
