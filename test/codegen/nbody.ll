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
  %blk10.65 = alloca i64
  %it10.65 = alloca i64
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
  br i1 %t188, label %inb25, label %oob26
oob26:
  call void @tack.oob(i64* %status, i64 1, i64 %t187)
  br label %chk27
inb25:
  %t189 = getelementptr inbounds float, float* %p0, i64 %t187
  %t190 = load float, float* %t189
  br label %chk27
chk27:
  %t191 = phi float [%t190, %inb25], [0x0000000000000000, %oob26]
  %t192 = load i64, i64* %v6
  %t193 = mul i64 3, %t192
  %t194 = icmp ult i64 %t193, %p0.len
  br i1 %t194, label %inb28, label %oob29
oob29:
  call void @tack.oob(i64* %status, i64 2, i64 %t193)
  br label %chk30
inb28:
  %t195 = getelementptr inbounds float, float* %p0, i64 %t193
  %t196 = load float, float* %t195
  br label %chk30
chk30:
  %t197 = phi float [%t196, %inb28], [0x0000000000000000, %oob29]
  %t198 = fsub float %t191, %t197
  store float %t198, float* %v11
  %t199 = load i64, i64* %v10
  %t200 = mul i64 3, %t199
  %t201 = add i64 %t200, 1
  %t202 = icmp ult i64 %t201, %p0.len
  br i1 %t202, label %inb31, label %oob32
oob32:
  call void @tack.oob(i64* %status, i64 3, i64 %t201)
  br label %chk33
inb31:
  %t203 = getelementptr inbounds float, float* %p0, i64 %t201
  %t204 = load float, float* %t203
  br label %chk33
chk33:
  %t205 = phi float [%t204, %inb31], [0x0000000000000000, %oob32]
  %t206 = load i64, i64* %v6
  %t207 = mul i64 3, %t206
  %t208 = add i64 %t207, 1
  %t209 = icmp ult i64 %t208, %p0.len
  br i1 %t209, label %inb34, label %oob35
oob35:
  call void @tack.oob(i64* %status, i64 4, i64 %t208)
  br label %chk36
inb34:
  %t210 = getelementptr inbounds float, float* %p0, i64 %t208
  %t211 = load float, float* %t210
  br label %chk36
chk36:
  %t212 = phi float [%t211, %inb34], [0x0000000000000000, %oob35]
  %t213 = fsub float %t205, %t212
  store float %t213, float* %v12
  %t214 = load i64, i64* %v10
  %t215 = mul i64 3, %t214
  %t216 = add i64 %t215, 2
  %t217 = icmp ult i64 %t216, %p0.len
  br i1 %t217, label %inb37, label %oob38
oob38:
  call void @tack.oob(i64* %status, i64 5, i64 %t216)
  br label %chk39
inb37:
  %t218 = getelementptr inbounds float, float* %p0, i64 %t216
  %t219 = load float, float* %t218
  br label %chk39
chk39:
  %t220 = phi float [%t219, %inb37], [0x0000000000000000, %oob38]
  %t221 = load i64, i64* %v6
  %t222 = mul i64 3, %t221
  %t223 = add i64 %t222, 2
  %t224 = icmp ult i64 %t223, %p0.len
  br i1 %t224, label %inb40, label %oob41
oob41:
  call void @tack.oob(i64* %status, i64 6, i64 %t223)
  br label %chk42
inb40:
  %t225 = getelementptr inbounds float, float* %p0, i64 %t223
  %t226 = load float, float* %t225
  br label %chk42
chk42:
  %t227 = phi float [%t226, %inb40], [0x0000000000000000, %oob41]
  %t228 = fsub float %t220, %t227
  store float %t228, float* %v13
  %t229 = load float, float* %v11
  %t230 = load float, float* %v11
  %t231 = load float, float* %v12
  %t232 = load float, float* %v12
  %t233 = fmul float %t231, %t232
  %t234 = call float @llvm.fmuladd.f32(float %t229, float %t230, float %t233)
  %t235 = load float, float* %v13
  %t236 = load float, float* %v13
  %t237 = call float @llvm.fmuladd.f32(float %t235, float %t236, float %t234)
  %t238 = load float, float* %v5
  %t239 = call float @tack_fn_inverseCube_0(float %t237, float %t238, i64* %status, i64* %budget)
  store float %t239, float* %v14
  %t240 = load float, float* %v7
  %t241 = load float, float* %v11
  %t242 = load float, float* %v14
  %t243 = call float @llvm.fmuladd.f32(float %t241, float %t242, float %t240)
  store float %t243, float* %v7
  %t244 = load float, float* %v8
  %t245 = load float, float* %v12
  %t246 = load float, float* %v14
  %t247 = call float @llvm.fmuladd.f32(float %t245, float %t246, float %t244)
  store float %t247, float* %v8
  %t248 = load float, float* %v9
  %t249 = load float, float* %v13
  %t250 = load float, float* %v14
  %t251 = call float @llvm.fmuladd.f32(float %t249, float %t250, float %t248)
  store float %t251, float* %v9
  br label %it.latch24
it.latch24:
  %t252 = load i64, i64* %it10.12
  %t253 = add i64 %t252, 1
  store i64 %t253, i64* %it10.12
  br label %it.head22
blk.next14:
  store i64 %t50, i64* %blk10.12
  br label %blk.head12
range.exit11:
  %t254 = load i64, i64* %v6
  %t255 = mul i64 3, %t254
  %t256 = load float, float* %v7
  %t257 = getelementptr inbounds float, float* %p2, i64 %t255
  store float %t256, float* %t257
  %t258 = load i64, i64* %v6
  %t259 = mul i64 3, %t258
  %t260 = add i64 %t259, 1
  %t261 = load float, float* %v8
  %t262 = getelementptr inbounds float, float* %p2, i64 %t260
  store float %t261, float* %t262
  %t263 = load i64, i64* %v6
  %t264 = mul i64 3, %t263
  %t265 = add i64 %t264, 2
  %t266 = load float, float* %v9
  %t267 = getelementptr inbounds float, float* %p2, i64 %t265
  store float %t266, float* %t267
  %t268 = load i64, i64* %v6
  %t269 = mul i64 3, %t268
  store i64 %t269, i64* %v15
  %t270 = load i64, i64* %v15
  %t271 = icmp ult i64 %t270, %p1.len
  br i1 %t271, label %inb43, label %oob44
oob44:
  call void @tack.oob(i64* %status, i64 7, i64 %t270)
  br label %chk45
inb43:
  %t272 = getelementptr inbounds float, float* %p1, i64 %t270
  %t273 = load float, float* %t272
  br label %chk45
chk45:
  %t274 = phi float [%t273, %inb43], [0x0000000000000000, %oob44]
  %t275 = load float, float* %v7
  %t276 = load float, float* %v4
  %t277 = call float @llvm.fmuladd.f32(float %t275, float %t276, float %t274)
  %t278 = icmp ult i64 %t269, %p1.len
  br i1 %t278, label %inb46, label %oob47
oob47:
  call void @tack.oob(i64* %status, i64 8, i64 %t269)
  br label %chk48
inb46:
  %t279 = getelementptr inbounds float, float* %p1, i64 %t269
  store float %t277, float* %t279
  br label %chk48
chk48:
  %t280 = load i64, i64* %v6
  %t281 = mul i64 3, %t280
  %t282 = add i64 %t281, 1
  store i64 %t282, i64* %v16
  %t283 = load i64, i64* %v16
  %t284 = icmp ult i64 %t283, %p1.len
  br i1 %t284, label %inb49, label %oob50
oob50:
  call void @tack.oob(i64* %status, i64 9, i64 %t283)
  br label %chk51
inb49:
  %t285 = getelementptr inbounds float, float* %p1, i64 %t283
  %t286 = load float, float* %t285
  br label %chk51
chk51:
  %t287 = phi float [%t286, %inb49], [0x0000000000000000, %oob50]
  %t288 = load float, float* %v8
  %t289 = load float, float* %v4
  %t290 = call float @llvm.fmuladd.f32(float %t288, float %t289, float %t287)
  %t291 = icmp ult i64 %t282, %p1.len
  br i1 %t291, label %inb52, label %oob53
oob53:
  call void @tack.oob(i64* %status, i64 10, i64 %t282)
  br label %chk54
inb52:
  %t292 = getelementptr inbounds float, float* %p1, i64 %t282
  store float %t290, float* %t292
  br label %chk54
chk54:
  %t293 = load i64, i64* %v6
  %t294 = mul i64 3, %t293
  %t295 = add i64 %t294, 2
  store i64 %t295, i64* %v17
  %t296 = load i64, i64* %v17
  %t297 = icmp ult i64 %t296, %p1.len
  br i1 %t297, label %inb55, label %oob56
oob56:
  call void @tack.oob(i64* %status, i64 11, i64 %t296)
  br label %chk57
inb55:
  %t298 = getelementptr inbounds float, float* %p1, i64 %t296
  %t299 = load float, float* %t298
  br label %chk57
chk57:
  %t300 = phi float [%t299, %inb55], [0x0000000000000000, %oob56]
  %t301 = load float, float* %v9
  %t302 = load float, float* %v4
  %t303 = call float @llvm.fmuladd.f32(float %t301, float %t302, float %t300)
  %t304 = icmp ult i64 %t295, %p1.len
  br i1 %t304, label %inb58, label %oob59
oob59:
  call void @tack.oob(i64* %status, i64 12, i64 %t295)
  br label %chk60
inb58:
  %t305 = getelementptr inbounds float, float* %p1, i64 %t295
  store float %t303, float* %t305
  br label %chk60
chk60:
  br label %it.latch10
it.latch10:
  %t306 = load i64, i64* %it6.1
  %t307 = add i64 %t306, 1
  store i64 %t307, i64* %it6.1
  br label %it.head8, !llvm.loop !0
slow7:
  store i64 %t0, i64* %it6.1
  br label %it.head61
it.head61:
  %t308 = load i64, i64* %it6.1
  %t309 = icmp slt i64 %t308, %t4
  br i1 %t309, label %it.body62, label %blk.next3
it.body62:
  store i64 %t308, i64* %v6
  store float 0x0000000000000000, float* %v7
  store float 0x0000000000000000, float* %v8
  store float 0x0000000000000000, float* %v9
  %t310 = load i32, i32* %v3
  %t311 = sext i32 %t310 to i64
  store i64 0, i64* %blk10.65
  br label %blk.head65
blk.head65:
  %t312 = load i64, i64* %blk10.65
  %t313 = icmp slt i64 %t312, %t311
  br i1 %t313, label %blk.body66, label %range.exit64
blk.body66:
  %t314 = add i64 %t312, 4096
  %t315 = icmp slt i64 %t314, %t311
  %t316 = select i1 %t315, i64 %t314, i64 %t311
  %t317 = sub i64 %t316, %t312
  %t318 = load i64, i64* %budget
  %t319 = sub i64 %t318, %t317
  store i64 %t319, i64* %budget
  %t320 = icmp slt i64 %t319, 0
  br i1 %t320, label %poll68, label %poll.go69
poll68:
  store i64 65536, i64* %budget
  %t321 = call i1 @tack.poll(i64* %status)
  br i1 %t321, label %abort, label %poll.go69
poll.go69:
  %t322 = sub i64 %t316, 1
  %t323 = sext i32 3 to i64
  %t324 = mul i64 %t323, %t312
  %t325 = sext i32 3 to i64
  %t326 = mul i64 %t325, %t322
  %t327 = icmp ult i64 %t324, %p0.len
  %t328 = icmp ult i64 %t326, %p0.len
  %t329 = and i1 %t327, %t328
  %t330 = sext i32 3 to i64
  %t331 = load i64, i64* %v6
  %t332 = mul i64 %t330, %t331
  %t333 = sext i32 3 to i64
  %t334 = load i64, i64* %v6
  %t335 = mul i64 %t333, %t334
  %t336 = icmp ult i64 %t332, %p0.len
  %t337 = icmp ult i64 %t335, %p0.len
  %t338 = and i1 %t336, %t337
  %t339 = and i1 %t329, %t338
  %t340 = sext i32 3 to i64
  %t341 = mul i64 %t340, %t312
  %t342 = sext i32 1 to i64
  %t343 = add i64 %t341, %t342
  %t344 = sext i32 3 to i64
  %t345 = mul i64 %t344, %t322
  %t346 = sext i32 1 to i64
  %t347 = add i64 %t345, %t346
  %t348 = icmp ult i64 %t343, %p0.len
  %t349 = icmp ult i64 %t347, %p0.len
  %t350 = and i1 %t348, %t349
  %t351 = and i1 %t339, %t350
  %t352 = sext i32 3 to i64
  %t353 = load i64, i64* %v6
  %t354 = mul i64 %t352, %t353
  %t355 = sext i32 1 to i64
  %t356 = add i64 %t354, %t355
  %t357 = sext i32 3 to i64
  %t358 = load i64, i64* %v6
  %t359 = mul i64 %t357, %t358
  %t360 = sext i32 1 to i64
  %t361 = add i64 %t359, %t360
  %t362 = icmp ult i64 %t356, %p0.len
  %t363 = icmp ult i64 %t361, %p0.len
  %t364 = and i1 %t362, %t363
  %t365 = and i1 %t351, %t364
  %t366 = sext i32 3 to i64
  %t367 = mul i64 %t366, %t312
  %t368 = sext i32 2 to i64
  %t369 = add i64 %t367, %t368
  %t370 = sext i32 3 to i64
  %t371 = mul i64 %t370, %t322
  %t372 = sext i32 2 to i64
  %t373 = add i64 %t371, %t372
  %t374 = icmp ult i64 %t369, %p0.len
  %t375 = icmp ult i64 %t373, %p0.len
  %t376 = and i1 %t374, %t375
  %t377 = and i1 %t365, %t376
  %t378 = sext i32 3 to i64
  %t379 = load i64, i64* %v6
  %t380 = mul i64 %t378, %t379
  %t381 = sext i32 2 to i64
  %t382 = add i64 %t380, %t381
  %t383 = sext i32 3 to i64
  %t384 = load i64, i64* %v6
  %t385 = mul i64 %t383, %t384
  %t386 = sext i32 2 to i64
  %t387 = add i64 %t385, %t386
  %t388 = icmp ult i64 %t382, %p0.len
  %t389 = icmp ult i64 %t387, %p0.len
  %t390 = and i1 %t388, %t389
  %t391 = and i1 %t377, %t390
  br i1 %t391, label %fast70, label %slow71
fast70:
  store i64 %t312, i64* %it10.65
  br label %it.head72
it.head72:
  %t392 = load i64, i64* %it10.65
  %t393 = icmp slt i64 %t392, %t316
  br i1 %t393, label %it.body73, label %blk.next67
it.body73:
  store i64 %t392, i64* %v10
  %t394 = load i64, i64* %v10
  %t395 = mul i64 3, %t394
  %t396 = getelementptr inbounds float, float* %p0, i64 %t395
  %t397 = load float, float* %t396
  %t398 = load i64, i64* %v6
  %t399 = mul i64 3, %t398
  %t400 = getelementptr inbounds float, float* %p0, i64 %t399
  %t401 = load float, float* %t400
  %t402 = fsub float %t397, %t401
  store float %t402, float* %v11
  %t403 = load i64, i64* %v10
  %t404 = mul i64 3, %t403
  %t405 = add i64 %t404, 1
  %t406 = getelementptr inbounds float, float* %p0, i64 %t405
  %t407 = load float, float* %t406
  %t408 = load i64, i64* %v6
  %t409 = mul i64 3, %t408
  %t410 = add i64 %t409, 1
  %t411 = getelementptr inbounds float, float* %p0, i64 %t410
  %t412 = load float, float* %t411
  %t413 = fsub float %t407, %t412
  store float %t413, float* %v12
  %t414 = load i64, i64* %v10
  %t415 = mul i64 3, %t414
  %t416 = add i64 %t415, 2
  %t417 = getelementptr inbounds float, float* %p0, i64 %t416
  %t418 = load float, float* %t417
  %t419 = load i64, i64* %v6
  %t420 = mul i64 3, %t419
  %t421 = add i64 %t420, 2
  %t422 = getelementptr inbounds float, float* %p0, i64 %t421
  %t423 = load float, float* %t422
  %t424 = fsub float %t418, %t423
  store float %t424, float* %v13
  %t425 = load float, float* %v11
  %t426 = load float, float* %v11
  %t427 = load float, float* %v12
  %t428 = load float, float* %v12
  %t429 = fmul float %t427, %t428
  %t430 = call float @llvm.fmuladd.f32(float %t425, float %t426, float %t429)
  %t431 = load float, float* %v13
  %t432 = load float, float* %v13
  %t433 = call float @llvm.fmuladd.f32(float %t431, float %t432, float %t430)
  %t434 = load float, float* %v5
  %t435 = call float @tack_fn_inverseCube_0(float %t433, float %t434, i64* %status, i64* %budget)
  store float %t435, float* %v14
  %t436 = load float, float* %v7
  %t437 = load float, float* %v11
  %t438 = load float, float* %v14
  %t439 = call float @llvm.fmuladd.f32(float %t437, float %t438, float %t436)
  store float %t439, float* %v7
  %t440 = load float, float* %v8
  %t441 = load float, float* %v12
  %t442 = load float, float* %v14
  %t443 = call float @llvm.fmuladd.f32(float %t441, float %t442, float %t440)
  store float %t443, float* %v8
  %t444 = load float, float* %v9
  %t445 = load float, float* %v13
  %t446 = load float, float* %v14
  %t447 = call float @llvm.fmuladd.f32(float %t445, float %t446, float %t444)
  store float %t447, float* %v9
  br label %it.latch74
it.latch74:
  %t448 = load i64, i64* %it10.65
  %t449 = add i64 %t448, 1
  store i64 %t449, i64* %it10.65
  br label %it.head72
slow71:
  store i64 %t312, i64* %it10.65
  br label %it.head75
it.head75:
  %t450 = load i64, i64* %it10.65
  %t451 = icmp slt i64 %t450, %t316
  br i1 %t451, label %it.body76, label %blk.next67
it.body76:
  store i64 %t450, i64* %v10
  %t452 = load i64, i64* %v10
  %t453 = mul i64 3, %t452
  %t454 = icmp ult i64 %t453, %p0.len
  br i1 %t454, label %inb78, label %oob79
oob79:
  call void @tack.oob(i64* %status, i64 1, i64 %t453)
  br label %chk80
inb78:
  %t455 = getelementptr inbounds float, float* %p0, i64 %t453
  %t456 = load float, float* %t455
  br label %chk80
chk80:
  %t457 = phi float [%t456, %inb78], [0x0000000000000000, %oob79]
  %t458 = load i64, i64* %v6
  %t459 = mul i64 3, %t458
  %t460 = icmp ult i64 %t459, %p0.len
  br i1 %t460, label %inb81, label %oob82
oob82:
  call void @tack.oob(i64* %status, i64 2, i64 %t459)
  br label %chk83
inb81:
  %t461 = getelementptr inbounds float, float* %p0, i64 %t459
  %t462 = load float, float* %t461
  br label %chk83
chk83:
  %t463 = phi float [%t462, %inb81], [0x0000000000000000, %oob82]
  %t464 = fsub float %t457, %t463
  store float %t464, float* %v11
  %t465 = load i64, i64* %v10
  %t466 = mul i64 3, %t465
  %t467 = add i64 %t466, 1
  %t468 = icmp ult i64 %t467, %p0.len
  br i1 %t468, label %inb84, label %oob85
oob85:
  call void @tack.oob(i64* %status, i64 3, i64 %t467)
  br label %chk86
inb84:
  %t469 = getelementptr inbounds float, float* %p0, i64 %t467
  %t470 = load float, float* %t469
  br label %chk86
chk86:
  %t471 = phi float [%t470, %inb84], [0x0000000000000000, %oob85]
  %t472 = load i64, i64* %v6
  %t473 = mul i64 3, %t472
  %t474 = add i64 %t473, 1
  %t475 = icmp ult i64 %t474, %p0.len
  br i1 %t475, label %inb87, label %oob88
oob88:
  call void @tack.oob(i64* %status, i64 4, i64 %t474)
  br label %chk89
inb87:
  %t476 = getelementptr inbounds float, float* %p0, i64 %t474
  %t477 = load float, float* %t476
  br label %chk89
chk89:
  %t478 = phi float [%t477, %inb87], [0x0000000000000000, %oob88]
  %t479 = fsub float %t471, %t478
  store float %t479, float* %v12
  %t480 = load i64, i64* %v10
  %t481 = mul i64 3, %t480
  %t482 = add i64 %t481, 2
  %t483 = icmp ult i64 %t482, %p0.len
  br i1 %t483, label %inb90, label %oob91
oob91:
  call void @tack.oob(i64* %status, i64 5, i64 %t482)
  br label %chk92
inb90:
  %t484 = getelementptr inbounds float, float* %p0, i64 %t482
  %t485 = load float, float* %t484
  br label %chk92
chk92:
  %t486 = phi float [%t485, %inb90], [0x0000000000000000, %oob91]
  %t487 = load i64, i64* %v6
  %t488 = mul i64 3, %t487
  %t489 = add i64 %t488, 2
  %t490 = icmp ult i64 %t489, %p0.len
  br i1 %t490, label %inb93, label %oob94
oob94:
  call void @tack.oob(i64* %status, i64 6, i64 %t489)
  br label %chk95
inb93:
  %t491 = getelementptr inbounds float, float* %p0, i64 %t489
  %t492 = load float, float* %t491
  br label %chk95
chk95:
  %t493 = phi float [%t492, %inb93], [0x0000000000000000, %oob94]
  %t494 = fsub float %t486, %t493
  store float %t494, float* %v13
  %t495 = load float, float* %v11
  %t496 = load float, float* %v11
  %t497 = load float, float* %v12
  %t498 = load float, float* %v12
  %t499 = fmul float %t497, %t498
  %t500 = call float @llvm.fmuladd.f32(float %t495, float %t496, float %t499)
  %t501 = load float, float* %v13
  %t502 = load float, float* %v13
  %t503 = call float @llvm.fmuladd.f32(float %t501, float %t502, float %t500)
  %t504 = load float, float* %v5
  %t505 = call float @tack_fn_inverseCube_0(float %t503, float %t504, i64* %status, i64* %budget)
  store float %t505, float* %v14
  %t506 = load float, float* %v7
  %t507 = load float, float* %v11
  %t508 = load float, float* %v14
  %t509 = call float @llvm.fmuladd.f32(float %t507, float %t508, float %t506)
  store float %t509, float* %v7
  %t510 = load float, float* %v8
  %t511 = load float, float* %v12
  %t512 = load float, float* %v14
  %t513 = call float @llvm.fmuladd.f32(float %t511, float %t512, float %t510)
  store float %t513, float* %v8
  %t514 = load float, float* %v9
  %t515 = load float, float* %v13
  %t516 = load float, float* %v14
  %t517 = call float @llvm.fmuladd.f32(float %t515, float %t516, float %t514)
  store float %t517, float* %v9
  br label %it.latch77
it.latch77:
  %t518 = load i64, i64* %it10.65
  %t519 = add i64 %t518, 1
  store i64 %t519, i64* %it10.65
  br label %it.head75
blk.next67:
  store i64 %t316, i64* %blk10.65
  br label %blk.head65
range.exit64:
  %t520 = load i64, i64* %v6
  %t521 = mul i64 3, %t520
  %t522 = load float, float* %v7
  %t523 = icmp ult i64 %t521, %p2.len
  br i1 %t523, label %inb96, label %oob97
oob97:
  call void @tack.oob(i64* %status, i64 13, i64 %t521)
  br label %chk98
inb96:
  %t524 = getelementptr inbounds float, float* %p2, i64 %t521
  store float %t522, float* %t524
  br label %chk98
chk98:
  %t525 = load i64, i64* %v6
  %t526 = mul i64 3, %t525
  %t527 = add i64 %t526, 1
  %t528 = load float, float* %v8
  %t529 = icmp ult i64 %t527, %p2.len
  br i1 %t529, label %inb99, label %oob100
oob100:
  call void @tack.oob(i64* %status, i64 14, i64 %t527)
  br label %chk101
inb99:
  %t530 = getelementptr inbounds float, float* %p2, i64 %t527
  store float %t528, float* %t530
  br label %chk101
chk101:
  %t531 = load i64, i64* %v6
  %t532 = mul i64 3, %t531
  %t533 = add i64 %t532, 2
  %t534 = load float, float* %v9
  %t535 = icmp ult i64 %t533, %p2.len
  br i1 %t535, label %inb102, label %oob103
oob103:
  call void @tack.oob(i64* %status, i64 15, i64 %t533)
  br label %chk104
inb102:
  %t536 = getelementptr inbounds float, float* %p2, i64 %t533
  store float %t534, float* %t536
  br label %chk104
chk104:
  %t537 = load i64, i64* %v6
  %t538 = mul i64 3, %t537
  store i64 %t538, i64* %v15
  %t539 = load i64, i64* %v15
  %t540 = icmp ult i64 %t539, %p1.len
  br i1 %t540, label %inb105, label %oob106
oob106:
  call void @tack.oob(i64* %status, i64 7, i64 %t539)
  br label %chk107
inb105:
  %t541 = getelementptr inbounds float, float* %p1, i64 %t539
  %t542 = load float, float* %t541
  br label %chk107
chk107:
  %t543 = phi float [%t542, %inb105], [0x0000000000000000, %oob106]
  %t544 = load float, float* %v7
  %t545 = load float, float* %v4
  %t546 = call float @llvm.fmuladd.f32(float %t544, float %t545, float %t543)
  %t547 = icmp ult i64 %t538, %p1.len
  br i1 %t547, label %inb108, label %oob109
oob109:
  call void @tack.oob(i64* %status, i64 8, i64 %t538)
  br label %chk110
inb108:
  %t548 = getelementptr inbounds float, float* %p1, i64 %t538
  store float %t546, float* %t548
  br label %chk110
chk110:
  %t549 = load i64, i64* %v6
  %t550 = mul i64 3, %t549
  %t551 = add i64 %t550, 1
  store i64 %t551, i64* %v16
  %t552 = load i64, i64* %v16
  %t553 = icmp ult i64 %t552, %p1.len
  br i1 %t553, label %inb111, label %oob112
oob112:
  call void @tack.oob(i64* %status, i64 9, i64 %t552)
  br label %chk113
inb111:
  %t554 = getelementptr inbounds float, float* %p1, i64 %t552
  %t555 = load float, float* %t554
  br label %chk113
chk113:
  %t556 = phi float [%t555, %inb111], [0x0000000000000000, %oob112]
  %t557 = load float, float* %v8
  %t558 = load float, float* %v4
  %t559 = call float @llvm.fmuladd.f32(float %t557, float %t558, float %t556)
  %t560 = icmp ult i64 %t551, %p1.len
  br i1 %t560, label %inb114, label %oob115
oob115:
  call void @tack.oob(i64* %status, i64 10, i64 %t551)
  br label %chk116
inb114:
  %t561 = getelementptr inbounds float, float* %p1, i64 %t551
  store float %t559, float* %t561
  br label %chk116
chk116:
  %t562 = load i64, i64* %v6
  %t563 = mul i64 3, %t562
  %t564 = add i64 %t563, 2
  store i64 %t564, i64* %v17
  %t565 = load i64, i64* %v17
  %t566 = icmp ult i64 %t565, %p1.len
  br i1 %t566, label %inb117, label %oob118
oob118:
  call void @tack.oob(i64* %status, i64 11, i64 %t565)
  br label %chk119
inb117:
  %t567 = getelementptr inbounds float, float* %p1, i64 %t565
  %t568 = load float, float* %t567
  br label %chk119
chk119:
  %t569 = phi float [%t568, %inb117], [0x0000000000000000, %oob118]
  %t570 = load float, float* %v9
  %t571 = load float, float* %v4
  %t572 = call float @llvm.fmuladd.f32(float %t570, float %t571, float %t569)
  %t573 = icmp ult i64 %t564, %p1.len
  br i1 %t573, label %inb120, label %oob121
oob121:
  call void @tack.oob(i64* %status, i64 12, i64 %t564)
  br label %chk122
inb120:
  %t574 = getelementptr inbounds float, float* %p1, i64 %t564
  store float %t572, float* %t574
  br label %chk122
chk122:
  br label %it.latch63
it.latch63:
  %t575 = load i64, i64* %it6.1
  %t576 = add i64 %t575, 1
  store i64 %t576, i64* %it6.1
  br label %it.head61, !llvm.loop !0
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
