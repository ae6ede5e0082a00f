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
  %blk9.29 = alloca i64
  %it9.29 = alloca i64
  %v9 = alloca i64
  %v10 = alloca float
  %v11 = alloca float
  %blk12.49 = alloca i64
  %it12.49 = alloca i64
  %v12 = alloca i64
  %v13 = alloca i64
  %blk7.70 = alloca i64
  %it7.70 = alloca i64
  %blk9.87 = alloca i64
  %it9.87 = alloca i64
  %blk12.107 = alloca i64
  %it12.107 = alloca i64
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
  br i1 %t76, label %inb25, label %oob26
oob26:
  call void @tack.oob(i64* %status, i64 1, i64 %t75)
  br label %chk27
inb25:
  %t77 = getelementptr inbounds float, float* %p0, i64 %t75
  %t78 = load float, float* %t77
  br label %chk27
chk27:
  %t79 = phi float [%t78, %inb25], [0x0000000000000000, %oob26]
  %t80 = fcmp ogt float %t72, %t79
  %t81 = select i1 %t80, float %t72, float %t79
  %t82 = bitcast float %t72 to i32
  %t83 = bitcast float %t79 to i32
  %t84 = and i32 %t82, %t83
  %t85 = bitcast i32 %t84 to float
  %t86 = fcmp oeq float %t72, %t79
  %t87 = select i1 %t86, float %t85, float %t81
  %t88 = fcmp uno float %t72, %t79
  %t89 = fadd float %t72, %t79
  %t90 = select i1 %t88, float %t89, float %t87
  store float %t90, float* %v6
  br label %it.latch24
it.latch24:
  %t91 = load i64, i64* %it7.12
  %t92 = add i64 %t91, 1
  store i64 %t92, i64* %it7.12
  br label %it.head22
blk.next14:
  store i64 %t35, i64* %blk7.12
  br label %blk.head12
range.exit11:
  store float 0x0000000000000000, float* %v8
  %t93 = load i32, i32* %v3
  %t94 = sext i32 %t93 to i64
  store i64 0, i64* %blk9.29
  br label %blk.head29
blk.head29:
  %t95 = load i64, i64* %blk9.29
  %t96 = icmp slt i64 %t95, %t94
  br i1 %t96, label %blk.body30, label %range.exit28
blk.body30:
  %t97 = add i64 %t95, 4096
  %t98 = icmp slt i64 %t97, %t94
  %t99 = select i1 %t98, i64 %t97, i64 %t94
  %t100 = sub i64 %t99, %t95
  %t101 = load i64, i64* %budget
  %t102 = sub i64 %t101, %t100
  store i64 %t102, i64* %budget
  %t103 = icmp slt i64 %t102, 0
  br i1 %t103, label %poll32, label %poll.go33
poll32:
  store i64 65536, i64* %budget
  %t104 = call i1 @tack.poll(i64* %status)
  br i1 %t104, label %abort, label %poll.go33
poll.go33:
  %t105 = sub i64 %t99, 1
  %t106 = load i64, i64* %v5
  %t107 = add i64 %t106, %t95
  %t108 = load i64, i64* %v5
  %t109 = add i64 %t108, %t105
  %t110 = icmp ult i64 %t107, %p0.len
  %t111 = icmp ult i64 %t109, %p0.len
  %t112 = and i1 %t110, %t111
  %t113 = load i64, i64* %v5
  %t114 = add i64 %t113, %t95
  %t115 = load i64, i64* %v5
  %t116 = add i64 %t115, %t105
  %t117 = icmp ult i64 %t114, %p1.len
  %t118 = icmp ult i64 %t116, %p1.len
  %t119 = and i1 %t117, %t118
  %t120 = and i1 %t112, %t119
  br i1 %t120, label %fast34, label %slow35
fast34:
  store i64 %t95, i64* %it9.29
  br label %it.head36
it.head36:
  %t121 = load i64, i64* %it9.29
  %t122 = icmp slt i64 %t121, %t99
  br i1 %t122, label %it.body37, label %blk.next31
it.body37:
  store i64 %t121, i64* %v9
  %t123 = load i64, i64* %v5
  %t124 = load i64, i64* %v9
  %t125 = add i64 %t123, %t124
  %t126 = getelementptr inbounds float, float* %p0, i64 %t125
  %t127 = load float, float* %t126
  %t128 = load float, float* %v6
  %t129 = fsub float %t127, %t128
  %t130 = call float @expf(float %t129)
  store float %t130, float* %v10
  %t131 = load i64, i64* %v5
  %t132 = load i64, i64* %v9
  %t133 = add i64 %t131, %t132
  %t134 = load float, float* %v10
  %t135 = getelementptr inbounds float, float* %p1, i64 %t133
  store float %t134, float* %t135
  %t136 = load float, float* %v8
  %t137 = load float, float* %v10
  %t138 = fadd float %t136, %t137
  store float %t138, float* %v8
  br label %it.latch38
it.latch38:
  %t139 = load i64, i64* %it9.29
  %t140 = add i64 %t139, 1
  store i64 %t140, i64* %it9.29
  br label %it.head36
slow35:
  store i64 %t95, i64* %it9.29
  br label %it.head39
it.head39:
  %t141 = load i64, i64* %it9.29
  %t142 = icmp slt i64 %t141, %t99
  br i1 %t142, label %it.body40, label %blk.next31
it.body40:
  store i64 %t141, i64* %v9
  %t143 = load i64, i64* %v5
  %t144 = load i64, i64* %v9
  %t145 = add i64 %t143, %t144
  %t146 = icmp ult i64 %t145, %p0.len
  br i1 %t146, label %inb42, label %oob43
oob43:
  call void @tack.oob(i64* %status, i64 2, i64 %t145)
  br label %chk44
inb42:
  %t147 = getelementptr inbounds float, float* %p0, i64 %t145
  %t148 = load float, float* %t147
  br label %chk44
chk44:
  %t149 = phi float [%t148, %inb42], [0x0000000000000000, %oob43]
  %t150 = load float, float* %v6
  %t151 = fsub float %t149, %t150
  %t152 = call float @expf(float %t151)
  store float %t152, float* %v10
  %t153 = load i64, i64* %v5
  %t154 = load i64, i64* %v9
  %t155 = add i64 %t153, %t154
  %t156 = load float, float* %v10
  %t157 = icmp ult i64 %t155, %p1.len
  br i1 %t157, label %inb45, label %oob46
oob46:
  call void @tack.oob(i64* %status, i64 3, i64 %t155)
  br label %chk47
inb45:
  %t158 = getelementptr inbounds float, float* %p1, i64 %t155
  store float %t156, float* %t158
  br label %chk47
chk47:
  %t159 = load float, float* %v8
  %t160 = load float, float* %v10
  %t161 = fadd float %t159, %t160
  store float %t161, float* %v8
  br label %it.latch41
it.latch41:
  %t162 = load i64, i64* %it9.29
  %t163 = add i64 %t162, 1
  store i64 %t163, i64* %it9.29
  br label %it.head39
blk.next31:
  store i64 %t99, i64* %blk9.29
  br label %blk.head29
range.exit28:
  %t164 = load float, float* %v8
  %t165 = fdiv float 0x3FF0000000000000, %t164
  store float %t165, float* %v11
  %t166 = load i32, i32* %v3
  %t167 = sext i32 %t166 to i64
  store i64 0, i64* %blk12.49
  br label %blk.head49
blk.head49:
  %t168 = load i64, i64* %blk12.49
  %t169 = icmp slt i64 %t168, %t167
  br i1 %t169, label %blk.body50, label %range.exit48
blk.body50:
  %t170 = add i64 %t168, 4096
  %t171 = icmp slt i64 %t170, %t167
  %t172 = select i1 %t171, i64 %t170, i64 %t167
  %t173 = sub i64 %t172, %t168
  %t174 = load i64, i64* %budget
  %t175 = sub i64 %t174, %t173
  store i64 %t175, i64* %budget
  %t176 = icmp slt i64 %t175, 0
  br i1 %t176, label %poll52, label %poll.go53
poll52:
  store i64 65536, i64* %budget
  %t177 = call i1 @tack.poll(i64* %status)
  br i1 %t177, label %abort, label %poll.go53
poll.go53:
  store i64 %t168, i64* %it12.49
  br label %it.head54
it.head54:
  %t178 = load i64, i64* %it12.49
  %t179 = icmp slt i64 %t178, %t172
  br i1 %t179, label %it.body55, label %blk.next51
it.body55:
  store i64 %t178, i64* %v12
  %t180 = load i64, i64* %v5
  %t181 = load i64, i64* %v12
  %t182 = add i64 %t180, %t181
  store i64 %t182, i64* %v13
  %t183 = load i64, i64* %v13
  %t184 = icmp ult i64 %t183, %p1.len
  br i1 %t184, label %inb57, label %oob58
oob58:
  call void @tack.oob(i64* %status, i64 4, i64 %t183)
  br label %chk59
inb57:
  %t185 = getelementptr inbounds float, float* %p1, i64 %t183
  %t186 = load float, float* %t185
  br label %chk59
chk59:
  %t187 = phi float [%t186, %inb57], [0x0000000000000000, %oob58]
  %t188 = load float, float* %v11
  %t189 = fmul float %t187, %t188
  %t190 = icmp ult i64 %t182, %p1.len
  br i1 %t190, label %inb60, label %oob61
oob61:
  call void @tack.oob(i64* %status, i64 5, i64 %t182)
  br label %chk62
inb60:
  %t191 = getelementptr inbounds float, float* %p1, i64 %t182
  store float %t189, float* %t191
  br label %chk62
chk62:
  br label %it.latch56
it.latch56:
  %t192 = load i64, i64* %it12.49
  %t193 = add i64 %t192, 1
  store i64 %t193, i64* %it12.49
  br label %it.head54
blk.next51:
  store i64 %t172, i64* %blk12.49
  br label %blk.head49
range.exit48:
  br label %it.latch10
it.latch10:
  %t194 = load i64, i64* %it4.1
  %t195 = add i64 %t194, 1
  store i64 %t195, i64* %it4.1
  br label %it.head8, !llvm.loop !0
slow7:
  store i64 %t0, i64* %it4.1
  br label %it.head63
it.head63:
  %t196 = load i64, i64* %it4.1
  %t197 = icmp slt i64 %t196, %t4
  br i1 %t197, label %it.body64, label %blk.next3
it.body64:
  store i64 %t196, i64* %v4
  %t198 = load i64, i64* %v4
  %t199 = load i32, i32* %v3
  %t200 = sext i32 %t199 to i64
  %t201 = mul i64 %t198, %t200
  store i64 %t201, i64* %v5
  %t202 = load i64, i64* %v5
  %t203 = icmp ult i64 %t202, %p0.len
  br i1 %t203, label %inb66, label %oob67
oob67:
  call void @tack.oob(i64* %status, i64 6, i64 %t202)
  br label %chk68
inb66:
  %t204 = getelementptr inbounds float, float* %p0, i64 %t202
  %t205 = load float, float* %t204
  br label %chk68
chk68:
  %t206 = phi float [%t205, %inb66], [0x0000000000000000, %oob67]
  store float %t206, float* %v6
  %t207 = load i32, i32* %v3
  %t208 = sext i32 %t207 to i64
  store i64 1, i64* %blk7.70
  br label %blk.head70
blk.head70:
  %t209 = load i64, i64* %blk7.70
  %t210 = icmp slt i64 %t209, %t208
  br i1 %t210, label %blk.body71, label %range.exit69
blk.body71:
  %t211 = add i64 %t209, 4096
  %t212 = icmp slt i64 %t211, %t208
  %t213 = select i1 %t212, i64 %t211, i64 %t208
  %t214 = sub i64 %t213, %t209
  %t215 = load i64, i64* %budget
  %t216 = sub i64 %t215, %t214
  store i64 %t216, i64* %budget
  %t217 = icmp slt i64 %t216, 0
  br i1 %t217, label %poll73, label %poll.go74
poll73:
  store i64 65536, i64* %budget
  %t218 = call i1 @tack.poll(i64* %status)
  br i1 %t218, label %abort, label %poll.go74
poll.go74:
  %t219 = sub i64 %t213, 1
  %t220 = load i64, i64* %v5
  %t221 = add i64 %t220, %t209
  %t222 = load i64, i64* %v5
  %t223 = add i64 %t222, %t219
  %t224 = icmp ult i64 %t221, %p0.len
  %t225 = icmp ult i64 %t223, %p0.len
  %t226 = and i1 %t224, %t225
  br i1 %t226, label %fast75, label %slow76
fast75:
  store i64 %t209, i64* %it7.70
  br label %it.head77
it.head77:
  %t227 = load i64, i64* %it7.70
  %t228 = icmp slt i64 %t227, %t213
  br i1 %t228, label %it.body78, label %blk.next72
it.body78:
  store i64 %t227, i64* %v7
  %t229 = load float, float* %v6
  %t230 = load i64, i64* %v5
  %t231 = load i64, i64* %v7
  %t232 = add i64 %t230, %t231
  %t233 = getelementptr inbounds float, float* %p0, i64 %t232
  %t234 = load float, float* %t233
  %t235 = fcmp ogt float %t229, %t234
  %t236 = select i1 %t235, float %t229, float %t234
  %t237 = bitcast float %t229 to i32
  %t238 = bitcast float %t234 to i32
  %t239 = and i32 %t237, %t238
  %t240 = bitcast i32 %t239 to float
  %t241 = fcmp oeq float %t229, %t234
  %t242 = select i1 %t241, float %t240, float %t236
  %t243 = fcmp uno float %t229, %t234
  %t244 = fadd float %t229, %t234
  %t245 = select i1 %t243, float %t244, float %t242
  store float %t245, float* %v6
  br label %it.latch79
it.latch79:
  %t246 = load i64, i64* %it7.70
  %t247 = add i64 %t246, 1
  store i64 %t247, i64* %it7.70
  br label %it.head77
slow76:
  store i64 %t209, i64* %it7.70
  br label %it.head80
it.head80:
  %t248 = load i64, i64* %it7.70
  %t249 = icmp slt i64 %t248, %t213
  br i1 %t249, label %it.body81, label %blk.next72
it.body81:
  store i64 %t248, i64* %v7
  %t250 = load float, float* %v6
  %t251 = load i64, i64* %v5
  %t252 = load i64, i64* %v7
  %t253 = add i64 %t251, %t252
  %t254 = icmp ult i64 %t253, %p0.len
  br i1 %t254, label %inb83, label %oob84
oob84:
  call void @tack.oob(i64* %status, i64 1, i64 %t253)
  br label %chk85
inb83:
  %t255 = getelementptr inbounds float, float* %p0, i64 %t253
  %t256 = load float, float* %t255
  br label %chk85
chk85:
  %t257 = phi float [%t256, %inb83], [0x0000000000000000, %oob84]
  %t258 = fcmp ogt float %t250, %t257
  %t259 = select i1 %t258, float %t250, float %t257
  %t260 = bitcast float %t250 to i32
  %t261 = bitcast float %t257 to i32
  %t262 = and i32 %t260, %t261
  %t263 = bitcast i32 %t262 to float
  %t264 = fcmp oeq float %t250, %t257
  %t265 = select i1 %t264, float %t263, float %t259
  %t266 = fcmp uno float %t250, %t257
  %t267 = fadd float %t250, %t257
  %t268 = select i1 %t266, float %t267, float %t265
  store float %t268, float* %v6
  br label %it.latch82
it.latch82:
  %t269 = load i64, i64* %it7.70
  %t270 = add i64 %t269, 1
  store i64 %t270, i64* %it7.70
  br label %it.head80
blk.next72:
  store i64 %t213, i64* %blk7.70
  br label %blk.head70
range.exit69:
  store float 0x0000000000000000, float* %v8
  %t271 = load i32, i32* %v3
  %t272 = sext i32 %t271 to i64
  store i64 0, i64* %blk9.87
  br label %blk.head87
blk.head87:
  %t273 = load i64, i64* %blk9.87
  %t274 = icmp slt i64 %t273, %t272
  br i1 %t274, label %blk.body88, label %range.exit86
blk.body88:
  %t275 = add i64 %t273, 4096
  %t276 = icmp slt i64 %t275, %t272
  %t277 = select i1 %t276, i64 %t275, i64 %t272
  %t278 = sub i64 %t277, %t273
  %t279 = load i64, i64* %budget
  %t280 = sub i64 %t279, %t278
  store i64 %t280, i64* %budget
  %t281 = icmp slt i64 %t280, 0
  br i1 %t281, label %poll90, label %poll.go91
poll90:
  store i64 65536, i64* %budget
  %t282 = call i1 @tack.poll(i64* %status)
  br i1 %t282, label %abort, label %poll.go91
poll.go91:
  %t283 = sub i64 %t277, 1
  %t284 = load i64, i64* %v5
  %t285 = add i64 %t284, %t273
  %t286 = load i64, i64* %v5
  %t287 = add i64 %t286, %t283
  %t288 = icmp ult i64 %t285, %p0.len
  %t289 = icmp ult i64 %t287, %p0.len
  %t290 = and i1 %t288, %t289
  %t291 = load i64, i64* %v5
  %t292 = add i64 %t291, %t273
  %t293 = load i64, i64* %v5
  %t294 = add i64 %t293, %t283
  %t295 = icmp ult i64 %t292, %p1.len
  %t296 = icmp ult i64 %t294, %p1.len
  %t297 = and i1 %t295, %t296
  %t298 = and i1 %t290, %t297
  br i1 %t298, label %fast92, label %slow93
fast92:
  store i64 %t273, i64* %it9.87
  br label %it.head94
it.head94:
  %t299 = load i64, i64* %it9.87
  %t300 = icmp slt i64 %t299, %t277
  br i1 %t300, label %it.body95, label %blk.next89
it.body95:
  store i64 %t299, i64* %v9
  %t301 = load i64, i64* %v5
  %t302 = load i64, i64* %v9
  %t303 = add i64 %t301, %t302
  %t304 = getelementptr inbounds float, float* %p0, i64 %t303
  %t305 = load float, float* %t304
  %t306 = load float, float* %v6
  %t307 = fsub float %t305, %t306
  %t308 = call float @expf(float %t307)
  store float %t308, float* %v10
  %t309 = load i64, i64* %v5
  %t310 = load i64, i64* %v9
  %t311 = add i64 %t309, %t310
  %t312 = load float, float* %v10
  %t313 = getelementptr inbounds float, float* %p1, i64 %t311
  store float %t312, float* %t313
  %t314 = load float, float* %v8
  %t315 = load float, float* %v10
  %t316 = fadd float %t314, %t315
  store float %t316, float* %v8
  br label %it.latch96
it.latch96:
  %t317 = load i64, i64* %it9.87
  %t318 = add i64 %t317, 1
  store i64 %t318, i64* %it9.87
  br label %it.head94
slow93:
  store i64 %t273, i64* %it9.87
  br label %it.head97
it.head97:
  %t319 = load i64, i64* %it9.87
  %t320 = icmp slt i64 %t319, %t277
  br i1 %t320, label %it.body98, label %blk.next89
it.body98:
  store i64 %t319, i64* %v9
  %t321 = load i64, i64* %v5
  %t322 = load i64, i64* %v9
  %t323 = add i64 %t321, %t322
  %t324 = icmp ult i64 %t323, %p0.len
  br i1 %t324, label %inb100, label %oob101
oob101:
  call void @tack.oob(i64* %status, i64 2, i64 %t323)
  br label %chk102
inb100:
  %t325 = getelementptr inbounds float, float* %p0, i64 %t323
  %t326 = load float, float* %t325
  br label %chk102
chk102:
  %t327 = phi float [%t326, %inb100], [0x0000000000000000, %oob101]
  %t328 = load float, float* %v6
  %t329 = fsub float %t327, %t328
  %t330 = call float @expf(float %t329)
  store float %t330, float* %v10
  %t331 = load i64, i64* %v5
  %t332 = load i64, i64* %v9
  %t333 = add i64 %t331, %t332
  %t334 = load float, float* %v10
  %t335 = icmp ult i64 %t333, %p1.len
  br i1 %t335, label %inb103, label %oob104
oob104:
  call void @tack.oob(i64* %status, i64 3, i64 %t333)
  br label %chk105
inb103:
  %t336 = getelementptr inbounds float, float* %p1, i64 %t333
  store float %t334, float* %t336
  br label %chk105
chk105:
  %t337 = load float, float* %v8
  %t338 = load float, float* %v10
  %t339 = fadd float %t337, %t338
  store float %t339, float* %v8
  br label %it.latch99
it.latch99:
  %t340 = load i64, i64* %it9.87
  %t341 = add i64 %t340, 1
  store i64 %t341, i64* %it9.87
  br label %it.head97
blk.next89:
  store i64 %t277, i64* %blk9.87
  br label %blk.head87
range.exit86:
  %t342 = load float, float* %v8
  %t343 = fdiv float 0x3FF0000000000000, %t342
  store float %t343, float* %v11
  %t344 = load i32, i32* %v3
  %t345 = sext i32 %t344 to i64
  store i64 0, i64* %blk12.107
  br label %blk.head107
blk.head107:
  %t346 = load i64, i64* %blk12.107
  %t347 = icmp slt i64 %t346, %t345
  br i1 %t347, label %blk.body108, label %range.exit106
blk.body108:
  %t348 = add i64 %t346, 4096
  %t349 = icmp slt i64 %t348, %t345
  %t350 = select i1 %t349, i64 %t348, i64 %t345
  %t351 = sub i64 %t350, %t346
  %t352 = load i64, i64* %budget
  %t353 = sub i64 %t352, %t351
  store i64 %t353, i64* %budget
  %t354 = icmp slt i64 %t353, 0
  br i1 %t354, label %poll110, label %poll.go111
poll110:
  store i64 65536, i64* %budget
  %t355 = call i1 @tack.poll(i64* %status)
  br i1 %t355, label %abort, label %poll.go111
poll.go111:
  store i64 %t346, i64* %it12.107
  br label %it.head112
it.head112:
  %t356 = load i64, i64* %it12.107
  %t357 = icmp slt i64 %t356, %t350
  br i1 %t357, label %it.body113, label %blk.next109
it.body113:
  store i64 %t356, i64* %v12
  %t358 = load i64, i64* %v5
  %t359 = load i64, i64* %v12
  %t360 = add i64 %t358, %t359
  store i64 %t360, i64* %v13
  %t361 = load i64, i64* %v13
  %t362 = icmp ult i64 %t361, %p1.len
  br i1 %t362, label %inb115, label %oob116
oob116:
  call void @tack.oob(i64* %status, i64 4, i64 %t361)
  br label %chk117
inb115:
  %t363 = getelementptr inbounds float, float* %p1, i64 %t361
  %t364 = load float, float* %t363
  br label %chk117
chk117:
  %t365 = phi float [%t364, %inb115], [0x0000000000000000, %oob116]
  %t366 = load float, float* %v11
  %t367 = fmul float %t365, %t366
  %t368 = icmp ult i64 %t360, %p1.len
  br i1 %t368, label %inb118, label %oob119
oob119:
  call void @tack.oob(i64* %status, i64 5, i64 %t360)
  br label %chk120
inb118:
  %t369 = getelementptr inbounds float, float* %p1, i64 %t360
  store float %t367, float* %t369
  br label %chk120
chk120:
  br label %it.latch114
it.latch114:
  %t370 = load i64, i64* %it12.107
  %t371 = add i64 %t370, 1
  store i64 %t371, i64* %it12.107
  br label %it.head112
blk.next109:
  store i64 %t350, i64* %blk12.107
  br label %blk.head107
range.exit106:
  br label %it.latch65
it.latch65:
  %t372 = load i64, i64* %it4.1
  %t373 = add i64 %t372, 1
  store i64 %t373, i64* %it4.1
  br label %it.head63, !llvm.loop !0
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
