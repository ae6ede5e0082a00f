; Tack kernel 'median' (generated; do not edit)
source_filename = "tack"
target triple = "x86_64-unknown-linux-gnu"

define internal void @tack_kernel_median(float* %p0, float* %p1, i64 %p0.len, i64 %p1.len, i64* %status, i64 %start, i64 %end) #0 {
entry:
  %budget = alloca i64
  %it2.1 = alloca i64
  %v2 = alloca i64
  %la3 = alloca [5 x float], align 16
  %la3.base = getelementptr inbounds [5 x float], [5 x float]* %la3, i64 0, i64 0
  %blk4.11 = alloca i64
  %it4.11 = alloca i64
  %v4 = alloca i64
  %v5 = alloca i64
  %blk6.43 = alloca i64
  %it6.43 = alloca i64
  %v6 = alloca i64
  %v7 = alloca float
  %v8 = alloca i64
  %blk4.94 = alloca i64
  %it4.94 = alloca i64
  %blk6.126 = alloca i64
  %it6.126 = alloca i64
  store i64 65536, i64* %budget
  %t0 = icmp sge i64 %start, %end
  br i1 %t0, label %loop.exit0, label %chunk1
chunk1:
  %t1 = load atomic i64, i64* %status monotonic, align 8
  %t2 = icmp ne i64 %t1, 0
  br i1 %t2, label %abort, label %chunk.go2, !prof !6
chunk.go2:
  %t3 = sub i64 %end, %start
  %t4 = load i64, i64* %budget
  %t5 = sub i64 %t4, %t3
  store i64 %t5, i64* %budget
  %t6 = icmp slt i64 %t5, 0
  br i1 %t6, label %poll3, label %poll.go4
poll3:
  store i64 65536, i64* %budget
  %t7 = call i1 @tack.poll(i64* %status)
  br i1 %t7, label %abort, label %poll.go4
poll.go4:
  %t8 = sub i64 %end, 1
  %t9 = sext i32 2 to i64
  %t10 = sext i32 2 to i64
  %t11 = icmp ult i64 %t9, 5
  %t12 = icmp ult i64 %t10, 5
  %t13 = and i1 %t11, %t12
  %t14 = icmp ult i64 %start, %p1.len
  %t15 = icmp ult i64 %t8, %p1.len
  %t16 = and i1 %t14, %t15
  %t17 = and i1 %t13, %t16
  br i1 %t17, label %fast5, label %slow6
fast5:
  store i64 %start, i64* %it2.1
  br label %it.head7
it.head7:
  %t18 = load i64, i64* %it2.1
  %t19 = icmp slt i64 %t18, %end
  br i1 %t19, label %it.body8, label %loop.exit0
it.body8:
  store i64 %t18, i64* %v2
  %t20 = bitcast [5 x float]* %la3 to i8*
  call void @llvm.memset.p0i8.i64(i8* align 16 %t20, i8 0, i64 20, i1 false)
  store i64 0, i64* %blk4.11
  br label %blk.head11
blk.head11:
  %t21 = load i64, i64* %blk4.11
  %t22 = icmp slt i64 %t21, 5
  br i1 %t22, label %blk.body12, label %range.exit10
blk.body12:
  %t23 = add i64 %t21, 4096
  %t24 = icmp slt i64 %t23, 5
  %t25 = select i1 %t24, i64 %t23, i64 5
  %t26 = sub i64 %t25, %t21
  %t27 = load i64, i64* %budget
  %t28 = sub i64 %t27, %t26
  store i64 %t28, i64* %budget
  %t29 = icmp slt i64 %t28, 0
  br i1 %t29, label %poll14, label %poll.go15
poll14:
  store i64 65536, i64* %budget
  %t30 = call i1 @tack.poll(i64* %status)
  br i1 %t30, label %abort, label %poll.go15
poll.go15:
  %t31 = sub i64 %t25, 1
  %t32 = icmp ult i64 %t21, 5
  %t33 = icmp ult i64 %t31, 5
  %t34 = and i1 %t32, %t33
  br i1 %t34, label %fast16, label %slow17
fast16:
  store i64 %t21, i64* %it4.11
  br label %it.head18
it.head18:
  %t35 = load i64, i64* %it4.11
  %t36 = icmp slt i64 %t35, %t25
  br i1 %t36, label %it.body19, label %blk.next13
it.body19:
  store i64 %t35, i64* %v4
  %t37 = load i64, i64* %v2
  %t38 = load i64, i64* %v4
  %t39 = add i64 %t37, %t38
  %t40 = sub i64 %t39, 2
  store i64 %t40, i64* %v5
  %t41 = load i64, i64* %v5
  %t42 = icmp slt i64 %t41, 0
  br i1 %t42, label %if.then21, label %if.else22
if.then21:
  store i64 0, i64* %v5
  br label %if.end23
if.else22:
  br label %if.end23
if.end23:
  %t43 = load i64, i64* %v5
  %t44 = icmp sge i64 %t43, %p0.len
  br i1 %t44, label %if.then24, label %if.else25
if.then24:
  %t45 = sub i64 %p0.len, 1
  store i64 %t45, i64* %v5
  br label %if.end26
if.else25:
  br label %if.end26
if.end26:
  %t46 = load i64, i64* %v4
  %t47 = load i64, i64* %v5
  %t48 = icmp ult i64 %t47, %p0.len
  br i1 %t48, label %inb27, label %oob28, !prof !2
oob28:
  call void @tack.oob(i64* %status, i64 1, i64 %t47, i64 %p0.len)
  br label %abort
inb27:
  %t49 = getelementptr inbounds float, float* %p0, i64 %t47
  %t50 = load float, float* %t49
  %t51 = getelementptr inbounds float, float* %la3.base, i64 %t46
  store float %t50, float* %t51
  br label %it.latch20
it.latch20:
  %t52 = load i64, i64* %it4.11
  %t53 = add i64 %t52, 1
  store i64 %t53, i64* %it4.11
  br label %it.head18
slow17:
  store i64 %t21, i64* %it4.11
  br label %it.head29
it.head29:
  %t54 = load i64, i64* %it4.11
  %t55 = icmp slt i64 %t54, %t25
  br i1 %t55, label %it.body30, label %blk.next13
it.body30:
  store i64 %t54, i64* %v4
  %t56 = load i64, i64* %v2
  %t57 = load i64, i64* %v4
  %t58 = add i64 %t56, %t57
  %t59 = sub i64 %t58, 2
  store i64 %t59, i64* %v5
  %t60 = load i64, i64* %v5
  %t61 = icmp slt i64 %t60, 0
  br i1 %t61, label %if.then32, label %if.else33
if.then32:
  store i64 0, i64* %v5
  br label %if.end34
if.else33:
  br label %if.end34
if.end34:
  %t62 = load i64, i64* %v5
  %t63 = icmp sge i64 %t62, %p0.len
  br i1 %t63, label %if.then35, label %if.else36
if.then35:
  %t64 = sub i64 %p0.len, 1
  store i64 %t64, i64* %v5
  br label %if.end37
if.else36:
  br label %if.end37
if.end37:
  %t65 = load i64, i64* %v4
  %t66 = load i64, i64* %v5
  %t67 = icmp ult i64 %t66, %p0.len
  br i1 %t67, label %inb38, label %oob39, !prof !2
oob39:
  call void @tack.oob(i64* %status, i64 1, i64 %t66, i64 %p0.len)
  br label %abort
inb38:
  %t68 = getelementptr inbounds float, float* %p0, i64 %t66
  %t69 = load float, float* %t68
  %t70 = icmp ult i64 %t65, 5
  br i1 %t70, label %inb40, label %oob41, !prof !2
oob41:
  call void @tack.oob(i64* %status, i64 2, i64 %t65, i64 5)
  br label %abort
inb40:
  %t71 = getelementptr inbounds float, float* %la3.base, i64 %t65
  store float %t69, float* %t71
  br label %it.latch31
it.latch31:
  %t72 = load i64, i64* %it4.11
  %t73 = add i64 %t72, 1
  store i64 %t73, i64* %it4.11
  br label %it.head29, !llvm.loop !3
blk.next13:
  store i64 %t25, i64* %blk4.11
  br label %blk.head11
range.exit10:
  store i64 1, i64* %blk6.43
  br label %blk.head43
blk.head43:
  %t74 = load i64, i64* %blk6.43
  %t75 = icmp slt i64 %t74, 5
  br i1 %t75, label %blk.body44, label %range.exit42
blk.body44:
  %t76 = add i64 %t74, 4096
  %t77 = icmp slt i64 %t76, 5
  %t78 = select i1 %t77, i64 %t76, i64 5
  %t79 = sub i64 %t78, %t74
  %t80 = load i64, i64* %budget
  %t81 = sub i64 %t80, %t79
  store i64 %t81, i64* %budget
  %t82 = icmp slt i64 %t81, 0
  br i1 %t82, label %poll46, label %poll.go47
poll46:
  store i64 65536, i64* %budget
  %t83 = call i1 @tack.poll(i64* %status)
  br i1 %t83, label %abort, label %poll.go47
poll.go47:
  %t84 = sub i64 %t78, 1
  %t85 = icmp ult i64 %t74, 5
  %t86 = icmp ult i64 %t84, 5
  %t87 = and i1 %t85, %t86
  br i1 %t87, label %fast48, label %slow49
fast48:
  store i64 %t74, i64* %it6.43
  br label %it.head50
it.head50:
  %t88 = load i64, i64* %it6.43
  %t89 = icmp slt i64 %t88, %t78
  br i1 %t89, label %it.body51, label %blk.next45
it.body51:
  store i64 %t88, i64* %v6
  %t90 = load i64, i64* %v6
  %t91 = getelementptr inbounds float, float* %la3.base, i64 %t90
  %t92 = load float, float* %t91
  store float %t92, float* %v7
  %t93 = load i64, i64* %v6
  %t94 = sub i64 %t93, 1
  store i64 %t94, i64* %v8
  br label %while.head53
while.head53:
  %t95 = load i64, i64* %v8
  %t96 = icmp sge i64 %t95, 0
  br i1 %t96, label %logic.rhs57, label %logic.end58
logic.rhs57:
  %t97 = load i64, i64* %v8
  %t98 = icmp ult i64 %t97, 5
  br i1 %t98, label %inb59, label %oob60, !prof !2
oob60:
  call void @tack.oob(i64* %status, i64 3, i64 %t97, i64 5)
  br label %abort
inb59:
  %t99 = getelementptr inbounds float, float* %la3.base, i64 %t97
  %t100 = load float, float* %t99
  %t101 = load float, float* %v7
  %t102 = fcmp ogt float %t100, %t101
  br label %logic.end58
logic.end58:
  %t103 = phi i1 [false, %while.head53], [%t102, %inb59]
  br i1 %t103, label %while.body54, label %while.exit56
while.body54:
  %t104 = load i64, i64* %v8
  %t105 = add i64 %t104, 1
  %t106 = load i64, i64* %v8
  %t107 = icmp ult i64 %t106, 5
  br i1 %t107, label %inb61, label %oob62, !prof !2
oob62:
  call void @tack.oob(i64* %status, i64 4, i64 %t106, i64 5)
  br label %abort
inb61:
  %t108 = getelementptr inbounds float, float* %la3.base, i64 %t106
  %t109 = load float, float* %t108
  %t110 = icmp ult i64 %t105, 5
  br i1 %t110, label %inb63, label %oob64, !prof !2
oob64:
  call void @tack.oob(i64* %status, i64 5, i64 %t105, i64 5)
  br label %abort
inb63:
  %t111 = getelementptr inbounds float, float* %la3.base, i64 %t105
  store float %t109, float* %t111
  %t112 = load i64, i64* %v8
  %t113 = sub i64 %t112, 1
  store i64 %t113, i64* %v8
  br label %while.cont55
while.cont55:
  %t114 = load i64, i64* %budget
  %t115 = sub i64 %t114, 1
  store i64 %t115, i64* %budget
  %t116 = icmp slt i64 %t115, 0
  br i1 %t116, label %poll65, label %poll.go66
poll65:
  store i64 65536, i64* %budget
  %t117 = call i1 @tack.poll(i64* %status)
  br i1 %t117, label %abort, label %poll.go66
poll.go66:
  br label %while.head53
while.exit56:
  %t118 = load i64, i64* %v8
  %t119 = add i64 %t118, 1
  %t120 = load float, float* %v7
  %t121 = icmp ult i64 %t119, 5
  br i1 %t121, label %inb67, label %oob68, !prof !2
oob68:
  call void @tack.oob(i64* %status, i64 6, i64 %t119, i64 5)
  br label %abort
inb67:
  %t122 = getelementptr inbounds float, float* %la3.base, i64 %t119
  store float %t120, float* %t122
  br label %it.latch52
it.latch52:
  %t123 = load i64, i64* %it6.43
  %t124 = add i64 %t123, 1
  store i64 %t124, i64* %it6.43
  br label %it.head50
slow49:
  store i64 %t74, i64* %it6.43
  br label %it.head69
it.head69:
  %t125 = load i64, i64* %it6.43
  %t126 = icmp slt i64 %t125, %t78
  br i1 %t126, label %it.body70, label %blk.next45
it.body70:
  store i64 %t125, i64* %v6
  %t127 = load i64, i64* %v6
  %t128 = icmp ult i64 %t127, 5
  br i1 %t128, label %inb72, label %oob73, !prof !2
oob73:
  call void @tack.oob(i64* %status, i64 7, i64 %t127, i64 5)
  br label %abort
inb72:
  %t129 = getelementptr inbounds float, float* %la3.base, i64 %t127
  %t130 = load float, float* %t129
  store float %t130, float* %v7
  %t131 = load i64, i64* %v6
  %t132 = sub i64 %t131, 1
  store i64 %t132, i64* %v8
  br label %while.head74
while.head74:
  %t133 = load i64, i64* %v8
  %t134 = icmp sge i64 %t133, 0
  br i1 %t134, label %logic.rhs78, label %logic.end79
logic.rhs78:
  %t135 = load i64, i64* %v8
  %t136 = icmp ult i64 %t135, 5
  br i1 %t136, label %inb80, label %oob81, !prof !2
oob81:
  call void @tack.oob(i64* %status, i64 3, i64 %t135, i64 5)
  br label %abort
inb80:
  %t137 = getelementptr inbounds float, float* %la3.base, i64 %t135
  %t138 = load float, float* %t137
  %t139 = load float, float* %v7
  %t140 = fcmp ogt float %t138, %t139
  br label %logic.end79
logic.end79:
  %t141 = phi i1 [false, %while.head74], [%t140, %inb80]
  br i1 %t141, label %while.body75, label %while.exit77
while.body75:
  %t142 = load i64, i64* %v8
  %t143 = add i64 %t142, 1
  %t144 = load i64, i64* %v8
  %t145 = icmp ult i64 %t144, 5
  br i1 %t145, label %inb82, label %oob83, !prof !2
oob83:
  call void @tack.oob(i64* %status, i64 4, i64 %t144, i64 5)
  br label %abort
inb82:
  %t146 = getelementptr inbounds float, float* %la3.base, i64 %t144
  %t147 = load float, float* %t146
  %t148 = icmp ult i64 %t143, 5
  br i1 %t148, label %inb84, label %oob85, !prof !2
oob85:
  call void @tack.oob(i64* %status, i64 5, i64 %t143, i64 5)
  br label %abort
inb84:
  %t149 = getelementptr inbounds float, float* %la3.base, i64 %t143
  store float %t147, float* %t149
  %t150 = load i64, i64* %v8
  %t151 = sub i64 %t150, 1
  store i64 %t151, i64* %v8
  br label %while.cont76
while.cont76:
  %t152 = load i64, i64* %budget
  %t153 = sub i64 %t152, 1
  store i64 %t153, i64* %budget
  %t154 = icmp slt i64 %t153, 0
  br i1 %t154, label %poll86, label %poll.go87
poll86:
  store i64 65536, i64* %budget
  %t155 = call i1 @tack.poll(i64* %status)
  br i1 %t155, label %abort, label %poll.go87
poll.go87:
  br label %while.head74
while.exit77:
  %t156 = load i64, i64* %v8
  %t157 = add i64 %t156, 1
  %t158 = load float, float* %v7
  %t159 = icmp ult i64 %t157, 5
  br i1 %t159, label %inb88, label %oob89, !prof !2
oob89:
  call void @tack.oob(i64* %status, i64 6, i64 %t157, i64 5)
  br label %abort
inb88:
  %t160 = getelementptr inbounds float, float* %la3.base, i64 %t157
  store float %t158, float* %t160
  br label %it.latch71
it.latch71:
  %t161 = load i64, i64* %it6.43
  %t162 = add i64 %t161, 1
  store i64 %t162, i64* %it6.43
  br label %it.head69, !llvm.loop !3
blk.next45:
  store i64 %t78, i64* %blk6.43
  br label %blk.head43
range.exit42:
  %t163 = load i64, i64* %v2
  %t164 = getelementptr inbounds float, float* %la3.base, i64 2
  %t165 = load float, float* %t164
  %t166 = getelementptr inbounds float, float* %p1, i64 %t163
  store float %t165, float* %t166
  br label %it.latch9
it.latch9:
  %t167 = load i64, i64* %it2.1
  %t168 = add i64 %t167, 1
  store i64 %t168, i64* %it2.1
  br label %it.head7, !llvm.loop !0
slow6:
  store i64 %start, i64* %it2.1
  br label %it.head90
it.head90:
  %t169 = load i64, i64* %it2.1
  %t170 = icmp slt i64 %t169, %end
  br i1 %t170, label %it.body91, label %loop.exit0
it.body91:
  store i64 %t169, i64* %v2
  %t171 = bitcast [5 x float]* %la3 to i8*
  call void @llvm.memset.p0i8.i64(i8* align 16 %t171, i8 0, i64 20, i1 false)
  store i64 0, i64* %blk4.94
  br label %blk.head94
blk.head94:
  %t172 = load i64, i64* %blk4.94
  %t173 = icmp slt i64 %t172, 5
  br i1 %t173, label %blk.body95, label %range.exit93
blk.body95:
  %t174 = add i64 %t172, 4096
  %t175 = icmp slt i64 %t174, 5
  %t176 = select i1 %t175, i64 %t174, i64 5
  %t177 = sub i64 %t176, %t172
  %t178 = load i64, i64* %budget
  %t179 = sub i64 %t178, %t177
  store i64 %t179, i64* %budget
  %t180 = icmp slt i64 %t179, 0
  br i1 %t180, label %poll97, label %poll.go98
poll97:
  store i64 65536, i64* %budget
  %t181 = call i1 @tack.poll(i64* %status)
  br i1 %t181, label %abort, label %poll.go98
poll.go98:
  %t182 = sub i64 %t176, 1
  %t183 = icmp ult i64 %t172, 5
  %t184 = icmp ult i64 %t182, 5
  %t185 = and i1 %t183, %t184
  br i1 %t185, label %fast99, label %slow100
fast99:
  store i64 %t172, i64* %it4.94
  br label %it.head101
it.head101:
  %t186 = load i64, i64* %it4.94
  %t187 = icmp slt i64 %t186, %t176
  br i1 %t187, label %it.body102, label %blk.next96
it.body102:
  store i64 %t186, i64* %v4
  %t188 = load i64, i64* %v2
  %t189 = load i64, i64* %v4
  %t190 = add i64 %t188, %t189
  %t191 = sub i64 %t190, 2
  store i64 %t191, i64* %v5
  %t192 = load i64, i64* %v5
  %t193 = icmp slt i64 %t192, 0
  br i1 %t193, label %if.then104, label %if.else105
if.then104:
  store i64 0, i64* %v5
  br label %if.end106
if.else105:
  br label %if.end106
if.end106:
  %t194 = load i64, i64* %v5
  %t195 = icmp sge i64 %t194, %p0.len
  br i1 %t195, label %if.then107, label %if.else108
if.then107:
  %t196 = sub i64 %p0.len, 1
  store i64 %t196, i64* %v5
  br label %if.end109
if.else108:
  br label %if.end109
if.end109:
  %t197 = load i64, i64* %v4
  %t198 = load i64, i64* %v5
  %t199 = icmp ult i64 %t198, %p0.len
  br i1 %t199, label %inb110, label %oob111, !prof !2
oob111:
  call void @tack.oob(i64* %status, i64 1, i64 %t198, i64 %p0.len)
  br label %abort
inb110:
  %t200 = getelementptr inbounds float, float* %p0, i64 %t198
  %t201 = load float, float* %t200
  %t202 = getelementptr inbounds float, float* %la3.base, i64 %t197
  store float %t201, float* %t202
  br label %it.latch103
it.latch103:
  %t203 = load i64, i64* %it4.94
  %t204 = add i64 %t203, 1
  store i64 %t204, i64* %it4.94
  br label %it.head101, !llvm.loop !3
slow100:
  store i64 %t172, i64* %it4.94
  br label %it.head112
it.head112:
  %t205 = load i64, i64* %it4.94
  %t206 = icmp slt i64 %t205, %t176
  br i1 %t206, label %it.body113, label %blk.next96
it.body113:
  store i64 %t205, i64* %v4
  %t207 = load i64, i64* %v2
  %t208 = load i64, i64* %v4
  %t209 = add i64 %t207, %t208
  %t210 = sub i64 %t209, 2
  store i64 %t210, i64* %v5
  %t211 = load i64, i64* %v5
  %t212 = icmp slt i64 %t211, 0
  br i1 %t212, label %if.then115, label %if.else116
if.then115:
  store i64 0, i64* %v5
  br label %if.end117
if.else116:
  br label %if.end117
if.end117:
  %t213 = load i64, i64* %v5
  %t214 = icmp sge i64 %t213, %p0.len
  br i1 %t214, label %if.then118, label %if.else119
if.then118:
  %t215 = sub i64 %p0.len, 1
  store i64 %t215, i64* %v5
  br label %if.end120
if.else119:
  br label %if.end120
if.end120:
  %t216 = load i64, i64* %v4
  %t217 = load i64, i64* %v5
  %t218 = icmp ult i64 %t217, %p0.len
  br i1 %t218, label %inb121, label %oob122, !prof !2
oob122:
  call void @tack.oob(i64* %status, i64 1, i64 %t217, i64 %p0.len)
  br label %abort
inb121:
  %t219 = getelementptr inbounds float, float* %p0, i64 %t217
  %t220 = load float, float* %t219
  %t221 = icmp ult i64 %t216, 5
  br i1 %t221, label %inb123, label %oob124, !prof !2
oob124:
  call void @tack.oob(i64* %status, i64 2, i64 %t216, i64 5)
  br label %abort
inb123:
  %t222 = getelementptr inbounds float, float* %la3.base, i64 %t216
  store float %t220, float* %t222
  br label %it.latch114
it.latch114:
  %t223 = load i64, i64* %it4.94
  %t224 = add i64 %t223, 1
  store i64 %t224, i64* %it4.94
  br label %it.head112, !llvm.loop !3
blk.next96:
  store i64 %t176, i64* %blk4.94
  br label %blk.head94
range.exit93:
  store i64 1, i64* %blk6.126
  br label %blk.head126
blk.head126:
  %t225 = load i64, i64* %blk6.126
  %t226 = icmp slt i64 %t225, 5
  br i1 %t226, label %blk.body127, label %range.exit125
blk.body127:
  %t227 = add i64 %t225, 4096
  %t228 = icmp slt i64 %t227, 5
  %t229 = select i1 %t228, i64 %t227, i64 5
  %t230 = sub i64 %t229, %t225
  %t231 = load i64, i64* %budget
  %t232 = sub i64 %t231, %t230
  store i64 %t232, i64* %budget
  %t233 = icmp slt i64 %t232, 0
  br i1 %t233, label %poll129, label %poll.go130
poll129:
  store i64 65536, i64* %budget
  %t234 = call i1 @tack.poll(i64* %status)
  br i1 %t234, label %abort, label %poll.go130
poll.go130:
  %t235 = sub i64 %t229, 1
  %t236 = icmp ult i64 %t225, 5
  %t237 = icmp ult i64 %t235, 5
  %t238 = and i1 %t236, %t237
  br i1 %t238, label %fast131, label %slow132
fast131:
  store i64 %t225, i64* %it6.126
  br label %it.head133
it.head133:
  %t239 = load i64, i64* %it6.126
  %t240 = icmp slt i64 %t239, %t229
  br i1 %t240, label %it.body134, label %blk.next128
it.body134:
  store i64 %t239, i64* %v6
  %t241 = load i64, i64* %v6
  %t242 = getelementptr inbounds float, float* %la3.base, i64 %t241
  %t243 = load float, float* %t242
  store float %t243, float* %v7
  %t244 = load i64, i64* %v6
  %t245 = sub i64 %t244, 1
  store i64 %t245, i64* %v8
  br label %while.head136
while.head136:
  %t246 = load i64, i64* %v8
  %t247 = icmp sge i64 %t246, 0
  br i1 %t247, label %logic.rhs140, label %logic.end141
logic.rhs140:
  %t248 = load i64, i64* %v8
  %t249 = icmp ult i64 %t248, 5
  br i1 %t249, label %inb142, label %oob143, !prof !2
oob143:
  call void @tack.oob(i64* %status, i64 3, i64 %t248, i64 5)
  br label %abort
inb142:
  %t250 = getelementptr inbounds float, float* %la3.base, i64 %t248
  %t251 = load float, float* %t250
  %t252 = load float, float* %v7
  %t253 = fcmp ogt float %t251, %t252
  br label %logic.end141
logic.end141:
  %t254 = phi i1 [false, %while.head136], [%t253, %inb142]
  br i1 %t254, label %while.body137, label %while.exit139
while.body137:
  %t255 = load i64, i64* %v8
  %t256 = add i64 %t255, 1
  %t257 = load i64, i64* %v8
  %t258 = icmp ult i64 %t257, 5
  br i1 %t258, label %inb144, label %oob145, !prof !2
oob145:
  call void @tack.oob(i64* %status, i64 4, i64 %t257, i64 5)
  br label %abort
inb144:
  %t259 = getelementptr inbounds float, float* %la3.base, i64 %t257
  %t260 = load float, float* %t259
  %t261 = icmp ult i64 %t256, 5
  br i1 %t261, label %inb146, label %oob147, !prof !2
oob147:
  call void @tack.oob(i64* %status, i64 5, i64 %t256, i64 5)
  br label %abort
inb146:
  %t262 = getelementptr inbounds float, float* %la3.base, i64 %t256
  store float %t260, float* %t262
  %t263 = load i64, i64* %v8
  %t264 = sub i64 %t263, 1
  store i64 %t264, i64* %v8
  br label %while.cont138
while.cont138:
  %t265 = load i64, i64* %budget
  %t266 = sub i64 %t265, 1
  store i64 %t266, i64* %budget
  %t267 = icmp slt i64 %t266, 0
  br i1 %t267, label %poll148, label %poll.go149
poll148:
  store i64 65536, i64* %budget
  %t268 = call i1 @tack.poll(i64* %status)
  br i1 %t268, label %abort, label %poll.go149
poll.go149:
  br label %while.head136
while.exit139:
  %t269 = load i64, i64* %v8
  %t270 = add i64 %t269, 1
  %t271 = load float, float* %v7
  %t272 = icmp ult i64 %t270, 5
  br i1 %t272, label %inb150, label %oob151, !prof !2
oob151:
  call void @tack.oob(i64* %status, i64 6, i64 %t270, i64 5)
  br label %abort
inb150:
  %t273 = getelementptr inbounds float, float* %la3.base, i64 %t270
  store float %t271, float* %t273
  br label %it.latch135
it.latch135:
  %t274 = load i64, i64* %it6.126
  %t275 = add i64 %t274, 1
  store i64 %t275, i64* %it6.126
  br label %it.head133
slow132:
  store i64 %t225, i64* %it6.126
  br label %it.head152
it.head152:
  %t276 = load i64, i64* %it6.126
  %t277 = icmp slt i64 %t276, %t229
  br i1 %t277, label %it.body153, label %blk.next128
it.body153:
  store i64 %t276, i64* %v6
  %t278 = load i64, i64* %v6
  %t279 = icmp ult i64 %t278, 5
  br i1 %t279, label %inb155, label %oob156, !prof !2
oob156:
  call void @tack.oob(i64* %status, i64 7, i64 %t278, i64 5)
  br label %abort
inb155:
  %t280 = getelementptr inbounds float, float* %la3.base, i64 %t278
  %t281 = load float, float* %t280
  store float %t281, float* %v7
  %t282 = load i64, i64* %v6
  %t283 = sub i64 %t282, 1
  store i64 %t283, i64* %v8
  br label %while.head157
while.head157:
  %t284 = load i64, i64* %v8
  %t285 = icmp sge i64 %t284, 0
  br i1 %t285, label %logic.rhs161, label %logic.end162
logic.rhs161:
  %t286 = load i64, i64* %v8
  %t287 = icmp ult i64 %t286, 5
  br i1 %t287, label %inb163, label %oob164, !prof !2
oob164:
  call void @tack.oob(i64* %status, i64 3, i64 %t286, i64 5)
  br label %abort
inb163:
  %t288 = getelementptr inbounds float, float* %la3.base, i64 %t286
  %t289 = load float, float* %t288
  %t290 = load float, float* %v7
  %t291 = fcmp ogt float %t289, %t290
  br label %logic.end162
logic.end162:
  %t292 = phi i1 [false, %while.head157], [%t291, %inb163]
  br i1 %t292, label %while.body158, label %while.exit160
while.body158:
  %t293 = load i64, i64* %v8
  %t294 = add i64 %t293, 1
  %t295 = load i64, i64* %v8
  %t296 = icmp ult i64 %t295, 5
  br i1 %t296, label %inb165, label %oob166, !prof !2
oob166:
  call void @tack.oob(i64* %status, i64 4, i64 %t295, i64 5)
  br label %abort
inb165:
  %t297 = getelementptr inbounds float, float* %la3.base, i64 %t295
  %t298 = load float, float* %t297
  %t299 = icmp ult i64 %t294, 5
  br i1 %t299, label %inb167, label %oob168, !prof !2
oob168:
  call void @tack.oob(i64* %status, i64 5, i64 %t294, i64 5)
  br label %abort
inb167:
  %t300 = getelementptr inbounds float, float* %la3.base, i64 %t294
  store float %t298, float* %t300
  %t301 = load i64, i64* %v8
  %t302 = sub i64 %t301, 1
  store i64 %t302, i64* %v8
  br label %while.cont159
while.cont159:
  %t303 = load i64, i64* %budget
  %t304 = sub i64 %t303, 1
  store i64 %t304, i64* %budget
  %t305 = icmp slt i64 %t304, 0
  br i1 %t305, label %poll169, label %poll.go170
poll169:
  store i64 65536, i64* %budget
  %t306 = call i1 @tack.poll(i64* %status)
  br i1 %t306, label %abort, label %poll.go170
poll.go170:
  br label %while.head157
while.exit160:
  %t307 = load i64, i64* %v8
  %t308 = add i64 %t307, 1
  %t309 = load float, float* %v7
  %t310 = icmp ult i64 %t308, 5
  br i1 %t310, label %inb171, label %oob172, !prof !2
oob172:
  call void @tack.oob(i64* %status, i64 6, i64 %t308, i64 5)
  br label %abort
inb171:
  %t311 = getelementptr inbounds float, float* %la3.base, i64 %t308
  store float %t309, float* %t311
  br label %it.latch154
it.latch154:
  %t312 = load i64, i64* %it6.126
  %t313 = add i64 %t312, 1
  store i64 %t313, i64* %it6.126
  br label %it.head152, !llvm.loop !3
blk.next128:
  store i64 %t229, i64* %blk6.126
  br label %blk.head126
range.exit125:
  %t314 = load i64, i64* %v2
  %t315 = icmp ult i64 2, 5
  br i1 %t315, label %inb173, label %oob174, !prof !2
oob174:
  call void @tack.oob(i64* %status, i64 8, i64 2, i64 5)
  br label %abort
inb173:
  %t316 = getelementptr inbounds float, float* %la3.base, i64 2
  %t317 = load float, float* %t316
  %t318 = icmp ult i64 %t314, %p1.len
  br i1 %t318, label %inb175, label %oob176, !prof !2
oob176:
  call void @tack.oob(i64* %status, i64 9, i64 %t314, i64 %p1.len)
  br label %abort
inb175:
  %t319 = getelementptr inbounds float, float* %p1, i64 %t314
  store float %t317, float* %t319
  br label %it.latch92
it.latch92:
  %t320 = load i64, i64* %it2.1
  %t321 = add i64 %t320, 1
  store i64 %t321, i64* %it2.1
  br label %it.head90, !llvm.loop !0
loop.exit0:
  ret void
abort:
  ret void
}

define void @tack_chunk_median(i64* %slots, i64 %start, i64 %end) #0 {
entry:
  %s0.p = getelementptr i64, i64* %slots, i64 0
  %s0 = load i64, i64* %s0.p
  %s0.a = inttoptr i64 %s0 to float*
  %s1.p = getelementptr i64, i64* %slots, i64 1
  %s1 = load i64, i64* %s1.p
  %s1.a = inttoptr i64 %s1 to float*
  %h2.p = getelementptr i64, i64* %slots, i64 2
  %h2 = load i64, i64* %h2.p
  %h3.p = getelementptr i64, i64* %slots, i64 3
  %h3 = load i64, i64* %h3.p
  %st.p = getelementptr i64, i64* %slots, i64 4
  %st = load i64, i64* %st.p
  %st.a = inttoptr i64 %st to i64*
  call void @tack_kernel_median(float* %s0.a, float* %s1.a, i64 %h2, i64 %h3, i64* %st.a, i64 %start, i64 %end)
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
declare void @llvm.memset.p0i8.i64(i8*, i8, i64, i1)
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
