; Session 5's SPMD IR of bench/cpu/scaling.mjs's stencil (an 8-lane group loop unrolled 4 times by llvm.loop.unroll.count),
; the lanes as session 5's generator made them (this branch before the wide loop-free bodies, spmd: "always"); kept for harness.c.
; Tack kernel 'stencil5' (generated; do not edit)
; spmd: yes (8 lanes)
source_filename = "tack"
target triple = "x86_64-pc-linux-gnu"

define void @stencil_unrolled(float* noalias %p0, float* noalias %p1, i32 %p2, i32 %p3, i64 %p0.len, i64 %p1.len, i64* %status, i64 %start, i64 %end) #0 {
entry:
  %budget = alloca i64
  %v2 = alloca i32
  %v3 = alloca i32
  %row = alloca i64
  %v4 = alloca i64
  %it5.5 = alloca i64
  %v5 = alloca i64
  %vv5 = alloca <8 x i64>
  %vv6 = alloca <8 x i64>
  %v6 = alloca i64
  store i64 65536, i64* %budget
  store i32 %p2, i32* %v2
  store i32 %p3, i32* %v3
  %t0 = load i32, i32* %v2
  %t1 = sub i32 %t0, 2
  %t2 = sext i32 %t1 to i64
  %t3 = load i32, i32* %v3
  %t4 = sub i32 %t3, 2
  %t5 = sext i32 %t4 to i64
  %t6 = icmp slt i64 %start, %end
  br i1 %t6, label %grid.init1, label %loop.exit0
grid.init1:
  %t7 = sdiv i64 %start, %t5
  store i64 %t7, i64* %row
  br label %grid.row2
grid.row2:
  %t8 = load i64, i64* %row
  %t9 = mul i64 %t8, %t5
  %t10 = icmp slt i64 %t9, %end
  br i1 %t10, label %grid.rowbody3, label %loop.exit0
grid.rowbody3:
  %t11 = sub i64 %start, %t9
  %t12 = icmp sgt i64 %t11, 0
  %t13 = select i1 %t12, i64 %t11, i64 0
  %t14 = sub i64 %end, %t9
  %t15 = icmp slt i64 %t14, %t5
  %t16 = select i1 %t15, i64 %t14, i64 %t5
  store i64 %t8, i64* %v4
  %t17 = icmp sge i64 %t13, %t16
  br i1 %t17, label %grid.rowlatch4, label %chunk5
chunk5:
  %t18 = load atomic i64, i64* %status monotonic, align 8
  %t19 = icmp ne i64 %t18, 0
  br i1 %t19, label %abort, label %chunk.go6, !prof !6
chunk.go6:
  %t20 = sub i64 %t16, %t13
  %t21 = load i64, i64* %budget
  %t22 = sub i64 %t21, %t20
  store i64 %t22, i64* %budget
  %t23 = icmp slt i64 %t22, 0
  br i1 %t23, label %poll7, label %poll.go8
poll7:
  store i64 65536, i64* %budget
  %t24 = call i1 @tack.poll(i64* %status)
  br i1 %t24, label %abort, label %poll.go8
poll.go8:
  %t25 = sub i64 %t16, 1
  %t26 = load i64, i64* %v4
  %t27 = sext i32 1 to i64
  %t28 = add i64 %t26, %t27
  %t29 = load i32, i32* %v3
  %t30 = sext i32 %t29 to i64
  %t31 = mul i64 %t28, %t30
  %t32 = add i64 %t31, %t13
  %t33 = sext i32 1 to i64
  %t34 = add i64 %t32, %t33
  %t35 = load i64, i64* %v4
  %t36 = sext i32 1 to i64
  %t37 = add i64 %t35, %t36
  %t38 = load i32, i32* %v3
  %t39 = sext i32 %t38 to i64
  %t40 = mul i64 %t37, %t39
  %t41 = add i64 %t40, %t25
  %t42 = sext i32 1 to i64
  %t43 = add i64 %t41, %t42
  %t44 = icmp ult i64 %t34, %p0.len
  %t45 = icmp ult i64 %t43, %p0.len
  %t46 = and i1 %t44, %t45
  %t47 = load i64, i64* %v4
  %t48 = sext i32 1 to i64
  %t49 = add i64 %t47, %t48
  %t50 = load i32, i32* %v3
  %t51 = sext i32 %t50 to i64
  %t52 = mul i64 %t49, %t51
  %t53 = add i64 %t52, %t13
  %t54 = sext i32 1 to i64
  %t55 = add i64 %t53, %t54
  %t56 = sext i32 1 to i64
  %t57 = sub i64 %t55, %t56
  %t58 = load i64, i64* %v4
  %t59 = sext i32 1 to i64
  %t60 = add i64 %t58, %t59
  %t61 = load i32, i32* %v3
  %t62 = sext i32 %t61 to i64
  %t63 = mul i64 %t60, %t62
  %t64 = add i64 %t63, %t25
  %t65 = sext i32 1 to i64
  %t66 = add i64 %t64, %t65
  %t67 = sext i32 1 to i64
  %t68 = sub i64 %t66, %t67
  %t69 = icmp ult i64 %t57, %p0.len
  %t70 = icmp ult i64 %t68, %p0.len
  %t71 = and i1 %t69, %t70
  %t72 = and i1 %t46, %t71
  %t73 = load i64, i64* %v4
  %t74 = sext i32 1 to i64
  %t75 = add i64 %t73, %t74
  %t76 = load i32, i32* %v3
  %t77 = sext i32 %t76 to i64
  %t78 = mul i64 %t75, %t77
  %t79 = add i64 %t78, %t13
  %t80 = sext i32 1 to i64
  %t81 = add i64 %t79, %t80
  %t82 = sext i32 1 to i64
  %t83 = add i64 %t81, %t82
  %t84 = load i64, i64* %v4
  %t85 = sext i32 1 to i64
  %t86 = add i64 %t84, %t85
  %t87 = load i32, i32* %v3
  %t88 = sext i32 %t87 to i64
  %t89 = mul i64 %t86, %t88
  %t90 = add i64 %t89, %t25
  %t91 = sext i32 1 to i64
  %t92 = add i64 %t90, %t91
  %t93 = sext i32 1 to i64
  %t94 = add i64 %t92, %t93
  %t95 = icmp ult i64 %t83, %p0.len
  %t96 = icmp ult i64 %t94, %p0.len
  %t97 = and i1 %t95, %t96
  %t98 = and i1 %t72, %t97
  %t99 = load i64, i64* %v4
  %t100 = sext i32 1 to i64
  %t101 = add i64 %t99, %t100
  %t102 = load i32, i32* %v3
  %t103 = sext i32 %t102 to i64
  %t104 = mul i64 %t101, %t103
  %t105 = add i64 %t104, %t13
  %t106 = sext i32 1 to i64
  %t107 = add i64 %t105, %t106
  %t108 = load i32, i32* %v3
  %t109 = sext i32 %t108 to i64
  %t110 = sub i64 %t107, %t109
  %t111 = load i64, i64* %v4
  %t112 = sext i32 1 to i64
  %t113 = add i64 %t111, %t112
  %t114 = load i32, i32* %v3
  %t115 = sext i32 %t114 to i64
  %t116 = mul i64 %t113, %t115
  %t117 = add i64 %t116, %t25
  %t118 = sext i32 1 to i64
  %t119 = add i64 %t117, %t118
  %t120 = load i32, i32* %v3
  %t121 = sext i32 %t120 to i64
  %t122 = sub i64 %t119, %t121
  %t123 = icmp ult i64 %t110, %p0.len
  %t124 = icmp ult i64 %t122, %p0.len
  %t125 = and i1 %t123, %t124
  %t126 = and i1 %t98, %t125
  %t127 = load i64, i64* %v4
  %t128 = sext i32 1 to i64
  %t129 = add i64 %t127, %t128
  %t130 = load i32, i32* %v3
  %t131 = sext i32 %t130 to i64
  %t132 = mul i64 %t129, %t131
  %t133 = add i64 %t132, %t13
  %t134 = sext i32 1 to i64
  %t135 = add i64 %t133, %t134
  %t136 = load i32, i32* %v3
  %t137 = sext i32 %t136 to i64
  %t138 = add i64 %t135, %t137
  %t139 = load i64, i64* %v4
  %t140 = sext i32 1 to i64
  %t141 = add i64 %t139, %t140
  %t142 = load i32, i32* %v3
  %t143 = sext i32 %t142 to i64
  %t144 = mul i64 %t141, %t143
  %t145 = add i64 %t144, %t25
  %t146 = sext i32 1 to i64
  %t147 = add i64 %t145, %t146
  %t148 = load i32, i32* %v3
  %t149 = sext i32 %t148 to i64
  %t150 = add i64 %t147, %t149
  %t151 = icmp ult i64 %t138, %p0.len
  %t152 = icmp ult i64 %t150, %p0.len
  %t153 = and i1 %t151, %t152
  %t154 = and i1 %t126, %t153
  %t155 = load i64, i64* %v4
  %t156 = sext i32 1 to i64
  %t157 = add i64 %t155, %t156
  %t158 = load i32, i32* %v3
  %t159 = sext i32 %t158 to i64
  %t160 = mul i64 %t157, %t159
  %t161 = add i64 %t160, %t13
  %t162 = sext i32 1 to i64
  %t163 = add i64 %t161, %t162
  %t164 = load i64, i64* %v4
  %t165 = sext i32 1 to i64
  %t166 = add i64 %t164, %t165
  %t167 = load i32, i32* %v3
  %t168 = sext i32 %t167 to i64
  %t169 = mul i64 %t166, %t168
  %t170 = add i64 %t169, %t25
  %t171 = sext i32 1 to i64
  %t172 = add i64 %t170, %t171
  %t173 = icmp ult i64 %t163, %p1.len
  %t174 = icmp ult i64 %t172, %p1.len
  %t175 = and i1 %t173, %t174
  %t176 = and i1 %t154, %t175
  br i1 %t176, label %fast9, label %slow10
fast9:
  %t177 = sub i64 %t16, %t13
  %t178 = and i64 %t177, -8
  %t179 = add i64 %t13, %t178
  store i64 %t13, i64* %it5.5
  br label %spmd.head11
spmd.head11:
  %t180 = load i64, i64* %it5.5
  %t181 = icmp slt i64 %t180, %t179
  br i1 %t181, label %spmd.body12, label %spmd.done14
spmd.body12:
  store i64 %t180, i64* %v5
  %t182 = insertelement <8 x i64> undef, i64 %t180, i32 0
  %t183 = shufflevector <8 x i64> %t182, <8 x i64> undef, <8 x i32> zeroinitializer
  %t184 = add <8 x i64> %t183, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  store <8 x i64> %t184, <8 x i64>* %vv5
  store <8 x i64> zeroinitializer, <8 x i64>* %vv6
  %t185 = load i64, i64* %v4
  %t186 = add i64 %t185, 1
  %t187 = load i32, i32* %v3
  %t188 = sext i32 %t187 to i64
  %t189 = mul i64 %t186, %t188
  %t190 = insertelement <8 x i64> undef, i64 %t189, i32 0
  %t191 = shufflevector <8 x i64> %t190, <8 x i64> undef, <8 x i32> zeroinitializer
  %t192 = load <8 x i64>, <8 x i64>* %vv5
  %t193 = add <8 x i64> %t191, %t192
  %t194 = add <8 x i64> %t193, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>
  store <8 x i64> %t194, <8 x i64>* %vv6
  %t195 = load i64, i64* %v4
  %t196 = sext i32 1 to i64
  %t197 = add i64 %t195, %t196
  %t198 = load i32, i32* %v3
  %t199 = sext i32 %t198 to i64
  %t200 = mul i64 %t197, %t199
  %t201 = add i64 %t200, %t180
  %t202 = sext i32 1 to i64
  %t203 = add i64 %t201, %t202
  %t204 = getelementptr inbounds float, float* %p0, i64 %t203
  %t205 = bitcast float* %t204 to <8 x float>*
  %t206 = load <8 x float>, <8 x float>* %t205, align 4
  %t207 = load i64, i64* %v4
  %t208 = sext i32 1 to i64
  %t209 = add i64 %t207, %t208
  %t210 = load i32, i32* %v3
  %t211 = sext i32 %t210 to i64
  %t212 = mul i64 %t209, %t211
  %t213 = add i64 %t212, %t180
  %t214 = sext i32 1 to i64
  %t215 = add i64 %t213, %t214
  %t216 = sext i32 1 to i64
  %t217 = sub i64 %t215, %t216
  %t218 = getelementptr inbounds float, float* %p0, i64 %t217
  %t219 = bitcast float* %t218 to <8 x float>*
  %t220 = load <8 x float>, <8 x float>* %t219, align 4
  %t221 = fadd <8 x float> %t206, %t220
  %t222 = load i64, i64* %v4
  %t223 = sext i32 1 to i64
  %t224 = add i64 %t222, %t223
  %t225 = load i32, i32* %v3
  %t226 = sext i32 %t225 to i64
  %t227 = mul i64 %t224, %t226
  %t228 = add i64 %t227, %t180
  %t229 = sext i32 1 to i64
  %t230 = add i64 %t228, %t229
  %t231 = sext i32 1 to i64
  %t232 = add i64 %t230, %t231
  %t233 = getelementptr inbounds float, float* %p0, i64 %t232
  %t234 = bitcast float* %t233 to <8 x float>*
  %t235 = load <8 x float>, <8 x float>* %t234, align 4
  %t236 = fadd <8 x float> %t221, %t235
  %t237 = load i64, i64* %v4
  %t238 = sext i32 1 to i64
  %t239 = add i64 %t237, %t238
  %t240 = load i32, i32* %v3
  %t241 = sext i32 %t240 to i64
  %t242 = mul i64 %t239, %t241
  %t243 = add i64 %t242, %t180
  %t244 = sext i32 1 to i64
  %t245 = add i64 %t243, %t244
  %t246 = load i32, i32* %v3
  %t247 = sext i32 %t246 to i64
  %t248 = sub i64 %t245, %t247
  %t249 = getelementptr inbounds float, float* %p0, i64 %t248
  %t250 = bitcast float* %t249 to <8 x float>*
  %t251 = load <8 x float>, <8 x float>* %t250, align 4
  %t252 = fadd <8 x float> %t236, %t251
  %t253 = load i64, i64* %v4
  %t254 = sext i32 1 to i64
  %t255 = add i64 %t253, %t254
  %t256 = load i32, i32* %v3
  %t257 = sext i32 %t256 to i64
  %t258 = mul i64 %t255, %t257
  %t259 = add i64 %t258, %t180
  %t260 = sext i32 1 to i64
  %t261 = add i64 %t259, %t260
  %t262 = load i32, i32* %v3
  %t263 = sext i32 %t262 to i64
  %t264 = add i64 %t261, %t263
  %t265 = getelementptr inbounds float, float* %p0, i64 %t264
  %t266 = bitcast float* %t265 to <8 x float>*
  %t267 = load <8 x float>, <8 x float>* %t266, align 4
  %t268 = fadd <8 x float> %t252, %t267
  %t269 = fmul <8 x float> <float 0x3FC99999A0000000, float 0x3FC99999A0000000, float 0x3FC99999A0000000, float 0x3FC99999A0000000, float 0x3FC99999A0000000, float 0x3FC99999A0000000, float 0x3FC99999A0000000, float 0x3FC99999A0000000>, %t268
  %t270 = load i64, i64* %v4
  %t271 = sext i32 1 to i64
  %t272 = add i64 %t270, %t271
  %t273 = load i32, i32* %v3
  %t274 = sext i32 %t273 to i64
  %t275 = mul i64 %t272, %t274
  %t276 = add i64 %t275, %t180
  %t277 = sext i32 1 to i64
  %t278 = add i64 %t276, %t277
  %t279 = getelementptr inbounds float, float* %p1, i64 %t278
  %t280 = bitcast float* %t279 to <8 x float>*
  store <8 x float> %t269, <8 x float>* %t280, align 4
  br label %spmd.latch13
spmd.latch13:
  %t281 = load i64, i64* %it5.5
  %t282 = add i64 %t281, 8
  store i64 %t282, i64* %it5.5
  br label %spmd.head11, !llvm.loop !7
spmd.done14:
  store i64 %t179, i64* %it5.5
  br label %it.head15
it.head15:
  %t283 = load i64, i64* %it5.5
  %t284 = icmp slt i64 %t283, %t16
  br i1 %t284, label %it.body16, label %grid.rowlatch4
it.body16:
  store i64 %t283, i64* %v5
  %t285 = load i64, i64* %v4
  %t286 = add i64 %t285, 1
  %t287 = load i32, i32* %v3
  %t288 = sext i32 %t287 to i64
  %t289 = mul i64 %t286, %t288
  %t290 = load i64, i64* %v5
  %t291 = add i64 %t289, %t290
  %t292 = add i64 %t291, 1
  store i64 %t292, i64* %v6
  %t293 = load i64, i64* %v6
  %t294 = load i64, i64* %v6
  %t295 = getelementptr inbounds float, float* %p0, i64 %t294
  %t296 = load float, float* %t295
  %t297 = load i64, i64* %v6
  %t298 = sub i64 %t297, 1
  %t299 = getelementptr inbounds float, float* %p0, i64 %t298
  %t300 = load float, float* %t299
  %t301 = fadd float %t296, %t300
  %t302 = load i64, i64* %v6
  %t303 = add i64 %t302, 1
  %t304 = getelementptr inbounds float, float* %p0, i64 %t303
  %t305 = load float, float* %t304
  %t306 = fadd float %t301, %t305
  %t307 = load i64, i64* %v6
  %t308 = load i32, i32* %v3
  %t309 = sext i32 %t308 to i64
  %t310 = sub i64 %t307, %t309
  %t311 = getelementptr inbounds float, float* %p0, i64 %t310
  %t312 = load float, float* %t311
  %t313 = fadd float %t306, %t312
  %t314 = load i64, i64* %v6
  %t315 = load i32, i32* %v3
  %t316 = sext i32 %t315 to i64
  %t317 = add i64 %t314, %t316
  %t318 = getelementptr inbounds float, float* %p0, i64 %t317
  %t319 = load float, float* %t318
  %t320 = fadd float %t313, %t319
  %t321 = fmul float 0x3FC99999A0000000, %t320
  %t322 = getelementptr inbounds float, float* %p1, i64 %t293
  store float %t321, float* %t322
  br label %it.latch17
it.latch17:
  %t323 = load i64, i64* %it5.5
  %t324 = add i64 %t323, 1
  store i64 %t324, i64* %it5.5
  br label %it.head15, !llvm.loop !3
slow10:
  store i64 %t13, i64* %it5.5
  br label %it.head18
it.head18:
  %t325 = load i64, i64* %it5.5
  %t326 = icmp slt i64 %t325, %t16
  br i1 %t326, label %it.body19, label %grid.rowlatch4
it.body19:
  store i64 %t325, i64* %v5
  %t327 = load i64, i64* %v4
  %t328 = add i64 %t327, 1
  %t329 = load i32, i32* %v3
  %t330 = sext i32 %t329 to i64
  %t331 = mul i64 %t328, %t330
  %t332 = load i64, i64* %v5
  %t333 = add i64 %t331, %t332
  %t334 = add i64 %t333, 1
  store i64 %t334, i64* %v6
  %t335 = load i64, i64* %v6
  %t336 = load i64, i64* %v6
  %t337 = icmp ult i64 %t336, %p0.len
  br i1 %t337, label %inb21, label %oob22, !prof !2
oob22:
  call void @tack.oob(i64* %status, i64 1, i64 %t336, i64 %p0.len)
  br label %abort
inb21:
  %t338 = getelementptr inbounds float, float* %p0, i64 %t336
  %t339 = load float, float* %t338
  %t340 = load i64, i64* %v6
  %t341 = sub i64 %t340, 1
  %t342 = icmp ult i64 %t341, %p0.len
  br i1 %t342, label %inb23, label %oob24, !prof !2
oob24:
  call void @tack.oob(i64* %status, i64 2, i64 %t341, i64 %p0.len)
  br label %abort
inb23:
  %t343 = getelementptr inbounds float, float* %p0, i64 %t341
  %t344 = load float, float* %t343
  %t345 = fadd float %t339, %t344
  %t346 = load i64, i64* %v6
  %t347 = add i64 %t346, 1
  %t348 = icmp ult i64 %t347, %p0.len
  br i1 %t348, label %inb25, label %oob26, !prof !2
oob26:
  call void @tack.oob(i64* %status, i64 3, i64 %t347, i64 %p0.len)
  br label %abort
inb25:
  %t349 = getelementptr inbounds float, float* %p0, i64 %t347
  %t350 = load float, float* %t349
  %t351 = fadd float %t345, %t350
  %t352 = load i64, i64* %v6
  %t353 = load i32, i32* %v3
  %t354 = sext i32 %t353 to i64
  %t355 = sub i64 %t352, %t354
  %t356 = icmp ult i64 %t355, %p0.len
  br i1 %t356, label %inb27, label %oob28, !prof !2
oob28:
  call void @tack.oob(i64* %status, i64 4, i64 %t355, i64 %p0.len)
  br label %abort
inb27:
  %t357 = getelementptr inbounds float, float* %p0, i64 %t355
  %t358 = load float, float* %t357
  %t359 = fadd float %t351, %t358
  %t360 = load i64, i64* %v6
  %t361 = load i32, i32* %v3
  %t362 = sext i32 %t361 to i64
  %t363 = add i64 %t360, %t362
  %t364 = icmp ult i64 %t363, %p0.len
  br i1 %t364, label %inb29, label %oob30, !prof !2
oob30:
  call void @tack.oob(i64* %status, i64 5, i64 %t363, i64 %p0.len)
  br label %abort
inb29:
  %t365 = getelementptr inbounds float, float* %p0, i64 %t363
  %t366 = load float, float* %t365
  %t367 = fadd float %t359, %t366
  %t368 = fmul float 0x3FC99999A0000000, %t367
  %t369 = icmp ult i64 %t335, %p1.len
  br i1 %t369, label %inb31, label %oob32, !prof !2
oob32:
  call void @tack.oob(i64* %status, i64 6, i64 %t335, i64 %p1.len)
  br label %abort
inb31:
  %t370 = getelementptr inbounds float, float* %p1, i64 %t335
  store float %t368, float* %t370
  br label %it.latch20
it.latch20:
  %t371 = load i64, i64* %it5.5
  %t372 = add i64 %t371, 1
  store i64 %t372, i64* %it5.5
  br label %it.head18, !llvm.loop !3
grid.rowlatch4:
  %t373 = load i64, i64* %row
  %t374 = add i64 %t373, 1
  store i64 %t374, i64* %row
  br label %grid.row2
loop.exit0:
  ret void
abort:
  ret void
}

define void @stencil_unrolled_chunk(i64* %slots, i64 %start, i64 %end) #0 {
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
  call void @stencil_unrolled(float* %s0.a, float* %s1.a, i32 %s2.v, i32 %s3.v, i64 %h4, i64 %h5, i64* %st.a, i64 %start, i64 %end)
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
!7 = distinct !{!7, !4, !8}
!8 = !{!"llvm.loop.unroll.count", i32 4}
