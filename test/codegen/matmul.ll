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
  %blk9.37 = alloca i64
  %it9.37 = alloca i64
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
  br i1 %t112, label %inb29, label %oob30, !prof !2
oob30:
  call void @tack.oob(i64* %status, i64 1, i64 %t111)
  br label %abort
inb29:
  %t113 = getelementptr inbounds float, float* %p0, i64 %t111
  %t114 = load float, float* %t113
  %t115 = load i64, i64* %v9
  %t116 = load i32, i32* %v5
  %t117 = sext i32 %t116 to i64
  %t118 = mul i64 %t115, %t117
  %t119 = load i64, i64* %v7
  %t120 = add i64 %t118, %t119
  %t121 = icmp ult i64 %t120, %p1.len
  br i1 %t121, label %inb31, label %oob32, !prof !2
oob32:
  call void @tack.oob(i64* %status, i64 2, i64 %t120)
  br label %abort
inb31:
  %t122 = getelementptr inbounds float, float* %p1, i64 %t120
  %t123 = load float, float* %t122
  %t124 = call float @llvm.fmuladd.f32(float %t114, float %t123, float %t105)
  store float %t124, float* %v8
  br label %it.latch28
it.latch28:
  %t125 = load i64, i64* %it9.16
  %t126 = add i64 %t125, 1
  store i64 %t126, i64* %it9.16
  br label %it.head26
blk.next18:
  store i64 %t47, i64* %blk9.16
  br label %blk.head16
range.exit15:
  %t127 = load i64, i64* %v6
  %t128 = load i32, i32* %v5
  %t129 = sext i32 %t128 to i64
  %t130 = mul i64 %t127, %t129
  %t131 = load i64, i64* %v7
  %t132 = add i64 %t130, %t131
  %t133 = load float, float* %v8
  %t134 = getelementptr inbounds float, float* %p2, i64 %t132
  store float %t133, float* %t134
  br label %it.latch14
it.latch14:
  %t135 = load i64, i64* %it7.5
  %t136 = add i64 %t135, 1
  store i64 %t136, i64* %it7.5
  br label %it.head12, !llvm.loop !0
slow11:
  store i64 %t15, i64* %it7.5
  br label %it.head33
it.head33:
  %t137 = load i64, i64* %it7.5
  %t138 = icmp slt i64 %t137, %t19
  br i1 %t138, label %it.body34, label %blk.next7
it.body34:
  store i64 %t137, i64* %v7
  store float 0x0000000000000000, float* %v8
  %t139 = load i32, i32* %v4
  %t140 = sext i32 %t139 to i64
  store i64 0, i64* %blk9.37
  br label %blk.head37
blk.head37:
  %t141 = load i64, i64* %blk9.37
  %t142 = icmp slt i64 %t141, %t140
  br i1 %t142, label %blk.body38, label %range.exit36
blk.body38:
  %t143 = add i64 %t141, 4096
  %t144 = icmp slt i64 %t143, %t140
  %t145 = select i1 %t144, i64 %t143, i64 %t140
  %t146 = sub i64 %t145, %t141
  %t147 = load i64, i64* %budget
  %t148 = sub i64 %t147, %t146
  store i64 %t148, i64* %budget
  %t149 = icmp slt i64 %t148, 0
  br i1 %t149, label %poll40, label %poll.go41
poll40:
  store i64 65536, i64* %budget
  %t150 = call i1 @tack.poll(i64* %status)
  br i1 %t150, label %abort, label %poll.go41
poll.go41:
  %t151 = sub i64 %t145, 1
  %t152 = load i64, i64* %v6
  %t153 = load i32, i32* %v4
  %t154 = sext i32 %t153 to i64
  %t155 = mul i64 %t152, %t154
  %t156 = add i64 %t155, %t141
  %t157 = load i64, i64* %v6
  %t158 = load i32, i32* %v4
  %t159 = sext i32 %t158 to i64
  %t160 = mul i64 %t157, %t159
  %t161 = add i64 %t160, %t151
  %t162 = icmp ult i64 %t156, %p0.len
  %t163 = icmp ult i64 %t161, %p0.len
  %t164 = and i1 %t162, %t163
  %t165 = load i32, i32* %v5
  %t166 = sext i32 %t165 to i64
  %t167 = mul i64 %t141, %t166
  %t168 = load i64, i64* %v7
  %t169 = add i64 %t167, %t168
  %t170 = load i32, i32* %v5
  %t171 = sext i32 %t170 to i64
  %t172 = mul i64 %t151, %t171
  %t173 = load i64, i64* %v7
  %t174 = add i64 %t172, %t173
  %t175 = icmp ult i64 %t169, %p1.len
  %t176 = icmp ult i64 %t174, %p1.len
  %t177 = and i1 %t175, %t176
  %t178 = and i1 %t164, %t177
  br i1 %t178, label %fast42, label %slow43
fast42:
  store i64 %t141, i64* %it9.37
  br label %it.head44
it.head44:
  %t179 = load i64, i64* %it9.37
  %t180 = icmp slt i64 %t179, %t145
  br i1 %t180, label %it.body45, label %blk.next39
it.body45:
  store i64 %t179, i64* %v9
  %t181 = load float, float* %v8
  %t182 = load i64, i64* %v6
  %t183 = load i32, i32* %v4
  %t184 = sext i32 %t183 to i64
  %t185 = mul i64 %t182, %t184
  %t186 = load i64, i64* %v9
  %t187 = add i64 %t185, %t186
  %t188 = getelementptr inbounds float, float* %p0, i64 %t187
  %t189 = load float, float* %t188
  %t190 = load i64, i64* %v9
  %t191 = load i32, i32* %v5
  %t192 = sext i32 %t191 to i64
  %t193 = mul i64 %t190, %t192
  %t194 = load i64, i64* %v7
  %t195 = add i64 %t193, %t194
  %t196 = getelementptr inbounds float, float* %p1, i64 %t195
  %t197 = load float, float* %t196
  %t198 = call float @llvm.fmuladd.f32(float %t189, float %t197, float %t181)
  store float %t198, float* %v8
  br label %it.latch46
it.latch46:
  %t199 = load i64, i64* %it9.37
  %t200 = add i64 %t199, 1
  store i64 %t200, i64* %it9.37
  br label %it.head44
slow43:
  store i64 %t141, i64* %it9.37
  br label %it.head47
it.head47:
  %t201 = load i64, i64* %it9.37
  %t202 = icmp slt i64 %t201, %t145
  br i1 %t202, label %it.body48, label %blk.next39
it.body48:
  store i64 %t201, i64* %v9
  %t203 = load float, float* %v8
  %t204 = load i64, i64* %v6
  %t205 = load i32, i32* %v4
  %t206 = sext i32 %t205 to i64
  %t207 = mul i64 %t204, %t206
  %t208 = load i64, i64* %v9
  %t209 = add i64 %t207, %t208
  %t210 = icmp ult i64 %t209, %p0.len
  br i1 %t210, label %inb50, label %oob51, !prof !2
oob51:
  call void @tack.oob(i64* %status, i64 1, i64 %t209)
  br label %abort
inb50:
  %t211 = getelementptr inbounds float, float* %p0, i64 %t209
  %t212 = load float, float* %t211
  %t213 = load i64, i64* %v9
  %t214 = load i32, i32* %v5
  %t215 = sext i32 %t214 to i64
  %t216 = mul i64 %t213, %t215
  %t217 = load i64, i64* %v7
  %t218 = add i64 %t216, %t217
  %t219 = icmp ult i64 %t218, %p1.len
  br i1 %t219, label %inb52, label %oob53, !prof !2
oob53:
  call void @tack.oob(i64* %status, i64 2, i64 %t218)
  br label %abort
inb52:
  %t220 = getelementptr inbounds float, float* %p1, i64 %t218
  %t221 = load float, float* %t220
  %t222 = call float @llvm.fmuladd.f32(float %t212, float %t221, float %t203)
  store float %t222, float* %v8
  br label %it.latch49
it.latch49:
  %t223 = load i64, i64* %it9.37
  %t224 = add i64 %t223, 1
  store i64 %t224, i64* %it9.37
  br label %it.head47
blk.next39:
  store i64 %t145, i64* %blk9.37
  br label %blk.head37
range.exit36:
  %t225 = load i64, i64* %v6
  %t226 = load i32, i32* %v5
  %t227 = sext i32 %t226 to i64
  %t228 = mul i64 %t225, %t227
  %t229 = load i64, i64* %v7
  %t230 = add i64 %t228, %t229
  %t231 = load float, float* %v8
  %t232 = icmp ult i64 %t230, %p2.len
  br i1 %t232, label %inb54, label %oob55, !prof !2
oob55:
  call void @tack.oob(i64* %status, i64 3, i64 %t230)
  br label %abort
inb54:
  %t233 = getelementptr inbounds float, float* %p2, i64 %t230
  store float %t231, float* %t233
  br label %it.latch35
it.latch35:
  %t234 = load i64, i64* %it7.5
  %t235 = add i64 %t234, 1
  store i64 %t235, i64* %it7.5
  br label %it.head33, !llvm.loop !0
blk.next7:
  store i64 %t19, i64* %blk7.5
  br label %blk.head5
grid.rowlatch4:
  %t236 = load i64, i64* %row
  %t237 = add i64 %t236, 1
  store i64 %t237, i64* %row
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
!2 = !{!"branch_weights", i32 1048576, i32 1}
