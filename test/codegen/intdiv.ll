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
  %t22 = icmp ult i64 %t0, %p0.len
  %t23 = icmp ult i64 %t10, %p0.len
  %t24 = and i1 %t22, %t23
  %t25 = and i1 %t21, %t24
  %t26 = icmp ult i64 %t0, %p1.len
  %t27 = icmp ult i64 %t10, %p1.len
  %t28 = and i1 %t26, %t27
  %t29 = and i1 %t25, %t28
  %t30 = icmp ult i64 %t0, %p3.len
  %t31 = icmp ult i64 %t10, %p3.len
  %t32 = and i1 %t30, %t31
  %t33 = and i1 %t29, %t32
  %t34 = icmp ult i64 %t0, %p0.len
  %t35 = icmp ult i64 %t10, %p0.len
  %t36 = and i1 %t34, %t35
  %t37 = and i1 %t33, %t36
  %t38 = icmp ult i64 %t0, %p1.len
  %t39 = icmp ult i64 %t10, %p1.len
  %t40 = and i1 %t38, %t39
  %t41 = and i1 %t37, %t40
  %t42 = icmp ult i64 %t0, %p4.len
  %t43 = icmp ult i64 %t10, %p4.len
  %t44 = and i1 %t42, %t43
  %t45 = and i1 %t41, %t44
  %t46 = icmp ult i64 %t0, %p0.len
  %t47 = icmp ult i64 %t10, %p0.len
  %t48 = and i1 %t46, %t47
  %t49 = and i1 %t45, %t48
  %t50 = icmp ult i64 %t0, %p1.len
  %t51 = icmp ult i64 %t10, %p1.len
  %t52 = and i1 %t50, %t51
  %t53 = and i1 %t49, %t52
  %t54 = icmp ult i64 %t0, %p5.len
  %t55 = icmp ult i64 %t10, %p5.len
  %t56 = and i1 %t54, %t55
  %t57 = and i1 %t53, %t56
  %t58 = icmp ult i64 %t0, %p0.len
  %t59 = icmp ult i64 %t10, %p0.len
  %t60 = and i1 %t58, %t59
  %t61 = and i1 %t57, %t60
  %t62 = icmp ult i64 %t0, %p1.len
  %t63 = icmp ult i64 %t10, %p1.len
  %t64 = and i1 %t62, %t63
  %t65 = and i1 %t61, %t64
  %t66 = icmp ult i64 %t0, %p1.len
  %t67 = icmp ult i64 %t10, %p1.len
  %t68 = and i1 %t66, %t67
  %t69 = and i1 %t65, %t68
  %t70 = icmp ult i64 %t0, %p6.len
  %t71 = icmp ult i64 %t10, %p6.len
  %t72 = and i1 %t70, %t71
  %t73 = and i1 %t69, %t72
  br i1 %t73, label %fast6, label %slow7
fast6:
  store i64 %t0, i64* %it7.1
  br label %it.head8
it.head8:
  %t74 = load i64, i64* %it7.1
  %t75 = icmp slt i64 %t74, %t4
  br i1 %t75, label %it.body9, label %blk.next3
it.body9:
  store i64 %t74, i64* %v7
  %t76 = load i64, i64* %v7
  %t77 = load i64, i64* %v7
  %t78 = getelementptr inbounds i32, i32* %p0, i64 %t77
  %t79 = load i32, i32* %t78
  %t80 = load i64, i64* %v7
  %t81 = getelementptr inbounds i32, i32* %p1, i64 %t80
  %t82 = load i32, i32* %t81
  %t83 = icmp eq i32 %t82, 0
  %t84 = icmp eq i32 %t82, -1
  %t85 = or i1 %t83, %t84
  %t86 = select i1 %t85, i32 1, i32 %t82
  %t87 = sdiv i32 %t79, %t86
  %t88 = sub i32 0, %t79
  %t89 = select i1 %t84, i32 %t88, i32 %t87
  %t90 = select i1 %t83, i32 0, i32 %t89
  %t91 = getelementptr inbounds i32, i32* %p2, i64 %t76
  store i32 %t90, i32* %t91
  %t92 = load i64, i64* %v7
  %t93 = load i64, i64* %v7
  %t94 = getelementptr inbounds i32, i32* %p0, i64 %t93
  %t95 = load i32, i32* %t94
  %t96 = load i64, i64* %v7
  %t97 = getelementptr inbounds i32, i32* %p1, i64 %t96
  %t98 = load i32, i32* %t97
  %t99 = icmp eq i32 %t98, 0
  %t100 = icmp eq i32 %t98, -1
  %t101 = or i1 %t99, %t100
  %t102 = select i1 %t101, i32 1, i32 %t98
  %t103 = sdiv i32 %t95, %t102
  %t104 = sub i32 0, %t95
  %t105 = select i1 %t100, i32 %t104, i32 %t103
  %t106 = select i1 %t99, i32 0, i32 %t105
  %t107 = mul i32 %t106, %t98
  %t108 = sub i32 %t95, %t107
  %t109 = icmp ne i32 %t108, 0
  %t110 = xor i32 %t108, %t98
  %t111 = icmp slt i32 %t110, 0
  %t112 = and i1 %t109, %t111
  %t113 = xor i1 %t99, true
  %t114 = and i1 %t112, %t113
  %t115 = zext i1 %t114 to i32
  %t116 = sub i32 %t106, %t115
  %t117 = getelementptr inbounds i32, i32* %p3, i64 %t92
  store i32 %t116, i32* %t117
  %t118 = load i64, i64* %v7
  %t119 = load i64, i64* %v7
  %t120 = getelementptr inbounds i32, i32* %p0, i64 %t119
  %t121 = load i32, i32* %t120
  %t122 = load i64, i64* %v7
  %t123 = getelementptr inbounds i32, i32* %p1, i64 %t122
  %t124 = load i32, i32* %t123
  %t125 = icmp eq i32 %t124, 0
  %t126 = icmp eq i32 %t124, -1
  %t127 = or i1 %t125, %t126
  %t128 = select i1 %t127, i32 1, i32 %t124
  %t129 = sdiv i32 %t121, %t128
  %t130 = sub i32 0, %t121
  %t131 = select i1 %t126, i32 %t130, i32 %t129
  %t132 = select i1 %t125, i32 0, i32 %t131
  %t133 = or i32 %t132, 0
  %t134 = getelementptr inbounds i32, i32* %p4, i64 %t118
  store i32 %t133, i32* %t134
  %t135 = load i64, i64* %v7
  %t136 = load i64, i64* %v7
  %t137 = getelementptr inbounds i32, i32* %p0, i64 %t136
  %t138 = load i32, i32* %t137
  %t139 = load i64, i64* %v7
  %t140 = getelementptr inbounds i32, i32* %p1, i64 %t139
  %t141 = load i32, i32* %t140
  %t142 = icmp eq i32 %t141, 0
  %t143 = icmp eq i32 %t141, -1
  %t144 = or i1 %t142, %t143
  %t145 = select i1 %t144, i32 1, i32 %t141
  %t146 = srem i32 %t138, %t145
  %t147 = select i1 %t144, i32 0, i32 %t146
  %t148 = getelementptr inbounds i32, i32* %p5, i64 %t135
  store i32 %t147, i32* %t148
  %t149 = load i64, i64* %v7
  %t150 = load i64, i64* %v7
  %t151 = getelementptr inbounds i32, i32* %p0, i64 %t150
  %t152 = load i32, i32* %t151
  %t153 = sitofp i32 %t152 to float
  %t154 = load i64, i64* %v7
  %t155 = getelementptr inbounds i32, i32* %p1, i64 %t154
  %t156 = load i32, i32* %t155
  %t157 = icmp eq i32 %t156, 0
  br i1 %t157, label %cond.then11, label %cond.else12
cond.then11:
  br label %cond.end13
cond.else12:
  %t158 = load i64, i64* %v7
  %t159 = getelementptr inbounds i32, i32* %p1, i64 %t158
  %t160 = load i32, i32* %t159
  br label %cond.end13
cond.end13:
  %t161 = phi i32 [1, %cond.then11], [%t160, %cond.else12]
  %t162 = sitofp i32 %t161 to float
  %t163 = fdiv float %t153, %t162
  %t164 = getelementptr inbounds float, float* %p6, i64 %t149
  store float %t163, float* %t164
  br label %it.latch10
it.latch10:
  %t165 = load i64, i64* %it7.1
  %t166 = add i64 %t165, 1
  store i64 %t166, i64* %it7.1
  br label %it.head8, !llvm.loop !0
slow7:
  store i64 %t0, i64* %it7.1
  br label %it.head14
it.head14:
  %t167 = load i64, i64* %it7.1
  %t168 = icmp slt i64 %t167, %t4
  br i1 %t168, label %it.body15, label %blk.next3
it.body15:
  store i64 %t167, i64* %v7
  %t169 = load i64, i64* %v7
  %t170 = load i64, i64* %v7
  %t171 = icmp ult i64 %t170, %p0.len
  br i1 %t171, label %inb17, label %oob18
oob18:
  call void @tack.oob(i64* %status, i64 1, i64 %t170)
  br label %chk19
inb17:
  %t172 = getelementptr inbounds i32, i32* %p0, i64 %t170
  %t173 = load i32, i32* %t172
  br label %chk19
chk19:
  %t174 = phi i32 [%t173, %inb17], [0, %oob18]
  %t175 = load i64, i64* %v7
  %t176 = icmp ult i64 %t175, %p1.len
  br i1 %t176, label %inb20, label %oob21
oob21:
  call void @tack.oob(i64* %status, i64 2, i64 %t175)
  br label %chk22
inb20:
  %t177 = getelementptr inbounds i32, i32* %p1, i64 %t175
  %t178 = load i32, i32* %t177
  br label %chk22
chk22:
  %t179 = phi i32 [%t178, %inb20], [0, %oob21]
  %t180 = icmp eq i32 %t179, 0
  %t181 = icmp eq i32 %t179, -1
  %t182 = or i1 %t180, %t181
  %t183 = select i1 %t182, i32 1, i32 %t179
  %t184 = sdiv i32 %t174, %t183
  %t185 = sub i32 0, %t174
  %t186 = select i1 %t181, i32 %t185, i32 %t184
  %t187 = select i1 %t180, i32 0, i32 %t186
  %t188 = icmp ult i64 %t169, %p2.len
  br i1 %t188, label %inb23, label %oob24
oob24:
  call void @tack.oob(i64* %status, i64 3, i64 %t169)
  br label %chk25
inb23:
  %t189 = getelementptr inbounds i32, i32* %p2, i64 %t169
  store i32 %t187, i32* %t189
  br label %chk25
chk25:
  %t190 = load i64, i64* %v7
  %t191 = load i64, i64* %v7
  %t192 = icmp ult i64 %t191, %p0.len
  br i1 %t192, label %inb26, label %oob27
oob27:
  call void @tack.oob(i64* %status, i64 4, i64 %t191)
  br label %chk28
inb26:
  %t193 = getelementptr inbounds i32, i32* %p0, i64 %t191
  %t194 = load i32, i32* %t193
  br label %chk28
chk28:
  %t195 = phi i32 [%t194, %inb26], [0, %oob27]
  %t196 = load i64, i64* %v7
  %t197 = icmp ult i64 %t196, %p1.len
  br i1 %t197, label %inb29, label %oob30
oob30:
  call void @tack.oob(i64* %status, i64 5, i64 %t196)
  br label %chk31
inb29:
  %t198 = getelementptr inbounds i32, i32* %p1, i64 %t196
  %t199 = load i32, i32* %t198
  br label %chk31
chk31:
  %t200 = phi i32 [%t199, %inb29], [0, %oob30]
  %t201 = icmp eq i32 %t200, 0
  %t202 = icmp eq i32 %t200, -1
  %t203 = or i1 %t201, %t202
  %t204 = select i1 %t203, i32 1, i32 %t200
  %t205 = sdiv i32 %t195, %t204
  %t206 = sub i32 0, %t195
  %t207 = select i1 %t202, i32 %t206, i32 %t205
  %t208 = select i1 %t201, i32 0, i32 %t207
  %t209 = mul i32 %t208, %t200
  %t210 = sub i32 %t195, %t209
  %t211 = icmp ne i32 %t210, 0
  %t212 = xor i32 %t210, %t200
  %t213 = icmp slt i32 %t212, 0
  %t214 = and i1 %t211, %t213
  %t215 = xor i1 %t201, true
  %t216 = and i1 %t214, %t215
  %t217 = zext i1 %t216 to i32
  %t218 = sub i32 %t208, %t217
  %t219 = icmp ult i64 %t190, %p3.len
  br i1 %t219, label %inb32, label %oob33
oob33:
  call void @tack.oob(i64* %status, i64 6, i64 %t190)
  br label %chk34
inb32:
  %t220 = getelementptr inbounds i32, i32* %p3, i64 %t190
  store i32 %t218, i32* %t220
  br label %chk34
chk34:
  %t221 = load i64, i64* %v7
  %t222 = load i64, i64* %v7
  %t223 = icmp ult i64 %t222, %p0.len
  br i1 %t223, label %inb35, label %oob36
oob36:
  call void @tack.oob(i64* %status, i64 7, i64 %t222)
  br label %chk37
inb35:
  %t224 = getelementptr inbounds i32, i32* %p0, i64 %t222
  %t225 = load i32, i32* %t224
  br label %chk37
chk37:
  %t226 = phi i32 [%t225, %inb35], [0, %oob36]
  %t227 = load i64, i64* %v7
  %t228 = icmp ult i64 %t227, %p1.len
  br i1 %t228, label %inb38, label %oob39
oob39:
  call void @tack.oob(i64* %status, i64 8, i64 %t227)
  br label %chk40
inb38:
  %t229 = getelementptr inbounds i32, i32* %p1, i64 %t227
  %t230 = load i32, i32* %t229
  br label %chk40
chk40:
  %t231 = phi i32 [%t230, %inb38], [0, %oob39]
  %t232 = icmp eq i32 %t231, 0
  %t233 = icmp eq i32 %t231, -1
  %t234 = or i1 %t232, %t233
  %t235 = select i1 %t234, i32 1, i32 %t231
  %t236 = sdiv i32 %t226, %t235
  %t237 = sub i32 0, %t226
  %t238 = select i1 %t233, i32 %t237, i32 %t236
  %t239 = select i1 %t232, i32 0, i32 %t238
  %t240 = or i32 %t239, 0
  %t241 = icmp ult i64 %t221, %p4.len
  br i1 %t241, label %inb41, label %oob42
oob42:
  call void @tack.oob(i64* %status, i64 9, i64 %t221)
  br label %chk43
inb41:
  %t242 = getelementptr inbounds i32, i32* %p4, i64 %t221
  store i32 %t240, i32* %t242
  br label %chk43
chk43:
  %t243 = load i64, i64* %v7
  %t244 = load i64, i64* %v7
  %t245 = icmp ult i64 %t244, %p0.len
  br i1 %t245, label %inb44, label %oob45
oob45:
  call void @tack.oob(i64* %status, i64 10, i64 %t244)
  br label %chk46
inb44:
  %t246 = getelementptr inbounds i32, i32* %p0, i64 %t244
  %t247 = load i32, i32* %t246
  br label %chk46
chk46:
  %t248 = phi i32 [%t247, %inb44], [0, %oob45]
  %t249 = load i64, i64* %v7
  %t250 = icmp ult i64 %t249, %p1.len
  br i1 %t250, label %inb47, label %oob48
oob48:
  call void @tack.oob(i64* %status, i64 11, i64 %t249)
  br label %chk49
inb47:
  %t251 = getelementptr inbounds i32, i32* %p1, i64 %t249
  %t252 = load i32, i32* %t251
  br label %chk49
chk49:
  %t253 = phi i32 [%t252, %inb47], [0, %oob48]
  %t254 = icmp eq i32 %t253, 0
  %t255 = icmp eq i32 %t253, -1
  %t256 = or i1 %t254, %t255
  %t257 = select i1 %t256, i32 1, i32 %t253
  %t258 = srem i32 %t248, %t257
  %t259 = select i1 %t256, i32 0, i32 %t258
  %t260 = icmp ult i64 %t243, %p5.len
  br i1 %t260, label %inb50, label %oob51
oob51:
  call void @tack.oob(i64* %status, i64 12, i64 %t243)
  br label %chk52
inb50:
  %t261 = getelementptr inbounds i32, i32* %p5, i64 %t243
  store i32 %t259, i32* %t261
  br label %chk52
chk52:
  %t262 = load i64, i64* %v7
  %t263 = load i64, i64* %v7
  %t264 = icmp ult i64 %t263, %p0.len
  br i1 %t264, label %inb53, label %oob54
oob54:
  call void @tack.oob(i64* %status, i64 13, i64 %t263)
  br label %chk55
inb53:
  %t265 = getelementptr inbounds i32, i32* %p0, i64 %t263
  %t266 = load i32, i32* %t265
  br label %chk55
chk55:
  %t267 = phi i32 [%t266, %inb53], [0, %oob54]
  %t268 = sitofp i32 %t267 to float
  %t269 = load i64, i64* %v7
  %t270 = icmp ult i64 %t269, %p1.len
  br i1 %t270, label %inb56, label %oob57
oob57:
  call void @tack.oob(i64* %status, i64 14, i64 %t269)
  br label %chk58
inb56:
  %t271 = getelementptr inbounds i32, i32* %p1, i64 %t269
  %t272 = load i32, i32* %t271
  br label %chk58
chk58:
  %t273 = phi i32 [%t272, %inb56], [0, %oob57]
  %t274 = icmp eq i32 %t273, 0
  br i1 %t274, label %cond.then59, label %cond.else60
cond.then59:
  br label %cond.end61
cond.else60:
  %t275 = load i64, i64* %v7
  %t276 = icmp ult i64 %t275, %p1.len
  br i1 %t276, label %inb62, label %oob63
oob63:
  call void @tack.oob(i64* %status, i64 15, i64 %t275)
  br label %chk64
inb62:
  %t277 = getelementptr inbounds i32, i32* %p1, i64 %t275
  %t278 = load i32, i32* %t277
  br label %chk64
chk64:
  %t279 = phi i32 [%t278, %inb62], [0, %oob63]
  br label %cond.end61
cond.end61:
  %t280 = phi i32 [1, %cond.then59], [%t279, %chk64]
  %t281 = sitofp i32 %t280 to float
  %t282 = fdiv float %t268, %t281
  %t283 = icmp ult i64 %t262, %p6.len
  br i1 %t283, label %inb65, label %oob66
oob66:
  call void @tack.oob(i64* %status, i64 16, i64 %t262)
  br label %chk67
inb65:
  %t284 = getelementptr inbounds float, float* %p6, i64 %t262
  store float %t282, float* %t284
  br label %chk67
chk67:
  br label %it.latch16
it.latch16:
  %t285 = load i64, i64* %it7.1
  %t286 = add i64 %t285, 1
  store i64 %t286, i64* %it7.1
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
