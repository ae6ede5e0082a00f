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
  br i1 %t128, label %fast10, label %slow11
fast10:
  store i64 %t15, i64* %it5.5
  br label %it.head12
it.head12:
  %t129 = load i64, i64* %it5.5
  %t130 = icmp slt i64 %t129, %t19
  br i1 %t130, label %it.body13, label %blk.next7
it.body13:
  store i64 %t129, i64* %v5
  %t131 = load i64, i64* %v4
  %t132 = load i32, i32* %v3
  %t133 = sext i32 %t132 to i64
  %t134 = mul i64 %t131, %t133
  %t135 = load i64, i64* %v5
  %t136 = add i64 %t134, %t135
  store i64 %t136, i64* %v6
  %t137 = load i64, i64* %v4
  %t138 = icmp eq i64 %t137, 0
  br i1 %t138, label %logic.end16, label %logic.rhs15
logic.rhs15:
  %t139 = load i64, i64* %v5
  %t140 = icmp eq i64 %t139, 0
  br label %logic.end16
logic.end16:
  %t141 = phi i1 [true, %it.body13], [%t140, %logic.rhs15]
  br i1 %t141, label %logic.end18, label %logic.rhs17
logic.rhs17:
  %t142 = load i64, i64* %v4
  %t143 = load i32, i32* %v2
  %t144 = sub i32 %t143, 1
  %t145 = sext i32 %t144 to i64
  %t146 = icmp eq i64 %t142, %t145
  br label %logic.end18
logic.end18:
  %t147 = phi i1 [true, %logic.end16], [%t146, %logic.rhs17]
  br i1 %t147, label %logic.end20, label %logic.rhs19
logic.rhs19:
  %t148 = load i64, i64* %v5
  %t149 = load i32, i32* %v3
  %t150 = sub i32 %t149, 1
  %t151 = sext i32 %t150 to i64
  %t152 = icmp eq i64 %t148, %t151
  br label %logic.end20
logic.end20:
  %t153 = phi i1 [true, %logic.end18], [%t152, %logic.rhs19]
  br i1 %t153, label %if.then21, label %if.else22
if.then21:
  %t154 = load i64, i64* %v6
  %t155 = load i64, i64* %v6
  %t156 = getelementptr inbounds float, float* %p0, i64 %t155
  %t157 = load float, float* %t156
  %t158 = getelementptr inbounds float, float* %p1, i64 %t154
  store float %t157, float* %t158
  br label %it.latch14
dead24:
  br label %if.end23
if.else22:
  br label %if.end23
if.end23:
  %t159 = load i64, i64* %v6
  %t160 = load i64, i64* %v6
  %t161 = sub i64 %t160, 1
  %t162 = getelementptr inbounds float, float* %p0, i64 %t161
  %t163 = load float, float* %t162
  %t164 = load i64, i64* %v6
  %t165 = add i64 %t164, 1
  %t166 = getelementptr inbounds float, float* %p0, i64 %t165
  %t167 = load float, float* %t166
  %t168 = fadd float %t163, %t167
  %t169 = load i64, i64* %v6
  %t170 = load i32, i32* %v3
  %t171 = sext i32 %t170 to i64
  %t172 = sub i64 %t169, %t171
  %t173 = getelementptr inbounds float, float* %p0, i64 %t172
  %t174 = load float, float* %t173
  %t175 = fadd float %t168, %t174
  %t176 = load i64, i64* %v6
  %t177 = load i32, i32* %v3
  %t178 = sext i32 %t177 to i64
  %t179 = add i64 %t176, %t178
  %t180 = getelementptr inbounds float, float* %p0, i64 %t179
  %t181 = load float, float* %t180
  %t182 = fadd float %t175, %t181
  %t183 = fmul float 0x3FD0000000000000, %t182
  %t184 = getelementptr inbounds float, float* %p1, i64 %t159
  store float %t183, float* %t184
  br label %it.latch14
it.latch14:
  %t185 = load i64, i64* %it5.5
  %t186 = add i64 %t185, 1
  store i64 %t186, i64* %it5.5
  br label %it.head12, !llvm.loop !0
slow11:
  store i64 %t15, i64* %it5.5
  br label %it.head25
it.head25:
  %t187 = load i64, i64* %it5.5
  %t188 = icmp slt i64 %t187, %t19
  br i1 %t188, label %it.body26, label %blk.next7
it.body26:
  store i64 %t187, i64* %v5
  %t189 = load i64, i64* %v4
  %t190 = load i32, i32* %v3
  %t191 = sext i32 %t190 to i64
  %t192 = mul i64 %t189, %t191
  %t193 = load i64, i64* %v5
  %t194 = add i64 %t192, %t193
  store i64 %t194, i64* %v6
  %t195 = load i64, i64* %v4
  %t196 = icmp eq i64 %t195, 0
  br i1 %t196, label %logic.end29, label %logic.rhs28
logic.rhs28:
  %t197 = load i64, i64* %v5
  %t198 = icmp eq i64 %t197, 0
  br label %logic.end29
logic.end29:
  %t199 = phi i1 [true, %it.body26], [%t198, %logic.rhs28]
  br i1 %t199, label %logic.end31, label %logic.rhs30
logic.rhs30:
  %t200 = load i64, i64* %v4
  %t201 = load i32, i32* %v2
  %t202 = sub i32 %t201, 1
  %t203 = sext i32 %t202 to i64
  %t204 = icmp eq i64 %t200, %t203
  br label %logic.end31
logic.end31:
  %t205 = phi i1 [true, %logic.end29], [%t204, %logic.rhs30]
  br i1 %t205, label %logic.end33, label %logic.rhs32
logic.rhs32:
  %t206 = load i64, i64* %v5
  %t207 = load i32, i32* %v3
  %t208 = sub i32 %t207, 1
  %t209 = sext i32 %t208 to i64
  %t210 = icmp eq i64 %t206, %t209
  br label %logic.end33
logic.end33:
  %t211 = phi i1 [true, %logic.end31], [%t210, %logic.rhs32]
  br i1 %t211, label %if.then34, label %if.else35
if.then34:
  %t212 = load i64, i64* %v6
  %t213 = load i64, i64* %v6
  %t214 = icmp ult i64 %t213, %p0.len
  br i1 %t214, label %inb37, label %oob38, !prof !2
oob38:
  call void @tack.oob(i64* %status, i64 1, i64 %t213)
  br label %abort
inb37:
  %t215 = getelementptr inbounds float, float* %p0, i64 %t213
  %t216 = load float, float* %t215
  %t217 = icmp ult i64 %t212, %p1.len
  br i1 %t217, label %inb39, label %oob40, !prof !2
oob40:
  call void @tack.oob(i64* %status, i64 2, i64 %t212)
  br label %abort
inb39:
  %t218 = getelementptr inbounds float, float* %p1, i64 %t212
  store float %t216, float* %t218
  br label %it.latch27
dead41:
  br label %if.end36
if.else35:
  br label %if.end36
if.end36:
  %t219 = load i64, i64* %v6
  %t220 = load i64, i64* %v6
  %t221 = sub i64 %t220, 1
  %t222 = icmp ult i64 %t221, %p0.len
  br i1 %t222, label %inb42, label %oob43, !prof !2
oob43:
  call void @tack.oob(i64* %status, i64 3, i64 %t221)
  br label %abort
inb42:
  %t223 = getelementptr inbounds float, float* %p0, i64 %t221
  %t224 = load float, float* %t223
  %t225 = load i64, i64* %v6
  %t226 = add i64 %t225, 1
  %t227 = icmp ult i64 %t226, %p0.len
  br i1 %t227, label %inb44, label %oob45, !prof !2
oob45:
  call void @tack.oob(i64* %status, i64 4, i64 %t226)
  br label %abort
inb44:
  %t228 = getelementptr inbounds float, float* %p0, i64 %t226
  %t229 = load float, float* %t228
  %t230 = fadd float %t224, %t229
  %t231 = load i64, i64* %v6
  %t232 = load i32, i32* %v3
  %t233 = sext i32 %t232 to i64
  %t234 = sub i64 %t231, %t233
  %t235 = icmp ult i64 %t234, %p0.len
  br i1 %t235, label %inb46, label %oob47, !prof !2
oob47:
  call void @tack.oob(i64* %status, i64 5, i64 %t234)
  br label %abort
inb46:
  %t236 = getelementptr inbounds float, float* %p0, i64 %t234
  %t237 = load float, float* %t236
  %t238 = fadd float %t230, %t237
  %t239 = load i64, i64* %v6
  %t240 = load i32, i32* %v3
  %t241 = sext i32 %t240 to i64
  %t242 = add i64 %t239, %t241
  %t243 = icmp ult i64 %t242, %p0.len
  br i1 %t243, label %inb48, label %oob49, !prof !2
oob49:
  call void @tack.oob(i64* %status, i64 6, i64 %t242)
  br label %abort
inb48:
  %t244 = getelementptr inbounds float, float* %p0, i64 %t242
  %t245 = load float, float* %t244
  %t246 = fadd float %t238, %t245
  %t247 = fmul float 0x3FD0000000000000, %t246
  %t248 = icmp ult i64 %t219, %p1.len
  br i1 %t248, label %inb50, label %oob51, !prof !2
oob51:
  call void @tack.oob(i64* %status, i64 7, i64 %t219)
  br label %abort
inb50:
  %t249 = getelementptr inbounds float, float* %p1, i64 %t219
  store float %t247, float* %t249
  br label %it.latch27
it.latch27:
  %t250 = load i64, i64* %it5.5
  %t251 = add i64 %t250, 1
  store i64 %t251, i64* %it5.5
  br label %it.head25, !llvm.loop !0
blk.next7:
  store i64 %t19, i64* %blk5.5
  br label %blk.head5
grid.rowlatch4:
  %t252 = load i64, i64* %row
  %t253 = add i64 %t252, 1
  store i64 %t253, i64* %row
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
!2 = !{!"branch_weights", i32 1048576, i32 1}
