; Tack kernel 'softmax' (generated; do not edit)
source_filename = "tack"
target triple = "x86_64-unknown-linux-gnu"

define internal void @tack_kernel_softmax(float* %p0, float* %p1, i32 %p2, i32 %p3, i64 %p0.len, i64 %p1.len, i64* %status, i64 %start, i64 %end) #0 {
entry:
  %budget = alloca i64
  %v2 = alloca i32
  %v3 = alloca i32
  %it4.1 = alloca i64
  %v4 = alloca i64
  %v5 = alloca i64
  %v6 = alloca float
  %blk7.10 = alloca i64
  %it7.10 = alloca i64
  %v7 = alloca i64
  %v8 = alloca float
  %blk9.26 = alloca i64
  %it9.26 = alloca i64
  %v9 = alloca i64
  %v10 = alloca float
  %v11 = alloca float
  %blk12.44 = alloca i64
  %it12.44 = alloca i64
  %v12 = alloca i64
  %v13 = alloca i64
  %blk7.62 = alloca i64
  %it7.62 = alloca i64
  %blk9.78 = alloca i64
  %it9.78 = alloca i64
  %blk12.96 = alloca i64
  %it12.96 = alloca i64
  store i64 65536, i64* %budget
  store i32 %p2, i32* %v2
  store i32 %p3, i32* %v3
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
  %t7 = load i32, i32* %v3
  %t8 = sext i32 %t7 to i64
  %t9 = mul i64 %start, %t8
  %t10 = load i32, i32* %v3
  %t11 = sext i32 %t10 to i64
  %t12 = mul i64 %t6, %t11
  %t13 = icmp ult i64 %t9, %p0.len
  %t14 = icmp ult i64 %t12, %p0.len
  %t15 = and i1 %t13, %t14
  br i1 %t15, label %fast4, label %slow5
fast4:
  store i64 %start, i64* %it4.1
  br label %it.head6
it.head6:
  %t16 = load i64, i64* %it4.1
  %t17 = icmp slt i64 %t16, %end
  br i1 %t17, label %it.body7, label %loop.exit0
it.body7:
  store i64 %t16, i64* %v4
  %t18 = load i64, i64* %v4
  %t19 = load i32, i32* %v3
  %t20 = sext i32 %t19 to i64
  %t21 = mul i64 %t18, %t20
  store i64 %t21, i64* %v5
  %t22 = load i64, i64* %v5
  %t23 = getelementptr inbounds float, float* %p0, i64 %t22
  %t24 = load float, float* %t23
  store float %t24, float* %v6
  %t25 = load i32, i32* %v3
  %t26 = sext i32 %t25 to i64
  store i64 1, i64* %blk7.10
  br label %blk.head10
blk.head10:
  %t27 = load i64, i64* %blk7.10
  %t28 = icmp slt i64 %t27, %t26
  br i1 %t28, label %blk.body11, label %range.exit9
blk.body11:
  %t29 = add i64 %t27, 4096
  %t30 = icmp slt i64 %t29, %t26
  %t31 = select i1 %t30, i64 %t29, i64 %t26
  %t32 = sub i64 %t31, %t27
  %t33 = load i64, i64* %budget
  %t34 = sub i64 %t33, %t32
  store i64 %t34, i64* %budget
  %t35 = icmp slt i64 %t34, 0
  br i1 %t35, label %poll13, label %poll.go14
poll13:
  store i64 65536, i64* %budget
  %t36 = call i1 @tack.poll(i64* %status)
  br i1 %t36, label %abort, label %poll.go14
poll.go14:
  %t37 = sub i64 %t31, 1
  %t38 = load i64, i64* %v5
  %t39 = add i64 %t38, %t27
  %t40 = load i64, i64* %v5
  %t41 = add i64 %t40, %t37
  %t42 = icmp ult i64 %t39, %p0.len
  %t43 = icmp ult i64 %t41, %p0.len
  %t44 = and i1 %t42, %t43
  br i1 %t44, label %fast15, label %slow16
fast15:
  store i64 %t27, i64* %it7.10
  br label %it.head17
it.head17:
  %t45 = load i64, i64* %it7.10
  %t46 = icmp slt i64 %t45, %t31
  br i1 %t46, label %it.body18, label %blk.next12
it.body18:
  store i64 %t45, i64* %v7
  %t47 = load float, float* %v6
  %t48 = load i64, i64* %v5
  %t49 = load i64, i64* %v7
  %t50 = add i64 %t48, %t49
  %t51 = getelementptr inbounds float, float* %p0, i64 %t50
  %t52 = load float, float* %t51
  %t53 = fcmp ogt float %t47, %t52
  %t54 = select i1 %t53, float %t47, float %t52
  %t55 = bitcast float %t47 to i32
  %t56 = bitcast float %t52 to i32
  %t57 = and i32 %t55, %t56
  %t58 = bitcast i32 %t57 to float
  %t59 = fcmp oeq float %t47, %t52
  %t60 = select i1 %t59, float %t58, float %t54
  %t61 = fcmp uno float %t47, %t52
  %t62 = fadd float %t47, %t52
  %t63 = select i1 %t61, float %t62, float %t60
  store float %t63, float* %v6
  br label %it.latch19
it.latch19:
  %t64 = load i64, i64* %it7.10
  %t65 = add i64 %t64, 1
  store i64 %t65, i64* %it7.10
  br label %it.head17
slow16:
  store i64 %t27, i64* %it7.10
  br label %it.head20
it.head20:
  %t66 = load i64, i64* %it7.10
  %t67 = icmp slt i64 %t66, %t31
  br i1 %t67, label %it.body21, label %blk.next12
it.body21:
  store i64 %t66, i64* %v7
  %t68 = load float, float* %v6
  %t69 = load i64, i64* %v5
  %t70 = load i64, i64* %v7
  %t71 = add i64 %t69, %t70
  %t72 = icmp ult i64 %t71, %p0.len
  br i1 %t72, label %inb23, label %oob24, !prof !2
oob24:
  call void @tack.oob(i64* %status, i64 1, i64 %t71)
  br label %abort
inb23:
  %t73 = getelementptr inbounds float, float* %p0, i64 %t71
  %t74 = load float, float* %t73
  %t75 = fcmp ogt float %t68, %t74
  %t76 = select i1 %t75, float %t68, float %t74
  %t77 = bitcast float %t68 to i32
  %t78 = bitcast float %t74 to i32
  %t79 = and i32 %t77, %t78
  %t80 = bitcast i32 %t79 to float
  %t81 = fcmp oeq float %t68, %t74
  %t82 = select i1 %t81, float %t80, float %t76
  %t83 = fcmp uno float %t68, %t74
  %t84 = fadd float %t68, %t74
  %t85 = select i1 %t83, float %t84, float %t82
  store float %t85, float* %v6
  br label %it.latch22
it.latch22:
  %t86 = load i64, i64* %it7.10
  %t87 = add i64 %t86, 1
  store i64 %t87, i64* %it7.10
  br label %it.head20, !llvm.loop !3
blk.next12:
  store i64 %t31, i64* %blk7.10
  br label %blk.head10
range.exit9:
  store float 0x0000000000000000, float* %v8
  %t88 = load i32, i32* %v3
  %t89 = sext i32 %t88 to i64
  store i64 0, i64* %blk9.26
  br label %blk.head26
blk.head26:
  %t90 = load i64, i64* %blk9.26
  %t91 = icmp slt i64 %t90, %t89
  br i1 %t91, label %blk.body27, label %range.exit25
blk.body27:
  %t92 = add i64 %t90, 4096
  %t93 = icmp slt i64 %t92, %t89
  %t94 = select i1 %t93, i64 %t92, i64 %t89
  %t95 = sub i64 %t94, %t90
  %t96 = load i64, i64* %budget
  %t97 = sub i64 %t96, %t95
  store i64 %t97, i64* %budget
  %t98 = icmp slt i64 %t97, 0
  br i1 %t98, label %poll29, label %poll.go30
poll29:
  store i64 65536, i64* %budget
  %t99 = call i1 @tack.poll(i64* %status)
  br i1 %t99, label %abort, label %poll.go30
poll.go30:
  %t100 = sub i64 %t94, 1
  %t101 = load i64, i64* %v5
  %t102 = add i64 %t101, %t90
  %t103 = load i64, i64* %v5
  %t104 = add i64 %t103, %t100
  %t105 = icmp ult i64 %t102, %p0.len
  %t106 = icmp ult i64 %t104, %p0.len
  %t107 = and i1 %t105, %t106
  %t108 = load i64, i64* %v5
  %t109 = add i64 %t108, %t90
  %t110 = load i64, i64* %v5
  %t111 = add i64 %t110, %t100
  %t112 = icmp ult i64 %t109, %p1.len
  %t113 = icmp ult i64 %t111, %p1.len
  %t114 = and i1 %t112, %t113
  %t115 = and i1 %t107, %t114
  br i1 %t115, label %fast31, label %slow32
fast31:
  store i64 %t90, i64* %it9.26
  br label %it.head33
it.head33:
  %t116 = load i64, i64* %it9.26
  %t117 = icmp slt i64 %t116, %t94
  br i1 %t117, label %it.body34, label %blk.next28
it.body34:
  store i64 %t116, i64* %v9
  %t118 = load i64, i64* %v5
  %t119 = load i64, i64* %v9
  %t120 = add i64 %t118, %t119
  %t121 = getelementptr inbounds float, float* %p0, i64 %t120
  %t122 = load float, float* %t121
  %t123 = load float, float* %v6
  %t124 = fsub float %t122, %t123
  %t125 = call float @expf(float %t124)
  store float %t125, float* %v10
  %t126 = load i64, i64* %v5
  %t127 = load i64, i64* %v9
  %t128 = add i64 %t126, %t127
  %t129 = load float, float* %v10
  %t130 = getelementptr inbounds float, float* %p1, i64 %t128
  store float %t129, float* %t130
  %t131 = load float, float* %v8
  %t132 = load float, float* %v10
  %t133 = fadd float %t131, %t132
  store float %t133, float* %v8
  br label %it.latch35
it.latch35:
  %t134 = load i64, i64* %it9.26
  %t135 = add i64 %t134, 1
  store i64 %t135, i64* %it9.26
  br label %it.head33
slow32:
  store i64 %t90, i64* %it9.26
  br label %it.head36
it.head36:
  %t136 = load i64, i64* %it9.26
  %t137 = icmp slt i64 %t136, %t94
  br i1 %t137, label %it.body37, label %blk.next28
it.body37:
  store i64 %t136, i64* %v9
  %t138 = load i64, i64* %v5
  %t139 = load i64, i64* %v9
  %t140 = add i64 %t138, %t139
  %t141 = icmp ult i64 %t140, %p0.len
  br i1 %t141, label %inb39, label %oob40, !prof !2
oob40:
  call void @tack.oob(i64* %status, i64 2, i64 %t140)
  br label %abort
inb39:
  %t142 = getelementptr inbounds float, float* %p0, i64 %t140
  %t143 = load float, float* %t142
  %t144 = load float, float* %v6
  %t145 = fsub float %t143, %t144
  %t146 = call float @expf(float %t145)
  store float %t146, float* %v10
  %t147 = load i64, i64* %v5
  %t148 = load i64, i64* %v9
  %t149 = add i64 %t147, %t148
  %t150 = load float, float* %v10
  %t151 = icmp ult i64 %t149, %p1.len
  br i1 %t151, label %inb41, label %oob42, !prof !2
oob42:
  call void @tack.oob(i64* %status, i64 3, i64 %t149)
  br label %abort
inb41:
  %t152 = getelementptr inbounds float, float* %p1, i64 %t149
  store float %t150, float* %t152
  %t153 = load float, float* %v8
  %t154 = load float, float* %v10
  %t155 = fadd float %t153, %t154
  store float %t155, float* %v8
  br label %it.latch38
it.latch38:
  %t156 = load i64, i64* %it9.26
  %t157 = add i64 %t156, 1
  store i64 %t157, i64* %it9.26
  br label %it.head36, !llvm.loop !3
blk.next28:
  store i64 %t94, i64* %blk9.26
  br label %blk.head26
range.exit25:
  %t158 = load float, float* %v8
  %t159 = fdiv float 0x3FF0000000000000, %t158
  store float %t159, float* %v11
  %t160 = load i32, i32* %v3
  %t161 = sext i32 %t160 to i64
  store i64 0, i64* %blk12.44
  br label %blk.head44
blk.head44:
  %t162 = load i64, i64* %blk12.44
  %t163 = icmp slt i64 %t162, %t161
  br i1 %t163, label %blk.body45, label %range.exit43
blk.body45:
  %t164 = add i64 %t162, 4096
  %t165 = icmp slt i64 %t164, %t161
  %t166 = select i1 %t165, i64 %t164, i64 %t161
  %t167 = sub i64 %t166, %t162
  %t168 = load i64, i64* %budget
  %t169 = sub i64 %t168, %t167
  store i64 %t169, i64* %budget
  %t170 = icmp slt i64 %t169, 0
  br i1 %t170, label %poll47, label %poll.go48
poll47:
  store i64 65536, i64* %budget
  %t171 = call i1 @tack.poll(i64* %status)
  br i1 %t171, label %abort, label %poll.go48
poll.go48:
  store i64 %t162, i64* %it12.44
  br label %it.head49
it.head49:
  %t172 = load i64, i64* %it12.44
  %t173 = icmp slt i64 %t172, %t166
  br i1 %t173, label %it.body50, label %blk.next46
it.body50:
  store i64 %t172, i64* %v12
  %t174 = load i64, i64* %v5
  %t175 = load i64, i64* %v12
  %t176 = add i64 %t174, %t175
  store i64 %t176, i64* %v13
  %t177 = load i64, i64* %v13
  %t178 = icmp ult i64 %t177, %p1.len
  br i1 %t178, label %inb52, label %oob53, !prof !2
oob53:
  call void @tack.oob(i64* %status, i64 4, i64 %t177)
  br label %abort
inb52:
  %t179 = getelementptr inbounds float, float* %p1, i64 %t177
  %t180 = load float, float* %t179
  %t181 = load float, float* %v11
  %t182 = fmul float %t180, %t181
  %t183 = icmp ult i64 %t176, %p1.len
  br i1 %t183, label %inb54, label %oob55, !prof !2
oob55:
  call void @tack.oob(i64* %status, i64 5, i64 %t176)
  br label %abort
inb54:
  %t184 = getelementptr inbounds float, float* %p1, i64 %t176
  store float %t182, float* %t184
  br label %it.latch51
it.latch51:
  %t185 = load i64, i64* %it12.44
  %t186 = add i64 %t185, 1
  store i64 %t186, i64* %it12.44
  br label %it.head49
blk.next46:
  store i64 %t166, i64* %blk12.44
  br label %blk.head44
range.exit43:
  br label %it.latch8
it.latch8:
  %t187 = load i64, i64* %it4.1
  %t188 = add i64 %t187, 1
  store i64 %t188, i64* %it4.1
  br label %it.head6, !llvm.loop !0
slow5:
  store i64 %start, i64* %it4.1
  br label %it.head56
it.head56:
  %t189 = load i64, i64* %it4.1
  %t190 = icmp slt i64 %t189, %end
  br i1 %t190, label %it.body57, label %loop.exit0
it.body57:
  store i64 %t189, i64* %v4
  %t191 = load i64, i64* %v4
  %t192 = load i32, i32* %v3
  %t193 = sext i32 %t192 to i64
  %t194 = mul i64 %t191, %t193
  store i64 %t194, i64* %v5
  %t195 = load i64, i64* %v5
  %t196 = icmp ult i64 %t195, %p0.len
  br i1 %t196, label %inb59, label %oob60, !prof !2
oob60:
  call void @tack.oob(i64* %status, i64 6, i64 %t195)
  br label %abort
inb59:
  %t197 = getelementptr inbounds float, float* %p0, i64 %t195
  %t198 = load float, float* %t197
  store float %t198, float* %v6
  %t199 = load i32, i32* %v3
  %t200 = sext i32 %t199 to i64
  store i64 1, i64* %blk7.62
  br label %blk.head62
blk.head62:
  %t201 = load i64, i64* %blk7.62
  %t202 = icmp slt i64 %t201, %t200
  br i1 %t202, label %blk.body63, label %range.exit61
blk.body63:
  %t203 = add i64 %t201, 4096
  %t204 = icmp slt i64 %t203, %t200
  %t205 = select i1 %t204, i64 %t203, i64 %t200
  %t206 = sub i64 %t205, %t201
  %t207 = load i64, i64* %budget
  %t208 = sub i64 %t207, %t206
  store i64 %t208, i64* %budget
  %t209 = icmp slt i64 %t208, 0
  br i1 %t209, label %poll65, label %poll.go66
poll65:
  store i64 65536, i64* %budget
  %t210 = call i1 @tack.poll(i64* %status)
  br i1 %t210, label %abort, label %poll.go66
poll.go66:
  %t211 = sub i64 %t205, 1
  %t212 = load i64, i64* %v5
  %t213 = add i64 %t212, %t201
  %t214 = load i64, i64* %v5
  %t215 = add i64 %t214, %t211
  %t216 = icmp ult i64 %t213, %p0.len
  %t217 = icmp ult i64 %t215, %p0.len
  %t218 = and i1 %t216, %t217
  br i1 %t218, label %fast67, label %slow68
fast67:
  store i64 %t201, i64* %it7.62
  br label %it.head69
it.head69:
  %t219 = load i64, i64* %it7.62
  %t220 = icmp slt i64 %t219, %t205
  br i1 %t220, label %it.body70, label %blk.next64
it.body70:
  store i64 %t219, i64* %v7
  %t221 = load float, float* %v6
  %t222 = load i64, i64* %v5
  %t223 = load i64, i64* %v7
  %t224 = add i64 %t222, %t223
  %t225 = getelementptr inbounds float, float* %p0, i64 %t224
  %t226 = load float, float* %t225
  %t227 = fcmp ogt float %t221, %t226
  %t228 = select i1 %t227, float %t221, float %t226
  %t229 = bitcast float %t221 to i32
  %t230 = bitcast float %t226 to i32
  %t231 = and i32 %t229, %t230
  %t232 = bitcast i32 %t231 to float
  %t233 = fcmp oeq float %t221, %t226
  %t234 = select i1 %t233, float %t232, float %t228
  %t235 = fcmp uno float %t221, %t226
  %t236 = fadd float %t221, %t226
  %t237 = select i1 %t235, float %t236, float %t234
  store float %t237, float* %v6
  br label %it.latch71
it.latch71:
  %t238 = load i64, i64* %it7.62
  %t239 = add i64 %t238, 1
  store i64 %t239, i64* %it7.62
  br label %it.head69, !llvm.loop !3
slow68:
  store i64 %t201, i64* %it7.62
  br label %it.head72
it.head72:
  %t240 = load i64, i64* %it7.62
  %t241 = icmp slt i64 %t240, %t205
  br i1 %t241, label %it.body73, label %blk.next64
it.body73:
  store i64 %t240, i64* %v7
  %t242 = load float, float* %v6
  %t243 = load i64, i64* %v5
  %t244 = load i64, i64* %v7
  %t245 = add i64 %t243, %t244
  %t246 = icmp ult i64 %t245, %p0.len
  br i1 %t246, label %inb75, label %oob76, !prof !2
oob76:
  call void @tack.oob(i64* %status, i64 1, i64 %t245)
  br label %abort
inb75:
  %t247 = getelementptr inbounds float, float* %p0, i64 %t245
  %t248 = load float, float* %t247
  %t249 = fcmp ogt float %t242, %t248
  %t250 = select i1 %t249, float %t242, float %t248
  %t251 = bitcast float %t242 to i32
  %t252 = bitcast float %t248 to i32
  %t253 = and i32 %t251, %t252
  %t254 = bitcast i32 %t253 to float
  %t255 = fcmp oeq float %t242, %t248
  %t256 = select i1 %t255, float %t254, float %t250
  %t257 = fcmp uno float %t242, %t248
  %t258 = fadd float %t242, %t248
  %t259 = select i1 %t257, float %t258, float %t256
  store float %t259, float* %v6
  br label %it.latch74
it.latch74:
  %t260 = load i64, i64* %it7.62
  %t261 = add i64 %t260, 1
  store i64 %t261, i64* %it7.62
  br label %it.head72, !llvm.loop !3
blk.next64:
  store i64 %t205, i64* %blk7.62
  br label %blk.head62
range.exit61:
  store float 0x0000000000000000, float* %v8
  %t262 = load i32, i32* %v3
  %t263 = sext i32 %t262 to i64
  store i64 0, i64* %blk9.78
  br label %blk.head78
blk.head78:
  %t264 = load i64, i64* %blk9.78
  %t265 = icmp slt i64 %t264, %t263
  br i1 %t265, label %blk.body79, label %range.exit77
blk.body79:
  %t266 = add i64 %t264, 4096
  %t267 = icmp slt i64 %t266, %t263
  %t268 = select i1 %t267, i64 %t266, i64 %t263
  %t269 = sub i64 %t268, %t264
  %t270 = load i64, i64* %budget
  %t271 = sub i64 %t270, %t269
  store i64 %t271, i64* %budget
  %t272 = icmp slt i64 %t271, 0
  br i1 %t272, label %poll81, label %poll.go82
poll81:
  store i64 65536, i64* %budget
  %t273 = call i1 @tack.poll(i64* %status)
  br i1 %t273, label %abort, label %poll.go82
poll.go82:
  %t274 = sub i64 %t268, 1
  %t275 = load i64, i64* %v5
  %t276 = add i64 %t275, %t264
  %t277 = load i64, i64* %v5
  %t278 = add i64 %t277, %t274
  %t279 = icmp ult i64 %t276, %p0.len
  %t280 = icmp ult i64 %t278, %p0.len
  %t281 = and i1 %t279, %t280
  %t282 = load i64, i64* %v5
  %t283 = add i64 %t282, %t264
  %t284 = load i64, i64* %v5
  %t285 = add i64 %t284, %t274
  %t286 = icmp ult i64 %t283, %p1.len
  %t287 = icmp ult i64 %t285, %p1.len
  %t288 = and i1 %t286, %t287
  %t289 = and i1 %t281, %t288
  br i1 %t289, label %fast83, label %slow84
fast83:
  store i64 %t264, i64* %it9.78
  br label %it.head85
it.head85:
  %t290 = load i64, i64* %it9.78
  %t291 = icmp slt i64 %t290, %t268
  br i1 %t291, label %it.body86, label %blk.next80
it.body86:
  store i64 %t290, i64* %v9
  %t292 = load i64, i64* %v5
  %t293 = load i64, i64* %v9
  %t294 = add i64 %t292, %t293
  %t295 = getelementptr inbounds float, float* %p0, i64 %t294
  %t296 = load float, float* %t295
  %t297 = load float, float* %v6
  %t298 = fsub float %t296, %t297
  %t299 = call float @expf(float %t298)
  store float %t299, float* %v10
  %t300 = load i64, i64* %v5
  %t301 = load i64, i64* %v9
  %t302 = add i64 %t300, %t301
  %t303 = load float, float* %v10
  %t304 = getelementptr inbounds float, float* %p1, i64 %t302
  store float %t303, float* %t304
  %t305 = load float, float* %v8
  %t306 = load float, float* %v10
  %t307 = fadd float %t305, %t306
  store float %t307, float* %v8
  br label %it.latch87
it.latch87:
  %t308 = load i64, i64* %it9.78
  %t309 = add i64 %t308, 1
  store i64 %t309, i64* %it9.78
  br label %it.head85
slow84:
  store i64 %t264, i64* %it9.78
  br label %it.head88
it.head88:
  %t310 = load i64, i64* %it9.78
  %t311 = icmp slt i64 %t310, %t268
  br i1 %t311, label %it.body89, label %blk.next80
it.body89:
  store i64 %t310, i64* %v9
  %t312 = load i64, i64* %v5
  %t313 = load i64, i64* %v9
  %t314 = add i64 %t312, %t313
  %t315 = icmp ult i64 %t314, %p0.len
  br i1 %t315, label %inb91, label %oob92, !prof !2
oob92:
  call void @tack.oob(i64* %status, i64 2, i64 %t314)
  br label %abort
inb91:
  %t316 = getelementptr inbounds float, float* %p0, i64 %t314
  %t317 = load float, float* %t316
  %t318 = load float, float* %v6
  %t319 = fsub float %t317, %t318
  %t320 = call float @expf(float %t319)
  store float %t320, float* %v10
  %t321 = load i64, i64* %v5
  %t322 = load i64, i64* %v9
  %t323 = add i64 %t321, %t322
  %t324 = load float, float* %v10
  %t325 = icmp ult i64 %t323, %p1.len
  br i1 %t325, label %inb93, label %oob94, !prof !2
oob94:
  call void @tack.oob(i64* %status, i64 3, i64 %t323)
  br label %abort
inb93:
  %t326 = getelementptr inbounds float, float* %p1, i64 %t323
  store float %t324, float* %t326
  %t327 = load float, float* %v8
  %t328 = load float, float* %v10
  %t329 = fadd float %t327, %t328
  store float %t329, float* %v8
  br label %it.latch90
it.latch90:
  %t330 = load i64, i64* %it9.78
  %t331 = add i64 %t330, 1
  store i64 %t331, i64* %it9.78
  br label %it.head88, !llvm.loop !3
blk.next80:
  store i64 %t268, i64* %blk9.78
  br label %blk.head78
range.exit77:
  %t332 = load float, float* %v8
  %t333 = fdiv float 0x3FF0000000000000, %t332
  store float %t333, float* %v11
  %t334 = load i32, i32* %v3
  %t335 = sext i32 %t334 to i64
  store i64 0, i64* %blk12.96
  br label %blk.head96
blk.head96:
  %t336 = load i64, i64* %blk12.96
  %t337 = icmp slt i64 %t336, %t335
  br i1 %t337, label %blk.body97, label %range.exit95
blk.body97:
  %t338 = add i64 %t336, 4096
  %t339 = icmp slt i64 %t338, %t335
  %t340 = select i1 %t339, i64 %t338, i64 %t335
  %t341 = sub i64 %t340, %t336
  %t342 = load i64, i64* %budget
  %t343 = sub i64 %t342, %t341
  store i64 %t343, i64* %budget
  %t344 = icmp slt i64 %t343, 0
  br i1 %t344, label %poll99, label %poll.go100
poll99:
  store i64 65536, i64* %budget
  %t345 = call i1 @tack.poll(i64* %status)
  br i1 %t345, label %abort, label %poll.go100
poll.go100:
  store i64 %t336, i64* %it12.96
  br label %it.head101
it.head101:
  %t346 = load i64, i64* %it12.96
  %t347 = icmp slt i64 %t346, %t340
  br i1 %t347, label %it.body102, label %blk.next98
it.body102:
  store i64 %t346, i64* %v12
  %t348 = load i64, i64* %v5
  %t349 = load i64, i64* %v12
  %t350 = add i64 %t348, %t349
  store i64 %t350, i64* %v13
  %t351 = load i64, i64* %v13
  %t352 = icmp ult i64 %t351, %p1.len
  br i1 %t352, label %inb104, label %oob105, !prof !2
oob105:
  call void @tack.oob(i64* %status, i64 4, i64 %t351)
  br label %abort
inb104:
  %t353 = getelementptr inbounds float, float* %p1, i64 %t351
  %t354 = load float, float* %t353
  %t355 = load float, float* %v11
  %t356 = fmul float %t354, %t355
  %t357 = icmp ult i64 %t350, %p1.len
  br i1 %t357, label %inb106, label %oob107, !prof !2
oob107:
  call void @tack.oob(i64* %status, i64 5, i64 %t350)
  br label %abort
inb106:
  %t358 = getelementptr inbounds float, float* %p1, i64 %t350
  store float %t356, float* %t358
  br label %it.latch103
it.latch103:
  %t359 = load i64, i64* %it12.96
  %t360 = add i64 %t359, 1
  store i64 %t360, i64* %it12.96
  br label %it.head101
blk.next98:
  store i64 %t340, i64* %blk12.96
  br label %blk.head96
range.exit95:
  br label %it.latch58
it.latch58:
  %t361 = load i64, i64* %it4.1
  %t362 = add i64 %t361, 1
  store i64 %t362, i64* %it4.1
  br label %it.head56, !llvm.loop !0
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
declare float @expf(float) nounwind readnone

attributes #0 = { nounwind }
attributes #1 = { alwaysinline nounwind }
attributes #2 = { cold noinline nounwind }

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.runtime.disable"}
!2 = !{!"branch_weights", i32 1048576, i32 1}
!3 = distinct !{!3, !4, !5}
!4 = !{!"llvm.loop.vectorize.enable", i1 false}
!5 = !{!"llvm.loop.unroll.disable"}
