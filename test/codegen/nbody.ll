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
  %it6.1 = alloca i64
  %v6 = alloca i64
  %v7 = alloca float
  %v8 = alloca float
  %v9 = alloca float
  %blk10.10 = alloca i64
  %it10.10 = alloca i64
  %v10 = alloca i64
  %v11 = alloca float
  %v12 = alloca float
  %v13 = alloca float
  %v14 = alloca float
  %v15 = alloca i64
  %v16 = alloca i64
  %v17 = alloca i64
  %blk10.51 = alloca i64
  %it10.51 = alloca i64
  store i64 65536, i64* %budget
  store i32 %p3, i32* %v3
  store float %p4, float* %v4
  store float 0x3F847AE140000000, float* %v5
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
  %t7 = sext i32 3 to i64
  %t8 = mul i64 %t7, %start
  %t9 = sext i32 3 to i64
  %t10 = mul i64 %t9, %t6
  %t11 = icmp ult i64 %t8, %p2.len
  %t12 = icmp ult i64 %t10, %p2.len
  %t13 = and i1 %t11, %t12
  %t14 = sext i32 3 to i64
  %t15 = mul i64 %t14, %start
  %t16 = sext i32 1 to i64
  %t17 = add i64 %t15, %t16
  %t18 = sext i32 3 to i64
  %t19 = mul i64 %t18, %t6
  %t20 = sext i32 1 to i64
  %t21 = add i64 %t19, %t20
  %t22 = icmp ult i64 %t17, %p2.len
  %t23 = icmp ult i64 %t21, %p2.len
  %t24 = and i1 %t22, %t23
  %t25 = and i1 %t13, %t24
  %t26 = sext i32 3 to i64
  %t27 = mul i64 %t26, %start
  %t28 = sext i32 2 to i64
  %t29 = add i64 %t27, %t28
  %t30 = sext i32 3 to i64
  %t31 = mul i64 %t30, %t6
  %t32 = sext i32 2 to i64
  %t33 = add i64 %t31, %t32
  %t34 = icmp ult i64 %t29, %p2.len
  %t35 = icmp ult i64 %t33, %p2.len
  %t36 = and i1 %t34, %t35
  %t37 = and i1 %t25, %t36
  br i1 %t37, label %fast4, label %slow5
fast4:
  store i64 %start, i64* %it6.1
  br label %it.head6
it.head6:
  %t38 = load i64, i64* %it6.1
  %t39 = icmp slt i64 %t38, %end
  br i1 %t39, label %it.body7, label %loop.exit0
it.body7:
  store i64 %t38, i64* %v6
  store float 0x0000000000000000, float* %v7
  store float 0x0000000000000000, float* %v8
  store float 0x0000000000000000, float* %v9
  %t40 = load i32, i32* %v3
  %t41 = sext i32 %t40 to i64
  store i64 0, i64* %blk10.10
  br label %blk.head10
blk.head10:
  %t42 = load i64, i64* %blk10.10
  %t43 = icmp slt i64 %t42, %t41
  br i1 %t43, label %blk.body11, label %range.exit9
blk.body11:
  %t44 = add i64 %t42, 4096
  %t45 = icmp slt i64 %t44, %t41
  %t46 = select i1 %t45, i64 %t44, i64 %t41
  %t47 = sub i64 %t46, %t42
  %t48 = load i64, i64* %budget
  %t49 = sub i64 %t48, %t47
  store i64 %t49, i64* %budget
  %t50 = icmp slt i64 %t49, 0
  br i1 %t50, label %poll13, label %poll.go14
poll13:
  store i64 65536, i64* %budget
  %t51 = call i1 @tack.poll(i64* %status)
  br i1 %t51, label %abort, label %poll.go14
poll.go14:
  %t52 = sub i64 %t46, 1
  %t53 = sext i32 3 to i64
  %t54 = mul i64 %t53, %t42
  %t55 = sext i32 3 to i64
  %t56 = mul i64 %t55, %t52
  %t57 = icmp ult i64 %t54, %p0.len
  %t58 = icmp ult i64 %t56, %p0.len
  %t59 = and i1 %t57, %t58
  %t60 = sext i32 3 to i64
  %t61 = load i64, i64* %v6
  %t62 = mul i64 %t60, %t61
  %t63 = sext i32 3 to i64
  %t64 = load i64, i64* %v6
  %t65 = mul i64 %t63, %t64
  %t66 = icmp ult i64 %t62, %p0.len
  %t67 = icmp ult i64 %t65, %p0.len
  %t68 = and i1 %t66, %t67
  %t69 = and i1 %t59, %t68
  %t70 = sext i32 3 to i64
  %t71 = mul i64 %t70, %t42
  %t72 = sext i32 1 to i64
  %t73 = add i64 %t71, %t72
  %t74 = sext i32 3 to i64
  %t75 = mul i64 %t74, %t52
  %t76 = sext i32 1 to i64
  %t77 = add i64 %t75, %t76
  %t78 = icmp ult i64 %t73, %p0.len
  %t79 = icmp ult i64 %t77, %p0.len
  %t80 = and i1 %t78, %t79
  %t81 = and i1 %t69, %t80
  %t82 = sext i32 3 to i64
  %t83 = load i64, i64* %v6
  %t84 = mul i64 %t82, %t83
  %t85 = sext i32 1 to i64
  %t86 = add i64 %t84, %t85
  %t87 = sext i32 3 to i64
  %t88 = load i64, i64* %v6
  %t89 = mul i64 %t87, %t88
  %t90 = sext i32 1 to i64
  %t91 = add i64 %t89, %t90
  %t92 = icmp ult i64 %t86, %p0.len
  %t93 = icmp ult i64 %t91, %p0.len
  %t94 = and i1 %t92, %t93
  %t95 = and i1 %t81, %t94
  %t96 = sext i32 3 to i64
  %t97 = mul i64 %t96, %t42
  %t98 = sext i32 2 to i64
  %t99 = add i64 %t97, %t98
  %t100 = sext i32 3 to i64
  %t101 = mul i64 %t100, %t52
  %t102 = sext i32 2 to i64
  %t103 = add i64 %t101, %t102
  %t104 = icmp ult i64 %t99, %p0.len
  %t105 = icmp ult i64 %t103, %p0.len
  %t106 = and i1 %t104, %t105
  %t107 = and i1 %t95, %t106
  %t108 = sext i32 3 to i64
  %t109 = load i64, i64* %v6
  %t110 = mul i64 %t108, %t109
  %t111 = sext i32 2 to i64
  %t112 = add i64 %t110, %t111
  %t113 = sext i32 3 to i64
  %t114 = load i64, i64* %v6
  %t115 = mul i64 %t113, %t114
  %t116 = sext i32 2 to i64
  %t117 = add i64 %t115, %t116
  %t118 = icmp ult i64 %t112, %p0.len
  %t119 = icmp ult i64 %t117, %p0.len
  %t120 = and i1 %t118, %t119
  %t121 = and i1 %t107, %t120
  br i1 %t121, label %fast15, label %slow16
fast15:
  store i64 %t42, i64* %it10.10
  br label %it.head17
it.head17:
  %t122 = load i64, i64* %it10.10
  %t123 = icmp slt i64 %t122, %t46
  br i1 %t123, label %it.body18, label %blk.next12
it.body18:
  store i64 %t122, i64* %v10
  %t124 = load i64, i64* %v10
  %t125 = mul i64 3, %t124
  %t126 = getelementptr inbounds float, float* %p0, i64 %t125
  %t127 = load float, float* %t126
  %t128 = load i64, i64* %v6
  %t129 = mul i64 3, %t128
  %t130 = getelementptr inbounds float, float* %p0, i64 %t129
  %t131 = load float, float* %t130
  %t132 = fsub float %t127, %t131
  store float %t132, float* %v11
  %t133 = load i64, i64* %v10
  %t134 = mul i64 3, %t133
  %t135 = add i64 %t134, 1
  %t136 = getelementptr inbounds float, float* %p0, i64 %t135
  %t137 = load float, float* %t136
  %t138 = load i64, i64* %v6
  %t139 = mul i64 3, %t138
  %t140 = add i64 %t139, 1
  %t141 = getelementptr inbounds float, float* %p0, i64 %t140
  %t142 = load float, float* %t141
  %t143 = fsub float %t137, %t142
  store float %t143, float* %v12
  %t144 = load i64, i64* %v10
  %t145 = mul i64 3, %t144
  %t146 = add i64 %t145, 2
  %t147 = getelementptr inbounds float, float* %p0, i64 %t146
  %t148 = load float, float* %t147
  %t149 = load i64, i64* %v6
  %t150 = mul i64 3, %t149
  %t151 = add i64 %t150, 2
  %t152 = getelementptr inbounds float, float* %p0, i64 %t151
  %t153 = load float, float* %t152
  %t154 = fsub float %t148, %t153
  store float %t154, float* %v13
  %t155 = load float, float* %v11
  %t156 = load float, float* %v11
  %t157 = load float, float* %v12
  %t158 = load float, float* %v12
  %t159 = fmul float %t157, %t158
  %t160 = call float @llvm.fmuladd.f32(float %t155, float %t156, float %t159)
  %t161 = load float, float* %v13
  %t162 = load float, float* %v13
  %t163 = call float @llvm.fmuladd.f32(float %t161, float %t162, float %t160)
  %t164 = load float, float* %v5
  %t165 = call float @tack_fn_inverseCube_0(float %t163, float %t164, i64* %status, i64* %budget)
  store float %t165, float* %v14
  %t166 = load float, float* %v7
  %t167 = load float, float* %v11
  %t168 = load float, float* %v14
  %t169 = call float @llvm.fmuladd.f32(float %t167, float %t168, float %t166)
  store float %t169, float* %v7
  %t170 = load float, float* %v8
  %t171 = load float, float* %v12
  %t172 = load float, float* %v14
  %t173 = call float @llvm.fmuladd.f32(float %t171, float %t172, float %t170)
  store float %t173, float* %v8
  %t174 = load float, float* %v9
  %t175 = load float, float* %v13
  %t176 = load float, float* %v14
  %t177 = call float @llvm.fmuladd.f32(float %t175, float %t176, float %t174)
  store float %t177, float* %v9
  br label %it.latch19
it.latch19:
  %t178 = load i64, i64* %it10.10
  %t179 = add i64 %t178, 1
  store i64 %t179, i64* %it10.10
  br label %it.head17
slow16:
  store i64 %t42, i64* %it10.10
  br label %it.head20
it.head20:
  %t180 = load i64, i64* %it10.10
  %t181 = icmp slt i64 %t180, %t46
  br i1 %t181, label %it.body21, label %blk.next12
it.body21:
  store i64 %t180, i64* %v10
  %t182 = load i64, i64* %v10
  %t183 = mul i64 3, %t182
  %t184 = icmp ult i64 %t183, %p0.len
  br i1 %t184, label %inb23, label %oob24, !prof !2
oob24:
  call void @tack.oob(i64* %status, i64 1, i64 %t183)
  br label %abort
inb23:
  %t185 = getelementptr inbounds float, float* %p0, i64 %t183
  %t186 = load float, float* %t185
  %t187 = load i64, i64* %v6
  %t188 = mul i64 3, %t187
  %t189 = icmp ult i64 %t188, %p0.len
  br i1 %t189, label %inb25, label %oob26, !prof !2
oob26:
  call void @tack.oob(i64* %status, i64 2, i64 %t188)
  br label %abort
inb25:
  %t190 = getelementptr inbounds float, float* %p0, i64 %t188
  %t191 = load float, float* %t190
  %t192 = fsub float %t186, %t191
  store float %t192, float* %v11
  %t193 = load i64, i64* %v10
  %t194 = mul i64 3, %t193
  %t195 = add i64 %t194, 1
  %t196 = icmp ult i64 %t195, %p0.len
  br i1 %t196, label %inb27, label %oob28, !prof !2
oob28:
  call void @tack.oob(i64* %status, i64 3, i64 %t195)
  br label %abort
inb27:
  %t197 = getelementptr inbounds float, float* %p0, i64 %t195
  %t198 = load float, float* %t197
  %t199 = load i64, i64* %v6
  %t200 = mul i64 3, %t199
  %t201 = add i64 %t200, 1
  %t202 = icmp ult i64 %t201, %p0.len
  br i1 %t202, label %inb29, label %oob30, !prof !2
oob30:
  call void @tack.oob(i64* %status, i64 4, i64 %t201)
  br label %abort
inb29:
  %t203 = getelementptr inbounds float, float* %p0, i64 %t201
  %t204 = load float, float* %t203
  %t205 = fsub float %t198, %t204
  store float %t205, float* %v12
  %t206 = load i64, i64* %v10
  %t207 = mul i64 3, %t206
  %t208 = add i64 %t207, 2
  %t209 = icmp ult i64 %t208, %p0.len
  br i1 %t209, label %inb31, label %oob32, !prof !2
oob32:
  call void @tack.oob(i64* %status, i64 5, i64 %t208)
  br label %abort
inb31:
  %t210 = getelementptr inbounds float, float* %p0, i64 %t208
  %t211 = load float, float* %t210
  %t212 = load i64, i64* %v6
  %t213 = mul i64 3, %t212
  %t214 = add i64 %t213, 2
  %t215 = icmp ult i64 %t214, %p0.len
  br i1 %t215, label %inb33, label %oob34, !prof !2
oob34:
  call void @tack.oob(i64* %status, i64 6, i64 %t214)
  br label %abort
inb33:
  %t216 = getelementptr inbounds float, float* %p0, i64 %t214
  %t217 = load float, float* %t216
  %t218 = fsub float %t211, %t217
  store float %t218, float* %v13
  %t219 = load float, float* %v11
  %t220 = load float, float* %v11
  %t221 = load float, float* %v12
  %t222 = load float, float* %v12
  %t223 = fmul float %t221, %t222
  %t224 = call float @llvm.fmuladd.f32(float %t219, float %t220, float %t223)
  %t225 = load float, float* %v13
  %t226 = load float, float* %v13
  %t227 = call float @llvm.fmuladd.f32(float %t225, float %t226, float %t224)
  %t228 = load float, float* %v5
  %t229 = call float @tack_fn_inverseCube_0(float %t227, float %t228, i64* %status, i64* %budget)
  store float %t229, float* %v14
  %t230 = load float, float* %v7
  %t231 = load float, float* %v11
  %t232 = load float, float* %v14
  %t233 = call float @llvm.fmuladd.f32(float %t231, float %t232, float %t230)
  store float %t233, float* %v7
  %t234 = load float, float* %v8
  %t235 = load float, float* %v12
  %t236 = load float, float* %v14
  %t237 = call float @llvm.fmuladd.f32(float %t235, float %t236, float %t234)
  store float %t237, float* %v8
  %t238 = load float, float* %v9
  %t239 = load float, float* %v13
  %t240 = load float, float* %v14
  %t241 = call float @llvm.fmuladd.f32(float %t239, float %t240, float %t238)
  store float %t241, float* %v9
  br label %it.latch22
it.latch22:
  %t242 = load i64, i64* %it10.10
  %t243 = add i64 %t242, 1
  store i64 %t243, i64* %it10.10
  br label %it.head20, !llvm.loop !3
blk.next12:
  store i64 %t46, i64* %blk10.10
  br label %blk.head10
range.exit9:
  %t244 = load i64, i64* %v6
  %t245 = mul i64 3, %t244
  %t246 = load float, float* %v7
  %t247 = getelementptr inbounds float, float* %p2, i64 %t245
  store float %t246, float* %t247
  %t248 = load i64, i64* %v6
  %t249 = mul i64 3, %t248
  %t250 = add i64 %t249, 1
  %t251 = load float, float* %v8
  %t252 = getelementptr inbounds float, float* %p2, i64 %t250
  store float %t251, float* %t252
  %t253 = load i64, i64* %v6
  %t254 = mul i64 3, %t253
  %t255 = add i64 %t254, 2
  %t256 = load float, float* %v9
  %t257 = getelementptr inbounds float, float* %p2, i64 %t255
  store float %t256, float* %t257
  %t258 = load i64, i64* %v6
  %t259 = mul i64 3, %t258
  store i64 %t259, i64* %v15
  %t260 = load i64, i64* %v15
  %t261 = icmp ult i64 %t260, %p1.len
  br i1 %t261, label %inb35, label %oob36, !prof !2
oob36:
  call void @tack.oob(i64* %status, i64 7, i64 %t260)
  br label %abort
inb35:
  %t262 = getelementptr inbounds float, float* %p1, i64 %t260
  %t263 = load float, float* %t262
  %t264 = load float, float* %v7
  %t265 = load float, float* %v4
  %t266 = call float @llvm.fmuladd.f32(float %t264, float %t265, float %t263)
  %t267 = icmp ult i64 %t259, %p1.len
  br i1 %t267, label %inb37, label %oob38, !prof !2
oob38:
  call void @tack.oob(i64* %status, i64 8, i64 %t259)
  br label %abort
inb37:
  %t268 = getelementptr inbounds float, float* %p1, i64 %t259
  store float %t266, float* %t268
  %t269 = load i64, i64* %v6
  %t270 = mul i64 3, %t269
  %t271 = add i64 %t270, 1
  store i64 %t271, i64* %v16
  %t272 = load i64, i64* %v16
  %t273 = icmp ult i64 %t272, %p1.len
  br i1 %t273, label %inb39, label %oob40, !prof !2
oob40:
  call void @tack.oob(i64* %status, i64 9, i64 %t272)
  br label %abort
inb39:
  %t274 = getelementptr inbounds float, float* %p1, i64 %t272
  %t275 = load float, float* %t274
  %t276 = load float, float* %v8
  %t277 = load float, float* %v4
  %t278 = call float @llvm.fmuladd.f32(float %t276, float %t277, float %t275)
  %t279 = icmp ult i64 %t271, %p1.len
  br i1 %t279, label %inb41, label %oob42, !prof !2
oob42:
  call void @tack.oob(i64* %status, i64 10, i64 %t271)
  br label %abort
inb41:
  %t280 = getelementptr inbounds float, float* %p1, i64 %t271
  store float %t278, float* %t280
  %t281 = load i64, i64* %v6
  %t282 = mul i64 3, %t281
  %t283 = add i64 %t282, 2
  store i64 %t283, i64* %v17
  %t284 = load i64, i64* %v17
  %t285 = icmp ult i64 %t284, %p1.len
  br i1 %t285, label %inb43, label %oob44, !prof !2
oob44:
  call void @tack.oob(i64* %status, i64 11, i64 %t284)
  br label %abort
inb43:
  %t286 = getelementptr inbounds float, float* %p1, i64 %t284
  %t287 = load float, float* %t286
  %t288 = load float, float* %v9
  %t289 = load float, float* %v4
  %t290 = call float @llvm.fmuladd.f32(float %t288, float %t289, float %t287)
  %t291 = icmp ult i64 %t283, %p1.len
  br i1 %t291, label %inb45, label %oob46, !prof !2
oob46:
  call void @tack.oob(i64* %status, i64 12, i64 %t283)
  br label %abort
inb45:
  %t292 = getelementptr inbounds float, float* %p1, i64 %t283
  store float %t290, float* %t292
  br label %it.latch8
it.latch8:
  %t293 = load i64, i64* %it6.1
  %t294 = add i64 %t293, 1
  store i64 %t294, i64* %it6.1
  br label %it.head6, !llvm.loop !0
slow5:
  store i64 %start, i64* %it6.1
  br label %it.head47
it.head47:
  %t295 = load i64, i64* %it6.1
  %t296 = icmp slt i64 %t295, %end
  br i1 %t296, label %it.body48, label %loop.exit0
it.body48:
  store i64 %t295, i64* %v6
  store float 0x0000000000000000, float* %v7
  store float 0x0000000000000000, float* %v8
  store float 0x0000000000000000, float* %v9
  %t297 = load i32, i32* %v3
  %t298 = sext i32 %t297 to i64
  store i64 0, i64* %blk10.51
  br label %blk.head51
blk.head51:
  %t299 = load i64, i64* %blk10.51
  %t300 = icmp slt i64 %t299, %t298
  br i1 %t300, label %blk.body52, label %range.exit50
blk.body52:
  %t301 = add i64 %t299, 4096
  %t302 = icmp slt i64 %t301, %t298
  %t303 = select i1 %t302, i64 %t301, i64 %t298
  %t304 = sub i64 %t303, %t299
  %t305 = load i64, i64* %budget
  %t306 = sub i64 %t305, %t304
  store i64 %t306, i64* %budget
  %t307 = icmp slt i64 %t306, 0
  br i1 %t307, label %poll54, label %poll.go55
poll54:
  store i64 65536, i64* %budget
  %t308 = call i1 @tack.poll(i64* %status)
  br i1 %t308, label %abort, label %poll.go55
poll.go55:
  %t309 = sub i64 %t303, 1
  %t310 = sext i32 3 to i64
  %t311 = mul i64 %t310, %t299
  %t312 = sext i32 3 to i64
  %t313 = mul i64 %t312, %t309
  %t314 = icmp ult i64 %t311, %p0.len
  %t315 = icmp ult i64 %t313, %p0.len
  %t316 = and i1 %t314, %t315
  %t317 = sext i32 3 to i64
  %t318 = load i64, i64* %v6
  %t319 = mul i64 %t317, %t318
  %t320 = sext i32 3 to i64
  %t321 = load i64, i64* %v6
  %t322 = mul i64 %t320, %t321
  %t323 = icmp ult i64 %t319, %p0.len
  %t324 = icmp ult i64 %t322, %p0.len
  %t325 = and i1 %t323, %t324
  %t326 = and i1 %t316, %t325
  %t327 = sext i32 3 to i64
  %t328 = mul i64 %t327, %t299
  %t329 = sext i32 1 to i64
  %t330 = add i64 %t328, %t329
  %t331 = sext i32 3 to i64
  %t332 = mul i64 %t331, %t309
  %t333 = sext i32 1 to i64
  %t334 = add i64 %t332, %t333
  %t335 = icmp ult i64 %t330, %p0.len
  %t336 = icmp ult i64 %t334, %p0.len
  %t337 = and i1 %t335, %t336
  %t338 = and i1 %t326, %t337
  %t339 = sext i32 3 to i64
  %t340 = load i64, i64* %v6
  %t341 = mul i64 %t339, %t340
  %t342 = sext i32 1 to i64
  %t343 = add i64 %t341, %t342
  %t344 = sext i32 3 to i64
  %t345 = load i64, i64* %v6
  %t346 = mul i64 %t344, %t345
  %t347 = sext i32 1 to i64
  %t348 = add i64 %t346, %t347
  %t349 = icmp ult i64 %t343, %p0.len
  %t350 = icmp ult i64 %t348, %p0.len
  %t351 = and i1 %t349, %t350
  %t352 = and i1 %t338, %t351
  %t353 = sext i32 3 to i64
  %t354 = mul i64 %t353, %t299
  %t355 = sext i32 2 to i64
  %t356 = add i64 %t354, %t355
  %t357 = sext i32 3 to i64
  %t358 = mul i64 %t357, %t309
  %t359 = sext i32 2 to i64
  %t360 = add i64 %t358, %t359
  %t361 = icmp ult i64 %t356, %p0.len
  %t362 = icmp ult i64 %t360, %p0.len
  %t363 = and i1 %t361, %t362
  %t364 = and i1 %t352, %t363
  %t365 = sext i32 3 to i64
  %t366 = load i64, i64* %v6
  %t367 = mul i64 %t365, %t366
  %t368 = sext i32 2 to i64
  %t369 = add i64 %t367, %t368
  %t370 = sext i32 3 to i64
  %t371 = load i64, i64* %v6
  %t372 = mul i64 %t370, %t371
  %t373 = sext i32 2 to i64
  %t374 = add i64 %t372, %t373
  %t375 = icmp ult i64 %t369, %p0.len
  %t376 = icmp ult i64 %t374, %p0.len
  %t377 = and i1 %t375, %t376
  %t378 = and i1 %t364, %t377
  br i1 %t378, label %fast56, label %slow57
fast56:
  store i64 %t299, i64* %it10.51
  br label %it.head58
it.head58:
  %t379 = load i64, i64* %it10.51
  %t380 = icmp slt i64 %t379, %t303
  br i1 %t380, label %it.body59, label %blk.next53
it.body59:
  store i64 %t379, i64* %v10
  %t381 = load i64, i64* %v10
  %t382 = mul i64 3, %t381
  %t383 = getelementptr inbounds float, float* %p0, i64 %t382
  %t384 = load float, float* %t383
  %t385 = load i64, i64* %v6
  %t386 = mul i64 3, %t385
  %t387 = getelementptr inbounds float, float* %p0, i64 %t386
  %t388 = load float, float* %t387
  %t389 = fsub float %t384, %t388
  store float %t389, float* %v11
  %t390 = load i64, i64* %v10
  %t391 = mul i64 3, %t390
  %t392 = add i64 %t391, 1
  %t393 = getelementptr inbounds float, float* %p0, i64 %t392
  %t394 = load float, float* %t393
  %t395 = load i64, i64* %v6
  %t396 = mul i64 3, %t395
  %t397 = add i64 %t396, 1
  %t398 = getelementptr inbounds float, float* %p0, i64 %t397
  %t399 = load float, float* %t398
  %t400 = fsub float %t394, %t399
  store float %t400, float* %v12
  %t401 = load i64, i64* %v10
  %t402 = mul i64 3, %t401
  %t403 = add i64 %t402, 2
  %t404 = getelementptr inbounds float, float* %p0, i64 %t403
  %t405 = load float, float* %t404
  %t406 = load i64, i64* %v6
  %t407 = mul i64 3, %t406
  %t408 = add i64 %t407, 2
  %t409 = getelementptr inbounds float, float* %p0, i64 %t408
  %t410 = load float, float* %t409
  %t411 = fsub float %t405, %t410
  store float %t411, float* %v13
  %t412 = load float, float* %v11
  %t413 = load float, float* %v11
  %t414 = load float, float* %v12
  %t415 = load float, float* %v12
  %t416 = fmul float %t414, %t415
  %t417 = call float @llvm.fmuladd.f32(float %t412, float %t413, float %t416)
  %t418 = load float, float* %v13
  %t419 = load float, float* %v13
  %t420 = call float @llvm.fmuladd.f32(float %t418, float %t419, float %t417)
  %t421 = load float, float* %v5
  %t422 = call float @tack_fn_inverseCube_0(float %t420, float %t421, i64* %status, i64* %budget)
  store float %t422, float* %v14
  %t423 = load float, float* %v7
  %t424 = load float, float* %v11
  %t425 = load float, float* %v14
  %t426 = call float @llvm.fmuladd.f32(float %t424, float %t425, float %t423)
  store float %t426, float* %v7
  %t427 = load float, float* %v8
  %t428 = load float, float* %v12
  %t429 = load float, float* %v14
  %t430 = call float @llvm.fmuladd.f32(float %t428, float %t429, float %t427)
  store float %t430, float* %v8
  %t431 = load float, float* %v9
  %t432 = load float, float* %v13
  %t433 = load float, float* %v14
  %t434 = call float @llvm.fmuladd.f32(float %t432, float %t433, float %t431)
  store float %t434, float* %v9
  br label %it.latch60
it.latch60:
  %t435 = load i64, i64* %it10.51
  %t436 = add i64 %t435, 1
  store i64 %t436, i64* %it10.51
  br label %it.head58, !llvm.loop !3
slow57:
  store i64 %t299, i64* %it10.51
  br label %it.head61
it.head61:
  %t437 = load i64, i64* %it10.51
  %t438 = icmp slt i64 %t437, %t303
  br i1 %t438, label %it.body62, label %blk.next53
it.body62:
  store i64 %t437, i64* %v10
  %t439 = load i64, i64* %v10
  %t440 = mul i64 3, %t439
  %t441 = icmp ult i64 %t440, %p0.len
  br i1 %t441, label %inb64, label %oob65, !prof !2
oob65:
  call void @tack.oob(i64* %status, i64 1, i64 %t440)
  br label %abort
inb64:
  %t442 = getelementptr inbounds float, float* %p0, i64 %t440
  %t443 = load float, float* %t442
  %t444 = load i64, i64* %v6
  %t445 = mul i64 3, %t444
  %t446 = icmp ult i64 %t445, %p0.len
  br i1 %t446, label %inb66, label %oob67, !prof !2
oob67:
  call void @tack.oob(i64* %status, i64 2, i64 %t445)
  br label %abort
inb66:
  %t447 = getelementptr inbounds float, float* %p0, i64 %t445
  %t448 = load float, float* %t447
  %t449 = fsub float %t443, %t448
  store float %t449, float* %v11
  %t450 = load i64, i64* %v10
  %t451 = mul i64 3, %t450
  %t452 = add i64 %t451, 1
  %t453 = icmp ult i64 %t452, %p0.len
  br i1 %t453, label %inb68, label %oob69, !prof !2
oob69:
  call void @tack.oob(i64* %status, i64 3, i64 %t452)
  br label %abort
inb68:
  %t454 = getelementptr inbounds float, float* %p0, i64 %t452
  %t455 = load float, float* %t454
  %t456 = load i64, i64* %v6
  %t457 = mul i64 3, %t456
  %t458 = add i64 %t457, 1
  %t459 = icmp ult i64 %t458, %p0.len
  br i1 %t459, label %inb70, label %oob71, !prof !2
oob71:
  call void @tack.oob(i64* %status, i64 4, i64 %t458)
  br label %abort
inb70:
  %t460 = getelementptr inbounds float, float* %p0, i64 %t458
  %t461 = load float, float* %t460
  %t462 = fsub float %t455, %t461
  store float %t462, float* %v12
  %t463 = load i64, i64* %v10
  %t464 = mul i64 3, %t463
  %t465 = add i64 %t464, 2
  %t466 = icmp ult i64 %t465, %p0.len
  br i1 %t466, label %inb72, label %oob73, !prof !2
oob73:
  call void @tack.oob(i64* %status, i64 5, i64 %t465)
  br label %abort
inb72:
  %t467 = getelementptr inbounds float, float* %p0, i64 %t465
  %t468 = load float, float* %t467
  %t469 = load i64, i64* %v6
  %t470 = mul i64 3, %t469
  %t471 = add i64 %t470, 2
  %t472 = icmp ult i64 %t471, %p0.len
  br i1 %t472, label %inb74, label %oob75, !prof !2
oob75:
  call void @tack.oob(i64* %status, i64 6, i64 %t471)
  br label %abort
inb74:
  %t473 = getelementptr inbounds float, float* %p0, i64 %t471
  %t474 = load float, float* %t473
  %t475 = fsub float %t468, %t474
  store float %t475, float* %v13
  %t476 = load float, float* %v11
  %t477 = load float, float* %v11
  %t478 = load float, float* %v12
  %t479 = load float, float* %v12
  %t480 = fmul float %t478, %t479
  %t481 = call float @llvm.fmuladd.f32(float %t476, float %t477, float %t480)
  %t482 = load float, float* %v13
  %t483 = load float, float* %v13
  %t484 = call float @llvm.fmuladd.f32(float %t482, float %t483, float %t481)
  %t485 = load float, float* %v5
  %t486 = call float @tack_fn_inverseCube_0(float %t484, float %t485, i64* %status, i64* %budget)
  store float %t486, float* %v14
  %t487 = load float, float* %v7
  %t488 = load float, float* %v11
  %t489 = load float, float* %v14
  %t490 = call float @llvm.fmuladd.f32(float %t488, float %t489, float %t487)
  store float %t490, float* %v7
  %t491 = load float, float* %v8
  %t492 = load float, float* %v12
  %t493 = load float, float* %v14
  %t494 = call float @llvm.fmuladd.f32(float %t492, float %t493, float %t491)
  store float %t494, float* %v8
  %t495 = load float, float* %v9
  %t496 = load float, float* %v13
  %t497 = load float, float* %v14
  %t498 = call float @llvm.fmuladd.f32(float %t496, float %t497, float %t495)
  store float %t498, float* %v9
  br label %it.latch63
it.latch63:
  %t499 = load i64, i64* %it10.51
  %t500 = add i64 %t499, 1
  store i64 %t500, i64* %it10.51
  br label %it.head61, !llvm.loop !3
blk.next53:
  store i64 %t303, i64* %blk10.51
  br label %blk.head51
range.exit50:
  %t501 = load i64, i64* %v6
  %t502 = mul i64 3, %t501
  %t503 = load float, float* %v7
  %t504 = icmp ult i64 %t502, %p2.len
  br i1 %t504, label %inb76, label %oob77, !prof !2
oob77:
  call void @tack.oob(i64* %status, i64 13, i64 %t502)
  br label %abort
inb76:
  %t505 = getelementptr inbounds float, float* %p2, i64 %t502
  store float %t503, float* %t505
  %t506 = load i64, i64* %v6
  %t507 = mul i64 3, %t506
  %t508 = add i64 %t507, 1
  %t509 = load float, float* %v8
  %t510 = icmp ult i64 %t508, %p2.len
  br i1 %t510, label %inb78, label %oob79, !prof !2
oob79:
  call void @tack.oob(i64* %status, i64 14, i64 %t508)
  br label %abort
inb78:
  %t511 = getelementptr inbounds float, float* %p2, i64 %t508
  store float %t509, float* %t511
  %t512 = load i64, i64* %v6
  %t513 = mul i64 3, %t512
  %t514 = add i64 %t513, 2
  %t515 = load float, float* %v9
  %t516 = icmp ult i64 %t514, %p2.len
  br i1 %t516, label %inb80, label %oob81, !prof !2
oob81:
  call void @tack.oob(i64* %status, i64 15, i64 %t514)
  br label %abort
inb80:
  %t517 = getelementptr inbounds float, float* %p2, i64 %t514
  store float %t515, float* %t517
  %t518 = load i64, i64* %v6
  %t519 = mul i64 3, %t518
  store i64 %t519, i64* %v15
  %t520 = load i64, i64* %v15
  %t521 = icmp ult i64 %t520, %p1.len
  br i1 %t521, label %inb82, label %oob83, !prof !2
oob83:
  call void @tack.oob(i64* %status, i64 7, i64 %t520)
  br label %abort
inb82:
  %t522 = getelementptr inbounds float, float* %p1, i64 %t520
  %t523 = load float, float* %t522
  %t524 = load float, float* %v7
  %t525 = load float, float* %v4
  %t526 = call float @llvm.fmuladd.f32(float %t524, float %t525, float %t523)
  %t527 = icmp ult i64 %t519, %p1.len
  br i1 %t527, label %inb84, label %oob85, !prof !2
oob85:
  call void @tack.oob(i64* %status, i64 8, i64 %t519)
  br label %abort
inb84:
  %t528 = getelementptr inbounds float, float* %p1, i64 %t519
  store float %t526, float* %t528
  %t529 = load i64, i64* %v6
  %t530 = mul i64 3, %t529
  %t531 = add i64 %t530, 1
  store i64 %t531, i64* %v16
  %t532 = load i64, i64* %v16
  %t533 = icmp ult i64 %t532, %p1.len
  br i1 %t533, label %inb86, label %oob87, !prof !2
oob87:
  call void @tack.oob(i64* %status, i64 9, i64 %t532)
  br label %abort
inb86:
  %t534 = getelementptr inbounds float, float* %p1, i64 %t532
  %t535 = load float, float* %t534
  %t536 = load float, float* %v8
  %t537 = load float, float* %v4
  %t538 = call float @llvm.fmuladd.f32(float %t536, float %t537, float %t535)
  %t539 = icmp ult i64 %t531, %p1.len
  br i1 %t539, label %inb88, label %oob89, !prof !2
oob89:
  call void @tack.oob(i64* %status, i64 10, i64 %t531)
  br label %abort
inb88:
  %t540 = getelementptr inbounds float, float* %p1, i64 %t531
  store float %t538, float* %t540
  %t541 = load i64, i64* %v6
  %t542 = mul i64 3, %t541
  %t543 = add i64 %t542, 2
  store i64 %t543, i64* %v17
  %t544 = load i64, i64* %v17
  %t545 = icmp ult i64 %t544, %p1.len
  br i1 %t545, label %inb90, label %oob91, !prof !2
oob91:
  call void @tack.oob(i64* %status, i64 11, i64 %t544)
  br label %abort
inb90:
  %t546 = getelementptr inbounds float, float* %p1, i64 %t544
  %t547 = load float, float* %t546
  %t548 = load float, float* %v9
  %t549 = load float, float* %v4
  %t550 = call float @llvm.fmuladd.f32(float %t548, float %t549, float %t547)
  %t551 = icmp ult i64 %t543, %p1.len
  br i1 %t551, label %inb92, label %oob93, !prof !2
oob93:
  call void @tack.oob(i64* %status, i64 12, i64 %t543)
  br label %abort
inb92:
  %t552 = getelementptr inbounds float, float* %p1, i64 %t543
  store float %t550, float* %t552
  br label %it.latch49
it.latch49:
  %t553 = load i64, i64* %it6.1
  %t554 = add i64 %t553, 1
  store i64 %t554, i64* %it6.1
  br label %it.head47, !llvm.loop !0
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

declare float @llvm.sqrt.f32(float)
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
