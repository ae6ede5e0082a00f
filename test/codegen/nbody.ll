; Tack kernel 'nbody' (generated; do not edit)
source_filename = "tack"
target triple = "x86_64-unknown-linux-gnu"

define internal float @tack_fn_inverseCube_0(float %a0, float %a1, i64* %status, i64* %budget) #1 {
entry:
  %v0 = alloca float
  %v2 = alloca float
  %v1 = alloca float
  store float %a0, float* %v0
  store float %a1, float* %v2
  %t0 = load float, float* %v0
  %t1 = load float, float* %v2
  %t2 = fadd float %t0, %t1
  %t3 = call float @llvm.sqrt.f32(float %t2)
  %t4 = fdiv float 0x3FF0000000000000, %t3
  store float %t4, float* %v1
  %t5 = load float, float* %v1
  %t6 = load float, float* %v1
  %t7 = fmul float %t5, %t6
  %t8 = load float, float* %v1
  %t9 = fmul float %t7, %t8
  ret float %t9
dead0:
  ret float 0x0000000000000000
}

define internal void @tack_kernel_nbody(float* %p0, float* %p1, float* %p2, i32 %p3, float %p4, i64 %p0.len, i64 %p1.len, i64 %p2.len, i64* %status, i64 %start, i64 %end) #0 {
entry:
  %budget = alloca i64
  %v3 = alloca i32
  %v4 = alloca float
  %v5 = alloca float
  %blk6.1 = alloca i64
  %it6.1 = alloca i64
  %v6 = alloca i64
  %v7 = alloca float
  %v8 = alloca float
  %v9 = alloca float
  %blk10.12 = alloca i64
  %it10.12 = alloca i64
  %v10 = alloca i64
  %v11 = alloca float
  %v12 = alloca float
  %v13 = alloca float
  %v14 = alloca float
  %v15 = alloca i64
  %v16 = alloca i64
  %v17 = alloca i64
  %blk10.53 = alloca i64
  %it10.53 = alloca i64
  store i64 65536, i64* %budget
  store i32 %p3, i32* %v3
  store float %p4, float* %v4
  store float 0x3F847AE140000000, float* %v5
  store i64 %start, i64* %blk6.1
  br label %blk.head1
blk.head1:
  %t0 = load i64, i64* %blk6.1
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
  %t11 = sext i32 3 to i64
  %t12 = mul i64 %t11, %t0
  %t13 = sext i32 3 to i64
  %t14 = mul i64 %t13, %t10
  %t15 = icmp ult i64 %t12, %p2.len
  %t16 = icmp ult i64 %t14, %p2.len
  %t17 = and i1 %t15, %t16
  %t18 = sext i32 3 to i64
  %t19 = mul i64 %t18, %t0
  %t20 = sext i32 1 to i64
  %t21 = add i64 %t19, %t20
  %t22 = sext i32 3 to i64
  %t23 = mul i64 %t22, %t10
  %t24 = sext i32 1 to i64
  %t25 = add i64 %t23, %t24
  %t26 = icmp ult i64 %t21, %p2.len
  %t27 = icmp ult i64 %t25, %p2.len
  %t28 = and i1 %t26, %t27
  %t29 = and i1 %t17, %t28
  %t30 = sext i32 3 to i64
  %t31 = mul i64 %t30, %t0
  %t32 = sext i32 2 to i64
  %t33 = add i64 %t31, %t32
  %t34 = sext i32 3 to i64
  %t35 = mul i64 %t34, %t10
  %t36 = sext i32 2 to i64
  %t37 = add i64 %t35, %t36
  %t38 = icmp ult i64 %t33, %p2.len
  %t39 = icmp ult i64 %t37, %p2.len
  %t40 = and i1 %t38, %t39
  %t41 = and i1 %t29, %t40
  br i1 %t41, label %fast6, label %slow7
fast6:
  store i64 %t0, i64* %it6.1
  br label %it.head8
it.head8:
  %t42 = load i64, i64* %it6.1
  %t43 = icmp slt i64 %t42, %t4
  br i1 %t43, label %it.body9, label %blk.next3
it.body9:
  store i64 %t42, i64* %v6
  store float 0x0000000000000000, float* %v7
  store float 0x0000000000000000, float* %v8
  store float 0x0000000000000000, float* %v9
  %t44 = load i32, i32* %v3
  %t45 = sext i32 %t44 to i64
  store i64 0, i64* %blk10.12
  br label %blk.head12
blk.head12:
  %t46 = load i64, i64* %blk10.12
  %t47 = icmp slt i64 %t46, %t45
  br i1 %t47, label %blk.body13, label %range.exit11
blk.body13:
  %t48 = add i64 %t46, 4096
  %t49 = icmp slt i64 %t48, %t45
  %t50 = select i1 %t49, i64 %t48, i64 %t45
  %t51 = sub i64 %t50, %t46
  %t52 = load i64, i64* %budget
  %t53 = sub i64 %t52, %t51
  store i64 %t53, i64* %budget
  %t54 = icmp slt i64 %t53, 0
  br i1 %t54, label %poll15, label %poll.go16
poll15:
  store i64 65536, i64* %budget
  %t55 = call i1 @tack.poll(i64* %status)
  br i1 %t55, label %abort, label %poll.go16
poll.go16:
  %t56 = sub i64 %t50, 1
  %t57 = sext i32 3 to i64
  %t58 = mul i64 %t57, %t46
  %t59 = sext i32 3 to i64
  %t60 = mul i64 %t59, %t56
  %t61 = icmp ult i64 %t58, %p0.len
  %t62 = icmp ult i64 %t60, %p0.len
  %t63 = and i1 %t61, %t62
  %t64 = sext i32 3 to i64
  %t65 = load i64, i64* %v6
  %t66 = mul i64 %t64, %t65
  %t67 = sext i32 3 to i64
  %t68 = load i64, i64* %v6
  %t69 = mul i64 %t67, %t68
  %t70 = icmp ult i64 %t66, %p0.len
  %t71 = icmp ult i64 %t69, %p0.len
  %t72 = and i1 %t70, %t71
  %t73 = and i1 %t63, %t72
  %t74 = sext i32 3 to i64
  %t75 = mul i64 %t74, %t46
  %t76 = sext i32 1 to i64
  %t77 = add i64 %t75, %t76
  %t78 = sext i32 3 to i64
  %t79 = mul i64 %t78, %t56
  %t80 = sext i32 1 to i64
  %t81 = add i64 %t79, %t80
  %t82 = icmp ult i64 %t77, %p0.len
  %t83 = icmp ult i64 %t81, %p0.len
  %t84 = and i1 %t82, %t83
  %t85 = and i1 %t73, %t84
  %t86 = sext i32 3 to i64
  %t87 = load i64, i64* %v6
  %t88 = mul i64 %t86, %t87
  %t89 = sext i32 1 to i64
  %t90 = add i64 %t88, %t89
  %t91 = sext i32 3 to i64
  %t92 = load i64, i64* %v6
  %t93 = mul i64 %t91, %t92
  %t94 = sext i32 1 to i64
  %t95 = add i64 %t93, %t94
  %t96 = icmp ult i64 %t90, %p0.len
  %t97 = icmp ult i64 %t95, %p0.len
  %t98 = and i1 %t96, %t97
  %t99 = and i1 %t85, %t98
  %t100 = sext i32 3 to i64
  %t101 = mul i64 %t100, %t46
  %t102 = sext i32 2 to i64
  %t103 = add i64 %t101, %t102
  %t104 = sext i32 3 to i64
  %t105 = mul i64 %t104, %t56
  %t106 = sext i32 2 to i64
  %t107 = add i64 %t105, %t106
  %t108 = icmp ult i64 %t103, %p0.len
  %t109 = icmp ult i64 %t107, %p0.len
  %t110 = and i1 %t108, %t109
  %t111 = and i1 %t99, %t110
  %t112 = sext i32 3 to i64
  %t113 = load i64, i64* %v6
  %t114 = mul i64 %t112, %t113
  %t115 = sext i32 2 to i64
  %t116 = add i64 %t114, %t115
  %t117 = sext i32 3 to i64
  %t118 = load i64, i64* %v6
  %t119 = mul i64 %t117, %t118
  %t120 = sext i32 2 to i64
  %t121 = add i64 %t119, %t120
  %t122 = icmp ult i64 %t116, %p0.len
  %t123 = icmp ult i64 %t121, %p0.len
  %t124 = and i1 %t122, %t123
  %t125 = and i1 %t111, %t124
  br i1 %t125, label %fast17, label %slow18
fast17:
  store i64 %t46, i64* %it10.12
  br label %it.head19
it.head19:
  %t126 = load i64, i64* %it10.12
  %t127 = icmp slt i64 %t126, %t50
  br i1 %t127, label %it.body20, label %blk.next14
it.body20:
  store i64 %t126, i64* %v10
  %t128 = load i64, i64* %v10
  %t129 = mul i64 3, %t128
  %t130 = getelementptr inbounds float, float* %p0, i64 %t129
  %t131 = load float, float* %t130
  %t132 = load i64, i64* %v6
  %t133 = mul i64 3, %t132
  %t134 = getelementptr inbounds float, float* %p0, i64 %t133
  %t135 = load float, float* %t134
  %t136 = fsub float %t131, %t135
  store float %t136, float* %v11
  %t137 = load i64, i64* %v10
  %t138 = mul i64 3, %t137
  %t139 = add i64 %t138, 1
  %t140 = getelementptr inbounds float, float* %p0, i64 %t139
  %t141 = load float, float* %t140
  %t142 = load i64, i64* %v6
  %t143 = mul i64 3, %t142
  %t144 = add i64 %t143, 1
  %t145 = getelementptr inbounds float, float* %p0, i64 %t144
  %t146 = load float, float* %t145
  %t147 = fsub float %t141, %t146
  store float %t147, float* %v12
  %t148 = load i64, i64* %v10
  %t149 = mul i64 3, %t148
  %t150 = add i64 %t149, 2
  %t151 = getelementptr inbounds float, float* %p0, i64 %t150
  %t152 = load float, float* %t151
  %t153 = load i64, i64* %v6
  %t154 = mul i64 3, %t153
  %t155 = add i64 %t154, 2
  %t156 = getelementptr inbounds float, float* %p0, i64 %t155
  %t157 = load float, float* %t156
  %t158 = fsub float %t152, %t157
  store float %t158, float* %v13
  %t159 = load float, float* %v11
  %t160 = load float, float* %v11
  %t161 = load float, float* %v12
  %t162 = load float, float* %v12
  %t163 = fmul float %t161, %t162
  %t164 = call float @llvm.fmuladd.f32(float %t159, float %t160, float %t163)
  %t165 = load float, float* %v13
  %t166 = load float, float* %v13
  %t167 = call float @llvm.fmuladd.f32(float %t165, float %t166, float %t164)
  %t168 = load float, float* %v5
  %t169 = call float @tack_fn_inverseCube_0(float %t167, float %t168, i64* %status, i64* %budget)
  store float %t169, float* %v14
  %t170 = load float, float* %v7
  %t171 = load float, float* %v11
  %t172 = load float, float* %v14
  %t173 = call float @llvm.fmuladd.f32(float %t171, float %t172, float %t170)
  store float %t173, float* %v7
  %t174 = load float, float* %v8
  %t175 = load float, float* %v12
  %t176 = load float, float* %v14
  %t177 = call float @llvm.fmuladd.f32(float %t175, float %t176, float %t174)
  store float %t177, float* %v8
  %t178 = load float, float* %v9
  %t179 = load float, float* %v13
  %t180 = load float, float* %v14
  %t181 = call float @llvm.fmuladd.f32(float %t179, float %t180, float %t178)
  store float %t181, float* %v9
  br label %it.latch21
it.latch21:
  %t182 = load i64, i64* %it10.12
  %t183 = add i64 %t182, 1
  store i64 %t183, i64* %it10.12
  br label %it.head19
slow18:
  store i64 %t46, i64* %it10.12
  br label %it.head22
it.head22:
  %t184 = load i64, i64* %it10.12
  %t185 = icmp slt i64 %t184, %t50
  br i1 %t185, label %it.body23, label %blk.next14
it.body23:
  store i64 %t184, i64* %v10
  %t186 = load i64, i64* %v10
  %t187 = mul i64 3, %t186
  %t188 = icmp ult i64 %t187, %p0.len
  br i1 %t188, label %inb25, label %oob26, !prof !2
oob26:
  call void @tack.oob(i64* %status, i64 1, i64 %t187)
  br label %abort
inb25:
  %t189 = getelementptr inbounds float, float* %p0, i64 %t187
  %t190 = load float, float* %t189
  %t191 = load i64, i64* %v6
  %t192 = mul i64 3, %t191
  %t193 = icmp ult i64 %t192, %p0.len
  br i1 %t193, label %inb27, label %oob28, !prof !2
oob28:
  call void @tack.oob(i64* %status, i64 2, i64 %t192)
  br label %abort
inb27:
  %t194 = getelementptr inbounds float, float* %p0, i64 %t192
  %t195 = load float, float* %t194
  %t196 = fsub float %t190, %t195
  store float %t196, float* %v11
  %t197 = load i64, i64* %v10
  %t198 = mul i64 3, %t197
  %t199 = add i64 %t198, 1
  %t200 = icmp ult i64 %t199, %p0.len
  br i1 %t200, label %inb29, label %oob30, !prof !2
oob30:
  call void @tack.oob(i64* %status, i64 3, i64 %t199)
  br label %abort
inb29:
  %t201 = getelementptr inbounds float, float* %p0, i64 %t199
  %t202 = load float, float* %t201
  %t203 = load i64, i64* %v6
  %t204 = mul i64 3, %t203
  %t205 = add i64 %t204, 1
  %t206 = icmp ult i64 %t205, %p0.len
  br i1 %t206, label %inb31, label %oob32, !prof !2
oob32:
  call void @tack.oob(i64* %status, i64 4, i64 %t205)
  br label %abort
inb31:
  %t207 = getelementptr inbounds float, float* %p0, i64 %t205
  %t208 = load float, float* %t207
  %t209 = fsub float %t202, %t208
  store float %t209, float* %v12
  %t210 = load i64, i64* %v10
  %t211 = mul i64 3, %t210
  %t212 = add i64 %t211, 2
  %t213 = icmp ult i64 %t212, %p0.len
  br i1 %t213, label %inb33, label %oob34, !prof !2
oob34:
  call void @tack.oob(i64* %status, i64 5, i64 %t212)
  br label %abort
inb33:
  %t214 = getelementptr inbounds float, float* %p0, i64 %t212
  %t215 = load float, float* %t214
  %t216 = load i64, i64* %v6
  %t217 = mul i64 3, %t216
  %t218 = add i64 %t217, 2
  %t219 = icmp ult i64 %t218, %p0.len
  br i1 %t219, label %inb35, label %oob36, !prof !2
oob36:
  call void @tack.oob(i64* %status, i64 6, i64 %t218)
  br label %abort
inb35:
  %t220 = getelementptr inbounds float, float* %p0, i64 %t218
  %t221 = load float, float* %t220
  %t222 = fsub float %t215, %t221
  store float %t222, float* %v13
  %t223 = load float, float* %v11
  %t224 = load float, float* %v11
  %t225 = load float, float* %v12
  %t226 = load float, float* %v12
  %t227 = fmul float %t225, %t226
  %t228 = call float @llvm.fmuladd.f32(float %t223, float %t224, float %t227)
  %t229 = load float, float* %v13
  %t230 = load float, float* %v13
  %t231 = call float @llvm.fmuladd.f32(float %t229, float %t230, float %t228)
  %t232 = load float, float* %v5
  %t233 = call float @tack_fn_inverseCube_0(float %t231, float %t232, i64* %status, i64* %budget)
  store float %t233, float* %v14
  %t234 = load float, float* %v7
  %t235 = load float, float* %v11
  %t236 = load float, float* %v14
  %t237 = call float @llvm.fmuladd.f32(float %t235, float %t236, float %t234)
  store float %t237, float* %v7
  %t238 = load float, float* %v8
  %t239 = load float, float* %v12
  %t240 = load float, float* %v14
  %t241 = call float @llvm.fmuladd.f32(float %t239, float %t240, float %t238)
  store float %t241, float* %v8
  %t242 = load float, float* %v9
  %t243 = load float, float* %v13
  %t244 = load float, float* %v14
  %t245 = call float @llvm.fmuladd.f32(float %t243, float %t244, float %t242)
  store float %t245, float* %v9
  br label %it.latch24
it.latch24:
  %t246 = load i64, i64* %it10.12
  %t247 = add i64 %t246, 1
  store i64 %t247, i64* %it10.12
  br label %it.head22
blk.next14:
  store i64 %t50, i64* %blk10.12
  br label %blk.head12
range.exit11:
  %t248 = load i64, i64* %v6
  %t249 = mul i64 3, %t248
  %t250 = load float, float* %v7
  %t251 = getelementptr inbounds float, float* %p2, i64 %t249
  store float %t250, float* %t251
  %t252 = load i64, i64* %v6
  %t253 = mul i64 3, %t252
  %t254 = add i64 %t253, 1
  %t255 = load float, float* %v8
  %t256 = getelementptr inbounds float, float* %p2, i64 %t254
  store float %t255, float* %t256
  %t257 = load i64, i64* %v6
  %t258 = mul i64 3, %t257
  %t259 = add i64 %t258, 2
  %t260 = load float, float* %v9
  %t261 = getelementptr inbounds float, float* %p2, i64 %t259
  store float %t260, float* %t261
  %t262 = load i64, i64* %v6
  %t263 = mul i64 3, %t262
  store i64 %t263, i64* %v15
  %t264 = load i64, i64* %v15
  %t265 = icmp ult i64 %t264, %p1.len
  br i1 %t265, label %inb37, label %oob38, !prof !2
oob38:
  call void @tack.oob(i64* %status, i64 7, i64 %t264)
  br label %abort
inb37:
  %t266 = getelementptr inbounds float, float* %p1, i64 %t264
  %t267 = load float, float* %t266
  %t268 = load float, float* %v7
  %t269 = load float, float* %v4
  %t270 = call float @llvm.fmuladd.f32(float %t268, float %t269, float %t267)
  %t271 = icmp ult i64 %t263, %p1.len
  br i1 %t271, label %inb39, label %oob40, !prof !2
oob40:
  call void @tack.oob(i64* %status, i64 8, i64 %t263)
  br label %abort
inb39:
  %t272 = getelementptr inbounds float, float* %p1, i64 %t263
  store float %t270, float* %t272
  %t273 = load i64, i64* %v6
  %t274 = mul i64 3, %t273
  %t275 = add i64 %t274, 1
  store i64 %t275, i64* %v16
  %t276 = load i64, i64* %v16
  %t277 = icmp ult i64 %t276, %p1.len
  br i1 %t277, label %inb41, label %oob42, !prof !2
oob42:
  call void @tack.oob(i64* %status, i64 9, i64 %t276)
  br label %abort
inb41:
  %t278 = getelementptr inbounds float, float* %p1, i64 %t276
  %t279 = load float, float* %t278
  %t280 = load float, float* %v8
  %t281 = load float, float* %v4
  %t282 = call float @llvm.fmuladd.f32(float %t280, float %t281, float %t279)
  %t283 = icmp ult i64 %t275, %p1.len
  br i1 %t283, label %inb43, label %oob44, !prof !2
oob44:
  call void @tack.oob(i64* %status, i64 10, i64 %t275)
  br label %abort
inb43:
  %t284 = getelementptr inbounds float, float* %p1, i64 %t275
  store float %t282, float* %t284
  %t285 = load i64, i64* %v6
  %t286 = mul i64 3, %t285
  %t287 = add i64 %t286, 2
  store i64 %t287, i64* %v17
  %t288 = load i64, i64* %v17
  %t289 = icmp ult i64 %t288, %p1.len
  br i1 %t289, label %inb45, label %oob46, !prof !2
oob46:
  call void @tack.oob(i64* %status, i64 11, i64 %t288)
  br label %abort
inb45:
  %t290 = getelementptr inbounds float, float* %p1, i64 %t288
  %t291 = load float, float* %t290
  %t292 = load float, float* %v9
  %t293 = load float, float* %v4
  %t294 = call float @llvm.fmuladd.f32(float %t292, float %t293, float %t291)
  %t295 = icmp ult i64 %t287, %p1.len
  br i1 %t295, label %inb47, label %oob48, !prof !2
oob48:
  call void @tack.oob(i64* %status, i64 12, i64 %t287)
  br label %abort
inb47:
  %t296 = getelementptr inbounds float, float* %p1, i64 %t287
  store float %t294, float* %t296
  br label %it.latch10
it.latch10:
  %t297 = load i64, i64* %it6.1
  %t298 = add i64 %t297, 1
  store i64 %t298, i64* %it6.1
  br label %it.head8, !llvm.loop !0
slow7:
  store i64 %t0, i64* %it6.1
  br label %it.head49
it.head49:
  %t299 = load i64, i64* %it6.1
  %t300 = icmp slt i64 %t299, %t4
  br i1 %t300, label %it.body50, label %blk.next3
it.body50:
  store i64 %t299, i64* %v6
  store float 0x0000000000000000, float* %v7
  store float 0x0000000000000000, float* %v8
  store float 0x0000000000000000, float* %v9
  %t301 = load i32, i32* %v3
  %t302 = sext i32 %t301 to i64
  store i64 0, i64* %blk10.53
  br label %blk.head53
blk.head53:
  %t303 = load i64, i64* %blk10.53
  %t304 = icmp slt i64 %t303, %t302
  br i1 %t304, label %blk.body54, label %range.exit52
blk.body54:
  %t305 = add i64 %t303, 4096
  %t306 = icmp slt i64 %t305, %t302
  %t307 = select i1 %t306, i64 %t305, i64 %t302
  %t308 = sub i64 %t307, %t303
  %t309 = load i64, i64* %budget
  %t310 = sub i64 %t309, %t308
  store i64 %t310, i64* %budget
  %t311 = icmp slt i64 %t310, 0
  br i1 %t311, label %poll56, label %poll.go57
poll56:
  store i64 65536, i64* %budget
  %t312 = call i1 @tack.poll(i64* %status)
  br i1 %t312, label %abort, label %poll.go57
poll.go57:
  %t313 = sub i64 %t307, 1
  %t314 = sext i32 3 to i64
  %t315 = mul i64 %t314, %t303
  %t316 = sext i32 3 to i64
  %t317 = mul i64 %t316, %t313
  %t318 = icmp ult i64 %t315, %p0.len
  %t319 = icmp ult i64 %t317, %p0.len
  %t320 = and i1 %t318, %t319
  %t321 = sext i32 3 to i64
  %t322 = load i64, i64* %v6
  %t323 = mul i64 %t321, %t322
  %t324 = sext i32 3 to i64
  %t325 = load i64, i64* %v6
  %t326 = mul i64 %t324, %t325
  %t327 = icmp ult i64 %t323, %p0.len
  %t328 = icmp ult i64 %t326, %p0.len
  %t329 = and i1 %t327, %t328
  %t330 = and i1 %t320, %t329
  %t331 = sext i32 3 to i64
  %t332 = mul i64 %t331, %t303
  %t333 = sext i32 1 to i64
  %t334 = add i64 %t332, %t333
  %t335 = sext i32 3 to i64
  %t336 = mul i64 %t335, %t313
  %t337 = sext i32 1 to i64
  %t338 = add i64 %t336, %t337
  %t339 = icmp ult i64 %t334, %p0.len
  %t340 = icmp ult i64 %t338, %p0.len
  %t341 = and i1 %t339, %t340
  %t342 = and i1 %t330, %t341
  %t343 = sext i32 3 to i64
  %t344 = load i64, i64* %v6
  %t345 = mul i64 %t343, %t344
  %t346 = sext i32 1 to i64
  %t347 = add i64 %t345, %t346
  %t348 = sext i32 3 to i64
  %t349 = load i64, i64* %v6
  %t350 = mul i64 %t348, %t349
  %t351 = sext i32 1 to i64
  %t352 = add i64 %t350, %t351
  %t353 = icmp ult i64 %t347, %p0.len
  %t354 = icmp ult i64 %t352, %p0.len
  %t355 = and i1 %t353, %t354
  %t356 = and i1 %t342, %t355
  %t357 = sext i32 3 to i64
  %t358 = mul i64 %t357, %t303
  %t359 = sext i32 2 to i64
  %t360 = add i64 %t358, %t359
  %t361 = sext i32 3 to i64
  %t362 = mul i64 %t361, %t313
  %t363 = sext i32 2 to i64
  %t364 = add i64 %t362, %t363
  %t365 = icmp ult i64 %t360, %p0.len
  %t366 = icmp ult i64 %t364, %p0.len
  %t367 = and i1 %t365, %t366
  %t368 = and i1 %t356, %t367
  %t369 = sext i32 3 to i64
  %t370 = load i64, i64* %v6
  %t371 = mul i64 %t369, %t370
  %t372 = sext i32 2 to i64
  %t373 = add i64 %t371, %t372
  %t374 = sext i32 3 to i64
  %t375 = load i64, i64* %v6
  %t376 = mul i64 %t374, %t375
  %t377 = sext i32 2 to i64
  %t378 = add i64 %t376, %t377
  %t379 = icmp ult i64 %t373, %p0.len
  %t380 = icmp ult i64 %t378, %p0.len
  %t381 = and i1 %t379, %t380
  %t382 = and i1 %t368, %t381
  br i1 %t382, label %fast58, label %slow59
fast58:
  store i64 %t303, i64* %it10.53
  br label %it.head60
it.head60:
  %t383 = load i64, i64* %it10.53
  %t384 = icmp slt i64 %t383, %t307
  br i1 %t384, label %it.body61, label %blk.next55
it.body61:
  store i64 %t383, i64* %v10
  %t385 = load i64, i64* %v10
  %t386 = mul i64 3, %t385
  %t387 = getelementptr inbounds float, float* %p0, i64 %t386
  %t388 = load float, float* %t387
  %t389 = load i64, i64* %v6
  %t390 = mul i64 3, %t389
  %t391 = getelementptr inbounds float, float* %p0, i64 %t390
  %t392 = load float, float* %t391
  %t393 = fsub float %t388, %t392
  store float %t393, float* %v11
  %t394 = load i64, i64* %v10
  %t395 = mul i64 3, %t394
  %t396 = add i64 %t395, 1
  %t397 = getelementptr inbounds float, float* %p0, i64 %t396
  %t398 = load float, float* %t397
  %t399 = load i64, i64* %v6
  %t400 = mul i64 3, %t399
  %t401 = add i64 %t400, 1
  %t402 = getelementptr inbounds float, float* %p0, i64 %t401
  %t403 = load float, float* %t402
  %t404 = fsub float %t398, %t403
  store float %t404, float* %v12
  %t405 = load i64, i64* %v10
  %t406 = mul i64 3, %t405
  %t407 = add i64 %t406, 2
  %t408 = getelementptr inbounds float, float* %p0, i64 %t407
  %t409 = load float, float* %t408
  %t410 = load i64, i64* %v6
  %t411 = mul i64 3, %t410
  %t412 = add i64 %t411, 2
  %t413 = getelementptr inbounds float, float* %p0, i64 %t412
  %t414 = load float, float* %t413
  %t415 = fsub float %t409, %t414
  store float %t415, float* %v13
  %t416 = load float, float* %v11
  %t417 = load float, float* %v11
  %t418 = load float, float* %v12
  %t419 = load float, float* %v12
  %t420 = fmul float %t418, %t419
  %t421 = call float @llvm.fmuladd.f32(float %t416, float %t417, float %t420)
  %t422 = load float, float* %v13
  %t423 = load float, float* %v13
  %t424 = call float @llvm.fmuladd.f32(float %t422, float %t423, float %t421)
  %t425 = load float, float* %v5
  %t426 = call float @tack_fn_inverseCube_0(float %t424, float %t425, i64* %status, i64* %budget)
  store float %t426, float* %v14
  %t427 = load float, float* %v7
  %t428 = load float, float* %v11
  %t429 = load float, float* %v14
  %t430 = call float @llvm.fmuladd.f32(float %t428, float %t429, float %t427)
  store float %t430, float* %v7
  %t431 = load float, float* %v8
  %t432 = load float, float* %v12
  %t433 = load float, float* %v14
  %t434 = call float @llvm.fmuladd.f32(float %t432, float %t433, float %t431)
  store float %t434, float* %v8
  %t435 = load float, float* %v9
  %t436 = load float, float* %v13
  %t437 = load float, float* %v14
  %t438 = call float @llvm.fmuladd.f32(float %t436, float %t437, float %t435)
  store float %t438, float* %v9
  br label %it.latch62
it.latch62:
  %t439 = load i64, i64* %it10.53
  %t440 = add i64 %t439, 1
  store i64 %t440, i64* %it10.53
  br label %it.head60
slow59:
  store i64 %t303, i64* %it10.53
  br label %it.head63
it.head63:
  %t441 = load i64, i64* %it10.53
  %t442 = icmp slt i64 %t441, %t307
  br i1 %t442, label %it.body64, label %blk.next55
it.body64:
  store i64 %t441, i64* %v10
  %t443 = load i64, i64* %v10
  %t444 = mul i64 3, %t443
  %t445 = icmp ult i64 %t444, %p0.len
  br i1 %t445, label %inb66, label %oob67, !prof !2
oob67:
  call void @tack.oob(i64* %status, i64 1, i64 %t444)
  br label %abort
inb66:
  %t446 = getelementptr inbounds float, float* %p0, i64 %t444
  %t447 = load float, float* %t446
  %t448 = load i64, i64* %v6
  %t449 = mul i64 3, %t448
  %t450 = icmp ult i64 %t449, %p0.len
  br i1 %t450, label %inb68, label %oob69, !prof !2
oob69:
  call void @tack.oob(i64* %status, i64 2, i64 %t449)
  br label %abort
inb68:
  %t451 = getelementptr inbounds float, float* %p0, i64 %t449
  %t452 = load float, float* %t451
  %t453 = fsub float %t447, %t452
  store float %t453, float* %v11
  %t454 = load i64, i64* %v10
  %t455 = mul i64 3, %t454
  %t456 = add i64 %t455, 1
  %t457 = icmp ult i64 %t456, %p0.len
  br i1 %t457, label %inb70, label %oob71, !prof !2
oob71:
  call void @tack.oob(i64* %status, i64 3, i64 %t456)
  br label %abort
inb70:
  %t458 = getelementptr inbounds float, float* %p0, i64 %t456
  %t459 = load float, float* %t458
  %t460 = load i64, i64* %v6
  %t461 = mul i64 3, %t460
  %t462 = add i64 %t461, 1
  %t463 = icmp ult i64 %t462, %p0.len
  br i1 %t463, label %inb72, label %oob73, !prof !2
oob73:
  call void @tack.oob(i64* %status, i64 4, i64 %t462)
  br label %abort
inb72:
  %t464 = getelementptr inbounds float, float* %p0, i64 %t462
  %t465 = load float, float* %t464
  %t466 = fsub float %t459, %t465
  store float %t466, float* %v12
  %t467 = load i64, i64* %v10
  %t468 = mul i64 3, %t467
  %t469 = add i64 %t468, 2
  %t470 = icmp ult i64 %t469, %p0.len
  br i1 %t470, label %inb74, label %oob75, !prof !2
oob75:
  call void @tack.oob(i64* %status, i64 5, i64 %t469)
  br label %abort
inb74:
  %t471 = getelementptr inbounds float, float* %p0, i64 %t469
  %t472 = load float, float* %t471
  %t473 = load i64, i64* %v6
  %t474 = mul i64 3, %t473
  %t475 = add i64 %t474, 2
  %t476 = icmp ult i64 %t475, %p0.len
  br i1 %t476, label %inb76, label %oob77, !prof !2
oob77:
  call void @tack.oob(i64* %status, i64 6, i64 %t475)
  br label %abort
inb76:
  %t477 = getelementptr inbounds float, float* %p0, i64 %t475
  %t478 = load float, float* %t477
  %t479 = fsub float %t472, %t478
  store float %t479, float* %v13
  %t480 = load float, float* %v11
  %t481 = load float, float* %v11
  %t482 = load float, float* %v12
  %t483 = load float, float* %v12
  %t484 = fmul float %t482, %t483
  %t485 = call float @llvm.fmuladd.f32(float %t480, float %t481, float %t484)
  %t486 = load float, float* %v13
  %t487 = load float, float* %v13
  %t488 = call float @llvm.fmuladd.f32(float %t486, float %t487, float %t485)
  %t489 = load float, float* %v5
  %t490 = call float @tack_fn_inverseCube_0(float %t488, float %t489, i64* %status, i64* %budget)
  store float %t490, float* %v14
  %t491 = load float, float* %v7
  %t492 = load float, float* %v11
  %t493 = load float, float* %v14
  %t494 = call float @llvm.fmuladd.f32(float %t492, float %t493, float %t491)
  store float %t494, float* %v7
  %t495 = load float, float* %v8
  %t496 = load float, float* %v12
  %t497 = load float, float* %v14
  %t498 = call float @llvm.fmuladd.f32(float %t496, float %t497, float %t495)
  store float %t498, float* %v8
  %t499 = load float, float* %v9
  %t500 = load float, float* %v13
  %t501 = load float, float* %v14
  %t502 = call float @llvm.fmuladd.f32(float %t500, float %t501, float %t499)
  store float %t502, float* %v9
  br label %it.latch65
it.latch65:
  %t503 = load i64, i64* %it10.53
  %t504 = add i64 %t503, 1
  store i64 %t504, i64* %it10.53
  br label %it.head63
blk.next55:
  store i64 %t307, i64* %blk10.53
  br label %blk.head53
range.exit52:
  %t505 = load i64, i64* %v6
  %t506 = mul i64 3, %t505
  %t507 = load float, float* %v7
  %t508 = icmp ult i64 %t506, %p2.len
  br i1 %t508, label %inb78, label %oob79, !prof !2
oob79:
  call void @tack.oob(i64* %status, i64 13, i64 %t506)
  br label %abort
inb78:
  %t509 = getelementptr inbounds float, float* %p2, i64 %t506
  store float %t507, float* %t509
  %t510 = load i64, i64* %v6
  %t511 = mul i64 3, %t510
  %t512 = add i64 %t511, 1
  %t513 = load float, float* %v8
  %t514 = icmp ult i64 %t512, %p2.len
  br i1 %t514, label %inb80, label %oob81, !prof !2
oob81:
  call void @tack.oob(i64* %status, i64 14, i64 %t512)
  br label %abort
inb80:
  %t515 = getelementptr inbounds float, float* %p2, i64 %t512
  store float %t513, float* %t515
  %t516 = load i64, i64* %v6
  %t517 = mul i64 3, %t516
  %t518 = add i64 %t517, 2
  %t519 = load float, float* %v9
  %t520 = icmp ult i64 %t518, %p2.len
  br i1 %t520, label %inb82, label %oob83, !prof !2
oob83:
  call void @tack.oob(i64* %status, i64 15, i64 %t518)
  br label %abort
inb82:
  %t521 = getelementptr inbounds float, float* %p2, i64 %t518
  store float %t519, float* %t521
  %t522 = load i64, i64* %v6
  %t523 = mul i64 3, %t522
  store i64 %t523, i64* %v15
  %t524 = load i64, i64* %v15
  %t525 = icmp ult i64 %t524, %p1.len
  br i1 %t525, label %inb84, label %oob85, !prof !2
oob85:
  call void @tack.oob(i64* %status, i64 7, i64 %t524)
  br label %abort
inb84:
  %t526 = getelementptr inbounds float, float* %p1, i64 %t524
  %t527 = load float, float* %t526
  %t528 = load float, float* %v7
  %t529 = load float, float* %v4
  %t530 = call float @llvm.fmuladd.f32(float %t528, float %t529, float %t527)
  %t531 = icmp ult i64 %t523, %p1.len
  br i1 %t531, label %inb86, label %oob87, !prof !2
oob87:
  call void @tack.oob(i64* %status, i64 8, i64 %t523)
  br label %abort
inb86:
  %t532 = getelementptr inbounds float, float* %p1, i64 %t523
  store float %t530, float* %t532
  %t533 = load i64, i64* %v6
  %t534 = mul i64 3, %t533
  %t535 = add i64 %t534, 1
  store i64 %t535, i64* %v16
  %t536 = load i64, i64* %v16
  %t537 = icmp ult i64 %t536, %p1.len
  br i1 %t537, label %inb88, label %oob89, !prof !2
oob89:
  call void @tack.oob(i64* %status, i64 9, i64 %t536)
  br label %abort
inb88:
  %t538 = getelementptr inbounds float, float* %p1, i64 %t536
  %t539 = load float, float* %t538
  %t540 = load float, float* %v8
  %t541 = load float, float* %v4
  %t542 = call float @llvm.fmuladd.f32(float %t540, float %t541, float %t539)
  %t543 = icmp ult i64 %t535, %p1.len
  br i1 %t543, label %inb90, label %oob91, !prof !2
oob91:
  call void @tack.oob(i64* %status, i64 10, i64 %t535)
  br label %abort
inb90:
  %t544 = getelementptr inbounds float, float* %p1, i64 %t535
  store float %t542, float* %t544
  %t545 = load i64, i64* %v6
  %t546 = mul i64 3, %t545
  %t547 = add i64 %t546, 2
  store i64 %t547, i64* %v17
  %t548 = load i64, i64* %v17
  %t549 = icmp ult i64 %t548, %p1.len
  br i1 %t549, label %inb92, label %oob93, !prof !2
oob93:
  call void @tack.oob(i64* %status, i64 11, i64 %t548)
  br label %abort
inb92:
  %t550 = getelementptr inbounds float, float* %p1, i64 %t548
  %t551 = load float, float* %t550
  %t552 = load float, float* %v9
  %t553 = load float, float* %v4
  %t554 = call float @llvm.fmuladd.f32(float %t552, float %t553, float %t551)
  %t555 = icmp ult i64 %t547, %p1.len
  br i1 %t555, label %inb94, label %oob95, !prof !2
oob95:
  call void @tack.oob(i64* %status, i64 12, i64 %t547)
  br label %abort
inb94:
  %t556 = getelementptr inbounds float, float* %p1, i64 %t547
  store float %t554, float* %t556
  br label %it.latch51
it.latch51:
  %t557 = load i64, i64* %it6.1
  %t558 = add i64 %t557, 1
  store i64 %t558, i64* %it6.1
  br label %it.head49, !llvm.loop !0
blk.next3:
  store i64 %t4, i64* %blk6.1
  br label %blk.head1
loop.exit0:
  ret void
abort:
  ret void
}

define void @tack_chunk_nbody(i64* %slots, i64 %start, i64 %end) #0 {
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
  %s4.w = trunc i64 %s4 to i32
  %s4.v = bitcast i32 %s4.w to float
  %h5.p = getelementptr i64, i64* %slots, i64 5
  %h5 = load i64, i64* %h5.p
  %h6.p = getelementptr i64, i64* %slots, i64 6
  %h6 = load i64, i64* %h6.p
  %h7.p = getelementptr i64, i64* %slots, i64 7
  %h7 = load i64, i64* %h7.p
  %st.p = getelementptr i64, i64* %slots, i64 8
  %st = load i64, i64* %st.p
  %st.a = inttoptr i64 %st to i64*
  call void @tack_kernel_nbody(float* %s0.a, float* %s1.a, float* %s2.a, i32 %s3.v, float %s4.v, i64 %h5, i64 %h6, i64 %h7, i64* %st.a, i64 %start, i64 %end)
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
declare float @llvm.sqrt.f32(float)
declare float @llvm.fmuladd.f32(float, float, float)

attributes #0 = { nounwind }
attributes #1 = { alwaysinline nounwind }
attributes #2 = { cold noinline nounwind }

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.runtime.disable"}
!2 = !{!"branch_weights", i32 1048576, i32 1}
