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
  %t16 = sub i64 %t14, %t11
  %t17 = load i64, i64* %budget
  %t18 = sub i64 %t17, %t16
  store i64 %t18, i64* %budget
  %t19 = icmp slt i64 %t18, 0
  br i1 %t19, label %poll6, label %poll.go7
poll6:
  store i64 65536, i64* %budget
  %t20 = call i1 @tack.poll(i64* %status)
  br i1 %t20, label %abort, label %poll.go7
poll.go7:
  %t21 = sub i64 %t14, 1
  %t22 = load i64, i64* %v4
  %t23 = load i32, i32* %v3
  %t24 = sext i32 %t23 to i64
  %t25 = mul i64 %t22, %t24
  %t26 = add i64 %t25, %t11
  %t27 = load i64, i64* %v4
  %t28 = load i32, i32* %v3
  %t29 = sext i32 %t28 to i64
  %t30 = mul i64 %t27, %t29
  %t31 = add i64 %t30, %t21
  %t32 = icmp ult i64 %t26, %p0.len
  %t33 = icmp ult i64 %t31, %p0.len
  %t34 = and i1 %t32, %t33
  %t35 = load i64, i64* %v4
  %t36 = load i32, i32* %v3
  %t37 = sext i32 %t36 to i64
  %t38 = mul i64 %t35, %t37
  %t39 = add i64 %t38, %t11
  %t40 = load i64, i64* %v4
  %t41 = load i32, i32* %v3
  %t42 = sext i32 %t41 to i64
  %t43 = mul i64 %t40, %t42
  %t44 = add i64 %t43, %t21
  %t45 = icmp ult i64 %t39, %p1.len
  %t46 = icmp ult i64 %t44, %p1.len
  %t47 = and i1 %t45, %t46
  %t48 = and i1 %t34, %t47
  %t49 = load i64, i64* %v4
  %t50 = load i32, i32* %v3
  %t51 = sext i32 %t50 to i64
  %t52 = mul i64 %t49, %t51
  %t53 = add i64 %t52, %t11
  %t54 = sext i32 1 to i64
  %t55 = sub i64 %t53, %t54
  %t56 = load i64, i64* %v4
  %t57 = load i32, i32* %v3
  %t58 = sext i32 %t57 to i64
  %t59 = mul i64 %t56, %t58
  %t60 = add i64 %t59, %t21
  %t61 = sext i32 1 to i64
  %t62 = sub i64 %t60, %t61
  %t63 = icmp ult i64 %t55, %p0.len
  %t64 = icmp ult i64 %t62, %p0.len
  %t65 = and i1 %t63, %t64
  %t66 = and i1 %t48, %t65
  %t67 = load i64, i64* %v4
  %t68 = load i32, i32* %v3
  %t69 = sext i32 %t68 to i64
  %t70 = mul i64 %t67, %t69
  %t71 = add i64 %t70, %t11
  %t72 = sext i32 1 to i64
  %t73 = add i64 %t71, %t72
  %t74 = load i64, i64* %v4
  %t75 = load i32, i32* %v3
  %t76 = sext i32 %t75 to i64
  %t77 = mul i64 %t74, %t76
  %t78 = add i64 %t77, %t21
  %t79 = sext i32 1 to i64
  %t80 = add i64 %t78, %t79
  %t81 = icmp ult i64 %t73, %p0.len
  %t82 = icmp ult i64 %t80, %p0.len
  %t83 = and i1 %t81, %t82
  %t84 = and i1 %t66, %t83
  %t85 = load i64, i64* %v4
  %t86 = load i32, i32* %v3
  %t87 = sext i32 %t86 to i64
  %t88 = mul i64 %t85, %t87
  %t89 = add i64 %t88, %t11
  %t90 = load i32, i32* %v3
  %t91 = sext i32 %t90 to i64
  %t92 = sub i64 %t89, %t91
  %t93 = load i64, i64* %v4
  %t94 = load i32, i32* %v3
  %t95 = sext i32 %t94 to i64
  %t96 = mul i64 %t93, %t95
  %t97 = add i64 %t96, %t21
  %t98 = load i32, i32* %v3
  %t99 = sext i32 %t98 to i64
  %t100 = sub i64 %t97, %t99
  %t101 = icmp ult i64 %t92, %p0.len
  %t102 = icmp ult i64 %t100, %p0.len
  %t103 = and i1 %t101, %t102
  %t104 = and i1 %t84, %t103
  %t105 = load i64, i64* %v4
  %t106 = load i32, i32* %v3
  %t107 = sext i32 %t106 to i64
  %t108 = mul i64 %t105, %t107
  %t109 = add i64 %t108, %t11
  %t110 = load i32, i32* %v3
  %t111 = sext i32 %t110 to i64
  %t112 = add i64 %t109, %t111
  %t113 = load i64, i64* %v4
  %t114 = load i32, i32* %v3
  %t115 = sext i32 %t114 to i64
  %t116 = mul i64 %t113, %t115
  %t117 = add i64 %t116, %t21
  %t118 = load i32, i32* %v3
  %t119 = sext i32 %t118 to i64
  %t120 = add i64 %t117, %t119
  %t121 = icmp ult i64 %t112, %p0.len
  %t122 = icmp ult i64 %t120, %p0.len
  %t123 = and i1 %t121, %t122
  %t124 = and i1 %t104, %t123
  br i1 %t124, label %fast8, label %slow9
fast8:
  store i64 %t11, i64* %it5.5
  br label %it.head10
it.head10:
  %t125 = load i64, i64* %it5.5
  %t126 = icmp slt i64 %t125, %t14
  br i1 %t126, label %it.body11, label %grid.rowlatch4
it.body11:
  store i64 %t125, i64* %v5
  %t127 = load i64, i64* %v4
  %t128 = load i32, i32* %v3
  %t129 = sext i32 %t128 to i64
  %t130 = mul i64 %t127, %t129
  %t131 = load i64, i64* %v5
  %t132 = add i64 %t130, %t131
  store i64 %t132, i64* %v6
  %t133 = load i64, i64* %v4
  %t134 = icmp eq i64 %t133, 0
  br i1 %t134, label %logic.end14, label %logic.rhs13
logic.rhs13:
  %t135 = load i64, i64* %v5
  %t136 = icmp eq i64 %t135, 0
  br label %logic.end14
logic.end14:
  %t137 = phi i1 [true, %it.body11], [%t136, %logic.rhs13]
  br i1 %t137, label %logic.end16, label %logic.rhs15
logic.rhs15:
  %t138 = load i64, i64* %v4
  %t139 = load i32, i32* %v2
  %t140 = sub i32 %t139, 1
  %t141 = sext i32 %t140 to i64
  %t142 = icmp eq i64 %t138, %t141
  br label %logic.end16
logic.end16:
  %t143 = phi i1 [true, %logic.end14], [%t142, %logic.rhs15]
  br i1 %t143, label %logic.end18, label %logic.rhs17
logic.rhs17:
  %t144 = load i64, i64* %v5
  %t145 = load i32, i32* %v3
  %t146 = sub i32 %t145, 1
  %t147 = sext i32 %t146 to i64
  %t148 = icmp eq i64 %t144, %t147
  br label %logic.end18
logic.end18:
  %t149 = phi i1 [true, %logic.end16], [%t148, %logic.rhs17]
  br i1 %t149, label %if.then19, label %if.else20
if.then19:
  %t150 = load i64, i64* %v6
  %t151 = load i64, i64* %v6
  %t152 = getelementptr inbounds float, float* %p0, i64 %t151
  %t153 = load float, float* %t152
  %t154 = getelementptr inbounds float, float* %p1, i64 %t150
  store float %t153, float* %t154
  br label %it.latch12
dead22:
  br label %if.end21
if.else20:
  br label %if.end21
if.end21:
  %t155 = load i64, i64* %v6
  %t156 = load i64, i64* %v6
  %t157 = sub i64 %t156, 1
  %t158 = getelementptr inbounds float, float* %p0, i64 %t157
  %t159 = load float, float* %t158
  %t160 = load i64, i64* %v6
  %t161 = add i64 %t160, 1
  %t162 = getelementptr inbounds float, float* %p0, i64 %t161
  %t163 = load float, float* %t162
  %t164 = fadd float %t159, %t163
  %t165 = load i64, i64* %v6
  %t166 = load i32, i32* %v3
  %t167 = sext i32 %t166 to i64
  %t168 = sub i64 %t165, %t167
  %t169 = getelementptr inbounds float, float* %p0, i64 %t168
  %t170 = load float, float* %t169
  %t171 = fadd float %t164, %t170
  %t172 = load i64, i64* %v6
  %t173 = load i32, i32* %v3
  %t174 = sext i32 %t173 to i64
  %t175 = add i64 %t172, %t174
  %t176 = getelementptr inbounds float, float* %p0, i64 %t175
  %t177 = load float, float* %t176
  %t178 = fadd float %t171, %t177
  %t179 = fmul float 0x3FD0000000000000, %t178
  %t180 = getelementptr inbounds float, float* %p1, i64 %t155
  store float %t179, float* %t180
  br label %it.latch12
it.latch12:
  %t181 = load i64, i64* %it5.5
  %t182 = add i64 %t181, 1
  store i64 %t182, i64* %it5.5
  br label %it.head10, !llvm.loop !0
slow9:
  store i64 %t11, i64* %it5.5
  br label %it.head23
it.head23:
  %t183 = load i64, i64* %it5.5
  %t184 = icmp slt i64 %t183, %t14
  br i1 %t184, label %it.body24, label %grid.rowlatch4
it.body24:
  store i64 %t183, i64* %v5
  %t185 = load i64, i64* %v4
  %t186 = load i32, i32* %v3
  %t187 = sext i32 %t186 to i64
  %t188 = mul i64 %t185, %t187
  %t189 = load i64, i64* %v5
  %t190 = add i64 %t188, %t189
  store i64 %t190, i64* %v6
  %t191 = load i64, i64* %v4
  %t192 = icmp eq i64 %t191, 0
  br i1 %t192, label %logic.end27, label %logic.rhs26
logic.rhs26:
  %t193 = load i64, i64* %v5
  %t194 = icmp eq i64 %t193, 0
  br label %logic.end27
logic.end27:
  %t195 = phi i1 [true, %it.body24], [%t194, %logic.rhs26]
  br i1 %t195, label %logic.end29, label %logic.rhs28
logic.rhs28:
  %t196 = load i64, i64* %v4
  %t197 = load i32, i32* %v2
  %t198 = sub i32 %t197, 1
  %t199 = sext i32 %t198 to i64
  %t200 = icmp eq i64 %t196, %t199
  br label %logic.end29
logic.end29:
  %t201 = phi i1 [true, %logic.end27], [%t200, %logic.rhs28]
  br i1 %t201, label %logic.end31, label %logic.rhs30
logic.rhs30:
  %t202 = load i64, i64* %v5
  %t203 = load i32, i32* %v3
  %t204 = sub i32 %t203, 1
  %t205 = sext i32 %t204 to i64
  %t206 = icmp eq i64 %t202, %t205
  br label %logic.end31
logic.end31:
  %t207 = phi i1 [true, %logic.end29], [%t206, %logic.rhs30]
  br i1 %t207, label %if.then32, label %if.else33
if.then32:
  %t208 = load i64, i64* %v6
  %t209 = load i64, i64* %v6
  %t210 = icmp ult i64 %t209, %p0.len
  br i1 %t210, label %inb35, label %oob36, !prof !2
oob36:
  call void @tack.oob(i64* %status, i64 1, i64 %t209)
  br label %abort
inb35:
  %t211 = getelementptr inbounds float, float* %p0, i64 %t209
  %t212 = load float, float* %t211
  %t213 = icmp ult i64 %t208, %p1.len
  br i1 %t213, label %inb37, label %oob38, !prof !2
oob38:
  call void @tack.oob(i64* %status, i64 2, i64 %t208)
  br label %abort
inb37:
  %t214 = getelementptr inbounds float, float* %p1, i64 %t208
  store float %t212, float* %t214
  br label %it.latch25
dead39:
  br label %if.end34
if.else33:
  br label %if.end34
if.end34:
  %t215 = load i64, i64* %v6
  %t216 = load i64, i64* %v6
  %t217 = sub i64 %t216, 1
  %t218 = icmp ult i64 %t217, %p0.len
  br i1 %t218, label %inb40, label %oob41, !prof !2
oob41:
  call void @tack.oob(i64* %status, i64 3, i64 %t217)
  br label %abort
inb40:
  %t219 = getelementptr inbounds float, float* %p0, i64 %t217
  %t220 = load float, float* %t219
  %t221 = load i64, i64* %v6
  %t222 = add i64 %t221, 1
  %t223 = icmp ult i64 %t222, %p0.len
  br i1 %t223, label %inb42, label %oob43, !prof !2
oob43:
  call void @tack.oob(i64* %status, i64 4, i64 %t222)
  br label %abort
inb42:
  %t224 = getelementptr inbounds float, float* %p0, i64 %t222
  %t225 = load float, float* %t224
  %t226 = fadd float %t220, %t225
  %t227 = load i64, i64* %v6
  %t228 = load i32, i32* %v3
  %t229 = sext i32 %t228 to i64
  %t230 = sub i64 %t227, %t229
  %t231 = icmp ult i64 %t230, %p0.len
  br i1 %t231, label %inb44, label %oob45, !prof !2
oob45:
  call void @tack.oob(i64* %status, i64 5, i64 %t230)
  br label %abort
inb44:
  %t232 = getelementptr inbounds float, float* %p0, i64 %t230
  %t233 = load float, float* %t232
  %t234 = fadd float %t226, %t233
  %t235 = load i64, i64* %v6
  %t236 = load i32, i32* %v3
  %t237 = sext i32 %t236 to i64
  %t238 = add i64 %t235, %t237
  %t239 = icmp ult i64 %t238, %p0.len
  br i1 %t239, label %inb46, label %oob47, !prof !2
oob47:
  call void @tack.oob(i64* %status, i64 6, i64 %t238)
  br label %abort
inb46:
  %t240 = getelementptr inbounds float, float* %p0, i64 %t238
  %t241 = load float, float* %t240
  %t242 = fadd float %t234, %t241
  %t243 = fmul float 0x3FD0000000000000, %t242
  %t244 = icmp ult i64 %t215, %p1.len
  br i1 %t244, label %inb48, label %oob49, !prof !2
oob49:
  call void @tack.oob(i64* %status, i64 7, i64 %t215)
  br label %abort
inb48:
  %t245 = getelementptr inbounds float, float* %p1, i64 %t215
  store float %t243, float* %t245
  br label %it.latch25
it.latch25:
  %t246 = load i64, i64* %it5.5
  %t247 = add i64 %t246, 1
  store i64 %t247, i64* %it5.5
  br label %it.head23, !llvm.loop !3
grid.rowlatch4:
  %t248 = load i64, i64* %row
  %t249 = add i64 %t248, 1
  store i64 %t249, i64* %row
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
