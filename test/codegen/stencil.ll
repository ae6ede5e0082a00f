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
  %t15 = icmp sge i64 %t11, %t14
  br i1 %t15, label %grid.rowlatch4, label %chunk5
chunk5:
  %t16 = load atomic i64, i64* %status monotonic, align 8
  %t17 = icmp ne i64 %t16, 0
  br i1 %t17, label %abort, label %chunk.go6, !prof !6
chunk.go6:
  %t18 = sub i64 %t14, %t11
  %t19 = load i64, i64* %budget
  %t20 = sub i64 %t19, %t18
  store i64 %t20, i64* %budget
  %t21 = icmp slt i64 %t20, 0
  br i1 %t21, label %poll7, label %poll.go8
poll7:
  store i64 65536, i64* %budget
  %t22 = call i1 @tack.poll(i64* %status)
  br i1 %t22, label %abort, label %poll.go8
poll.go8:
  %t23 = sub i64 %t14, 1
  %t24 = load i64, i64* %v4
  %t25 = load i32, i32* %v3
  %t26 = sext i32 %t25 to i64
  %t27 = mul i64 %t24, %t26
  %t28 = add i64 %t27, %t11
  %t29 = load i64, i64* %v4
  %t30 = load i32, i32* %v3
  %t31 = sext i32 %t30 to i64
  %t32 = mul i64 %t29, %t31
  %t33 = add i64 %t32, %t23
  %t34 = icmp ult i64 %t28, %p0.len
  %t35 = icmp ult i64 %t33, %p0.len
  %t36 = and i1 %t34, %t35
  %t37 = load i64, i64* %v4
  %t38 = load i32, i32* %v3
  %t39 = sext i32 %t38 to i64
  %t40 = mul i64 %t37, %t39
  %t41 = add i64 %t40, %t11
  %t42 = load i64, i64* %v4
  %t43 = load i32, i32* %v3
  %t44 = sext i32 %t43 to i64
  %t45 = mul i64 %t42, %t44
  %t46 = add i64 %t45, %t23
  %t47 = icmp ult i64 %t41, %p1.len
  %t48 = icmp ult i64 %t46, %p1.len
  %t49 = and i1 %t47, %t48
  %t50 = and i1 %t36, %t49
  %t51 = load i64, i64* %v4
  %t52 = load i32, i32* %v3
  %t53 = sext i32 %t52 to i64
  %t54 = mul i64 %t51, %t53
  %t55 = add i64 %t54, %t11
  %t56 = sext i32 1 to i64
  %t57 = sub i64 %t55, %t56
  %t58 = load i64, i64* %v4
  %t59 = load i32, i32* %v3
  %t60 = sext i32 %t59 to i64
  %t61 = mul i64 %t58, %t60
  %t62 = add i64 %t61, %t23
  %t63 = sext i32 1 to i64
  %t64 = sub i64 %t62, %t63
  %t65 = icmp ult i64 %t57, %p0.len
  %t66 = icmp ult i64 %t64, %p0.len
  %t67 = and i1 %t65, %t66
  %t68 = and i1 %t50, %t67
  %t69 = load i64, i64* %v4
  %t70 = load i32, i32* %v3
  %t71 = sext i32 %t70 to i64
  %t72 = mul i64 %t69, %t71
  %t73 = add i64 %t72, %t11
  %t74 = sext i32 1 to i64
  %t75 = add i64 %t73, %t74
  %t76 = load i64, i64* %v4
  %t77 = load i32, i32* %v3
  %t78 = sext i32 %t77 to i64
  %t79 = mul i64 %t76, %t78
  %t80 = add i64 %t79, %t23
  %t81 = sext i32 1 to i64
  %t82 = add i64 %t80, %t81
  %t83 = icmp ult i64 %t75, %p0.len
  %t84 = icmp ult i64 %t82, %p0.len
  %t85 = and i1 %t83, %t84
  %t86 = and i1 %t68, %t85
  %t87 = load i64, i64* %v4
  %t88 = load i32, i32* %v3
  %t89 = sext i32 %t88 to i64
  %t90 = mul i64 %t87, %t89
  %t91 = add i64 %t90, %t11
  %t92 = load i32, i32* %v3
  %t93 = sext i32 %t92 to i64
  %t94 = sub i64 %t91, %t93
  %t95 = load i64, i64* %v4
  %t96 = load i32, i32* %v3
  %t97 = sext i32 %t96 to i64
  %t98 = mul i64 %t95, %t97
  %t99 = add i64 %t98, %t23
  %t100 = load i32, i32* %v3
  %t101 = sext i32 %t100 to i64
  %t102 = sub i64 %t99, %t101
  %t103 = icmp ult i64 %t94, %p0.len
  %t104 = icmp ult i64 %t102, %p0.len
  %t105 = and i1 %t103, %t104
  %t106 = and i1 %t86, %t105
  %t107 = load i64, i64* %v4
  %t108 = load i32, i32* %v3
  %t109 = sext i32 %t108 to i64
  %t110 = mul i64 %t107, %t109
  %t111 = add i64 %t110, %t11
  %t112 = load i32, i32* %v3
  %t113 = sext i32 %t112 to i64
  %t114 = add i64 %t111, %t113
  %t115 = load i64, i64* %v4
  %t116 = load i32, i32* %v3
  %t117 = sext i32 %t116 to i64
  %t118 = mul i64 %t115, %t117
  %t119 = add i64 %t118, %t23
  %t120 = load i32, i32* %v3
  %t121 = sext i32 %t120 to i64
  %t122 = add i64 %t119, %t121
  %t123 = icmp ult i64 %t114, %p0.len
  %t124 = icmp ult i64 %t122, %p0.len
  %t125 = and i1 %t123, %t124
  %t126 = and i1 %t106, %t125
  br i1 %t126, label %fast9, label %slow10
fast9:
  store i64 %t11, i64* %it5.5
  br label %it.head11
it.head11:
  %t127 = load i64, i64* %it5.5
  %t128 = icmp slt i64 %t127, %t14
  br i1 %t128, label %it.body12, label %grid.rowlatch4
it.body12:
  store i64 %t127, i64* %v5
  %t129 = load i64, i64* %v4
  %t130 = load i32, i32* %v3
  %t131 = sext i32 %t130 to i64
  %t132 = mul i64 %t129, %t131
  %t133 = load i64, i64* %v5
  %t134 = add i64 %t132, %t133
  store i64 %t134, i64* %v6
  %t135 = load i64, i64* %v4
  %t136 = icmp eq i64 %t135, 0
  br i1 %t136, label %logic.end15, label %logic.rhs14
logic.rhs14:
  %t137 = load i64, i64* %v5
  %t138 = icmp eq i64 %t137, 0
  br label %logic.end15
logic.end15:
  %t139 = phi i1 [true, %it.body12], [%t138, %logic.rhs14]
  br i1 %t139, label %logic.end17, label %logic.rhs16
logic.rhs16:
  %t140 = load i64, i64* %v4
  %t141 = load i32, i32* %v2
  %t142 = sub i32 %t141, 1
  %t143 = sext i32 %t142 to i64
  %t144 = icmp eq i64 %t140, %t143
  br label %logic.end17
logic.end17:
  %t145 = phi i1 [true, %logic.end15], [%t144, %logic.rhs16]
  br i1 %t145, label %logic.end19, label %logic.rhs18
logic.rhs18:
  %t146 = load i64, i64* %v5
  %t147 = load i32, i32* %v3
  %t148 = sub i32 %t147, 1
  %t149 = sext i32 %t148 to i64
  %t150 = icmp eq i64 %t146, %t149
  br label %logic.end19
logic.end19:
  %t151 = phi i1 [true, %logic.end17], [%t150, %logic.rhs18]
  br i1 %t151, label %if.then20, label %if.else21
if.then20:
  %t152 = load i64, i64* %v6
  %t153 = load i64, i64* %v6
  %t154 = getelementptr inbounds float, float* %p0, i64 %t153
  %t155 = load float, float* %t154
  %t156 = getelementptr inbounds float, float* %p1, i64 %t152
  store float %t155, float* %t156
  br label %it.latch13
dead23:
  br label %if.end22
if.else21:
  br label %if.end22
if.end22:
  %t157 = load i64, i64* %v6
  %t158 = load i64, i64* %v6
  %t159 = sub i64 %t158, 1
  %t160 = getelementptr inbounds float, float* %p0, i64 %t159
  %t161 = load float, float* %t160
  %t162 = load i64, i64* %v6
  %t163 = add i64 %t162, 1
  %t164 = getelementptr inbounds float, float* %p0, i64 %t163
  %t165 = load float, float* %t164
  %t166 = fadd float %t161, %t165
  %t167 = load i64, i64* %v6
  %t168 = load i32, i32* %v3
  %t169 = sext i32 %t168 to i64
  %t170 = sub i64 %t167, %t169
  %t171 = getelementptr inbounds float, float* %p0, i64 %t170
  %t172 = load float, float* %t171
  %t173 = fadd float %t166, %t172
  %t174 = load i64, i64* %v6
  %t175 = load i32, i32* %v3
  %t176 = sext i32 %t175 to i64
  %t177 = add i64 %t174, %t176
  %t178 = getelementptr inbounds float, float* %p0, i64 %t177
  %t179 = load float, float* %t178
  %t180 = fadd float %t173, %t179
  %t181 = fmul float 0x3FD0000000000000, %t180
  %t182 = getelementptr inbounds float, float* %p1, i64 %t157
  store float %t181, float* %t182
  br label %it.latch13
it.latch13:
  %t183 = load i64, i64* %it5.5
  %t184 = add i64 %t183, 1
  store i64 %t184, i64* %it5.5
  br label %it.head11, !llvm.loop !0
slow10:
  store i64 %t11, i64* %it5.5
  br label %it.head24
it.head24:
  %t185 = load i64, i64* %it5.5
  %t186 = icmp slt i64 %t185, %t14
  br i1 %t186, label %it.body25, label %grid.rowlatch4
it.body25:
  store i64 %t185, i64* %v5
  %t187 = load i64, i64* %v4
  %t188 = load i32, i32* %v3
  %t189 = sext i32 %t188 to i64
  %t190 = mul i64 %t187, %t189
  %t191 = load i64, i64* %v5
  %t192 = add i64 %t190, %t191
  store i64 %t192, i64* %v6
  %t193 = load i64, i64* %v4
  %t194 = icmp eq i64 %t193, 0
  br i1 %t194, label %logic.end28, label %logic.rhs27
logic.rhs27:
  %t195 = load i64, i64* %v5
  %t196 = icmp eq i64 %t195, 0
  br label %logic.end28
logic.end28:
  %t197 = phi i1 [true, %it.body25], [%t196, %logic.rhs27]
  br i1 %t197, label %logic.end30, label %logic.rhs29
logic.rhs29:
  %t198 = load i64, i64* %v4
  %t199 = load i32, i32* %v2
  %t200 = sub i32 %t199, 1
  %t201 = sext i32 %t200 to i64
  %t202 = icmp eq i64 %t198, %t201
  br label %logic.end30
logic.end30:
  %t203 = phi i1 [true, %logic.end28], [%t202, %logic.rhs29]
  br i1 %t203, label %logic.end32, label %logic.rhs31
logic.rhs31:
  %t204 = load i64, i64* %v5
  %t205 = load i32, i32* %v3
  %t206 = sub i32 %t205, 1
  %t207 = sext i32 %t206 to i64
  %t208 = icmp eq i64 %t204, %t207
  br label %logic.end32
logic.end32:
  %t209 = phi i1 [true, %logic.end30], [%t208, %logic.rhs31]
  br i1 %t209, label %if.then33, label %if.else34
if.then33:
  %t210 = load i64, i64* %v6
  %t211 = load i64, i64* %v6
  %t212 = icmp ult i64 %t211, %p0.len
  br i1 %t212, label %inb36, label %oob37, !prof !2
oob37:
  call void @tack.oob(i64* %status, i64 1, i64 %t211, i64 %p0.len)
  br label %abort
inb36:
  %t213 = getelementptr inbounds float, float* %p0, i64 %t211
  %t214 = load float, float* %t213
  %t215 = icmp ult i64 %t210, %p1.len
  br i1 %t215, label %inb38, label %oob39, !prof !2
oob39:
  call void @tack.oob(i64* %status, i64 2, i64 %t210, i64 %p1.len)
  br label %abort
inb38:
  %t216 = getelementptr inbounds float, float* %p1, i64 %t210
  store float %t214, float* %t216
  br label %it.latch26
dead40:
  br label %if.end35
if.else34:
  br label %if.end35
if.end35:
  %t217 = load i64, i64* %v6
  %t218 = load i64, i64* %v6
  %t219 = sub i64 %t218, 1
  %t220 = icmp ult i64 %t219, %p0.len
  br i1 %t220, label %inb41, label %oob42, !prof !2
oob42:
  call void @tack.oob(i64* %status, i64 3, i64 %t219, i64 %p0.len)
  br label %abort
inb41:
  %t221 = getelementptr inbounds float, float* %p0, i64 %t219
  %t222 = load float, float* %t221
  %t223 = load i64, i64* %v6
  %t224 = add i64 %t223, 1
  %t225 = icmp ult i64 %t224, %p0.len
  br i1 %t225, label %inb43, label %oob44, !prof !2
oob44:
  call void @tack.oob(i64* %status, i64 4, i64 %t224, i64 %p0.len)
  br label %abort
inb43:
  %t226 = getelementptr inbounds float, float* %p0, i64 %t224
  %t227 = load float, float* %t226
  %t228 = fadd float %t222, %t227
  %t229 = load i64, i64* %v6
  %t230 = load i32, i32* %v3
  %t231 = sext i32 %t230 to i64
  %t232 = sub i64 %t229, %t231
  %t233 = icmp ult i64 %t232, %p0.len
  br i1 %t233, label %inb45, label %oob46, !prof !2
oob46:
  call void @tack.oob(i64* %status, i64 5, i64 %t232, i64 %p0.len)
  br label %abort
inb45:
  %t234 = getelementptr inbounds float, float* %p0, i64 %t232
  %t235 = load float, float* %t234
  %t236 = fadd float %t228, %t235
  %t237 = load i64, i64* %v6
  %t238 = load i32, i32* %v3
  %t239 = sext i32 %t238 to i64
  %t240 = add i64 %t237, %t239
  %t241 = icmp ult i64 %t240, %p0.len
  br i1 %t241, label %inb47, label %oob48, !prof !2
oob48:
  call void @tack.oob(i64* %status, i64 6, i64 %t240, i64 %p0.len)
  br label %abort
inb47:
  %t242 = getelementptr inbounds float, float* %p0, i64 %t240
  %t243 = load float, float* %t242
  %t244 = fadd float %t236, %t243
  %t245 = fmul float 0x3FD0000000000000, %t244
  %t246 = icmp ult i64 %t217, %p1.len
  br i1 %t246, label %inb49, label %oob50, !prof !2
oob50:
  call void @tack.oob(i64* %status, i64 7, i64 %t217, i64 %p1.len)
  br label %abort
inb49:
  %t247 = getelementptr inbounds float, float* %p1, i64 %t217
  store float %t245, float* %t247
  br label %it.latch26
it.latch26:
  %t248 = load i64, i64* %it5.5
  %t249 = add i64 %t248, 1
  store i64 %t249, i64* %it5.5
  br label %it.head24, !llvm.loop !3
grid.rowlatch4:
  %t250 = load i64, i64* %row
  %t251 = add i64 %t250, 1
  store i64 %t251, i64* %row
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
