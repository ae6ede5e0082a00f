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
  %blk10.11 = alloca i64
  %it10.11 = alloca i64
  %v10 = alloca i64
  %v11 = alloca float
  %v12 = alloca float
  %v13 = alloca float
  %v14 = alloca float
  %v15 = alloca i64
  %v16 = alloca i64
  %v17 = alloca i64
  %blk10.52 = alloca i64
  %it10.52 = alloca i64
  store i64 65536, i64* %budget
  store i32 %p3, i32* %v3
  store float %p4, float* %v4
  store float 0x3F847AE140000000, float* %v5
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
  %t9 = sext i32 3 to i64
  %t10 = mul i64 %t9, %start
  %t11 = sext i32 3 to i64
  %t12 = mul i64 %t11, %t8
  %t13 = icmp ult i64 %t10, %p2.len
  %t14 = icmp ult i64 %t12, %p2.len
  %t15 = and i1 %t13, %t14
  %t16 = sext i32 3 to i64
  %t17 = mul i64 %t16, %start
  %t18 = sext i32 1 to i64
  %t19 = add i64 %t17, %t18
  %t20 = sext i32 3 to i64
  %t21 = mul i64 %t20, %t8
  %t22 = sext i32 1 to i64
  %t23 = add i64 %t21, %t22
  %t24 = icmp ult i64 %t19, %p2.len
  %t25 = icmp ult i64 %t23, %p2.len
  %t26 = and i1 %t24, %t25
  %t27 = and i1 %t15, %t26
  %t28 = sext i32 3 to i64
  %t29 = mul i64 %t28, %start
  %t30 = sext i32 2 to i64
  %t31 = add i64 %t29, %t30
  %t32 = sext i32 3 to i64
  %t33 = mul i64 %t32, %t8
  %t34 = sext i32 2 to i64
  %t35 = add i64 %t33, %t34
  %t36 = icmp ult i64 %t31, %p2.len
  %t37 = icmp ult i64 %t35, %p2.len
  %t38 = and i1 %t36, %t37
  %t39 = and i1 %t27, %t38
  br i1 %t39, label %fast5, label %slow6
fast5:
  store i64 %start, i64* %it6.1
  br label %it.head7
it.head7:
  %t40 = load i64, i64* %it6.1
  %t41 = icmp slt i64 %t40, %end
  br i1 %t41, label %it.body8, label %loop.exit0
it.body8:
  store i64 %t40, i64* %v6
  store float 0x0000000000000000, float* %v7
  store float 0x0000000000000000, float* %v8
  store float 0x0000000000000000, float* %v9
  %t42 = load i32, i32* %v3
  %t43 = sext i32 %t42 to i64
  store i64 0, i64* %blk10.11
  br label %blk.head11
blk.head11:
  %t44 = load i64, i64* %blk10.11
  %t45 = icmp slt i64 %t44, %t43
  br i1 %t45, label %blk.body12, label %range.exit10
blk.body12:
  %t46 = add i64 %t44, 4096
  %t47 = icmp slt i64 %t46, %t43
  %t48 = select i1 %t47, i64 %t46, i64 %t43
  %t49 = sub i64 %t48, %t44
  %t50 = load i64, i64* %budget
  %t51 = sub i64 %t50, %t49
  store i64 %t51, i64* %budget
  %t52 = icmp slt i64 %t51, 0
  br i1 %t52, label %poll14, label %poll.go15
poll14:
  store i64 65536, i64* %budget
  %t53 = call i1 @tack.poll(i64* %status)
  br i1 %t53, label %abort, label %poll.go15
poll.go15:
  %t54 = sub i64 %t48, 1
  %t55 = sext i32 3 to i64
  %t56 = mul i64 %t55, %t44
  %t57 = sext i32 3 to i64
  %t58 = mul i64 %t57, %t54
  %t59 = icmp ult i64 %t56, %p0.len
  %t60 = icmp ult i64 %t58, %p0.len
  %t61 = and i1 %t59, %t60
  %t62 = sext i32 3 to i64
  %t63 = load i64, i64* %v6
  %t64 = mul i64 %t62, %t63
  %t65 = sext i32 3 to i64
  %t66 = load i64, i64* %v6
  %t67 = mul i64 %t65, %t66
  %t68 = icmp ult i64 %t64, %p0.len
  %t69 = icmp ult i64 %t67, %p0.len
  %t70 = and i1 %t68, %t69
  %t71 = and i1 %t61, %t70
  %t72 = sext i32 3 to i64
  %t73 = mul i64 %t72, %t44
  %t74 = sext i32 1 to i64
  %t75 = add i64 %t73, %t74
  %t76 = sext i32 3 to i64
  %t77 = mul i64 %t76, %t54
  %t78 = sext i32 1 to i64
  %t79 = add i64 %t77, %t78
  %t80 = icmp ult i64 %t75, %p0.len
  %t81 = icmp ult i64 %t79, %p0.len
  %t82 = and i1 %t80, %t81
  %t83 = and i1 %t71, %t82
  %t84 = sext i32 3 to i64
  %t85 = load i64, i64* %v6
  %t86 = mul i64 %t84, %t85
  %t87 = sext i32 1 to i64
  %t88 = add i64 %t86, %t87
  %t89 = sext i32 3 to i64
  %t90 = load i64, i64* %v6
  %t91 = mul i64 %t89, %t90
  %t92 = sext i32 1 to i64
  %t93 = add i64 %t91, %t92
  %t94 = icmp ult i64 %t88, %p0.len
  %t95 = icmp ult i64 %t93, %p0.len
  %t96 = and i1 %t94, %t95
  %t97 = and i1 %t83, %t96
  %t98 = sext i32 3 to i64
  %t99 = mul i64 %t98, %t44
  %t100 = sext i32 2 to i64
  %t101 = add i64 %t99, %t100
  %t102 = sext i32 3 to i64
  %t103 = mul i64 %t102, %t54
  %t104 = sext i32 2 to i64
  %t105 = add i64 %t103, %t104
  %t106 = icmp ult i64 %t101, %p0.len
  %t107 = icmp ult i64 %t105, %p0.len
  %t108 = and i1 %t106, %t107
  %t109 = and i1 %t97, %t108
  %t110 = sext i32 3 to i64
  %t111 = load i64, i64* %v6
  %t112 = mul i64 %t110, %t111
  %t113 = sext i32 2 to i64
  %t114 = add i64 %t112, %t113
  %t115 = sext i32 3 to i64
  %t116 = load i64, i64* %v6
  %t117 = mul i64 %t115, %t116
  %t118 = sext i32 2 to i64
  %t119 = add i64 %t117, %t118
  %t120 = icmp ult i64 %t114, %p0.len
  %t121 = icmp ult i64 %t119, %p0.len
  %t122 = and i1 %t120, %t121
  %t123 = and i1 %t109, %t122
  br i1 %t123, label %fast16, label %slow17
fast16:
  store i64 %t44, i64* %it10.11
  br label %it.head18
it.head18:
  %t124 = load i64, i64* %it10.11
  %t125 = icmp slt i64 %t124, %t48
  br i1 %t125, label %it.body19, label %blk.next13
it.body19:
  store i64 %t124, i64* %v10
  %t126 = load i64, i64* %v10
  %t127 = mul i64 3, %t126
  %t128 = getelementptr inbounds float, float* %p0, i64 %t127
  %t129 = load float, float* %t128
  %t130 = load i64, i64* %v6
  %t131 = mul i64 3, %t130
  %t132 = getelementptr inbounds float, float* %p0, i64 %t131
  %t133 = load float, float* %t132
  %t134 = fsub float %t129, %t133
  store float %t134, float* %v11
  %t135 = load i64, i64* %v10
  %t136 = mul i64 3, %t135
  %t137 = add i64 %t136, 1
  %t138 = getelementptr inbounds float, float* %p0, i64 %t137
  %t139 = load float, float* %t138
  %t140 = load i64, i64* %v6
  %t141 = mul i64 3, %t140
  %t142 = add i64 %t141, 1
  %t143 = getelementptr inbounds float, float* %p0, i64 %t142
  %t144 = load float, float* %t143
  %t145 = fsub float %t139, %t144
  store float %t145, float* %v12
  %t146 = load i64, i64* %v10
  %t147 = mul i64 3, %t146
  %t148 = add i64 %t147, 2
  %t149 = getelementptr inbounds float, float* %p0, i64 %t148
  %t150 = load float, float* %t149
  %t151 = load i64, i64* %v6
  %t152 = mul i64 3, %t151
  %t153 = add i64 %t152, 2
  %t154 = getelementptr inbounds float, float* %p0, i64 %t153
  %t155 = load float, float* %t154
  %t156 = fsub float %t150, %t155
  store float %t156, float* %v13
  %t157 = load float, float* %v11
  %t158 = load float, float* %v11
  %t159 = load float, float* %v12
  %t160 = load float, float* %v12
  %t161 = fmul float %t159, %t160
  %t162 = call float @llvm.fmuladd.f32(float %t157, float %t158, float %t161)
  %t163 = load float, float* %v13
  %t164 = load float, float* %v13
  %t165 = call float @llvm.fmuladd.f32(float %t163, float %t164, float %t162)
  %t166 = load float, float* %v5
  %t167 = call float @tack_fn_inverseCube_0(float %t165, float %t166, i64* %status, i64* %budget)
  store float %t167, float* %v14
  %t168 = load float, float* %v7
  %t169 = load float, float* %v11
  %t170 = load float, float* %v14
  %t171 = call float @llvm.fmuladd.f32(float %t169, float %t170, float %t168)
  store float %t171, float* %v7
  %t172 = load float, float* %v8
  %t173 = load float, float* %v12
  %t174 = load float, float* %v14
  %t175 = call float @llvm.fmuladd.f32(float %t173, float %t174, float %t172)
  store float %t175, float* %v8
  %t176 = load float, float* %v9
  %t177 = load float, float* %v13
  %t178 = load float, float* %v14
  %t179 = call float @llvm.fmuladd.f32(float %t177, float %t178, float %t176)
  store float %t179, float* %v9
  br label %it.latch20
it.latch20:
  %t180 = load i64, i64* %it10.11
  %t181 = add i64 %t180, 1
  store i64 %t181, i64* %it10.11
  br label %it.head18
slow17:
  store i64 %t44, i64* %it10.11
  br label %it.head21
it.head21:
  %t182 = load i64, i64* %it10.11
  %t183 = icmp slt i64 %t182, %t48
  br i1 %t183, label %it.body22, label %blk.next13
it.body22:
  store i64 %t182, i64* %v10
  %t184 = load i64, i64* %v10
  %t185 = mul i64 3, %t184
  %t186 = icmp ult i64 %t185, %p0.len
  br i1 %t186, label %inb24, label %oob25, !prof !2
oob25:
  call void @tack.oob(i64* %status, i64 1, i64 %t185, i64 %p0.len)
  br label %abort
inb24:
  %t187 = getelementptr inbounds float, float* %p0, i64 %t185
  %t188 = load float, float* %t187
  %t189 = load i64, i64* %v6
  %t190 = mul i64 3, %t189
  %t191 = icmp ult i64 %t190, %p0.len
  br i1 %t191, label %inb26, label %oob27, !prof !2
oob27:
  call void @tack.oob(i64* %status, i64 2, i64 %t190, i64 %p0.len)
  br label %abort
inb26:
  %t192 = getelementptr inbounds float, float* %p0, i64 %t190
  %t193 = load float, float* %t192
  %t194 = fsub float %t188, %t193
  store float %t194, float* %v11
  %t195 = load i64, i64* %v10
  %t196 = mul i64 3, %t195
  %t197 = add i64 %t196, 1
  %t198 = icmp ult i64 %t197, %p0.len
  br i1 %t198, label %inb28, label %oob29, !prof !2
oob29:
  call void @tack.oob(i64* %status, i64 3, i64 %t197, i64 %p0.len)
  br label %abort
inb28:
  %t199 = getelementptr inbounds float, float* %p0, i64 %t197
  %t200 = load float, float* %t199
  %t201 = load i64, i64* %v6
  %t202 = mul i64 3, %t201
  %t203 = add i64 %t202, 1
  %t204 = icmp ult i64 %t203, %p0.len
  br i1 %t204, label %inb30, label %oob31, !prof !2
oob31:
  call void @tack.oob(i64* %status, i64 4, i64 %t203, i64 %p0.len)
  br label %abort
inb30:
  %t205 = getelementptr inbounds float, float* %p0, i64 %t203
  %t206 = load float, float* %t205
  %t207 = fsub float %t200, %t206
  store float %t207, float* %v12
  %t208 = load i64, i64* %v10
  %t209 = mul i64 3, %t208
  %t210 = add i64 %t209, 2
  %t211 = icmp ult i64 %t210, %p0.len
  br i1 %t211, label %inb32, label %oob33, !prof !2
oob33:
  call void @tack.oob(i64* %status, i64 5, i64 %t210, i64 %p0.len)
  br label %abort
inb32:
  %t212 = getelementptr inbounds float, float* %p0, i64 %t210
  %t213 = load float, float* %t212
  %t214 = load i64, i64* %v6
  %t215 = mul i64 3, %t214
  %t216 = add i64 %t215, 2
  %t217 = icmp ult i64 %t216, %p0.len
  br i1 %t217, label %inb34, label %oob35, !prof !2
oob35:
  call void @tack.oob(i64* %status, i64 6, i64 %t216, i64 %p0.len)
  br label %abort
inb34:
  %t218 = getelementptr inbounds float, float* %p0, i64 %t216
  %t219 = load float, float* %t218
  %t220 = fsub float %t213, %t219
  store float %t220, float* %v13
  %t221 = load float, float* %v11
  %t222 = load float, float* %v11
  %t223 = load float, float* %v12
  %t224 = load float, float* %v12
  %t225 = fmul float %t223, %t224
  %t226 = call float @llvm.fmuladd.f32(float %t221, float %t222, float %t225)
  %t227 = load float, float* %v13
  %t228 = load float, float* %v13
  %t229 = call float @llvm.fmuladd.f32(float %t227, float %t228, float %t226)
  %t230 = load float, float* %v5
  %t231 = call float @tack_fn_inverseCube_0(float %t229, float %t230, i64* %status, i64* %budget)
  store float %t231, float* %v14
  %t232 = load float, float* %v7
  %t233 = load float, float* %v11
  %t234 = load float, float* %v14
  %t235 = call float @llvm.fmuladd.f32(float %t233, float %t234, float %t232)
  store float %t235, float* %v7
  %t236 = load float, float* %v8
  %t237 = load float, float* %v12
  %t238 = load float, float* %v14
  %t239 = call float @llvm.fmuladd.f32(float %t237, float %t238, float %t236)
  store float %t239, float* %v8
  %t240 = load float, float* %v9
  %t241 = load float, float* %v13
  %t242 = load float, float* %v14
  %t243 = call float @llvm.fmuladd.f32(float %t241, float %t242, float %t240)
  store float %t243, float* %v9
  br label %it.latch23
it.latch23:
  %t244 = load i64, i64* %it10.11
  %t245 = add i64 %t244, 1
  store i64 %t245, i64* %it10.11
  br label %it.head21, !llvm.loop !3
blk.next13:
  store i64 %t48, i64* %blk10.11
  br label %blk.head11
range.exit10:
  %t246 = load i64, i64* %v6
  %t247 = mul i64 3, %t246
  %t248 = load float, float* %v7
  %t249 = getelementptr inbounds float, float* %p2, i64 %t247
  store float %t248, float* %t249
  %t250 = load i64, i64* %v6
  %t251 = mul i64 3, %t250
  %t252 = add i64 %t251, 1
  %t253 = load float, float* %v8
  %t254 = getelementptr inbounds float, float* %p2, i64 %t252
  store float %t253, float* %t254
  %t255 = load i64, i64* %v6
  %t256 = mul i64 3, %t255
  %t257 = add i64 %t256, 2
  %t258 = load float, float* %v9
  %t259 = getelementptr inbounds float, float* %p2, i64 %t257
  store float %t258, float* %t259
  %t260 = load i64, i64* %v6
  %t261 = mul i64 3, %t260
  store i64 %t261, i64* %v15
  %t262 = load i64, i64* %v15
  %t263 = icmp ult i64 %t262, %p1.len
  br i1 %t263, label %inb36, label %oob37, !prof !2
oob37:
  call void @tack.oob(i64* %status, i64 7, i64 %t262, i64 %p1.len)
  br label %abort
inb36:
  %t264 = getelementptr inbounds float, float* %p1, i64 %t262
  %t265 = load float, float* %t264
  %t266 = load float, float* %v7
  %t267 = load float, float* %v4
  %t268 = call float @llvm.fmuladd.f32(float %t266, float %t267, float %t265)
  %t269 = icmp ult i64 %t261, %p1.len
  br i1 %t269, label %inb38, label %oob39, !prof !2
oob39:
  call void @tack.oob(i64* %status, i64 8, i64 %t261, i64 %p1.len)
  br label %abort
inb38:
  %t270 = getelementptr inbounds float, float* %p1, i64 %t261
  store float %t268, float* %t270
  %t271 = load i64, i64* %v6
  %t272 = mul i64 3, %t271
  %t273 = add i64 %t272, 1
  store i64 %t273, i64* %v16
  %t274 = load i64, i64* %v16
  %t275 = icmp ult i64 %t274, %p1.len
  br i1 %t275, label %inb40, label %oob41, !prof !2
oob41:
  call void @tack.oob(i64* %status, i64 9, i64 %t274, i64 %p1.len)
  br label %abort
inb40:
  %t276 = getelementptr inbounds float, float* %p1, i64 %t274
  %t277 = load float, float* %t276
  %t278 = load float, float* %v8
  %t279 = load float, float* %v4
  %t280 = call float @llvm.fmuladd.f32(float %t278, float %t279, float %t277)
  %t281 = icmp ult i64 %t273, %p1.len
  br i1 %t281, label %inb42, label %oob43, !prof !2
oob43:
  call void @tack.oob(i64* %status, i64 10, i64 %t273, i64 %p1.len)
  br label %abort
inb42:
  %t282 = getelementptr inbounds float, float* %p1, i64 %t273
  store float %t280, float* %t282
  %t283 = load i64, i64* %v6
  %t284 = mul i64 3, %t283
  %t285 = add i64 %t284, 2
  store i64 %t285, i64* %v17
  %t286 = load i64, i64* %v17
  %t287 = icmp ult i64 %t286, %p1.len
  br i1 %t287, label %inb44, label %oob45, !prof !2
oob45:
  call void @tack.oob(i64* %status, i64 11, i64 %t286, i64 %p1.len)
  br label %abort
inb44:
  %t288 = getelementptr inbounds float, float* %p1, i64 %t286
  %t289 = load float, float* %t288
  %t290 = load float, float* %v9
  %t291 = load float, float* %v4
  %t292 = call float @llvm.fmuladd.f32(float %t290, float %t291, float %t289)
  %t293 = icmp ult i64 %t285, %p1.len
  br i1 %t293, label %inb46, label %oob47, !prof !2
oob47:
  call void @tack.oob(i64* %status, i64 12, i64 %t285, i64 %p1.len)
  br label %abort
inb46:
  %t294 = getelementptr inbounds float, float* %p1, i64 %t285
  store float %t292, float* %t294
  br label %it.latch9
it.latch9:
  %t295 = load i64, i64* %it6.1
  %t296 = add i64 %t295, 1
  store i64 %t296, i64* %it6.1
  br label %it.head7, !llvm.loop !0
slow6:
  store i64 %start, i64* %it6.1
  br label %it.head48
it.head48:
  %t297 = load i64, i64* %it6.1
  %t298 = icmp slt i64 %t297, %end
  br i1 %t298, label %it.body49, label %loop.exit0
it.body49:
  store i64 %t297, i64* %v6
  store float 0x0000000000000000, float* %v7
  store float 0x0000000000000000, float* %v8
  store float 0x0000000000000000, float* %v9
  %t299 = load i32, i32* %v3
  %t300 = sext i32 %t299 to i64
  store i64 0, i64* %blk10.52
  br label %blk.head52
blk.head52:
  %t301 = load i64, i64* %blk10.52
  %t302 = icmp slt i64 %t301, %t300
  br i1 %t302, label %blk.body53, label %range.exit51
blk.body53:
  %t303 = add i64 %t301, 4096
  %t304 = icmp slt i64 %t303, %t300
  %t305 = select i1 %t304, i64 %t303, i64 %t300
  %t306 = sub i64 %t305, %t301
  %t307 = load i64, i64* %budget
  %t308 = sub i64 %t307, %t306
  store i64 %t308, i64* %budget
  %t309 = icmp slt i64 %t308, 0
  br i1 %t309, label %poll55, label %poll.go56
poll55:
  store i64 65536, i64* %budget
  %t310 = call i1 @tack.poll(i64* %status)
  br i1 %t310, label %abort, label %poll.go56
poll.go56:
  %t311 = sub i64 %t305, 1
  %t312 = sext i32 3 to i64
  %t313 = mul i64 %t312, %t301
  %t314 = sext i32 3 to i64
  %t315 = mul i64 %t314, %t311
  %t316 = icmp ult i64 %t313, %p0.len
  %t317 = icmp ult i64 %t315, %p0.len
  %t318 = and i1 %t316, %t317
  %t319 = sext i32 3 to i64
  %t320 = load i64, i64* %v6
  %t321 = mul i64 %t319, %t320
  %t322 = sext i32 3 to i64
  %t323 = load i64, i64* %v6
  %t324 = mul i64 %t322, %t323
  %t325 = icmp ult i64 %t321, %p0.len
  %t326 = icmp ult i64 %t324, %p0.len
  %t327 = and i1 %t325, %t326
  %t328 = and i1 %t318, %t327
  %t329 = sext i32 3 to i64
  %t330 = mul i64 %t329, %t301
  %t331 = sext i32 1 to i64
  %t332 = add i64 %t330, %t331
  %t333 = sext i32 3 to i64
  %t334 = mul i64 %t333, %t311
  %t335 = sext i32 1 to i64
  %t336 = add i64 %t334, %t335
  %t337 = icmp ult i64 %t332, %p0.len
  %t338 = icmp ult i64 %t336, %p0.len
  %t339 = and i1 %t337, %t338
  %t340 = and i1 %t328, %t339
  %t341 = sext i32 3 to i64
  %t342 = load i64, i64* %v6
  %t343 = mul i64 %t341, %t342
  %t344 = sext i32 1 to i64
  %t345 = add i64 %t343, %t344
  %t346 = sext i32 3 to i64
  %t347 = load i64, i64* %v6
  %t348 = mul i64 %t346, %t347
  %t349 = sext i32 1 to i64
  %t350 = add i64 %t348, %t349
  %t351 = icmp ult i64 %t345, %p0.len
  %t352 = icmp ult i64 %t350, %p0.len
  %t353 = and i1 %t351, %t352
  %t354 = and i1 %t340, %t353
  %t355 = sext i32 3 to i64
  %t356 = mul i64 %t355, %t301
  %t357 = sext i32 2 to i64
  %t358 = add i64 %t356, %t357
  %t359 = sext i32 3 to i64
  %t360 = mul i64 %t359, %t311
  %t361 = sext i32 2 to i64
  %t362 = add i64 %t360, %t361
  %t363 = icmp ult i64 %t358, %p0.len
  %t364 = icmp ult i64 %t362, %p0.len
  %t365 = and i1 %t363, %t364
  %t366 = and i1 %t354, %t365
  %t367 = sext i32 3 to i64
  %t368 = load i64, i64* %v6
  %t369 = mul i64 %t367, %t368
  %t370 = sext i32 2 to i64
  %t371 = add i64 %t369, %t370
  %t372 = sext i32 3 to i64
  %t373 = load i64, i64* %v6
  %t374 = mul i64 %t372, %t373
  %t375 = sext i32 2 to i64
  %t376 = add i64 %t374, %t375
  %t377 = icmp ult i64 %t371, %p0.len
  %t378 = icmp ult i64 %t376, %p0.len
  %t379 = and i1 %t377, %t378
  %t380 = and i1 %t366, %t379
  br i1 %t380, label %fast57, label %slow58
fast57:
  store i64 %t301, i64* %it10.52
  br label %it.head59
it.head59:
  %t381 = load i64, i64* %it10.52
  %t382 = icmp slt i64 %t381, %t305
  br i1 %t382, label %it.body60, label %blk.next54
it.body60:
  store i64 %t381, i64* %v10
  %t383 = load i64, i64* %v10
  %t384 = mul i64 3, %t383
  %t385 = getelementptr inbounds float, float* %p0, i64 %t384
  %t386 = load float, float* %t385
  %t387 = load i64, i64* %v6
  %t388 = mul i64 3, %t387
  %t389 = getelementptr inbounds float, float* %p0, i64 %t388
  %t390 = load float, float* %t389
  %t391 = fsub float %t386, %t390
  store float %t391, float* %v11
  %t392 = load i64, i64* %v10
  %t393 = mul i64 3, %t392
  %t394 = add i64 %t393, 1
  %t395 = getelementptr inbounds float, float* %p0, i64 %t394
  %t396 = load float, float* %t395
  %t397 = load i64, i64* %v6
  %t398 = mul i64 3, %t397
  %t399 = add i64 %t398, 1
  %t400 = getelementptr inbounds float, float* %p0, i64 %t399
  %t401 = load float, float* %t400
  %t402 = fsub float %t396, %t401
  store float %t402, float* %v12
  %t403 = load i64, i64* %v10
  %t404 = mul i64 3, %t403
  %t405 = add i64 %t404, 2
  %t406 = getelementptr inbounds float, float* %p0, i64 %t405
  %t407 = load float, float* %t406
  %t408 = load i64, i64* %v6
  %t409 = mul i64 3, %t408
  %t410 = add i64 %t409, 2
  %t411 = getelementptr inbounds float, float* %p0, i64 %t410
  %t412 = load float, float* %t411
  %t413 = fsub float %t407, %t412
  store float %t413, float* %v13
  %t414 = load float, float* %v11
  %t415 = load float, float* %v11
  %t416 = load float, float* %v12
  %t417 = load float, float* %v12
  %t418 = fmul float %t416, %t417
  %t419 = call float @llvm.fmuladd.f32(float %t414, float %t415, float %t418)
  %t420 = load float, float* %v13
  %t421 = load float, float* %v13
  %t422 = call float @llvm.fmuladd.f32(float %t420, float %t421, float %t419)
  %t423 = load float, float* %v5
  %t424 = call float @tack_fn_inverseCube_0(float %t422, float %t423, i64* %status, i64* %budget)
  store float %t424, float* %v14
  %t425 = load float, float* %v7
  %t426 = load float, float* %v11
  %t427 = load float, float* %v14
  %t428 = call float @llvm.fmuladd.f32(float %t426, float %t427, float %t425)
  store float %t428, float* %v7
  %t429 = load float, float* %v8
  %t430 = load float, float* %v12
  %t431 = load float, float* %v14
  %t432 = call float @llvm.fmuladd.f32(float %t430, float %t431, float %t429)
  store float %t432, float* %v8
  %t433 = load float, float* %v9
  %t434 = load float, float* %v13
  %t435 = load float, float* %v14
  %t436 = call float @llvm.fmuladd.f32(float %t434, float %t435, float %t433)
  store float %t436, float* %v9
  br label %it.latch61
it.latch61:
  %t437 = load i64, i64* %it10.52
  %t438 = add i64 %t437, 1
  store i64 %t438, i64* %it10.52
  br label %it.head59, !llvm.loop !3
slow58:
  store i64 %t301, i64* %it10.52
  br label %it.head62
it.head62:
  %t439 = load i64, i64* %it10.52
  %t440 = icmp slt i64 %t439, %t305
  br i1 %t440, label %it.body63, label %blk.next54
it.body63:
  store i64 %t439, i64* %v10
  %t441 = load i64, i64* %v10
  %t442 = mul i64 3, %t441
  %t443 = icmp ult i64 %t442, %p0.len
  br i1 %t443, label %inb65, label %oob66, !prof !2
oob66:
  call void @tack.oob(i64* %status, i64 1, i64 %t442, i64 %p0.len)
  br label %abort
inb65:
  %t444 = getelementptr inbounds float, float* %p0, i64 %t442
  %t445 = load float, float* %t444
  %t446 = load i64, i64* %v6
  %t447 = mul i64 3, %t446
  %t448 = icmp ult i64 %t447, %p0.len
  br i1 %t448, label %inb67, label %oob68, !prof !2
oob68:
  call void @tack.oob(i64* %status, i64 2, i64 %t447, i64 %p0.len)
  br label %abort
inb67:
  %t449 = getelementptr inbounds float, float* %p0, i64 %t447
  %t450 = load float, float* %t449
  %t451 = fsub float %t445, %t450
  store float %t451, float* %v11
  %t452 = load i64, i64* %v10
  %t453 = mul i64 3, %t452
  %t454 = add i64 %t453, 1
  %t455 = icmp ult i64 %t454, %p0.len
  br i1 %t455, label %inb69, label %oob70, !prof !2
oob70:
  call void @tack.oob(i64* %status, i64 3, i64 %t454, i64 %p0.len)
  br label %abort
inb69:
  %t456 = getelementptr inbounds float, float* %p0, i64 %t454
  %t457 = load float, float* %t456
  %t458 = load i64, i64* %v6
  %t459 = mul i64 3, %t458
  %t460 = add i64 %t459, 1
  %t461 = icmp ult i64 %t460, %p0.len
  br i1 %t461, label %inb71, label %oob72, !prof !2
oob72:
  call void @tack.oob(i64* %status, i64 4, i64 %t460, i64 %p0.len)
  br label %abort
inb71:
  %t462 = getelementptr inbounds float, float* %p0, i64 %t460
  %t463 = load float, float* %t462
  %t464 = fsub float %t457, %t463
  store float %t464, float* %v12
  %t465 = load i64, i64* %v10
  %t466 = mul i64 3, %t465
  %t467 = add i64 %t466, 2
  %t468 = icmp ult i64 %t467, %p0.len
  br i1 %t468, label %inb73, label %oob74, !prof !2
oob74:
  call void @tack.oob(i64* %status, i64 5, i64 %t467, i64 %p0.len)
  br label %abort
inb73:
  %t469 = getelementptr inbounds float, float* %p0, i64 %t467
  %t470 = load float, float* %t469
  %t471 = load i64, i64* %v6
  %t472 = mul i64 3, %t471
  %t473 = add i64 %t472, 2
  %t474 = icmp ult i64 %t473, %p0.len
  br i1 %t474, label %inb75, label %oob76, !prof !2
oob76:
  call void @tack.oob(i64* %status, i64 6, i64 %t473, i64 %p0.len)
  br label %abort
inb75:
  %t475 = getelementptr inbounds float, float* %p0, i64 %t473
  %t476 = load float, float* %t475
  %t477 = fsub float %t470, %t476
  store float %t477, float* %v13
  %t478 = load float, float* %v11
  %t479 = load float, float* %v11
  %t480 = load float, float* %v12
  %t481 = load float, float* %v12
  %t482 = fmul float %t480, %t481
  %t483 = call float @llvm.fmuladd.f32(float %t478, float %t479, float %t482)
  %t484 = load float, float* %v13
  %t485 = load float, float* %v13
  %t486 = call float @llvm.fmuladd.f32(float %t484, float %t485, float %t483)
  %t487 = load float, float* %v5
  %t488 = call float @tack_fn_inverseCube_0(float %t486, float %t487, i64* %status, i64* %budget)
  store float %t488, float* %v14
  %t489 = load float, float* %v7
  %t490 = load float, float* %v11
  %t491 = load float, float* %v14
  %t492 = call float @llvm.fmuladd.f32(float %t490, float %t491, float %t489)
  store float %t492, float* %v7
  %t493 = load float, float* %v8
  %t494 = load float, float* %v12
  %t495 = load float, float* %v14
  %t496 = call float @llvm.fmuladd.f32(float %t494, float %t495, float %t493)
  store float %t496, float* %v8
  %t497 = load float, float* %v9
  %t498 = load float, float* %v13
  %t499 = load float, float* %v14
  %t500 = call float @llvm.fmuladd.f32(float %t498, float %t499, float %t497)
  store float %t500, float* %v9
  br label %it.latch64
it.latch64:
  %t501 = load i64, i64* %it10.52
  %t502 = add i64 %t501, 1
  store i64 %t502, i64* %it10.52
  br label %it.head62, !llvm.loop !3
blk.next54:
  store i64 %t305, i64* %blk10.52
  br label %blk.head52
range.exit51:
  %t503 = load i64, i64* %v6
  %t504 = mul i64 3, %t503
  %t505 = load float, float* %v7
  %t506 = icmp ult i64 %t504, %p2.len
  br i1 %t506, label %inb77, label %oob78, !prof !2
oob78:
  call void @tack.oob(i64* %status, i64 13, i64 %t504, i64 %p2.len)
  br label %abort
inb77:
  %t507 = getelementptr inbounds float, float* %p2, i64 %t504
  store float %t505, float* %t507
  %t508 = load i64, i64* %v6
  %t509 = mul i64 3, %t508
  %t510 = add i64 %t509, 1
  %t511 = load float, float* %v8
  %t512 = icmp ult i64 %t510, %p2.len
  br i1 %t512, label %inb79, label %oob80, !prof !2
oob80:
  call void @tack.oob(i64* %status, i64 14, i64 %t510, i64 %p2.len)
  br label %abort
inb79:
  %t513 = getelementptr inbounds float, float* %p2, i64 %t510
  store float %t511, float* %t513
  %t514 = load i64, i64* %v6
  %t515 = mul i64 3, %t514
  %t516 = add i64 %t515, 2
  %t517 = load float, float* %v9
  %t518 = icmp ult i64 %t516, %p2.len
  br i1 %t518, label %inb81, label %oob82, !prof !2
oob82:
  call void @tack.oob(i64* %status, i64 15, i64 %t516, i64 %p2.len)
  br label %abort
inb81:
  %t519 = getelementptr inbounds float, float* %p2, i64 %t516
  store float %t517, float* %t519
  %t520 = load i64, i64* %v6
  %t521 = mul i64 3, %t520
  store i64 %t521, i64* %v15
  %t522 = load i64, i64* %v15
  %t523 = icmp ult i64 %t522, %p1.len
  br i1 %t523, label %inb83, label %oob84, !prof !2
oob84:
  call void @tack.oob(i64* %status, i64 7, i64 %t522, i64 %p1.len)
  br label %abort
inb83:
  %t524 = getelementptr inbounds float, float* %p1, i64 %t522
  %t525 = load float, float* %t524
  %t526 = load float, float* %v7
  %t527 = load float, float* %v4
  %t528 = call float @llvm.fmuladd.f32(float %t526, float %t527, float %t525)
  %t529 = icmp ult i64 %t521, %p1.len
  br i1 %t529, label %inb85, label %oob86, !prof !2
oob86:
  call void @tack.oob(i64* %status, i64 8, i64 %t521, i64 %p1.len)
  br label %abort
inb85:
  %t530 = getelementptr inbounds float, float* %p1, i64 %t521
  store float %t528, float* %t530
  %t531 = load i64, i64* %v6
  %t532 = mul i64 3, %t531
  %t533 = add i64 %t532, 1
  store i64 %t533, i64* %v16
  %t534 = load i64, i64* %v16
  %t535 = icmp ult i64 %t534, %p1.len
  br i1 %t535, label %inb87, label %oob88, !prof !2
oob88:
  call void @tack.oob(i64* %status, i64 9, i64 %t534, i64 %p1.len)
  br label %abort
inb87:
  %t536 = getelementptr inbounds float, float* %p1, i64 %t534
  %t537 = load float, float* %t536
  %t538 = load float, float* %v8
  %t539 = load float, float* %v4
  %t540 = call float @llvm.fmuladd.f32(float %t538, float %t539, float %t537)
  %t541 = icmp ult i64 %t533, %p1.len
  br i1 %t541, label %inb89, label %oob90, !prof !2
oob90:
  call void @tack.oob(i64* %status, i64 10, i64 %t533, i64 %p1.len)
  br label %abort
inb89:
  %t542 = getelementptr inbounds float, float* %p1, i64 %t533
  store float %t540, float* %t542
  %t543 = load i64, i64* %v6
  %t544 = mul i64 3, %t543
  %t545 = add i64 %t544, 2
  store i64 %t545, i64* %v17
  %t546 = load i64, i64* %v17
  %t547 = icmp ult i64 %t546, %p1.len
  br i1 %t547, label %inb91, label %oob92, !prof !2
oob92:
  call void @tack.oob(i64* %status, i64 11, i64 %t546, i64 %p1.len)
  br label %abort
inb91:
  %t548 = getelementptr inbounds float, float* %p1, i64 %t546
  %t549 = load float, float* %t548
  %t550 = load float, float* %v9
  %t551 = load float, float* %v4
  %t552 = call float @llvm.fmuladd.f32(float %t550, float %t551, float %t549)
  %t553 = icmp ult i64 %t545, %p1.len
  br i1 %t553, label %inb93, label %oob94, !prof !2
oob94:
  call void @tack.oob(i64* %status, i64 12, i64 %t545, i64 %p1.len)
  br label %abort
inb93:
  %t554 = getelementptr inbounds float, float* %p1, i64 %t545
  store float %t552, float* %t554
  br label %it.latch50
it.latch50:
  %t555 = load i64, i64* %it6.1
  %t556 = add i64 %t555, 1
  store i64 %t556, i64* %it6.1
  br label %it.head48, !llvm.loop !0
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
