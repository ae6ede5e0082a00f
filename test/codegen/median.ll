; Tack kernel 'median' (generated; do not edit)
source_filename = "tack"
target triple = "x86_64-unknown-linux-gnu"

define internal void @tack_kernel_median(float* %p0, float* %p1, i64 %p0.len, i64 %p1.len, i64* %status, i64 %start, i64 %end) #0 {
entry:
  %budget = alloca i64
  %blk2.1 = alloca i64
  %it2.1 = alloca i64
  %v2 = alloca i64
  %la3 = alloca [5 x float], align 16
  %la3.base = getelementptr inbounds [5 x float], [5 x float]* %la3, i64 0, i64 0
  %blk4.12 = alloca i64
  %it4.12 = alloca i64
  %v4 = alloca i64
  %v5 = alloca i64
  %blk6.44 = alloca i64
  %it6.44 = alloca i64
  %v6 = alloca i64
  %v7 = alloca float
  %v8 = alloca i64
  %blk4.95 = alloca i64
  %it4.95 = alloca i64
  %blk6.127 = alloca i64
  %it6.127 = alloca i64
  store i64 65536, i64* %budget
  store i64 %start, i64* %blk2.1
  br label %blk.head1
blk.head1:
  %t0 = load i64, i64* %blk2.1
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
  %t11 = sext i32 2 to i64
  %t12 = sext i32 2 to i64
  %t13 = icmp ult i64 %t11, 5
  %t14 = icmp ult i64 %t12, 5
  %t15 = and i1 %t13, %t14
  %t16 = icmp ult i64 %t0, %p1.len
  %t17 = icmp ult i64 %t10, %p1.len
  %t18 = and i1 %t16, %t17
  %t19 = and i1 %t15, %t18
  br i1 %t19, label %fast6, label %slow7
fast6:
  store i64 %t0, i64* %it2.1
  br label %it.head8
it.head8:
  %t20 = load i64, i64* %it2.1
  %t21 = icmp slt i64 %t20, %t4
  br i1 %t21, label %it.body9, label %blk.next3
it.body9:
  store i64 %t20, i64* %v2
  %t22 = bitcast [5 x float]* %la3 to i8*
  call void @llvm.memset.p0i8.i64(i8* align 16 %t22, i8 0, i64 20, i1 false)
  store i64 0, i64* %blk4.12
  br label %blk.head12
blk.head12:
  %t23 = load i64, i64* %blk4.12
  %t24 = icmp slt i64 %t23, 5
  br i1 %t24, label %blk.body13, label %range.exit11
blk.body13:
  %t25 = add i64 %t23, 4096
  %t26 = icmp slt i64 %t25, 5
  %t27 = select i1 %t26, i64 %t25, i64 5
  %t28 = sub i64 %t27, %t23
  %t29 = load i64, i64* %budget
  %t30 = sub i64 %t29, %t28
  store i64 %t30, i64* %budget
  %t31 = icmp slt i64 %t30, 0
  br i1 %t31, label %poll15, label %poll.go16
poll15:
  store i64 65536, i64* %budget
  %t32 = call i1 @tack.poll(i64* %status)
  br i1 %t32, label %abort, label %poll.go16
poll.go16:
  %t33 = sub i64 %t27, 1
  %t34 = icmp ult i64 %t23, 5
  %t35 = icmp ult i64 %t33, 5
  %t36 = and i1 %t34, %t35
  br i1 %t36, label %fast17, label %slow18
fast17:
  store i64 %t23, i64* %it4.12
  br label %it.head19
it.head19:
  %t37 = load i64, i64* %it4.12
  %t38 = icmp slt i64 %t37, %t27
  br i1 %t38, label %it.body20, label %blk.next14
it.body20:
  store i64 %t37, i64* %v4
  %t39 = load i64, i64* %v2
  %t40 = load i64, i64* %v4
  %t41 = add i64 %t39, %t40
  %t42 = sub i64 %t41, 2
  store i64 %t42, i64* %v5
  %t43 = load i64, i64* %v5
  %t44 = icmp slt i64 %t43, 0
  br i1 %t44, label %if.then22, label %if.else23
if.then22:
  store i64 0, i64* %v5
  br label %if.end24
if.else23:
  br label %if.end24
if.end24:
  %t45 = load i64, i64* %v5
  %t46 = icmp sge i64 %t45, %p0.len
  br i1 %t46, label %if.then25, label %if.else26
if.then25:
  %t47 = sub i64 %p0.len, 1
  store i64 %t47, i64* %v5
  br label %if.end27
if.else26:
  br label %if.end27
if.end27:
  %t48 = load i64, i64* %v4
  %t49 = load i64, i64* %v5
  %t50 = icmp ult i64 %t49, %p0.len
  br i1 %t50, label %inb28, label %oob29, !prof !2
oob29:
  call void @tack.oob(i64* %status, i64 1, i64 %t49)
  br label %abort
inb28:
  %t51 = getelementptr inbounds float, float* %p0, i64 %t49
  %t52 = load float, float* %t51
  %t53 = getelementptr inbounds float, float* %la3.base, i64 %t48
  store float %t52, float* %t53
  br label %it.latch21
it.latch21:
  %t54 = load i64, i64* %it4.12
  %t55 = add i64 %t54, 1
  store i64 %t55, i64* %it4.12
  br label %it.head19
slow18:
  store i64 %t23, i64* %it4.12
  br label %it.head30
it.head30:
  %t56 = load i64, i64* %it4.12
  %t57 = icmp slt i64 %t56, %t27
  br i1 %t57, label %it.body31, label %blk.next14
it.body31:
  store i64 %t56, i64* %v4
  %t58 = load i64, i64* %v2
  %t59 = load i64, i64* %v4
  %t60 = add i64 %t58, %t59
  %t61 = sub i64 %t60, 2
  store i64 %t61, i64* %v5
  %t62 = load i64, i64* %v5
  %t63 = icmp slt i64 %t62, 0
  br i1 %t63, label %if.then33, label %if.else34
if.then33:
  store i64 0, i64* %v5
  br label %if.end35
if.else34:
  br label %if.end35
if.end35:
  %t64 = load i64, i64* %v5
  %t65 = icmp sge i64 %t64, %p0.len
  br i1 %t65, label %if.then36, label %if.else37
if.then36:
  %t66 = sub i64 %p0.len, 1
  store i64 %t66, i64* %v5
  br label %if.end38
if.else37:
  br label %if.end38
if.end38:
  %t67 = load i64, i64* %v4
  %t68 = load i64, i64* %v5
  %t69 = icmp ult i64 %t68, %p0.len
  br i1 %t69, label %inb39, label %oob40, !prof !2
oob40:
  call void @tack.oob(i64* %status, i64 1, i64 %t68)
  br label %abort
inb39:
  %t70 = getelementptr inbounds float, float* %p0, i64 %t68
  %t71 = load float, float* %t70
  %t72 = icmp ult i64 %t67, 5
  br i1 %t72, label %inb41, label %oob42, !prof !2
oob42:
  call void @tack.oob(i64* %status, i64 2, i64 %t67)
  br label %abort
inb41:
  %t73 = getelementptr inbounds float, float* %la3.base, i64 %t67
  store float %t71, float* %t73
  br label %it.latch32
it.latch32:
  %t74 = load i64, i64* %it4.12
  %t75 = add i64 %t74, 1
  store i64 %t75, i64* %it4.12
  br label %it.head30
blk.next14:
  store i64 %t27, i64* %blk4.12
  br label %blk.head12
range.exit11:
  store i64 1, i64* %blk6.44
  br label %blk.head44
blk.head44:
  %t76 = load i64, i64* %blk6.44
  %t77 = icmp slt i64 %t76, 5
  br i1 %t77, label %blk.body45, label %range.exit43
blk.body45:
  %t78 = add i64 %t76, 4096
  %t79 = icmp slt i64 %t78, 5
  %t80 = select i1 %t79, i64 %t78, i64 5
  %t81 = sub i64 %t80, %t76
  %t82 = load i64, i64* %budget
  %t83 = sub i64 %t82, %t81
  store i64 %t83, i64* %budget
  %t84 = icmp slt i64 %t83, 0
  br i1 %t84, label %poll47, label %poll.go48
poll47:
  store i64 65536, i64* %budget
  %t85 = call i1 @tack.poll(i64* %status)
  br i1 %t85, label %abort, label %poll.go48
poll.go48:
  %t86 = sub i64 %t80, 1
  %t87 = icmp ult i64 %t76, 5
  %t88 = icmp ult i64 %t86, 5
  %t89 = and i1 %t87, %t88
  br i1 %t89, label %fast49, label %slow50
fast49:
  store i64 %t76, i64* %it6.44
  br label %it.head51
it.head51:
  %t90 = load i64, i64* %it6.44
  %t91 = icmp slt i64 %t90, %t80
  br i1 %t91, label %it.body52, label %blk.next46
it.body52:
  store i64 %t90, i64* %v6
  %t92 = load i64, i64* %v6
  %t93 = getelementptr inbounds float, float* %la3.base, i64 %t92
  %t94 = load float, float* %t93
  store float %t94, float* %v7
  %t95 = load i64, i64* %v6
  %t96 = sub i64 %t95, 1
  store i64 %t96, i64* %v8
  br label %while.head54
while.head54:
  %t97 = load i64, i64* %v8
  %t98 = icmp sge i64 %t97, 0
  br i1 %t98, label %logic.rhs58, label %logic.end59
logic.rhs58:
  %t99 = load i64, i64* %v8
  %t100 = icmp ult i64 %t99, 5
  br i1 %t100, label %inb60, label %oob61, !prof !2
oob61:
  call void @tack.oob(i64* %status, i64 3, i64 %t99)
  br label %abort
inb60:
  %t101 = getelementptr inbounds float, float* %la3.base, i64 %t99
  %t102 = load float, float* %t101
  %t103 = load float, float* %v7
  %t104 = fcmp ogt float %t102, %t103
  br label %logic.end59
logic.end59:
  %t105 = phi i1 [false, %while.head54], [%t104, %inb60]
  br i1 %t105, label %while.body55, label %while.exit57
while.body55:
  %t106 = load i64, i64* %v8
  %t107 = add i64 %t106, 1
  %t108 = load i64, i64* %v8
  %t109 = icmp ult i64 %t108, 5
  br i1 %t109, label %inb62, label %oob63, !prof !2
oob63:
  call void @tack.oob(i64* %status, i64 4, i64 %t108)
  br label %abort
inb62:
  %t110 = getelementptr inbounds float, float* %la3.base, i64 %t108
  %t111 = load float, float* %t110
  %t112 = icmp ult i64 %t107, 5
  br i1 %t112, label %inb64, label %oob65, !prof !2
oob65:
  call void @tack.oob(i64* %status, i64 5, i64 %t107)
  br label %abort
inb64:
  %t113 = getelementptr inbounds float, float* %la3.base, i64 %t107
  store float %t111, float* %t113
  %t114 = load i64, i64* %v8
  %t115 = sub i64 %t114, 1
  store i64 %t115, i64* %v8
  br label %while.cont56
while.cont56:
  %t116 = load i64, i64* %budget
  %t117 = sub i64 %t116, 1
  store i64 %t117, i64* %budget
  %t118 = icmp slt i64 %t117, 0
  br i1 %t118, label %poll66, label %poll.go67
poll66:
  store i64 65536, i64* %budget
  %t119 = call i1 @tack.poll(i64* %status)
  br i1 %t119, label %abort, label %poll.go67
poll.go67:
  br label %while.head54
while.exit57:
  %t120 = load i64, i64* %v8
  %t121 = add i64 %t120, 1
  %t122 = load float, float* %v7
  %t123 = icmp ult i64 %t121, 5
  br i1 %t123, label %inb68, label %oob69, !prof !2
oob69:
  call void @tack.oob(i64* %status, i64 6, i64 %t121)
  br label %abort
inb68:
  %t124 = getelementptr inbounds float, float* %la3.base, i64 %t121
  store float %t122, float* %t124
  br label %it.latch53
it.latch53:
  %t125 = load i64, i64* %it6.44
  %t126 = add i64 %t125, 1
  store i64 %t126, i64* %it6.44
  br label %it.head51
slow50:
  store i64 %t76, i64* %it6.44
  br label %it.head70
it.head70:
  %t127 = load i64, i64* %it6.44
  %t128 = icmp slt i64 %t127, %t80
  br i1 %t128, label %it.body71, label %blk.next46
it.body71:
  store i64 %t127, i64* %v6
  %t129 = load i64, i64* %v6
  %t130 = icmp ult i64 %t129, 5
  br i1 %t130, label %inb73, label %oob74, !prof !2
oob74:
  call void @tack.oob(i64* %status, i64 7, i64 %t129)
  br label %abort
inb73:
  %t131 = getelementptr inbounds float, float* %la3.base, i64 %t129
  %t132 = load float, float* %t131
  store float %t132, float* %v7
  %t133 = load i64, i64* %v6
  %t134 = sub i64 %t133, 1
  store i64 %t134, i64* %v8
  br label %while.head75
while.head75:
  %t135 = load i64, i64* %v8
  %t136 = icmp sge i64 %t135, 0
  br i1 %t136, label %logic.rhs79, label %logic.end80
logic.rhs79:
  %t137 = load i64, i64* %v8
  %t138 = icmp ult i64 %t137, 5
  br i1 %t138, label %inb81, label %oob82, !prof !2
oob82:
  call void @tack.oob(i64* %status, i64 3, i64 %t137)
  br label %abort
inb81:
  %t139 = getelementptr inbounds float, float* %la3.base, i64 %t137
  %t140 = load float, float* %t139
  %t141 = load float, float* %v7
  %t142 = fcmp ogt float %t140, %t141
  br label %logic.end80
logic.end80:
  %t143 = phi i1 [false, %while.head75], [%t142, %inb81]
  br i1 %t143, label %while.body76, label %while.exit78
while.body76:
  %t144 = load i64, i64* %v8
  %t145 = add i64 %t144, 1
  %t146 = load i64, i64* %v8
  %t147 = icmp ult i64 %t146, 5
  br i1 %t147, label %inb83, label %oob84, !prof !2
oob84:
  call void @tack.oob(i64* %status, i64 4, i64 %t146)
  br label %abort
inb83:
  %t148 = getelementptr inbounds float, float* %la3.base, i64 %t146
  %t149 = load float, float* %t148
  %t150 = icmp ult i64 %t145, 5
  br i1 %t150, label %inb85, label %oob86, !prof !2
oob86:
  call void @tack.oob(i64* %status, i64 5, i64 %t145)
  br label %abort
inb85:
  %t151 = getelementptr inbounds float, float* %la3.base, i64 %t145
  store float %t149, float* %t151
  %t152 = load i64, i64* %v8
  %t153 = sub i64 %t152, 1
  store i64 %t153, i64* %v8
  br label %while.cont77
while.cont77:
  %t154 = load i64, i64* %budget
  %t155 = sub i64 %t154, 1
  store i64 %t155, i64* %budget
  %t156 = icmp slt i64 %t155, 0
  br i1 %t156, label %poll87, label %poll.go88
poll87:
  store i64 65536, i64* %budget
  %t157 = call i1 @tack.poll(i64* %status)
  br i1 %t157, label %abort, label %poll.go88
poll.go88:
  br label %while.head75
while.exit78:
  %t158 = load i64, i64* %v8
  %t159 = add i64 %t158, 1
  %t160 = load float, float* %v7
  %t161 = icmp ult i64 %t159, 5
  br i1 %t161, label %inb89, label %oob90, !prof !2
oob90:
  call void @tack.oob(i64* %status, i64 6, i64 %t159)
  br label %abort
inb89:
  %t162 = getelementptr inbounds float, float* %la3.base, i64 %t159
  store float %t160, float* %t162
  br label %it.latch72
it.latch72:
  %t163 = load i64, i64* %it6.44
  %t164 = add i64 %t163, 1
  store i64 %t164, i64* %it6.44
  br label %it.head70
blk.next46:
  store i64 %t80, i64* %blk6.44
  br label %blk.head44
range.exit43:
  %t165 = load i64, i64* %v2
  %t166 = getelementptr inbounds float, float* %la3.base, i64 2
  %t167 = load float, float* %t166
  %t168 = getelementptr inbounds float, float* %p1, i64 %t165
  store float %t167, float* %t168
  br label %it.latch10
it.latch10:
  %t169 = load i64, i64* %it2.1
  %t170 = add i64 %t169, 1
  store i64 %t170, i64* %it2.1
  br label %it.head8, !llvm.loop !0
slow7:
  store i64 %t0, i64* %it2.1
  br label %it.head91
it.head91:
  %t171 = load i64, i64* %it2.1
  %t172 = icmp slt i64 %t171, %t4
  br i1 %t172, label %it.body92, label %blk.next3
it.body92:
  store i64 %t171, i64* %v2
  %t173 = bitcast [5 x float]* %la3 to i8*
  call void @llvm.memset.p0i8.i64(i8* align 16 %t173, i8 0, i64 20, i1 false)
  store i64 0, i64* %blk4.95
  br label %blk.head95
blk.head95:
  %t174 = load i64, i64* %blk4.95
  %t175 = icmp slt i64 %t174, 5
  br i1 %t175, label %blk.body96, label %range.exit94
blk.body96:
  %t176 = add i64 %t174, 4096
  %t177 = icmp slt i64 %t176, 5
  %t178 = select i1 %t177, i64 %t176, i64 5
  %t179 = sub i64 %t178, %t174
  %t180 = load i64, i64* %budget
  %t181 = sub i64 %t180, %t179
  store i64 %t181, i64* %budget
  %t182 = icmp slt i64 %t181, 0
  br i1 %t182, label %poll98, label %poll.go99
poll98:
  store i64 65536, i64* %budget
  %t183 = call i1 @tack.poll(i64* %status)
  br i1 %t183, label %abort, label %poll.go99
poll.go99:
  %t184 = sub i64 %t178, 1
  %t185 = icmp ult i64 %t174, 5
  %t186 = icmp ult i64 %t184, 5
  %t187 = and i1 %t185, %t186
  br i1 %t187, label %fast100, label %slow101
fast100:
  store i64 %t174, i64* %it4.95
  br label %it.head102
it.head102:
  %t188 = load i64, i64* %it4.95
  %t189 = icmp slt i64 %t188, %t178
  br i1 %t189, label %it.body103, label %blk.next97
it.body103:
  store i64 %t188, i64* %v4
  %t190 = load i64, i64* %v2
  %t191 = load i64, i64* %v4
  %t192 = add i64 %t190, %t191
  %t193 = sub i64 %t192, 2
  store i64 %t193, i64* %v5
  %t194 = load i64, i64* %v5
  %t195 = icmp slt i64 %t194, 0
  br i1 %t195, label %if.then105, label %if.else106
if.then105:
  store i64 0, i64* %v5
  br label %if.end107
if.else106:
  br label %if.end107
if.end107:
  %t196 = load i64, i64* %v5
  %t197 = icmp sge i64 %t196, %p0.len
  br i1 %t197, label %if.then108, label %if.else109
if.then108:
  %t198 = sub i64 %p0.len, 1
  store i64 %t198, i64* %v5
  br label %if.end110
if.else109:
  br label %if.end110
if.end110:
  %t199 = load i64, i64* %v4
  %t200 = load i64, i64* %v5
  %t201 = icmp ult i64 %t200, %p0.len
  br i1 %t201, label %inb111, label %oob112, !prof !2
oob112:
  call void @tack.oob(i64* %status, i64 1, i64 %t200)
  br label %abort
inb111:
  %t202 = getelementptr inbounds float, float* %p0, i64 %t200
  %t203 = load float, float* %t202
  %t204 = getelementptr inbounds float, float* %la3.base, i64 %t199
  store float %t203, float* %t204
  br label %it.latch104
it.latch104:
  %t205 = load i64, i64* %it4.95
  %t206 = add i64 %t205, 1
  store i64 %t206, i64* %it4.95
  br label %it.head102
slow101:
  store i64 %t174, i64* %it4.95
  br label %it.head113
it.head113:
  %t207 = load i64, i64* %it4.95
  %t208 = icmp slt i64 %t207, %t178
  br i1 %t208, label %it.body114, label %blk.next97
it.body114:
  store i64 %t207, i64* %v4
  %t209 = load i64, i64* %v2
  %t210 = load i64, i64* %v4
  %t211 = add i64 %t209, %t210
  %t212 = sub i64 %t211, 2
  store i64 %t212, i64* %v5
  %t213 = load i64, i64* %v5
  %t214 = icmp slt i64 %t213, 0
  br i1 %t214, label %if.then116, label %if.else117
if.then116:
  store i64 0, i64* %v5
  br label %if.end118
if.else117:
  br label %if.end118
if.end118:
  %t215 = load i64, i64* %v5
  %t216 = icmp sge i64 %t215, %p0.len
  br i1 %t216, label %if.then119, label %if.else120
if.then119:
  %t217 = sub i64 %p0.len, 1
  store i64 %t217, i64* %v5
  br label %if.end121
if.else120:
  br label %if.end121
if.end121:
  %t218 = load i64, i64* %v4
  %t219 = load i64, i64* %v5
  %t220 = icmp ult i64 %t219, %p0.len
  br i1 %t220, label %inb122, label %oob123, !prof !2
oob123:
  call void @tack.oob(i64* %status, i64 1, i64 %t219)
  br label %abort
inb122:
  %t221 = getelementptr inbounds float, float* %p0, i64 %t219
  %t222 = load float, float* %t221
  %t223 = icmp ult i64 %t218, 5
  br i1 %t223, label %inb124, label %oob125, !prof !2
oob125:
  call void @tack.oob(i64* %status, i64 2, i64 %t218)
  br label %abort
inb124:
  %t224 = getelementptr inbounds float, float* %la3.base, i64 %t218
  store float %t222, float* %t224
  br label %it.latch115
it.latch115:
  %t225 = load i64, i64* %it4.95
  %t226 = add i64 %t225, 1
  store i64 %t226, i64* %it4.95
  br label %it.head113
blk.next97:
  store i64 %t178, i64* %blk4.95
  br label %blk.head95
range.exit94:
  store i64 1, i64* %blk6.127
  br label %blk.head127
blk.head127:
  %t227 = load i64, i64* %blk6.127
  %t228 = icmp slt i64 %t227, 5
  br i1 %t228, label %blk.body128, label %range.exit126
blk.body128:
  %t229 = add i64 %t227, 4096
  %t230 = icmp slt i64 %t229, 5
  %t231 = select i1 %t230, i64 %t229, i64 5
  %t232 = sub i64 %t231, %t227
  %t233 = load i64, i64* %budget
  %t234 = sub i64 %t233, %t232
  store i64 %t234, i64* %budget
  %t235 = icmp slt i64 %t234, 0
  br i1 %t235, label %poll130, label %poll.go131
poll130:
  store i64 65536, i64* %budget
  %t236 = call i1 @tack.poll(i64* %status)
  br i1 %t236, label %abort, label %poll.go131
poll.go131:
  %t237 = sub i64 %t231, 1
  %t238 = icmp ult i64 %t227, 5
  %t239 = icmp ult i64 %t237, 5
  %t240 = and i1 %t238, %t239
  br i1 %t240, label %fast132, label %slow133
fast132:
  store i64 %t227, i64* %it6.127
  br label %it.head134
it.head134:
  %t241 = load i64, i64* %it6.127
  %t242 = icmp slt i64 %t241, %t231
  br i1 %t242, label %it.body135, label %blk.next129
it.body135:
  store i64 %t241, i64* %v6
  %t243 = load i64, i64* %v6
  %t244 = getelementptr inbounds float, float* %la3.base, i64 %t243
  %t245 = load float, float* %t244
  store float %t245, float* %v7
  %t246 = load i64, i64* %v6
  %t247 = sub i64 %t246, 1
  store i64 %t247, i64* %v8
  br label %while.head137
while.head137:
  %t248 = load i64, i64* %v8
  %t249 = icmp sge i64 %t248, 0
  br i1 %t249, label %logic.rhs141, label %logic.end142
logic.rhs141:
  %t250 = load i64, i64* %v8
  %t251 = icmp ult i64 %t250, 5
  br i1 %t251, label %inb143, label %oob144, !prof !2
oob144:
  call void @tack.oob(i64* %status, i64 3, i64 %t250)
  br label %abort
inb143:
  %t252 = getelementptr inbounds float, float* %la3.base, i64 %t250
  %t253 = load float, float* %t252
  %t254 = load float, float* %v7
  %t255 = fcmp ogt float %t253, %t254
  br label %logic.end142
logic.end142:
  %t256 = phi i1 [false, %while.head137], [%t255, %inb143]
  br i1 %t256, label %while.body138, label %while.exit140
while.body138:
  %t257 = load i64, i64* %v8
  %t258 = add i64 %t257, 1
  %t259 = load i64, i64* %v8
  %t260 = icmp ult i64 %t259, 5
  br i1 %t260, label %inb145, label %oob146, !prof !2
oob146:
  call void @tack.oob(i64* %status, i64 4, i64 %t259)
  br label %abort
inb145:
  %t261 = getelementptr inbounds float, float* %la3.base, i64 %t259
  %t262 = load float, float* %t261
  %t263 = icmp ult i64 %t258, 5
  br i1 %t263, label %inb147, label %oob148, !prof !2
oob148:
  call void @tack.oob(i64* %status, i64 5, i64 %t258)
  br label %abort
inb147:
  %t264 = getelementptr inbounds float, float* %la3.base, i64 %t258
  store float %t262, float* %t264
  %t265 = load i64, i64* %v8
  %t266 = sub i64 %t265, 1
  store i64 %t266, i64* %v8
  br label %while.cont139
while.cont139:
  %t267 = load i64, i64* %budget
  %t268 = sub i64 %t267, 1
  store i64 %t268, i64* %budget
  %t269 = icmp slt i64 %t268, 0
  br i1 %t269, label %poll149, label %poll.go150
poll149:
  store i64 65536, i64* %budget
  %t270 = call i1 @tack.poll(i64* %status)
  br i1 %t270, label %abort, label %poll.go150
poll.go150:
  br label %while.head137
while.exit140:
  %t271 = load i64, i64* %v8
  %t272 = add i64 %t271, 1
  %t273 = load float, float* %v7
  %t274 = icmp ult i64 %t272, 5
  br i1 %t274, label %inb151, label %oob152, !prof !2
oob152:
  call void @tack.oob(i64* %status, i64 6, i64 %t272)
  br label %abort
inb151:
  %t275 = getelementptr inbounds float, float* %la3.base, i64 %t272
  store float %t273, float* %t275
  br label %it.latch136
it.latch136:
  %t276 = load i64, i64* %it6.127
  %t277 = add i64 %t276, 1
  store i64 %t277, i64* %it6.127
  br label %it.head134
slow133:
  store i64 %t227, i64* %it6.127
  br label %it.head153
it.head153:
  %t278 = load i64, i64* %it6.127
  %t279 = icmp slt i64 %t278, %t231
  br i1 %t279, label %it.body154, label %blk.next129
it.body154:
  store i64 %t278, i64* %v6
  %t280 = load i64, i64* %v6
  %t281 = icmp ult i64 %t280, 5
  br i1 %t281, label %inb156, label %oob157, !prof !2
oob157:
  call void @tack.oob(i64* %status, i64 7, i64 %t280)
  br label %abort
inb156:
  %t282 = getelementptr inbounds float, float* %la3.base, i64 %t280
  %t283 = load float, float* %t282
  store float %t283, float* %v7
  %t284 = load i64, i64* %v6
  %t285 = sub i64 %t284, 1
  store i64 %t285, i64* %v8
  br label %while.head158
while.head158:
  %t286 = load i64, i64* %v8
  %t287 = icmp sge i64 %t286, 0
  br i1 %t287, label %logic.rhs162, label %logic.end163
logic.rhs162:
  %t288 = load i64, i64* %v8
  %t289 = icmp ult i64 %t288, 5
  br i1 %t289, label %inb164, label %oob165, !prof !2
oob165:
  call void @tack.oob(i64* %status, i64 3, i64 %t288)
  br label %abort
inb164:
  %t290 = getelementptr inbounds float, float* %la3.base, i64 %t288
  %t291 = load float, float* %t290
  %t292 = load float, float* %v7
  %t293 = fcmp ogt float %t291, %t292
  br label %logic.end163
logic.end163:
  %t294 = phi i1 [false, %while.head158], [%t293, %inb164]
  br i1 %t294, label %while.body159, label %while.exit161
while.body159:
  %t295 = load i64, i64* %v8
  %t296 = add i64 %t295, 1
  %t297 = load i64, i64* %v8
  %t298 = icmp ult i64 %t297, 5
  br i1 %t298, label %inb166, label %oob167, !prof !2
oob167:
  call void @tack.oob(i64* %status, i64 4, i64 %t297)
  br label %abort
inb166:
  %t299 = getelementptr inbounds float, float* %la3.base, i64 %t297
  %t300 = load float, float* %t299
  %t301 = icmp ult i64 %t296, 5
  br i1 %t301, label %inb168, label %oob169, !prof !2
oob169:
  call void @tack.oob(i64* %status, i64 5, i64 %t296)
  br label %abort
inb168:
  %t302 = getelementptr inbounds float, float* %la3.base, i64 %t296
  store float %t300, float* %t302
  %t303 = load i64, i64* %v8
  %t304 = sub i64 %t303, 1
  store i64 %t304, i64* %v8
  br label %while.cont160
while.cont160:
  %t305 = load i64, i64* %budget
  %t306 = sub i64 %t305, 1
  store i64 %t306, i64* %budget
  %t307 = icmp slt i64 %t306, 0
  br i1 %t307, label %poll170, label %poll.go171
poll170:
  store i64 65536, i64* %budget
  %t308 = call i1 @tack.poll(i64* %status)
  br i1 %t308, label %abort, label %poll.go171
poll.go171:
  br label %while.head158
while.exit161:
  %t309 = load i64, i64* %v8
  %t310 = add i64 %t309, 1
  %t311 = load float, float* %v7
  %t312 = icmp ult i64 %t310, 5
  br i1 %t312, label %inb172, label %oob173, !prof !2
oob173:
  call void @tack.oob(i64* %status, i64 6, i64 %t310)
  br label %abort
inb172:
  %t313 = getelementptr inbounds float, float* %la3.base, i64 %t310
  store float %t311, float* %t313
  br label %it.latch155
it.latch155:
  %t314 = load i64, i64* %it6.127
  %t315 = add i64 %t314, 1
  store i64 %t315, i64* %it6.127
  br label %it.head153
blk.next129:
  store i64 %t231, i64* %blk6.127
  br label %blk.head127
range.exit126:
  %t316 = load i64, i64* %v2
  %t317 = icmp ult i64 2, 5
  br i1 %t317, label %inb174, label %oob175, !prof !2
oob175:
  call void @tack.oob(i64* %status, i64 8, i64 2)
  br label %abort
inb174:
  %t318 = getelementptr inbounds float, float* %la3.base, i64 2
  %t319 = load float, float* %t318
  %t320 = icmp ult i64 %t316, %p1.len
  br i1 %t320, label %inb176, label %oob177, !prof !2
oob177:
  call void @tack.oob(i64* %status, i64 9, i64 %t316)
  br label %abort
inb176:
  %t321 = getelementptr inbounds float, float* %p1, i64 %t316
  store float %t319, float* %t321
  br label %it.latch93
it.latch93:
  %t322 = load i64, i64* %it2.1
  %t323 = add i64 %t322, 1
  store i64 %t323, i64* %it2.1
  br label %it.head91, !llvm.loop !0
blk.next3:
  store i64 %t4, i64* %blk2.1
  br label %blk.head1
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
declare void @llvm.memset.p0i8.i64(i8*, i8, i64, i1)

attributes #0 = { nounwind }
attributes #1 = { alwaysinline nounwind }
attributes #2 = { cold noinline nounwind }

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.runtime.disable"}
!2 = !{!"branch_weights", i32 1048576, i32 1}
