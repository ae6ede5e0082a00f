; Tack kernel 'matmul' (generated; do not edit)
source_filename = "tack"
target triple = "x86_64-unknown-linux-gnu"

define internal void @tack_kernel_matmul(float* %p0, float* %p1, float* %p2, i32 %p3, i32 %p4, i32 %p5, i64 %p0.len, i64 %p1.len, i64 %p2.len, i64* %status, i64 %start, i64 %end) #0 {
entry:
  %budget = alloca i64
  %v3 = alloca i32
  %v4 = alloca i32
  %v5 = alloca i32
  %row = alloca i64
  %v6 = alloca i64
  %it7.5 = alloca i64
  %v7 = alloca i64
  %v8 = alloca float
  %blk9.14 = alloca i64
  %it9.14 = alloca i64
  %v9 = alloca i64
  %blk9.35 = alloca i64
  %it9.35 = alloca i64
  store i64 65536, i64* %budget
  store i32 %p3, i32* %v3
  store i32 %p4, i32* %v4
  store i32 %p5, i32* %v5
  %t0 = load i32, i32* %v3
  %t1 = sext i32 %t0 to i64
  %t2 = load i32, i32* %v5
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
  store i64 %t6, i64* %v6
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
  %t22 = load i64, i64* %v6
  %t23 = load i32, i32* %v5
  %t24 = sext i32 %t23 to i64
  %t25 = mul i64 %t22, %t24
  %t26 = add i64 %t25, %t11
  %t27 = load i64, i64* %v6
  %t28 = load i32, i32* %v5
  %t29 = sext i32 %t28 to i64
  %t30 = mul i64 %t27, %t29
  %t31 = add i64 %t30, %t21
  %t32 = icmp ult i64 %t26, %p2.len
  %t33 = icmp ult i64 %t31, %p2.len
  %t34 = and i1 %t32, %t33
  br i1 %t34, label %fast8, label %slow9
fast8:
  store i64 %t11, i64* %it7.5
  br label %it.head10
it.head10:
  %t35 = load i64, i64* %it7.5
  %t36 = icmp slt i64 %t35, %t14
  br i1 %t36, label %it.body11, label %grid.rowlatch4
it.body11:
  store i64 %t35, i64* %v7
  store float 0x0000000000000000, float* %v8
  %t37 = load i32, i32* %v4
  %t38 = sext i32 %t37 to i64
  store i64 0, i64* %blk9.14
  br label %blk.head14
blk.head14:
  %t39 = load i64, i64* %blk9.14
  %t40 = icmp slt i64 %t39, %t38
  br i1 %t40, label %blk.body15, label %range.exit13
blk.body15:
  %t41 = add i64 %t39, 4096
  %t42 = icmp slt i64 %t41, %t38
  %t43 = select i1 %t42, i64 %t41, i64 %t38
  %t44 = sub i64 %t43, %t39
  %t45 = load i64, i64* %budget
  %t46 = sub i64 %t45, %t44
  store i64 %t46, i64* %budget
  %t47 = icmp slt i64 %t46, 0
  br i1 %t47, label %poll17, label %poll.go18
poll17:
  store i64 65536, i64* %budget
  %t48 = call i1 @tack.poll(i64* %status)
  br i1 %t48, label %abort, label %poll.go18
poll.go18:
  %t49 = sub i64 %t43, 1
  %t50 = load i64, i64* %v6
  %t51 = load i32, i32* %v4
  %t52 = sext i32 %t51 to i64
  %t53 = mul i64 %t50, %t52
  %t54 = add i64 %t53, %t39
  %t55 = load i64, i64* %v6
  %t56 = load i32, i32* %v4
  %t57 = sext i32 %t56 to i64
  %t58 = mul i64 %t55, %t57
  %t59 = add i64 %t58, %t49
  %t60 = icmp ult i64 %t54, %p0.len
  %t61 = icmp ult i64 %t59, %p0.len
  %t62 = and i1 %t60, %t61
  %t63 = load i32, i32* %v5
  %t64 = sext i32 %t63 to i64
  %t65 = mul i64 %t39, %t64
  %t66 = load i64, i64* %v7
  %t67 = add i64 %t65, %t66
  %t68 = load i32, i32* %v5
  %t69 = sext i32 %t68 to i64
  %t70 = mul i64 %t49, %t69
  %t71 = load i64, i64* %v7
  %t72 = add i64 %t70, %t71
  %t73 = icmp ult i64 %t67, %p1.len
  %t74 = icmp ult i64 %t72, %p1.len
  %t75 = and i1 %t73, %t74
  %t76 = and i1 %t62, %t75
  br i1 %t76, label %fast19, label %slow20
fast19:
  store i64 %t39, i64* %it9.14
  br label %it.head21
it.head21:
  %t77 = load i64, i64* %it9.14
  %t78 = icmp slt i64 %t77, %t43
  br i1 %t78, label %it.body22, label %blk.next16
it.body22:
  store i64 %t77, i64* %v9
  %t79 = load float, float* %v8
  %t80 = load i64, i64* %v6
  %t81 = load i32, i32* %v4
  %t82 = sext i32 %t81 to i64
  %t83 = mul i64 %t80, %t82
  %t84 = load i64, i64* %v9
  %t85 = add i64 %t83, %t84
  %t86 = getelementptr inbounds float, float* %p0, i64 %t85
  %t87 = load float, float* %t86
  %t88 = load i64, i64* %v9
  %t89 = load i32, i32* %v5
  %t90 = sext i32 %t89 to i64
  %t91 = mul i64 %t88, %t90
  %t92 = load i64, i64* %v7
  %t93 = add i64 %t91, %t92
  %t94 = getelementptr inbounds float, float* %p1, i64 %t93
  %t95 = load float, float* %t94
  %t96 = call float @llvm.fmuladd.f32(float %t87, float %t95, float %t79)
  store float %t96, float* %v8
  br label %it.latch23
it.latch23:
  %t97 = load i64, i64* %it9.14
  %t98 = add i64 %t97, 1
  store i64 %t98, i64* %it9.14
  br label %it.head21
slow20:
  store i64 %t39, i64* %it9.14
  br label %it.head24
it.head24:
  %t99 = load i64, i64* %it9.14
  %t100 = icmp slt i64 %t99, %t43
  br i1 %t100, label %it.body25, label %blk.next16
it.body25:
  store i64 %t99, i64* %v9
  %t101 = load float, float* %v8
  %t102 = load i64, i64* %v6
  %t103 = load i32, i32* %v4
  %t104 = sext i32 %t103 to i64
  %t105 = mul i64 %t102, %t104
  %t106 = load i64, i64* %v9
  %t107 = add i64 %t105, %t106
  %t108 = icmp ult i64 %t107, %p0.len
  br i1 %t108, label %inb27, label %oob28, !prof !2
oob28:
  call void @tack.oob(i64* %status, i64 1, i64 %t107)
  br label %abort
inb27:
  %t109 = getelementptr inbounds float, float* %p0, i64 %t107
  %t110 = load float, float* %t109
  %t111 = load i64, i64* %v9
  %t112 = load i32, i32* %v5
  %t113 = sext i32 %t112 to i64
  %t114 = mul i64 %t111, %t113
  %t115 = load i64, i64* %v7
  %t116 = add i64 %t114, %t115
  %t117 = icmp ult i64 %t116, %p1.len
  br i1 %t117, label %inb29, label %oob30, !prof !2
oob30:
  call void @tack.oob(i64* %status, i64 2, i64 %t116)
  br label %abort
inb29:
  %t118 = getelementptr inbounds float, float* %p1, i64 %t116
  %t119 = load float, float* %t118
  %t120 = call float @llvm.fmuladd.f32(float %t110, float %t119, float %t101)
  store float %t120, float* %v8
  br label %it.latch26
it.latch26:
  %t121 = load i64, i64* %it9.14
  %t122 = add i64 %t121, 1
  store i64 %t122, i64* %it9.14
  br label %it.head24, !llvm.loop !3
blk.next16:
  store i64 %t43, i64* %blk9.14
  br label %blk.head14
range.exit13:
  %t123 = load i64, i64* %v6
  %t124 = load i32, i32* %v5
  %t125 = sext i32 %t124 to i64
  %t126 = mul i64 %t123, %t125
  %t127 = load i64, i64* %v7
  %t128 = add i64 %t126, %t127
  %t129 = load float, float* %v8
  %t130 = getelementptr inbounds float, float* %p2, i64 %t128
  store float %t129, float* %t130
  br label %it.latch12
it.latch12:
  %t131 = load i64, i64* %it7.5
  %t132 = add i64 %t131, 1
  store i64 %t132, i64* %it7.5
  br label %it.head10, !llvm.loop !0
slow9:
  store i64 %t11, i64* %it7.5
  br label %it.head31
it.head31:
  %t133 = load i64, i64* %it7.5
  %t134 = icmp slt i64 %t133, %t14
  br i1 %t134, label %it.body32, label %grid.rowlatch4
it.body32:
  store i64 %t133, i64* %v7
  store float 0x0000000000000000, float* %v8
  %t135 = load i32, i32* %v4
  %t136 = sext i32 %t135 to i64
  store i64 0, i64* %blk9.35
  br label %blk.head35
blk.head35:
  %t137 = load i64, i64* %blk9.35
  %t138 = icmp slt i64 %t137, %t136
  br i1 %t138, label %blk.body36, label %range.exit34
blk.body36:
  %t139 = add i64 %t137, 4096
  %t140 = icmp slt i64 %t139, %t136
  %t141 = select i1 %t140, i64 %t139, i64 %t136
  %t142 = sub i64 %t141, %t137
  %t143 = load i64, i64* %budget
  %t144 = sub i64 %t143, %t142
  store i64 %t144, i64* %budget
  %t145 = icmp slt i64 %t144, 0
  br i1 %t145, label %poll38, label %poll.go39
poll38:
  store i64 65536, i64* %budget
  %t146 = call i1 @tack.poll(i64* %status)
  br i1 %t146, label %abort, label %poll.go39
poll.go39:
  %t147 = sub i64 %t141, 1
  %t148 = load i64, i64* %v6
  %t149 = load i32, i32* %v4
  %t150 = sext i32 %t149 to i64
  %t151 = mul i64 %t148, %t150
  %t152 = add i64 %t151, %t137
  %t153 = load i64, i64* %v6
  %t154 = load i32, i32* %v4
  %t155 = sext i32 %t154 to i64
  %t156 = mul i64 %t153, %t155
  %t157 = add i64 %t156, %t147
  %t158 = icmp ult i64 %t152, %p0.len
  %t159 = icmp ult i64 %t157, %p0.len
  %t160 = and i1 %t158, %t159
  %t161 = load i32, i32* %v5
  %t162 = sext i32 %t161 to i64
  %t163 = mul i64 %t137, %t162
  %t164 = load i64, i64* %v7
  %t165 = add i64 %t163, %t164
  %t166 = load i32, i32* %v5
  %t167 = sext i32 %t166 to i64
  %t168 = mul i64 %t147, %t167
  %t169 = load i64, i64* %v7
  %t170 = add i64 %t168, %t169
  %t171 = icmp ult i64 %t165, %p1.len
  %t172 = icmp ult i64 %t170, %p1.len
  %t173 = and i1 %t171, %t172
  %t174 = and i1 %t160, %t173
  br i1 %t174, label %fast40, label %slow41
fast40:
  store i64 %t137, i64* %it9.35
  br label %it.head42
it.head42:
  %t175 = load i64, i64* %it9.35
  %t176 = icmp slt i64 %t175, %t141
  br i1 %t176, label %it.body43, label %blk.next37
it.body43:
  store i64 %t175, i64* %v9
  %t177 = load float, float* %v8
  %t178 = load i64, i64* %v6
  %t179 = load i32, i32* %v4
  %t180 = sext i32 %t179 to i64
  %t181 = mul i64 %t178, %t180
  %t182 = load i64, i64* %v9
  %t183 = add i64 %t181, %t182
  %t184 = getelementptr inbounds float, float* %p0, i64 %t183
  %t185 = load float, float* %t184
  %t186 = load i64, i64* %v9
  %t187 = load i32, i32* %v5
  %t188 = sext i32 %t187 to i64
  %t189 = mul i64 %t186, %t188
  %t190 = load i64, i64* %v7
  %t191 = add i64 %t189, %t190
  %t192 = getelementptr inbounds float, float* %p1, i64 %t191
  %t193 = load float, float* %t192
  %t194 = call float @llvm.fmuladd.f32(float %t185, float %t193, float %t177)
  store float %t194, float* %v8
  br label %it.latch44
it.latch44:
  %t195 = load i64, i64* %it9.35
  %t196 = add i64 %t195, 1
  store i64 %t196, i64* %it9.35
  br label %it.head42, !llvm.loop !3
slow41:
  store i64 %t137, i64* %it9.35
  br label %it.head45
it.head45:
  %t197 = load i64, i64* %it9.35
  %t198 = icmp slt i64 %t197, %t141
  br i1 %t198, label %it.body46, label %blk.next37
it.body46:
  store i64 %t197, i64* %v9
  %t199 = load float, float* %v8
  %t200 = load i64, i64* %v6
  %t201 = load i32, i32* %v4
  %t202 = sext i32 %t201 to i64
  %t203 = mul i64 %t200, %t202
  %t204 = load i64, i64* %v9
  %t205 = add i64 %t203, %t204
  %t206 = icmp ult i64 %t205, %p0.len
  br i1 %t206, label %inb48, label %oob49, !prof !2
oob49:
  call void @tack.oob(i64* %status, i64 1, i64 %t205)
  br label %abort
inb48:
  %t207 = getelementptr inbounds float, float* %p0, i64 %t205
  %t208 = load float, float* %t207
  %t209 = load i64, i64* %v9
  %t210 = load i32, i32* %v5
  %t211 = sext i32 %t210 to i64
  %t212 = mul i64 %t209, %t211
  %t213 = load i64, i64* %v7
  %t214 = add i64 %t212, %t213
  %t215 = icmp ult i64 %t214, %p1.len
  br i1 %t215, label %inb50, label %oob51, !prof !2
oob51:
  call void @tack.oob(i64* %status, i64 2, i64 %t214)
  br label %abort
inb50:
  %t216 = getelementptr inbounds float, float* %p1, i64 %t214
  %t217 = load float, float* %t216
  %t218 = call float @llvm.fmuladd.f32(float %t208, float %t217, float %t199)
  store float %t218, float* %v8
  br label %it.latch47
it.latch47:
  %t219 = load i64, i64* %it9.35
  %t220 = add i64 %t219, 1
  store i64 %t220, i64* %it9.35
  br label %it.head45, !llvm.loop !3
blk.next37:
  store i64 %t141, i64* %blk9.35
  br label %blk.head35
range.exit34:
  %t221 = load i64, i64* %v6
  %t222 = load i32, i32* %v5
  %t223 = sext i32 %t222 to i64
  %t224 = mul i64 %t221, %t223
  %t225 = load i64, i64* %v7
  %t226 = add i64 %t224, %t225
  %t227 = load float, float* %v8
  %t228 = icmp ult i64 %t226, %p2.len
  br i1 %t228, label %inb52, label %oob53, !prof !2
oob53:
  call void @tack.oob(i64* %status, i64 3, i64 %t226)
  br label %abort
inb52:
  %t229 = getelementptr inbounds float, float* %p2, i64 %t226
  store float %t227, float* %t229
  br label %it.latch33
it.latch33:
  %t230 = load i64, i64* %it7.5
  %t231 = add i64 %t230, 1
  store i64 %t231, i64* %it7.5
  br label %it.head31, !llvm.loop !0
grid.rowlatch4:
  %t232 = load i64, i64* %row
  %t233 = add i64 %t232, 1
  store i64 %t233, i64* %row
  br label %grid.row2
loop.exit0:
  ret void
abort:
  ret void
}

define void @tack_chunk_matmul(i64* %slots, i64 %start, i64 %end) #0 {
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
  %s4.v = trunc i64 %s4 to i32
  %s5.p = getelementptr i64, i64* %slots, i64 5
  %s5 = load i64, i64* %s5.p
  %s5.v = trunc i64 %s5 to i32
  %h6.p = getelementptr i64, i64* %slots, i64 6
  %h6 = load i64, i64* %h6.p
  %h7.p = getelementptr i64, i64* %slots, i64 7
  %h7 = load i64, i64* %h7.p
  %h8.p = getelementptr i64, i64* %slots, i64 8
  %h8 = load i64, i64* %h8.p
  %st.p = getelementptr i64, i64* %slots, i64 9
  %st = load i64, i64* %st.p
  %st.a = inttoptr i64 %st to i64*
  call void @tack_kernel_matmul(float* %s0.a, float* %s1.a, float* %s2.a, i32 %s3.v, i32 %s4.v, i32 %s5.v, i64 %h6, i64 %h7, i64 %h8, i64* %st.a, i64 %start, i64 %end)
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
