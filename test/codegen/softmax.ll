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
  %blk7.11 = alloca i64
  %it7.11 = alloca i64
  %v7 = alloca i64
  %v8 = alloca float
  %blk9.27 = alloca i64
  %it9.27 = alloca i64
  %v9 = alloca i64
  %v10 = alloca float
  %v11 = alloca float
  %blk12.45 = alloca i64
  %it12.45 = alloca i64
  %v12 = alloca i64
  %v13 = alloca i64
  %blk7.63 = alloca i64
  %it7.63 = alloca i64
  %blk9.79 = alloca i64
  %it9.79 = alloca i64
  %blk12.97 = alloca i64
  %it12.97 = alloca i64
  store i64 65536, i64* %budget
  store i32 %p2, i32* %v2
  store i32 %p3, i32* %v3
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
  %t9 = load i32, i32* %v3
  %t10 = sext i32 %t9 to i64
  %t11 = mul i64 %start, %t10
  %t12 = load i32, i32* %v3
  %t13 = sext i32 %t12 to i64
  %t14 = mul i64 %t8, %t13
  %t15 = icmp ult i64 %t11, %p0.len
  %t16 = icmp ult i64 %t14, %p0.len
  %t17 = and i1 %t15, %t16
  br i1 %t17, label %fast5, label %slow6
fast5:
  store i64 %start, i64* %it4.1
  br label %it.head7
it.head7:
  %t18 = load i64, i64* %it4.1
  %t19 = icmp slt i64 %t18, %end
  br i1 %t19, label %it.body8, label %loop.exit0
it.body8:
  store i64 %t18, i64* %v4
  %t20 = load i64, i64* %v4
  %t21 = load i32, i32* %v3
  %t22 = sext i32 %t21 to i64
  %t23 = mul i64 %t20, %t22
  store i64 %t23, i64* %v5
  %t24 = load i64, i64* %v5
  %t25 = getelementptr inbounds float, float* %p0, i64 %t24
  %t26 = load float, float* %t25
  store float %t26, float* %v6
  %t27 = load i32, i32* %v3
  %t28 = sext i32 %t27 to i64
  store i64 1, i64* %blk7.11
  br label %blk.head11
blk.head11:
  %t29 = load i64, i64* %blk7.11
  %t30 = icmp slt i64 %t29, %t28
  br i1 %t30, label %blk.body12, label %range.exit10
blk.body12:
  %t31 = add i64 %t29, 4096
  %t32 = icmp slt i64 %t31, %t28
  %t33 = select i1 %t32, i64 %t31, i64 %t28
  %t34 = sub i64 %t33, %t29
  %t35 = load i64, i64* %budget
  %t36 = sub i64 %t35, %t34
  store i64 %t36, i64* %budget
  %t37 = icmp slt i64 %t36, 0
  br i1 %t37, label %poll14, label %poll.go15
poll14:
  store i64 65536, i64* %budget
  %t38 = call i1 @tack.poll(i64* %status)
  br i1 %t38, label %abort, label %poll.go15
poll.go15:
  %t39 = sub i64 %t33, 1
  %t40 = load i64, i64* %v5
  %t41 = add i64 %t40, %t29
  %t42 = load i64, i64* %v5
  %t43 = add i64 %t42, %t39
  %t44 = icmp ult i64 %t41, %p0.len
  %t45 = icmp ult i64 %t43, %p0.len
  %t46 = and i1 %t44, %t45
  br i1 %t46, label %fast16, label %slow17
fast16:
  store i64 %t29, i64* %it7.11
  br label %it.head18
it.head18:
  %t47 = load i64, i64* %it7.11
  %t48 = icmp slt i64 %t47, %t33
  br i1 %t48, label %it.body19, label %blk.next13
it.body19:
  store i64 %t47, i64* %v7
  %t49 = load float, float* %v6
  %t50 = load i64, i64* %v5
  %t51 = load i64, i64* %v7
  %t52 = add i64 %t50, %t51
  %t53 = getelementptr inbounds float, float* %p0, i64 %t52
  %t54 = load float, float* %t53
  %t55 = fcmp ogt float %t49, %t54
  %t56 = select i1 %t55, float %t49, float %t54
  %t57 = bitcast float %t49 to i32
  %t58 = bitcast float %t54 to i32
  %t59 = and i32 %t57, %t58
  %t60 = bitcast i32 %t59 to float
  %t61 = fcmp oeq float %t49, %t54
  %t62 = select i1 %t61, float %t60, float %t56
  %t63 = fcmp uno float %t49, %t54
  %t64 = fadd float %t49, %t54
  %t65 = select i1 %t63, float %t64, float %t62
  store float %t65, float* %v6
  br label %it.latch20
it.latch20:
  %t66 = load i64, i64* %it7.11
  %t67 = add i64 %t66, 1
  store i64 %t67, i64* %it7.11
  br label %it.head18
slow17:
  store i64 %t29, i64* %it7.11
  br label %it.head21
it.head21:
  %t68 = load i64, i64* %it7.11
  %t69 = icmp slt i64 %t68, %t33
  br i1 %t69, label %it.body22, label %blk.next13
it.body22:
  store i64 %t68, i64* %v7
  %t70 = load float, float* %v6
  %t71 = load i64, i64* %v5
  %t72 = load i64, i64* %v7
  %t73 = add i64 %t71, %t72
  %t74 = icmp ult i64 %t73, %p0.len
  br i1 %t74, label %inb24, label %oob25, !prof !2
oob25:
  call void @tack.oob(i64* %status, i64 1, i64 %t73, i64 %p0.len)
  br label %abort
inb24:
  %t75 = getelementptr inbounds float, float* %p0, i64 %t73
  %t76 = load float, float* %t75
  %t77 = fcmp ogt float %t70, %t76
  %t78 = select i1 %t77, float %t70, float %t76
  %t79 = bitcast float %t70 to i32
  %t80 = bitcast float %t76 to i32
  %t81 = and i32 %t79, %t80
  %t82 = bitcast i32 %t81 to float
  %t83 = fcmp oeq float %t70, %t76
  %t84 = select i1 %t83, float %t82, float %t78
  %t85 = fcmp uno float %t70, %t76
  %t86 = fadd float %t70, %t76
  %t87 = select i1 %t85, float %t86, float %t84
  store float %t87, float* %v6
  br label %it.latch23
it.latch23:
  %t88 = load i64, i64* %it7.11
  %t89 = add i64 %t88, 1
  store i64 %t89, i64* %it7.11
  br label %it.head21, !llvm.loop !3
blk.next13:
  store i64 %t33, i64* %blk7.11
  br label %blk.head11
range.exit10:
  store float 0x0000000000000000, float* %v8
  %t90 = load i32, i32* %v3
  %t91 = sext i32 %t90 to i64
  store i64 0, i64* %blk9.27
  br label %blk.head27
blk.head27:
  %t92 = load i64, i64* %blk9.27
  %t93 = icmp slt i64 %t92, %t91
  br i1 %t93, label %blk.body28, label %range.exit26
blk.body28:
  %t94 = add i64 %t92, 4096
  %t95 = icmp slt i64 %t94, %t91
  %t96 = select i1 %t95, i64 %t94, i64 %t91
  %t97 = sub i64 %t96, %t92
  %t98 = load i64, i64* %budget
  %t99 = sub i64 %t98, %t97
  store i64 %t99, i64* %budget
  %t100 = icmp slt i64 %t99, 0
  br i1 %t100, label %poll30, label %poll.go31
poll30:
  store i64 65536, i64* %budget
  %t101 = call i1 @tack.poll(i64* %status)
  br i1 %t101, label %abort, label %poll.go31
poll.go31:
  %t102 = sub i64 %t96, 1
  %t103 = load i64, i64* %v5
  %t104 = add i64 %t103, %t92
  %t105 = load i64, i64* %v5
  %t106 = add i64 %t105, %t102
  %t107 = icmp ult i64 %t104, %p0.len
  %t108 = icmp ult i64 %t106, %p0.len
  %t109 = and i1 %t107, %t108
  %t110 = load i64, i64* %v5
  %t111 = add i64 %t110, %t92
  %t112 = load i64, i64* %v5
  %t113 = add i64 %t112, %t102
  %t114 = icmp ult i64 %t111, %p1.len
  %t115 = icmp ult i64 %t113, %p1.len
  %t116 = and i1 %t114, %t115
  %t117 = and i1 %t109, %t116
  br i1 %t117, label %fast32, label %slow33
fast32:
  store i64 %t92, i64* %it9.27
  br label %it.head34
it.head34:
  %t118 = load i64, i64* %it9.27
  %t119 = icmp slt i64 %t118, %t96
  br i1 %t119, label %it.body35, label %blk.next29
it.body35:
  store i64 %t118, i64* %v9
  %t120 = load i64, i64* %v5
  %t121 = load i64, i64* %v9
  %t122 = add i64 %t120, %t121
  %t123 = getelementptr inbounds float, float* %p0, i64 %t122
  %t124 = load float, float* %t123
  %t125 = load float, float* %v6
  %t126 = fsub float %t124, %t125
  %t127 = call float @expf(float %t126) nobuiltin
  store float %t127, float* %v10
  %t128 = load i64, i64* %v5
  %t129 = load i64, i64* %v9
  %t130 = add i64 %t128, %t129
  %t131 = load float, float* %v10
  %t132 = getelementptr inbounds float, float* %p1, i64 %t130
  store float %t131, float* %t132
  %t133 = load float, float* %v8
  %t134 = load float, float* %v10
  %t135 = fadd float %t133, %t134
  store float %t135, float* %v8
  br label %it.latch36
it.latch36:
  %t136 = load i64, i64* %it9.27
  %t137 = add i64 %t136, 1
  store i64 %t137, i64* %it9.27
  br label %it.head34
slow33:
  store i64 %t92, i64* %it9.27
  br label %it.head37
it.head37:
  %t138 = load i64, i64* %it9.27
  %t139 = icmp slt i64 %t138, %t96
  br i1 %t139, label %it.body38, label %blk.next29
it.body38:
  store i64 %t138, i64* %v9
  %t140 = load i64, i64* %v5
  %t141 = load i64, i64* %v9
  %t142 = add i64 %t140, %t141
  %t143 = icmp ult i64 %t142, %p0.len
  br i1 %t143, label %inb40, label %oob41, !prof !2
oob41:
  call void @tack.oob(i64* %status, i64 2, i64 %t142, i64 %p0.len)
  br label %abort
inb40:
  %t144 = getelementptr inbounds float, float* %p0, i64 %t142
  %t145 = load float, float* %t144
  %t146 = load float, float* %v6
  %t147 = fsub float %t145, %t146
  %t148 = call float @expf(float %t147) nobuiltin
  store float %t148, float* %v10
  %t149 = load i64, i64* %v5
  %t150 = load i64, i64* %v9
  %t151 = add i64 %t149, %t150
  %t152 = load float, float* %v10
  %t153 = icmp ult i64 %t151, %p1.len
  br i1 %t153, label %inb42, label %oob43, !prof !2
oob43:
  call void @tack.oob(i64* %status, i64 3, i64 %t151, i64 %p1.len)
  br label %abort
inb42:
  %t154 = getelementptr inbounds float, float* %p1, i64 %t151
  store float %t152, float* %t154
  %t155 = load float, float* %v8
  %t156 = load float, float* %v10
  %t157 = fadd float %t155, %t156
  store float %t157, float* %v8
  br label %it.latch39
it.latch39:
  %t158 = load i64, i64* %it9.27
  %t159 = add i64 %t158, 1
  store i64 %t159, i64* %it9.27
  br label %it.head37, !llvm.loop !3
blk.next29:
  store i64 %t96, i64* %blk9.27
  br label %blk.head27
range.exit26:
  %t160 = load float, float* %v8
  %t161 = fdiv float 0x3FF0000000000000, %t160
  store float %t161, float* %v11
  %t162 = load i32, i32* %v3
  %t163 = sext i32 %t162 to i64
  store i64 0, i64* %blk12.45
  br label %blk.head45
blk.head45:
  %t164 = load i64, i64* %blk12.45
  %t165 = icmp slt i64 %t164, %t163
  br i1 %t165, label %blk.body46, label %range.exit44
blk.body46:
  %t166 = add i64 %t164, 4096
  %t167 = icmp slt i64 %t166, %t163
  %t168 = select i1 %t167, i64 %t166, i64 %t163
  %t169 = sub i64 %t168, %t164
  %t170 = load i64, i64* %budget
  %t171 = sub i64 %t170, %t169
  store i64 %t171, i64* %budget
  %t172 = icmp slt i64 %t171, 0
  br i1 %t172, label %poll48, label %poll.go49
poll48:
  store i64 65536, i64* %budget
  %t173 = call i1 @tack.poll(i64* %status)
  br i1 %t173, label %abort, label %poll.go49
poll.go49:
  store i64 %t164, i64* %it12.45
  br label %it.head50
it.head50:
  %t174 = load i64, i64* %it12.45
  %t175 = icmp slt i64 %t174, %t168
  br i1 %t175, label %it.body51, label %blk.next47
it.body51:
  store i64 %t174, i64* %v12
  %t176 = load i64, i64* %v5
  %t177 = load i64, i64* %v12
  %t178 = add i64 %t176, %t177
  store i64 %t178, i64* %v13
  %t179 = load i64, i64* %v13
  %t180 = icmp ult i64 %t179, %p1.len
  br i1 %t180, label %inb53, label %oob54, !prof !2
oob54:
  call void @tack.oob(i64* %status, i64 4, i64 %t179, i64 %p1.len)
  br label %abort
inb53:
  %t181 = getelementptr inbounds float, float* %p1, i64 %t179
  %t182 = load float, float* %t181
  %t183 = load float, float* %v11
  %t184 = fmul float %t182, %t183
  %t185 = icmp ult i64 %t178, %p1.len
  br i1 %t185, label %inb55, label %oob56, !prof !2
oob56:
  call void @tack.oob(i64* %status, i64 5, i64 %t178, i64 %p1.len)
  br label %abort
inb55:
  %t186 = getelementptr inbounds float, float* %p1, i64 %t178
  store float %t184, float* %t186
  br label %it.latch52
it.latch52:
  %t187 = load i64, i64* %it12.45
  %t188 = add i64 %t187, 1
  store i64 %t188, i64* %it12.45
  br label %it.head50
blk.next47:
  store i64 %t168, i64* %blk12.45
  br label %blk.head45
range.exit44:
  br label %it.latch9
it.latch9:
  %t189 = load i64, i64* %it4.1
  %t190 = add i64 %t189, 1
  store i64 %t190, i64* %it4.1
  br label %it.head7, !llvm.loop !0
slow6:
  store i64 %start, i64* %it4.1
  br label %it.head57
it.head57:
  %t191 = load i64, i64* %it4.1
  %t192 = icmp slt i64 %t191, %end
  br i1 %t192, label %it.body58, label %loop.exit0
it.body58:
  store i64 %t191, i64* %v4
  %t193 = load i64, i64* %v4
  %t194 = load i32, i32* %v3
  %t195 = sext i32 %t194 to i64
  %t196 = mul i64 %t193, %t195
  store i64 %t196, i64* %v5
  %t197 = load i64, i64* %v5
  %t198 = icmp ult i64 %t197, %p0.len
  br i1 %t198, label %inb60, label %oob61, !prof !2
oob61:
  call void @tack.oob(i64* %status, i64 6, i64 %t197, i64 %p0.len)
  br label %abort
inb60:
  %t199 = getelementptr inbounds float, float* %p0, i64 %t197
  %t200 = load float, float* %t199
  store float %t200, float* %v6
  %t201 = load i32, i32* %v3
  %t202 = sext i32 %t201 to i64
  store i64 1, i64* %blk7.63
  br label %blk.head63
blk.head63:
  %t203 = load i64, i64* %blk7.63
  %t204 = icmp slt i64 %t203, %t202
  br i1 %t204, label %blk.body64, label %range.exit62
blk.body64:
  %t205 = add i64 %t203, 4096
  %t206 = icmp slt i64 %t205, %t202
  %t207 = select i1 %t206, i64 %t205, i64 %t202
  %t208 = sub i64 %t207, %t203
  %t209 = load i64, i64* %budget
  %t210 = sub i64 %t209, %t208
  store i64 %t210, i64* %budget
  %t211 = icmp slt i64 %t210, 0
  br i1 %t211, label %poll66, label %poll.go67
poll66:
  store i64 65536, i64* %budget
  %t212 = call i1 @tack.poll(i64* %status)
  br i1 %t212, label %abort, label %poll.go67
poll.go67:
  %t213 = sub i64 %t207, 1
  %t214 = load i64, i64* %v5
  %t215 = add i64 %t214, %t203
  %t216 = load i64, i64* %v5
  %t217 = add i64 %t216, %t213
  %t218 = icmp ult i64 %t215, %p0.len
  %t219 = icmp ult i64 %t217, %p0.len
  %t220 = and i1 %t218, %t219
  br i1 %t220, label %fast68, label %slow69
fast68:
  store i64 %t203, i64* %it7.63
  br label %it.head70
it.head70:
  %t221 = load i64, i64* %it7.63
  %t222 = icmp slt i64 %t221, %t207
  br i1 %t222, label %it.body71, label %blk.next65
it.body71:
  store i64 %t221, i64* %v7
  %t223 = load float, float* %v6
  %t224 = load i64, i64* %v5
  %t225 = load i64, i64* %v7
  %t226 = add i64 %t224, %t225
  %t227 = getelementptr inbounds float, float* %p0, i64 %t226
  %t228 = load float, float* %t227
  %t229 = fcmp ogt float %t223, %t228
  %t230 = select i1 %t229, float %t223, float %t228
  %t231 = bitcast float %t223 to i32
  %t232 = bitcast float %t228 to i32
  %t233 = and i32 %t231, %t232
  %t234 = bitcast i32 %t233 to float
  %t235 = fcmp oeq float %t223, %t228
  %t236 = select i1 %t235, float %t234, float %t230
  %t237 = fcmp uno float %t223, %t228
  %t238 = fadd float %t223, %t228
  %t239 = select i1 %t237, float %t238, float %t236
  store float %t239, float* %v6
  br label %it.latch72
it.latch72:
  %t240 = load i64, i64* %it7.63
  %t241 = add i64 %t240, 1
  store i64 %t241, i64* %it7.63
  br label %it.head70, !llvm.loop !3
slow69:
  store i64 %t203, i64* %it7.63
  br label %it.head73
it.head73:
  %t242 = load i64, i64* %it7.63
  %t243 = icmp slt i64 %t242, %t207
  br i1 %t243, label %it.body74, label %blk.next65
it.body74:
  store i64 %t242, i64* %v7
  %t244 = load float, float* %v6
  %t245 = load i64, i64* %v5
  %t246 = load i64, i64* %v7
  %t247 = add i64 %t245, %t246
  %t248 = icmp ult i64 %t247, %p0.len
  br i1 %t248, label %inb76, label %oob77, !prof !2
oob77:
  call void @tack.oob(i64* %status, i64 1, i64 %t247, i64 %p0.len)
  br label %abort
inb76:
  %t249 = getelementptr inbounds float, float* %p0, i64 %t247
  %t250 = load float, float* %t249
  %t251 = fcmp ogt float %t244, %t250
  %t252 = select i1 %t251, float %t244, float %t250
  %t253 = bitcast float %t244 to i32
  %t254 = bitcast float %t250 to i32
  %t255 = and i32 %t253, %t254
  %t256 = bitcast i32 %t255 to float
  %t257 = fcmp oeq float %t244, %t250
  %t258 = select i1 %t257, float %t256, float %t252
  %t259 = fcmp uno float %t244, %t250
  %t260 = fadd float %t244, %t250
  %t261 = select i1 %t259, float %t260, float %t258
  store float %t261, float* %v6
  br label %it.latch75
it.latch75:
  %t262 = load i64, i64* %it7.63
  %t263 = add i64 %t262, 1
  store i64 %t263, i64* %it7.63
  br label %it.head73, !llvm.loop !3
blk.next65:
  store i64 %t207, i64* %blk7.63
  br label %blk.head63
range.exit62:
  store float 0x0000000000000000, float* %v8
  %t264 = load i32, i32* %v3
  %t265 = sext i32 %t264 to i64
  store i64 0, i64* %blk9.79
  br label %blk.head79
blk.head79:
  %t266 = load i64, i64* %blk9.79
  %t267 = icmp slt i64 %t266, %t265
  br i1 %t267, label %blk.body80, label %range.exit78
blk.body80:
  %t268 = add i64 %t266, 4096
  %t269 = icmp slt i64 %t268, %t265
  %t270 = select i1 %t269, i64 %t268, i64 %t265
  %t271 = sub i64 %t270, %t266
  %t272 = load i64, i64* %budget
  %t273 = sub i64 %t272, %t271
  store i64 %t273, i64* %budget
  %t274 = icmp slt i64 %t273, 0
  br i1 %t274, label %poll82, label %poll.go83
poll82:
  store i64 65536, i64* %budget
  %t275 = call i1 @tack.poll(i64* %status)
  br i1 %t275, label %abort, label %poll.go83
poll.go83:
  %t276 = sub i64 %t270, 1
  %t277 = load i64, i64* %v5
  %t278 = add i64 %t277, %t266
  %t279 = load i64, i64* %v5
  %t280 = add i64 %t279, %t276
  %t281 = icmp ult i64 %t278, %p0.len
  %t282 = icmp ult i64 %t280, %p0.len
  %t283 = and i1 %t281, %t282
  %t284 = load i64, i64* %v5
  %t285 = add i64 %t284, %t266
  %t286 = load i64, i64* %v5
  %t287 = add i64 %t286, %t276
  %t288 = icmp ult i64 %t285, %p1.len
  %t289 = icmp ult i64 %t287, %p1.len
  %t290 = and i1 %t288, %t289
  %t291 = and i1 %t283, %t290
  br i1 %t291, label %fast84, label %slow85
fast84:
  store i64 %t266, i64* %it9.79
  br label %it.head86
it.head86:
  %t292 = load i64, i64* %it9.79
  %t293 = icmp slt i64 %t292, %t270
  br i1 %t293, label %it.body87, label %blk.next81
it.body87:
  store i64 %t292, i64* %v9
  %t294 = load i64, i64* %v5
  %t295 = load i64, i64* %v9
  %t296 = add i64 %t294, %t295
  %t297 = getelementptr inbounds float, float* %p0, i64 %t296
  %t298 = load float, float* %t297
  %t299 = load float, float* %v6
  %t300 = fsub float %t298, %t299
  %t301 = call float @expf(float %t300) nobuiltin
  store float %t301, float* %v10
  %t302 = load i64, i64* %v5
  %t303 = load i64, i64* %v9
  %t304 = add i64 %t302, %t303
  %t305 = load float, float* %v10
  %t306 = getelementptr inbounds float, float* %p1, i64 %t304
  store float %t305, float* %t306
  %t307 = load float, float* %v8
  %t308 = load float, float* %v10
  %t309 = fadd float %t307, %t308
  store float %t309, float* %v8
  br label %it.latch88
it.latch88:
  %t310 = load i64, i64* %it9.79
  %t311 = add i64 %t310, 1
  store i64 %t311, i64* %it9.79
  br label %it.head86
slow85:
  store i64 %t266, i64* %it9.79
  br label %it.head89
it.head89:
  %t312 = load i64, i64* %it9.79
  %t313 = icmp slt i64 %t312, %t270
  br i1 %t313, label %it.body90, label %blk.next81
it.body90:
  store i64 %t312, i64* %v9
  %t314 = load i64, i64* %v5
  %t315 = load i64, i64* %v9
  %t316 = add i64 %t314, %t315
  %t317 = icmp ult i64 %t316, %p0.len
  br i1 %t317, label %inb92, label %oob93, !prof !2
oob93:
  call void @tack.oob(i64* %status, i64 2, i64 %t316, i64 %p0.len)
  br label %abort
inb92:
  %t318 = getelementptr inbounds float, float* %p0, i64 %t316
  %t319 = load float, float* %t318
  %t320 = load float, float* %v6
  %t321 = fsub float %t319, %t320
  %t322 = call float @expf(float %t321) nobuiltin
  store float %t322, float* %v10
  %t323 = load i64, i64* %v5
  %t324 = load i64, i64* %v9
  %t325 = add i64 %t323, %t324
  %t326 = load float, float* %v10
  %t327 = icmp ult i64 %t325, %p1.len
  br i1 %t327, label %inb94, label %oob95, !prof !2
oob95:
  call void @tack.oob(i64* %status, i64 3, i64 %t325, i64 %p1.len)
  br label %abort
inb94:
  %t328 = getelementptr inbounds float, float* %p1, i64 %t325
  store float %t326, float* %t328
  %t329 = load float, float* %v8
  %t330 = load float, float* %v10
  %t331 = fadd float %t329, %t330
  store float %t331, float* %v8
  br label %it.latch91
it.latch91:
  %t332 = load i64, i64* %it9.79
  %t333 = add i64 %t332, 1
  store i64 %t333, i64* %it9.79
  br label %it.head89, !llvm.loop !3
blk.next81:
  store i64 %t270, i64* %blk9.79
  br label %blk.head79
range.exit78:
  %t334 = load float, float* %v8
  %t335 = fdiv float 0x3FF0000000000000, %t334
  store float %t335, float* %v11
  %t336 = load i32, i32* %v3
  %t337 = sext i32 %t336 to i64
  store i64 0, i64* %blk12.97
  br label %blk.head97
blk.head97:
  %t338 = load i64, i64* %blk12.97
  %t339 = icmp slt i64 %t338, %t337
  br i1 %t339, label %blk.body98, label %range.exit96
blk.body98:
  %t340 = add i64 %t338, 4096
  %t341 = icmp slt i64 %t340, %t337
  %t342 = select i1 %t341, i64 %t340, i64 %t337
  %t343 = sub i64 %t342, %t338
  %t344 = load i64, i64* %budget
  %t345 = sub i64 %t344, %t343
  store i64 %t345, i64* %budget
  %t346 = icmp slt i64 %t345, 0
  br i1 %t346, label %poll100, label %poll.go101
poll100:
  store i64 65536, i64* %budget
  %t347 = call i1 @tack.poll(i64* %status)
  br i1 %t347, label %abort, label %poll.go101
poll.go101:
  store i64 %t338, i64* %it12.97
  br label %it.head102
it.head102:
  %t348 = load i64, i64* %it12.97
  %t349 = icmp slt i64 %t348, %t342
  br i1 %t349, label %it.body103, label %blk.next99
it.body103:
  store i64 %t348, i64* %v12
  %t350 = load i64, i64* %v5
  %t351 = load i64, i64* %v12
  %t352 = add i64 %t350, %t351
  store i64 %t352, i64* %v13
  %t353 = load i64, i64* %v13
  %t354 = icmp ult i64 %t353, %p1.len
  br i1 %t354, label %inb105, label %oob106, !prof !2
oob106:
  call void @tack.oob(i64* %status, i64 4, i64 %t353, i64 %p1.len)
  br label %abort
inb105:
  %t355 = getelementptr inbounds float, float* %p1, i64 %t353
  %t356 = load float, float* %t355
  %t357 = load float, float* %v11
  %t358 = fmul float %t356, %t357
  %t359 = icmp ult i64 %t352, %p1.len
  br i1 %t359, label %inb107, label %oob108, !prof !2
oob108:
  call void @tack.oob(i64* %status, i64 5, i64 %t352, i64 %p1.len)
  br label %abort
inb107:
  %t360 = getelementptr inbounds float, float* %p1, i64 %t352
  store float %t358, float* %t360
  br label %it.latch104
it.latch104:
  %t361 = load i64, i64* %it12.97
  %t362 = add i64 %t361, 1
  store i64 %t362, i64* %it12.97
  br label %it.head102
blk.next99:
  store i64 %t342, i64* %blk12.97
  br label %blk.head97
range.exit96:
  br label %it.latch59
it.latch59:
  %t363 = load i64, i64* %it4.1
  %t364 = add i64 %t363, 1
  store i64 %t364, i64* %it4.1
  br label %it.head57, !llvm.loop !0
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
!6 = !{!"branch_weights", i32 1, i32 1048576}
