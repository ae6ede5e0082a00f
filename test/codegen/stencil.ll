; Tack kernel 'stencil' (generated; do not edit)
source_filename = "tack"
target triple = "x86_64-unknown-linux-gnu"

define internal void @tack_kernel_stencil(float* %p0, float* %p1, i32 %p2, i32 %p3, i64 %p0.len, i64 %p1.len, i64* %status, i64 %start, i64 %end) #0 {
entry:
  %budget = alloca i64
  %v2 = alloca i32
  %v3 = alloca i32
  %row = alloca i64
  %v4 = alloca i64
  %blk5.5 = alloca i64
  %it5.5 = alloca i64
  %v5 = alloca i64
  %v6 = alloca i64
  store i64 65536, i64* %budget
  store i32 %p2, i32* %v2
  store i32 %p3, i32* %v3
  %t0 = load i32, i32* %v2
  %t1 = sext i32 %t0 to i64
  %t2 = load i32, i32* %v3
  %t3 = sext i32 %t2 to i64
  %t4 = icmp slt i64 %start, %end
  br i1 %t4, label %grid.init1, label %loop.exit0
grid.init1:
  %t5 = sdiv i64 %start, %t3
  store i64 %t5, i64* %row
  br label %grid.row2
grid.row2:
  %t6 = load i64, i64* %row
  %t7 = mul i64 %t6, %t3
  %t8 = icmp slt i64 %t7, %end
  br i1 %t8, label %grid.rowbody3, label %loop.exit0
grid.rowbody3:
  %t9 = sub i64 %start, %t7
  %t10 = icmp sgt i64 %t9, 0
  %t11 = select i1 %t10, i64 %t9, i64 0
  %t12 = sub i64 %end, %t7
  %t13 = icmp slt i64 %t12, %t3
  %t14 = select i1 %t13, i64 %t12, i64 %t3
  store i64 %t6, i64* %v4
  store i64 %t11, i64* %blk5.5
  br label %blk.head5
blk.head5:
  %t15 = load i64, i64* %blk5.5
  %t16 = icmp slt i64 %t15, %t14
  br i1 %t16, label %blk.body6, label %grid.rowlatch4
blk.body6:
  %t17 = add i64 %t15, 4096
  %t18 = icmp slt i64 %t17, %t14
  %t19 = select i1 %t18, i64 %t17, i64 %t14
  %t20 = sub i64 %t19, %t15
  %t21 = load i64, i64* %budget
  %t22 = sub i64 %t21, %t20
  store i64 %t22, i64* %budget
  %t23 = icmp slt i64 %t22, 0
  br i1 %t23, label %poll8, label %poll.go9
poll8:
  store i64 65536, i64* %budget
  %t24 = call i1 @tack.poll(i64* %status)
  br i1 %t24, label %abort, label %poll.go9
poll.go9:
  %t25 = sub i64 %t19, 1
  %t26 = load i64, i64* %v4
  %t27 = load i32, i32* %v3
  %t28 = sext i32 %t27 to i64
  %t29 = mul i64 %t26, %t28
  %t30 = add i64 %t29, %t15
  %t31 = load i64, i64* %v4
  %t32 = load i32, i32* %v3
  %t33 = sext i32 %t32 to i64
  %t34 = mul i64 %t31, %t33
  %t35 = add i64 %t34, %t25
  %t36 = icmp ult i64 %t30, %p0.len
  %t37 = icmp ult i64 %t35, %p0.len
  %t38 = and i1 %t36, %t37
  %t39 = load i64, i64* %v4
  %t40 = load i32, i32* %v3
  %t41 = sext i32 %t40 to i64
  %t42 = mul i64 %t39, %t41
  %t43 = add i64 %t42, %t15
  %t44 = load i64, i64* %v4
  %t45 = load i32, i32* %v3
  %t46 = sext i32 %t45 to i64
  %t47 = mul i64 %t44, %t46
  %t48 = add i64 %t47, %t25
  %t49 = icmp ult i64 %t43, %p1.len
  %t50 = icmp ult i64 %t48, %p1.len
  %t51 = and i1 %t49, %t50
  %t52 = and i1 %t38, %t51
  %t53 = load i64, i64* %v4
  %t54 = load i32, i32* %v3
  %t55 = sext i32 %t54 to i64
  %t56 = mul i64 %t53, %t55
  %t57 = add i64 %t56, %t15
  %t58 = sext i32 1 to i64
  %t59 = sub i64 %t57, %t58
  %t60 = load i64, i64* %v4
  %t61 = load i32, i32* %v3
  %t62 = sext i32 %t61 to i64
  %t63 = mul i64 %t60, %t62
  %t64 = add i64 %t63, %t25
  %t65 = sext i32 1 to i64
  %t66 = sub i64 %t64, %t65
  %t67 = icmp ult i64 %t59, %p0.len
  %t68 = icmp ult i64 %t66, %p0.len
  %t69 = and i1 %t67, %t68
  %t70 = and i1 %t52, %t69
  %t71 = load i64, i64* %v4
  %t72 = load i32, i32* %v3
  %t73 = sext i32 %t72 to i64
  %t74 = mul i64 %t71, %t73
  %t75 = add i64 %t74, %t15
  %t76 = sext i32 1 to i64
  %t77 = add i64 %t75, %t76
  %t78 = load i64, i64* %v4
  %t79 = load i32, i32* %v3
  %t80 = sext i32 %t79 to i64
  %t81 = mul i64 %t78, %t80
  %t82 = add i64 %t81, %t25
  %t83 = sext i32 1 to i64
  %t84 = add i64 %t82, %t83
  %t85 = icmp ult i64 %t77, %p0.len
  %t86 = icmp ult i64 %t84, %p0.len
  %t87 = and i1 %t85, %t86
  %t88 = and i1 %t70, %t87
  %t89 = load i64, i64* %v4
  %t90 = load i32, i32* %v3
  %t91 = sext i32 %t90 to i64
  %t92 = mul i64 %t89, %t91
  %t93 = add i64 %t92, %t15
  %t94 = load i32, i32* %v3
  %t95 = sext i32 %t94 to i64
  %t96 = sub i64 %t93, %t95
  %t97 = load i64, i64* %v4
  %t98 = load i32, i32* %v3
  %t99 = sext i32 %t98 to i64
  %t100 = mul i64 %t97, %t99
  %t101 = add i64 %t100, %t25
  %t102 = load i32, i32* %v3
  %t103 = sext i32 %t102 to i64
  %t104 = sub i64 %t101, %t103
  %t105 = icmp ult i64 %t96, %p0.len
  %t106 = icmp ult i64 %t104, %p0.len
  %t107 = and i1 %t105, %t106
  %t108 = and i1 %t88, %t107
  %t109 = load i64, i64* %v4
  %t110 = load i32, i32* %v3
  %t111 = sext i32 %t110 to i64
  %t112 = mul i64 %t109, %t111
  %t113 = add i64 %t112, %t15
  %t114 = load i32, i32* %v3
  %t115 = sext i32 %t114 to i64
  %t116 = add i64 %t113, %t115
  %t117 = load i64, i64* %v4
  %t118 = load i32, i32* %v3
  %t119 = sext i32 %t118 to i64
  %t120 = mul i64 %t117, %t119
  %t121 = add i64 %t120, %t25
  %t122 = load i32, i32* %v3
  %t123 = sext i32 %t122 to i64
  %t124 = add i64 %t121, %t123
  %t125 = icmp ult i64 %t116, %p0.len
  %t126 = icmp ult i64 %t124, %p0.len
  %t127 = and i1 %t125, %t126
  %t128 = and i1 %t108, %t127
  %t129 = load i64, i64* %v4
  %t130 = load i32, i32* %v3
  %t131 = sext i32 %t130 to i64
  %t132 = mul i64 %t129, %t131
  %t133 = add i64 %t132, %t15
  %t134 = load i64, i64* %v4
  %t135 = load i32, i32* %v3
  %t136 = sext i32 %t135 to i64
  %t137 = mul i64 %t134, %t136
  %t138 = add i64 %t137, %t25
  %t139 = icmp ult i64 %t133, %p1.len
  %t140 = icmp ult i64 %t138, %p1.len
  %t141 = and i1 %t139, %t140
  %t142 = and i1 %t128, %t141
  br i1 %t142, label %fast10, label %slow11
fast10:
  store i64 %t15, i64* %it5.5
  br label %it.head12
it.head12:
  %t143 = load i64, i64* %it5.5
  %t144 = icmp slt i64 %t143, %t19
  br i1 %t144, label %it.body13, label %blk.next7
it.body13:
  store i64 %t143, i64* %v5
  %t145 = load i64, i64* %v4
  %t146 = load i32, i32* %v3
  %t147 = sext i32 %t146 to i64
  %t148 = mul i64 %t145, %t147
  %t149 = load i64, i64* %v5
  %t150 = add i64 %t148, %t149
  store i64 %t150, i64* %v6
  %t151 = load i64, i64* %v4
  %t152 = icmp eq i64 %t151, 0
  br i1 %t152, label %logic.end16, label %logic.rhs15
logic.rhs15:
  %t153 = load i64, i64* %v5
  %t154 = icmp eq i64 %t153, 0
  br label %logic.end16
logic.end16:
  %t155 = phi i1 [true, %it.body13], [%t154, %logic.rhs15]
  br i1 %t155, label %logic.end18, label %logic.rhs17
logic.rhs17:
  %t156 = load i64, i64* %v4
  %t157 = load i32, i32* %v2
  %t158 = sub i32 %t157, 1
  %t159 = sext i32 %t158 to i64
  %t160 = icmp eq i64 %t156, %t159
  br label %logic.end18
logic.end18:
  %t161 = phi i1 [true, %logic.end16], [%t160, %logic.rhs17]
  br i1 %t161, label %logic.end20, label %logic.rhs19
logic.rhs19:
  %t162 = load i64, i64* %v5
  %t163 = load i32, i32* %v3
  %t164 = sub i32 %t163, 1
  %t165 = sext i32 %t164 to i64
  %t166 = icmp eq i64 %t162, %t165
  br label %logic.end20
logic.end20:
  %t167 = phi i1 [true, %logic.end18], [%t166, %logic.rhs19]
  br i1 %t167, label %if.then21, label %if.else22
if.then21:
  %t168 = load i64, i64* %v6
  %t169 = load i64, i64* %v6
  %t170 = getelementptr inbounds float, float* %p0, i64 %t169
  %t171 = load float, float* %t170
  %t172 = getelementptr inbounds float, float* %p1, i64 %t168
  store float %t171, float* %t172
  br label %it.latch14
dead24:
  br label %if.end23
if.else22:
  br label %if.end23
if.end23:
  %t173 = load i64, i64* %v6
  %t174 = load i64, i64* %v6
  %t175 = sub i64 %t174, 1
  %t176 = getelementptr inbounds float, float* %p0, i64 %t175
  %t177 = load float, float* %t176
  %t178 = load i64, i64* %v6
  %t179 = add i64 %t178, 1
  %t180 = getelementptr inbounds float, float* %p0, i64 %t179
  %t181 = load float, float* %t180
  %t182 = fadd float %t177, %t181
  %t183 = load i64, i64* %v6
  %t184 = load i32, i32* %v3
  %t185 = sext i32 %t184 to i64
  %t186 = sub i64 %t183, %t185
  %t187 = getelementptr inbounds float, float* %p0, i64 %t186
  %t188 = load float, float* %t187
  %t189 = fadd float %t182, %t188
  %t190 = load i64, i64* %v6
  %t191 = load i32, i32* %v3
  %t192 = sext i32 %t191 to i64
  %t193 = add i64 %t190, %t192
  %t194 = getelementptr inbounds float, float* %p0, i64 %t193
  %t195 = load float, float* %t194
  %t196 = fadd float %t189, %t195
  %t197 = fmul float 0x3FD0000000000000, %t196
  %t198 = getelementptr inbounds float, float* %p1, i64 %t173
  store float %t197, float* %t198
  br label %it.latch14
it.latch14:
  %t199 = load i64, i64* %it5.5
  %t200 = add i64 %t199, 1
  store i64 %t200, i64* %it5.5
  br label %it.head12, !llvm.loop !0
slow11:
  store i64 %t15, i64* %it5.5
  br label %it.head25
it.head25:
  %t201 = load i64, i64* %it5.5
  %t202 = icmp slt i64 %t201, %t19
  br i1 %t202, label %it.body26, label %blk.next7
it.body26:
  store i64 %t201, i64* %v5
  %t203 = load i64, i64* %v4
  %t204 = load i32, i32* %v3
  %t205 = sext i32 %t204 to i64
  %t206 = mul i64 %t203, %t205
  %t207 = load i64, i64* %v5
  %t208 = add i64 %t206, %t207
  store i64 %t208, i64* %v6
  %t209 = load i64, i64* %v4
  %t210 = icmp eq i64 %t209, 0
  br i1 %t210, label %logic.end29, label %logic.rhs28
logic.rhs28:
  %t211 = load i64, i64* %v5
  %t212 = icmp eq i64 %t211, 0
  br label %logic.end29
logic.end29:
  %t213 = phi i1 [true, %it.body26], [%t212, %logic.rhs28]
  br i1 %t213, label %logic.end31, label %logic.rhs30
logic.rhs30:
  %t214 = load i64, i64* %v4
  %t215 = load i32, i32* %v2
  %t216 = sub i32 %t215, 1
  %t217 = sext i32 %t216 to i64
  %t218 = icmp eq i64 %t214, %t217
  br label %logic.end31
logic.end31:
  %t219 = phi i1 [true, %logic.end29], [%t218, %logic.rhs30]
  br i1 %t219, label %logic.end33, label %logic.rhs32
logic.rhs32:
  %t220 = load i64, i64* %v5
  %t221 = load i32, i32* %v3
  %t222 = sub i32 %t221, 1
  %t223 = sext i32 %t222 to i64
  %t224 = icmp eq i64 %t220, %t223
  br label %logic.end33
logic.end33:
  %t225 = phi i1 [true, %logic.end31], [%t224, %logic.rhs32]
  br i1 %t225, label %if.then34, label %if.else35
if.then34:
  %t226 = load i64, i64* %v6
  %t227 = load i64, i64* %v6
  %t228 = icmp ult i64 %t227, %p0.len
  br i1 %t228, label %inb37, label %oob38
oob38:
  call void @tack.oob(i64* %status, i64 1, i64 %t227)
  br label %chk39
inb37:
  %t229 = getelementptr inbounds float, float* %p0, i64 %t227
  %t230 = load float, float* %t229
  br label %chk39
chk39:
  %t231 = phi float [%t230, %inb37], [0x0000000000000000, %oob38]
  %t232 = icmp ult i64 %t226, %p1.len
  br i1 %t232, label %inb40, label %oob41
oob41:
  call void @tack.oob(i64* %status, i64 2, i64 %t226)
  br label %chk42
inb40:
  %t233 = getelementptr inbounds float, float* %p1, i64 %t226
  store float %t231, float* %t233
  br label %chk42
chk42:
  br label %it.latch27
dead43:
  br label %if.end36
if.else35:
  br label %if.end36
if.end36:
  %t234 = load i64, i64* %v6
  %t235 = load i64, i64* %v6
  %t236 = sub i64 %t235, 1
  %t237 = icmp ult i64 %t236, %p0.len
  br i1 %t237, label %inb44, label %oob45
oob45:
  call void @tack.oob(i64* %status, i64 3, i64 %t236)
  br label %chk46
inb44:
  %t238 = getelementptr inbounds float, float* %p0, i64 %t236
  %t239 = load float, float* %t238
  br label %chk46
chk46:
  %t240 = phi float [%t239, %inb44], [0x0000000000000000, %oob45]
  %t241 = load i64, i64* %v6
  %t242 = add i64 %t241, 1
  %t243 = icmp ult i64 %t242, %p0.len
  br i1 %t243, label %inb47, label %oob48
oob48:
  call void @tack.oob(i64* %status, i64 4, i64 %t242)
  br label %chk49
inb47:
  %t244 = getelementptr inbounds float, float* %p0, i64 %t242
  %t245 = load float, float* %t244
  br label %chk49
chk49:
  %t246 = phi float [%t245, %inb47], [0x0000000000000000, %oob48]
  %t247 = fadd float %t240, %t246
  %t248 = load i64, i64* %v6
  %t249 = load i32, i32* %v3
  %t250 = sext i32 %t249 to i64
  %t251 = sub i64 %t248, %t250
  %t252 = icmp ult i64 %t251, %p0.len
  br i1 %t252, label %inb50, label %oob51
oob51:
  call void @tack.oob(i64* %status, i64 5, i64 %t251)
  br label %chk52
inb50:
  %t253 = getelementptr inbounds float, float* %p0, i64 %t251
  %t254 = load float, float* %t253
  br label %chk52
chk52:
  %t255 = phi float [%t254, %inb50], [0x0000000000000000, %oob51]
  %t256 = fadd float %t247, %t255
  %t257 = load i64, i64* %v6
  %t258 = load i32, i32* %v3
  %t259 = sext i32 %t258 to i64
  %t260 = add i64 %t257, %t259
  %t261 = icmp ult i64 %t260, %p0.len
  br i1 %t261, label %inb53, label %oob54
oob54:
  call void @tack.oob(i64* %status, i64 6, i64 %t260)
  br label %chk55
inb53:
  %t262 = getelementptr inbounds float, float* %p0, i64 %t260
  %t263 = load float, float* %t262
  br label %chk55
chk55:
  %t264 = phi float [%t263, %inb53], [0x0000000000000000, %oob54]
  %t265 = fadd float %t256, %t264
  %t266 = fmul float 0x3FD0000000000000, %t265
  %t267 = icmp ult i64 %t234, %p1.len
  br i1 %t267, label %inb56, label %oob57
oob57:
  call void @tack.oob(i64* %status, i64 7, i64 %t234)
  br label %chk58
inb56:
  %t268 = getelementptr inbounds float, float* %p1, i64 %t234
  store float %t266, float* %t268
  br label %chk58
chk58:
  br label %it.latch27
it.latch27:
  %t269 = load i64, i64* %it5.5
  %t270 = add i64 %t269, 1
  store i64 %t270, i64* %it5.5
  br label %it.head25, !llvm.loop !0
blk.next7:
  store i64 %t19, i64* %blk5.5
  br label %blk.head5
grid.rowlatch4:
  %t271 = load i64, i64* %row
  %t272 = add i64 %t271, 1
  store i64 %t272, i64* %row
  br label %grid.row2
loop.exit0:
  ret void
abort:
  ret void
}

define void @tack_chunk_stencil(i64* %slots, i64 %start, i64 %end) #0 {
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
  call void @tack_kernel_stencil(float* %s0.a, float* %s1.a, i32 %s2.v, i32 %s3.v, i64 %h4, i64 %h5, i64* %st.a, i64 %start, i64 %end)
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
