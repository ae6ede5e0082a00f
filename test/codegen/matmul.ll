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
  %blk7.5 = alloca i64
  %it7.5 = alloca i64
  %v7 = alloca i64
  %v8 = alloca float
  %blk9.16 = alloca i64
  %it9.16 = alloca i64
  %v9 = alloca i64
  %blk9.39 = alloca i64
  %it9.39 = alloca i64
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
  store i64 %t11, i64* %blk7.5
  br label %blk.head5
blk.head5:
  %t15 = load i64, i64* %blk7.5
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
  %t26 = load i64, i64* %v6
  %t27 = load i32, i32* %v5
  %t28 = sext i32 %t27 to i64
  %t29 = mul i64 %t26, %t28
  %t30 = add i64 %t29, %t15
  %t31 = load i64, i64* %v6
  %t32 = load i32, i32* %v5
  %t33 = sext i32 %t32 to i64
  %t34 = mul i64 %t31, %t33
  %t35 = add i64 %t34, %t25
  %t36 = icmp ult i64 %t30, %p2.len
  %t37 = icmp ult i64 %t35, %p2.len
  %t38 = and i1 %t36, %t37
  br i1 %t38, label %fast10, label %slow11
fast10:
  store i64 %t15, i64* %it7.5
  br label %it.head12
it.head12:
  %t39 = load i64, i64* %it7.5
  %t40 = icmp slt i64 %t39, %t19
  br i1 %t40, label %it.body13, label %blk.next7
it.body13:
  store i64 %t39, i64* %v7
  store float 0x0000000000000000, float* %v8
  %t41 = load i32, i32* %v4
  %t42 = sext i32 %t41 to i64
  store i64 0, i64* %blk9.16
  br label %blk.head16
blk.head16:
  %t43 = load i64, i64* %blk9.16
  %t44 = icmp slt i64 %t43, %t42
  br i1 %t44, label %blk.body17, label %range.exit15
blk.body17:
  %t45 = add i64 %t43, 4096
  %t46 = icmp slt i64 %t45, %t42
  %t47 = select i1 %t46, i64 %t45, i64 %t42
  %t48 = sub i64 %t47, %t43
  %t49 = load i64, i64* %budget
  %t50 = sub i64 %t49, %t48
  store i64 %t50, i64* %budget
  %t51 = icmp slt i64 %t50, 0
  br i1 %t51, label %poll19, label %poll.go20
poll19:
  store i64 65536, i64* %budget
  %t52 = call i1 @tack.poll(i64* %status)
  br i1 %t52, label %abort, label %poll.go20
poll.go20:
  %t53 = sub i64 %t47, 1
  %t54 = load i64, i64* %v6
  %t55 = load i32, i32* %v4
  %t56 = sext i32 %t55 to i64
  %t57 = mul i64 %t54, %t56
  %t58 = add i64 %t57, %t43
  %t59 = load i64, i64* %v6
  %t60 = load i32, i32* %v4
  %t61 = sext i32 %t60 to i64
  %t62 = mul i64 %t59, %t61
  %t63 = add i64 %t62, %t53
  %t64 = icmp ult i64 %t58, %p0.len
  %t65 = icmp ult i64 %t63, %p0.len
  %t66 = and i1 %t64, %t65
  %t67 = load i32, i32* %v5
  %t68 = sext i32 %t67 to i64
  %t69 = mul i64 %t43, %t68
  %t70 = load i64, i64* %v7
  %t71 = add i64 %t69, %t70
  %t72 = load i32, i32* %v5
  %t73 = sext i32 %t72 to i64
  %t74 = mul i64 %t53, %t73
  %t75 = load i64, i64* %v7
  %t76 = add i64 %t74, %t75
  %t77 = icmp ult i64 %t71, %p1.len
  %t78 = icmp ult i64 %t76, %p1.len
  %t79 = and i1 %t77, %t78
  %t80 = and i1 %t66, %t79
  br i1 %t80, label %fast21, label %slow22
fast21:
  store i64 %t43, i64* %it9.16
  br label %it.head23
it.head23:
  %t81 = load i64, i64* %it9.16
  %t82 = icmp slt i64 %t81, %t47
  br i1 %t82, label %it.body24, label %blk.next18
it.body24:
  store i64 %t81, i64* %v9
  %t83 = load float, float* %v8
  %t84 = load i64, i64* %v6
  %t85 = load i32, i32* %v4
  %t86 = sext i32 %t85 to i64
  %t87 = mul i64 %t84, %t86
  %t88 = load i64, i64* %v9
  %t89 = add i64 %t87, %t88
  %t90 = getelementptr inbounds float, float* %p0, i64 %t89
  %t91 = load float, float* %t90
  %t92 = load i64, i64* %v9
  %t93 = load i32, i32* %v5
  %t94 = sext i32 %t93 to i64
  %t95 = mul i64 %t92, %t94
  %t96 = load i64, i64* %v7
  %t97 = add i64 %t95, %t96
  %t98 = getelementptr inbounds float, float* %p1, i64 %t97
  %t99 = load float, float* %t98
  %t100 = call float @llvm.fmuladd.f32(float %t91, float %t99, float %t83)
  store float %t100, float* %v8
  br label %it.latch25
it.latch25:
  %t101 = load i64, i64* %it9.16
  %t102 = add i64 %t101, 1
  store i64 %t102, i64* %it9.16
  br label %it.head23
slow22:
  store i64 %t43, i64* %it9.16
  br label %it.head26
it.head26:
  %t103 = load i64, i64* %it9.16
  %t104 = icmp slt i64 %t103, %t47
  br i1 %t104, label %it.body27, label %blk.next18
it.body27:
  store i64 %t103, i64* %v9
  %t105 = load float, float* %v8
  %t106 = load i64, i64* %v6
  %t107 = load i32, i32* %v4
  %t108 = sext i32 %t107 to i64
  %t109 = mul i64 %t106, %t108
  %t110 = load i64, i64* %v9
  %t111 = add i64 %t109, %t110
  %t112 = icmp ult i64 %t111, %p0.len
  br i1 %t112, label %inb29, label %oob30
oob30:
  call void @tack.oob(i64* %status, i64 1, i64 %t111)
  br label %chk31
inb29:
  %t113 = getelementptr inbounds float, float* %p0, i64 %t111
  %t114 = load float, float* %t113
  br label %chk31
chk31:
  %t115 = phi float [%t114, %inb29], [0x0000000000000000, %oob30]
  %t116 = load i64, i64* %v9
  %t117 = load i32, i32* %v5
  %t118 = sext i32 %t117 to i64
  %t119 = mul i64 %t116, %t118
  %t120 = load i64, i64* %v7
  %t121 = add i64 %t119, %t120
  %t122 = icmp ult i64 %t121, %p1.len
  br i1 %t122, label %inb32, label %oob33
oob33:
  call void @tack.oob(i64* %status, i64 2, i64 %t121)
  br label %chk34
inb32:
  %t123 = getelementptr inbounds float, float* %p1, i64 %t121
  %t124 = load float, float* %t123
  br label %chk34
chk34:
  %t125 = phi float [%t124, %inb32], [0x0000000000000000, %oob33]
  %t126 = call float @llvm.fmuladd.f32(float %t115, float %t125, float %t105)
  store float %t126, float* %v8
  br label %it.latch28
it.latch28:
  %t127 = load i64, i64* %it9.16
  %t128 = add i64 %t127, 1
  store i64 %t128, i64* %it9.16
  br label %it.head26
blk.next18:
  store i64 %t47, i64* %blk9.16
  br label %blk.head16
range.exit15:
  %t129 = load i64, i64* %v6
  %t130 = load i32, i32* %v5
  %t131 = sext i32 %t130 to i64
  %t132 = mul i64 %t129, %t131
  %t133 = load i64, i64* %v7
  %t134 = add i64 %t132, %t133
  %t135 = load float, float* %v8
  %t136 = getelementptr inbounds float, float* %p2, i64 %t134
  store float %t135, float* %t136
  br label %it.latch14
it.latch14:
  %t137 = load i64, i64* %it7.5
  %t138 = add i64 %t137, 1
  store i64 %t138, i64* %it7.5
  br label %it.head12, !llvm.loop !0
slow11:
  store i64 %t15, i64* %it7.5
  br label %it.head35
it.head35:
  %t139 = load i64, i64* %it7.5
  %t140 = icmp slt i64 %t139, %t19
  br i1 %t140, label %it.body36, label %blk.next7
it.body36:
  store i64 %t139, i64* %v7
  store float 0x0000000000000000, float* %v8
  %t141 = load i32, i32* %v4
  %t142 = sext i32 %t141 to i64
  store i64 0, i64* %blk9.39
  br label %blk.head39
blk.head39:
  %t143 = load i64, i64* %blk9.39
  %t144 = icmp slt i64 %t143, %t142
  br i1 %t144, label %blk.body40, label %range.exit38
blk.body40:
  %t145 = add i64 %t143, 4096
  %t146 = icmp slt i64 %t145, %t142
  %t147 = select i1 %t146, i64 %t145, i64 %t142
  %t148 = sub i64 %t147, %t143
  %t149 = load i64, i64* %budget
  %t150 = sub i64 %t149, %t148
  store i64 %t150, i64* %budget
  %t151 = icmp slt i64 %t150, 0
  br i1 %t151, label %poll42, label %poll.go43
poll42:
  store i64 65536, i64* %budget
  %t152 = call i1 @tack.poll(i64* %status)
  br i1 %t152, label %abort, label %poll.go43
poll.go43:
  %t153 = sub i64 %t147, 1
  %t154 = load i64, i64* %v6
  %t155 = load i32, i32* %v4
  %t156 = sext i32 %t155 to i64
  %t157 = mul i64 %t154, %t156
  %t158 = add i64 %t157, %t143
  %t159 = load i64, i64* %v6
  %t160 = load i32, i32* %v4
  %t161 = sext i32 %t160 to i64
  %t162 = mul i64 %t159, %t161
  %t163 = add i64 %t162, %t153
  %t164 = icmp ult i64 %t158, %p0.len
  %t165 = icmp ult i64 %t163, %p0.len
  %t166 = and i1 %t164, %t165
  %t167 = load i32, i32* %v5
  %t168 = sext i32 %t167 to i64
  %t169 = mul i64 %t143, %t168
  %t170 = load i64, i64* %v7
  %t171 = add i64 %t169, %t170
  %t172 = load i32, i32* %v5
  %t173 = sext i32 %t172 to i64
  %t174 = mul i64 %t153, %t173
  %t175 = load i64, i64* %v7
  %t176 = add i64 %t174, %t175
  %t177 = icmp ult i64 %t171, %p1.len
  %t178 = icmp ult i64 %t176, %p1.len
  %t179 = and i1 %t177, %t178
  %t180 = and i1 %t166, %t179
  br i1 %t180, label %fast44, label %slow45
fast44:
  store i64 %t143, i64* %it9.39
  br label %it.head46
it.head46:
  %t181 = load i64, i64* %it9.39
  %t182 = icmp slt i64 %t181, %t147
  br i1 %t182, label %it.body47, label %blk.next41
it.body47:
  store i64 %t181, i64* %v9
  %t183 = load float, float* %v8
  %t184 = load i64, i64* %v6
  %t185 = load i32, i32* %v4
  %t186 = sext i32 %t185 to i64
  %t187 = mul i64 %t184, %t186
  %t188 = load i64, i64* %v9
  %t189 = add i64 %t187, %t188
  %t190 = getelementptr inbounds float, float* %p0, i64 %t189
  %t191 = load float, float* %t190
  %t192 = load i64, i64* %v9
  %t193 = load i32, i32* %v5
  %t194 = sext i32 %t193 to i64
  %t195 = mul i64 %t192, %t194
  %t196 = load i64, i64* %v7
  %t197 = add i64 %t195, %t196
  %t198 = getelementptr inbounds float, float* %p1, i64 %t197
  %t199 = load float, float* %t198
  %t200 = call float @llvm.fmuladd.f32(float %t191, float %t199, float %t183)
  store float %t200, float* %v8
  br label %it.latch48
it.latch48:
  %t201 = load i64, i64* %it9.39
  %t202 = add i64 %t201, 1
  store i64 %t202, i64* %it9.39
  br label %it.head46
slow45:
  store i64 %t143, i64* %it9.39
  br label %it.head49
it.head49:
  %t203 = load i64, i64* %it9.39
  %t204 = icmp slt i64 %t203, %t147
  br i1 %t204, label %it.body50, label %blk.next41
it.body50:
  store i64 %t203, i64* %v9
  %t205 = load float, float* %v8
  %t206 = load i64, i64* %v6
  %t207 = load i32, i32* %v4
  %t208 = sext i32 %t207 to i64
  %t209 = mul i64 %t206, %t208
  %t210 = load i64, i64* %v9
  %t211 = add i64 %t209, %t210
  %t212 = icmp ult i64 %t211, %p0.len
  br i1 %t212, label %inb52, label %oob53
oob53:
  call void @tack.oob(i64* %status, i64 1, i64 %t211)
  br label %chk54
inb52:
  %t213 = getelementptr inbounds float, float* %p0, i64 %t211
  %t214 = load float, float* %t213
  br label %chk54
chk54:
  %t215 = phi float [%t214, %inb52], [0x0000000000000000, %oob53]
  %t216 = load i64, i64* %v9
  %t217 = load i32, i32* %v5
  %t218 = sext i32 %t217 to i64
  %t219 = mul i64 %t216, %t218
  %t220 = load i64, i64* %v7
  %t221 = add i64 %t219, %t220
  %t222 = icmp ult i64 %t221, %p1.len
  br i1 %t222, label %inb55, label %oob56
oob56:
  call void @tack.oob(i64* %status, i64 2, i64 %t221)
  br label %chk57
inb55:
  %t223 = getelementptr inbounds float, float* %p1, i64 %t221
  %t224 = load float, float* %t223
  br label %chk57
chk57:
  %t225 = phi float [%t224, %inb55], [0x0000000000000000, %oob56]
  %t226 = call float @llvm.fmuladd.f32(float %t215, float %t225, float %t205)
  store float %t226, float* %v8
  br label %it.latch51
it.latch51:
  %t227 = load i64, i64* %it9.39
  %t228 = add i64 %t227, 1
  store i64 %t228, i64* %it9.39
  br label %it.head49
blk.next41:
  store i64 %t147, i64* %blk9.39
  br label %blk.head39
range.exit38:
  %t229 = load i64, i64* %v6
  %t230 = load i32, i32* %v5
  %t231 = sext i32 %t230 to i64
  %t232 = mul i64 %t229, %t231
  %t233 = load i64, i64* %v7
  %t234 = add i64 %t232, %t233
  %t235 = load float, float* %v8
  %t236 = icmp ult i64 %t234, %p2.len
  br i1 %t236, label %inb58, label %oob59
oob59:
  call void @tack.oob(i64* %status, i64 3, i64 %t234)
  br label %chk60
inb58:
  %t237 = getelementptr inbounds float, float* %p2, i64 %t234
  store float %t235, float* %t237
  br label %chk60
chk60:
  br label %it.latch37
it.latch37:
  %t238 = load i64, i64* %it7.5
  %t239 = add i64 %t238, 1
  store i64 %t239, i64* %it7.5
  br label %it.head35, !llvm.loop !0
blk.next7:
  store i64 %t19, i64* %blk7.5
  br label %blk.head5
grid.rowlatch4:
  %t240 = load i64, i64* %row
  %t241 = add i64 %t240, 1
  store i64 %t241, i64* %row
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
declare float @llvm.fmuladd.f32(float, float, float)

attributes #0 = { nounwind }
attributes #1 = { alwaysinline nounwind }
attributes #2 = { cold noinline nounwind }

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.runtime.disable"}
