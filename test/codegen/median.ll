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
  %blk4.10 = alloca i64
  %it4.10 = alloca i64
  %v4 = alloca i64
  %v5 = alloca i64
  %blk6.42 = alloca i64
  %it6.42 = alloca i64
  %v6 = alloca i64
  %v7 = alloca float
  %v8 = alloca i64
  %blk4.93 = alloca i64
  %it4.93 = alloca i64
  %blk6.125 = alloca i64
  %it6.125 = alloca i64
  store i64 65536, i64* %budget
  %t0 = icmp sge i64 %start, %end
  br i1 %t0, label %loop.exit0, label %chunk1
chunk1:
  %t1 = sub i64 %end, %start
  %t2 = load i64, i64* %budget
  %t3 = sub i64 %t2, %t1
  store i64 %t3, i64* %budget
  %t4 = icmp slt i64 %t3, 0
  br i1 %t4, label %poll2, label %poll.go3
poll2:
  store i64 65536, i64* %budget
  %t5 = call i1 @tack.poll(i64* %status)
  br i1 %t5, label %abort, label %poll.go3
poll.go3:
  %t6 = sub i64 %end, 1
  %t7 = sext i32 2 to i64
  %t8 = sext i32 2 to i64
  %t9 = icmp ult i64 %t7, 5
  %t10 = icmp ult i64 %t8, 5
  %t11 = and i1 %t9, %t10
  %t12 = icmp ult i64 %start, %p1.len
  %t13 = icmp ult i64 %t6, %p1.len
  %t14 = and i1 %t12, %t13
  %t15 = and i1 %t11, %t14
  br i1 %t15, label %fast4, label %slow5
fast4:
  store i64 %start, i64* %it2.1
  br label %it.head6
it.head6:
  %t16 = load i64, i64* %it2.1
  %t17 = icmp slt i64 %t16, %end
  br i1 %t17, label %it.body7, label %loop.exit0
it.body7:
  store i64 %t16, i64* %v2
  %t18 = bitcast [5 x float]* %la3 to i8*
  call void @llvm.memset.p0i8.i64(i8* align 16 %t18, i8 0, i64 20, i1 false)
  store i64 0, i64* %blk4.10
  br label %blk.head10
blk.head10:
  %t19 = load i64, i64* %blk4.10
  %t20 = icmp slt i64 %t19, 5
  br i1 %t20, label %blk.body11, label %range.exit9
blk.body11:
  %t21 = add i64 %t19, 4096
  %t22 = icmp slt i64 %t21, 5
  %t23 = select i1 %t22, i64 %t21, i64 5
  %t24 = sub i64 %t23, %t19
  %t25 = load i64, i64* %budget
  %t26 = sub i64 %t25, %t24
  store i64 %t26, i64* %budget
  %t27 = icmp slt i64 %t26, 0
  br i1 %t27, label %poll13, label %poll.go14
poll13:
  store i64 65536, i64* %budget
  %t28 = call i1 @tack.poll(i64* %status)
  br i1 %t28, label %abort, label %poll.go14
poll.go14:
  %t29 = sub i64 %t23, 1
  %t30 = icmp ult i64 %t19, 5
  %t31 = icmp ult i64 %t29, 5
  %t32 = and i1 %t30, %t31
  br i1 %t32, label %fast15, label %slow16
fast15:
  store i64 %t19, i64* %it4.10
  br label %it.head17
it.head17:
  %t33 = load i64, i64* %it4.10
  %t34 = icmp slt i64 %t33, %t23
  br i1 %t34, label %it.body18, label %blk.next12
it.body18:
  store i64 %t33, i64* %v4
  %t35 = load i64, i64* %v2
  %t36 = load i64, i64* %v4
  %t37 = add i64 %t35, %t36
  %t38 = sub i64 %t37, 2
  store i64 %t38, i64* %v5
  %t39 = load i64, i64* %v5
  %t40 = icmp slt i64 %t39, 0
  br i1 %t40, label %if.then20, label %if.else21
if.then20:
  store i64 0, i64* %v5
  br label %if.end22
if.else21:
  br label %if.end22
if.end22:
  %t41 = load i64, i64* %v5
  %t42 = icmp sge i64 %t41, %p0.len
  br i1 %t42, label %if.then23, label %if.else24
if.then23:
  %t43 = sub i64 %p0.len, 1
  store i64 %t43, i64* %v5
  br label %if.end25
if.else24:
  br label %if.end25
if.end25:
  %t44 = load i64, i64* %v4
  %t45 = load i64, i64* %v5
  %t46 = icmp ult i64 %t45, %p0.len
  br i1 %t46, label %inb26, label %oob27, !prof !2
oob27:
  call void @tack.oob(i64* %status, i64 1, i64 %t45)
  br label %abort
inb26:
  %t47 = getelementptr inbounds float, float* %p0, i64 %t45
  %t48 = load float, float* %t47
  %t49 = getelementptr inbounds float, float* %la3.base, i64 %t44
  store float %t48, float* %t49
  br label %it.latch19
it.latch19:
  %t50 = load i64, i64* %it4.10
  %t51 = add i64 %t50, 1
  store i64 %t51, i64* %it4.10
  br label %it.head17
slow16:
  store i64 %t19, i64* %it4.10
  br label %it.head28
it.head28:
  %t52 = load i64, i64* %it4.10
  %t53 = icmp slt i64 %t52, %t23
  br i1 %t53, label %it.body29, label %blk.next12
it.body29:
  store i64 %t52, i64* %v4
  %t54 = load i64, i64* %v2
  %t55 = load i64, i64* %v4
  %t56 = add i64 %t54, %t55
  %t57 = sub i64 %t56, 2
  store i64 %t57, i64* %v5
  %t58 = load i64, i64* %v5
  %t59 = icmp slt i64 %t58, 0
  br i1 %t59, label %if.then31, label %if.else32
if.then31:
  store i64 0, i64* %v5
  br label %if.end33
if.else32:
  br label %if.end33
if.end33:
  %t60 = load i64, i64* %v5
  %t61 = icmp sge i64 %t60, %p0.len
  br i1 %t61, label %if.then34, label %if.else35
if.then34:
  %t62 = sub i64 %p0.len, 1
  store i64 %t62, i64* %v5
  br label %if.end36
if.else35:
  br label %if.end36
if.end36:
  %t63 = load i64, i64* %v4
  %t64 = load i64, i64* %v5
  %t65 = icmp ult i64 %t64, %p0.len
  br i1 %t65, label %inb37, label %oob38, !prof !2
oob38:
  call void @tack.oob(i64* %status, i64 1, i64 %t64)
  br label %abort
inb37:
  %t66 = getelementptr inbounds float, float* %p0, i64 %t64
  %t67 = load float, float* %t66
  %t68 = icmp ult i64 %t63, 5
  br i1 %t68, label %inb39, label %oob40, !prof !2
oob40:
  call void @tack.oob(i64* %status, i64 2, i64 %t63)
  br label %abort
inb39:
  %t69 = getelementptr inbounds float, float* %la3.base, i64 %t63
  store float %t67, float* %t69
  br label %it.latch30
it.latch30:
  %t70 = load i64, i64* %it4.10
  %t71 = add i64 %t70, 1
  store i64 %t71, i64* %it4.10
  br label %it.head28, !llvm.loop !3
blk.next12:
  store i64 %t23, i64* %blk4.10
  br label %blk.head10
range.exit9:
  store i64 1, i64* %blk6.42
  br label %blk.head42
blk.head42:
  %t72 = load i64, i64* %blk6.42
  %t73 = icmp slt i64 %t72, 5
  br i1 %t73, label %blk.body43, label %range.exit41
blk.body43:
  %t74 = add i64 %t72, 4096
  %t75 = icmp slt i64 %t74, 5
  %t76 = select i1 %t75, i64 %t74, i64 5
  %t77 = sub i64 %t76, %t72
  %t78 = load i64, i64* %budget
  %t79 = sub i64 %t78, %t77
  store i64 %t79, i64* %budget
  %t80 = icmp slt i64 %t79, 0
  br i1 %t80, label %poll45, label %poll.go46
poll45:
  store i64 65536, i64* %budget
  %t81 = call i1 @tack.poll(i64* %status)
  br i1 %t81, label %abort, label %poll.go46
poll.go46:
  %t82 = sub i64 %t76, 1
  %t83 = icmp ult i64 %t72, 5
  %t84 = icmp ult i64 %t82, 5
  %t85 = and i1 %t83, %t84
  br i1 %t85, label %fast47, label %slow48
fast47:
  store i64 %t72, i64* %it6.42
  br label %it.head49
it.head49:
  %t86 = load i64, i64* %it6.42
  %t87 = icmp slt i64 %t86, %t76
  br i1 %t87, label %it.body50, label %blk.next44
it.body50:
  store i64 %t86, i64* %v6
  %t88 = load i64, i64* %v6
  %t89 = getelementptr inbounds float, float* %la3.base, i64 %t88
  %t90 = load float, float* %t89
  store float %t90, float* %v7
  %t91 = load i64, i64* %v6
  %t92 = sub i64 %t91, 1
  store i64 %t92, i64* %v8
  br label %while.head52
while.head52:
  %t93 = load i64, i64* %v8
  %t94 = icmp sge i64 %t93, 0
  br i1 %t94, label %logic.rhs56, label %logic.end57
logic.rhs56:
  %t95 = load i64, i64* %v8
  %t96 = icmp ult i64 %t95, 5
  br i1 %t96, label %inb58, label %oob59, !prof !2
oob59:
  call void @tack.oob(i64* %status, i64 3, i64 %t95)
  br label %abort
inb58:
  %t97 = getelementptr inbounds float, float* %la3.base, i64 %t95
  %t98 = load float, float* %t97
  %t99 = load float, float* %v7
  %t100 = fcmp ogt float %t98, %t99
  br label %logic.end57
logic.end57:
  %t101 = phi i1 [false, %while.head52], [%t100, %inb58]
  br i1 %t101, label %while.body53, label %while.exit55
while.body53:
  %t102 = load i64, i64* %v8
  %t103 = add i64 %t102, 1
  %t104 = load i64, i64* %v8
  %t105 = icmp ult i64 %t104, 5
  br i1 %t105, label %inb60, label %oob61, !prof !2
oob61:
  call void @tack.oob(i64* %status, i64 4, i64 %t104)
  br label %abort
inb60:
  %t106 = getelementptr inbounds float, float* %la3.base, i64 %t104
  %t107 = load float, float* %t106
  %t108 = icmp ult i64 %t103, 5
  br i1 %t108, label %inb62, label %oob63, !prof !2
oob63:
  call void @tack.oob(i64* %status, i64 5, i64 %t103)
  br label %abort
inb62:
  %t109 = getelementptr inbounds float, float* %la3.base, i64 %t103
  store float %t107, float* %t109
  %t110 = load i64, i64* %v8
  %t111 = sub i64 %t110, 1
  store i64 %t111, i64* %v8
  br label %while.cont54
while.cont54:
  %t112 = load i64, i64* %budget
  %t113 = sub i64 %t112, 1
  store i64 %t113, i64* %budget
  %t114 = icmp slt i64 %t113, 0
  br i1 %t114, label %poll64, label %poll.go65
poll64:
  store i64 65536, i64* %budget
  %t115 = call i1 @tack.poll(i64* %status)
  br i1 %t115, label %abort, label %poll.go65
poll.go65:
  br label %while.head52
while.exit55:
  %t116 = load i64, i64* %v8
  %t117 = add i64 %t116, 1
  %t118 = load float, float* %v7
  %t119 = icmp ult i64 %t117, 5
  br i1 %t119, label %inb66, label %oob67, !prof !2
oob67:
  call void @tack.oob(i64* %status, i64 6, i64 %t117)
  br label %abort
inb66:
  %t120 = getelementptr inbounds float, float* %la3.base, i64 %t117
  store float %t118, float* %t120
  br label %it.latch51
it.latch51:
  %t121 = load i64, i64* %it6.42
  %t122 = add i64 %t121, 1
  store i64 %t122, i64* %it6.42
  br label %it.head49
slow48:
  store i64 %t72, i64* %it6.42
  br label %it.head68
it.head68:
  %t123 = load i64, i64* %it6.42
  %t124 = icmp slt i64 %t123, %t76
  br i1 %t124, label %it.body69, label %blk.next44
it.body69:
  store i64 %t123, i64* %v6
  %t125 = load i64, i64* %v6
  %t126 = icmp ult i64 %t125, 5
  br i1 %t126, label %inb71, label %oob72, !prof !2
oob72:
  call void @tack.oob(i64* %status, i64 7, i64 %t125)
  br label %abort
inb71:
  %t127 = getelementptr inbounds float, float* %la3.base, i64 %t125
  %t128 = load float, float* %t127
  store float %t128, float* %v7
  %t129 = load i64, i64* %v6
  %t130 = sub i64 %t129, 1
  store i64 %t130, i64* %v8
  br label %while.head73
while.head73:
  %t131 = load i64, i64* %v8
  %t132 = icmp sge i64 %t131, 0
  br i1 %t132, label %logic.rhs77, label %logic.end78
logic.rhs77:
  %t133 = load i64, i64* %v8
  %t134 = icmp ult i64 %t133, 5
  br i1 %t134, label %inb79, label %oob80, !prof !2
oob80:
  call void @tack.oob(i64* %status, i64 3, i64 %t133)
  br label %abort
inb79:
  %t135 = getelementptr inbounds float, float* %la3.base, i64 %t133
  %t136 = load float, float* %t135
  %t137 = load float, float* %v7
  %t138 = fcmp ogt float %t136, %t137
  br label %logic.end78
logic.end78:
  %t139 = phi i1 [false, %while.head73], [%t138, %inb79]
  br i1 %t139, label %while.body74, label %while.exit76
while.body74:
  %t140 = load i64, i64* %v8
  %t141 = add i64 %t140, 1
  %t142 = load i64, i64* %v8
  %t143 = icmp ult i64 %t142, 5
  br i1 %t143, label %inb81, label %oob82, !prof !2
oob82:
  call void @tack.oob(i64* %status, i64 4, i64 %t142)
  br label %abort
inb81:
  %t144 = getelementptr inbounds float, float* %la3.base, i64 %t142
  %t145 = load float, float* %t144
  %t146 = icmp ult i64 %t141, 5
  br i1 %t146, label %inb83, label %oob84, !prof !2
oob84:
  call void @tack.oob(i64* %status, i64 5, i64 %t141)
  br label %abort
inb83:
  %t147 = getelementptr inbounds float, float* %la3.base, i64 %t141
  store float %t145, float* %t147
  %t148 = load i64, i64* %v8
  %t149 = sub i64 %t148, 1
  store i64 %t149, i64* %v8
  br label %while.cont75
while.cont75:
  %t150 = load i64, i64* %budget
  %t151 = sub i64 %t150, 1
  store i64 %t151, i64* %budget
  %t152 = icmp slt i64 %t151, 0
  br i1 %t152, label %poll85, label %poll.go86
poll85:
  store i64 65536, i64* %budget
  %t153 = call i1 @tack.poll(i64* %status)
  br i1 %t153, label %abort, label %poll.go86
poll.go86:
  br label %while.head73
while.exit76:
  %t154 = load i64, i64* %v8
  %t155 = add i64 %t154, 1
  %t156 = load float, float* %v7
  %t157 = icmp ult i64 %t155, 5
  br i1 %t157, label %inb87, label %oob88, !prof !2
oob88:
  call void @tack.oob(i64* %status, i64 6, i64 %t155)
  br label %abort
inb87:
  %t158 = getelementptr inbounds float, float* %la3.base, i64 %t155
  store float %t156, float* %t158
  br label %it.latch70
it.latch70:
  %t159 = load i64, i64* %it6.42
  %t160 = add i64 %t159, 1
  store i64 %t160, i64* %it6.42
  br label %it.head68, !llvm.loop !3
blk.next44:
  store i64 %t76, i64* %blk6.42
  br label %blk.head42
range.exit41:
  %t161 = load i64, i64* %v2
  %t162 = getelementptr inbounds float, float* %la3.base, i64 2
  %t163 = load float, float* %t162
  %t164 = getelementptr inbounds float, float* %p1, i64 %t161
  store float %t163, float* %t164
  br label %it.latch8
it.latch8:
  %t165 = load i64, i64* %it2.1
  %t166 = add i64 %t165, 1
  store i64 %t166, i64* %it2.1
  br label %it.head6, !llvm.loop !0
slow5:
  store i64 %start, i64* %it2.1
  br label %it.head89
it.head89:
  %t167 = load i64, i64* %it2.1
  %t168 = icmp slt i64 %t167, %end
  br i1 %t168, label %it.body90, label %loop.exit0
it.body90:
  store i64 %t167, i64* %v2
  %t169 = bitcast [5 x float]* %la3 to i8*
  call void @llvm.memset.p0i8.i64(i8* align 16 %t169, i8 0, i64 20, i1 false)
  store i64 0, i64* %blk4.93
  br label %blk.head93
blk.head93:
  %t170 = load i64, i64* %blk4.93
  %t171 = icmp slt i64 %t170, 5
  br i1 %t171, label %blk.body94, label %range.exit92
blk.body94:
  %t172 = add i64 %t170, 4096
  %t173 = icmp slt i64 %t172, 5
  %t174 = select i1 %t173, i64 %t172, i64 5
  %t175 = sub i64 %t174, %t170
  %t176 = load i64, i64* %budget
  %t177 = sub i64 %t176, %t175
  store i64 %t177, i64* %budget
  %t178 = icmp slt i64 %t177, 0
  br i1 %t178, label %poll96, label %poll.go97
poll96:
  store i64 65536, i64* %budget
  %t179 = call i1 @tack.poll(i64* %status)
  br i1 %t179, label %abort, label %poll.go97
poll.go97:
  %t180 = sub i64 %t174, 1
  %t181 = icmp ult i64 %t170, 5
  %t182 = icmp ult i64 %t180, 5
  %t183 = and i1 %t181, %t182
  br i1 %t183, label %fast98, label %slow99
fast98:
  store i64 %t170, i64* %it4.93
  br label %it.head100
it.head100:
  %t184 = load i64, i64* %it4.93
  %t185 = icmp slt i64 %t184, %t174
  br i1 %t185, label %it.body101, label %blk.next95
it.body101:
  store i64 %t184, i64* %v4
  %t186 = load i64, i64* %v2
  %t187 = load i64, i64* %v4
  %t188 = add i64 %t186, %t187
  %t189 = sub i64 %t188, 2
  store i64 %t189, i64* %v5
  %t190 = load i64, i64* %v5
  %t191 = icmp slt i64 %t190, 0
  br i1 %t191, label %if.then103, label %if.else104
if.then103:
  store i64 0, i64* %v5
  br label %if.end105
if.else104:
  br label %if.end105
if.end105:
  %t192 = load i64, i64* %v5
  %t193 = icmp sge i64 %t192, %p0.len
  br i1 %t193, label %if.then106, label %if.else107
if.then106:
  %t194 = sub i64 %p0.len, 1
  store i64 %t194, i64* %v5
  br label %if.end108
if.else107:
  br label %if.end108
if.end108:
  %t195 = load i64, i64* %v4
  %t196 = load i64, i64* %v5
  %t197 = icmp ult i64 %t196, %p0.len
  br i1 %t197, label %inb109, label %oob110, !prof !2
oob110:
  call void @tack.oob(i64* %status, i64 1, i64 %t196)
  br label %abort
inb109:
  %t198 = getelementptr inbounds float, float* %p0, i64 %t196
  %t199 = load float, float* %t198
  %t200 = getelementptr inbounds float, float* %la3.base, i64 %t195
  store float %t199, float* %t200
  br label %it.latch102
it.latch102:
  %t201 = load i64, i64* %it4.93
  %t202 = add i64 %t201, 1
  store i64 %t202, i64* %it4.93
  br label %it.head100, !llvm.loop !3
slow99:
  store i64 %t170, i64* %it4.93
  br label %it.head111
it.head111:
  %t203 = load i64, i64* %it4.93
  %t204 = icmp slt i64 %t203, %t174
  br i1 %t204, label %it.body112, label %blk.next95
it.body112:
  store i64 %t203, i64* %v4
  %t205 = load i64, i64* %v2
  %t206 = load i64, i64* %v4
  %t207 = add i64 %t205, %t206
  %t208 = sub i64 %t207, 2
  store i64 %t208, i64* %v5
  %t209 = load i64, i64* %v5
  %t210 = icmp slt i64 %t209, 0
  br i1 %t210, label %if.then114, label %if.else115
if.then114:
  store i64 0, i64* %v5
  br label %if.end116
if.else115:
  br label %if.end116
if.end116:
  %t211 = load i64, i64* %v5
  %t212 = icmp sge i64 %t211, %p0.len
  br i1 %t212, label %if.then117, label %if.else118
if.then117:
  %t213 = sub i64 %p0.len, 1
  store i64 %t213, i64* %v5
  br label %if.end119
if.else118:
  br label %if.end119
if.end119:
  %t214 = load i64, i64* %v4
  %t215 = load i64, i64* %v5
  %t216 = icmp ult i64 %t215, %p0.len
  br i1 %t216, label %inb120, label %oob121, !prof !2
oob121:
  call void @tack.oob(i64* %status, i64 1, i64 %t215)
  br label %abort
inb120:
  %t217 = getelementptr inbounds float, float* %p0, i64 %t215
  %t218 = load float, float* %t217
  %t219 = icmp ult i64 %t214, 5
  br i1 %t219, label %inb122, label %oob123, !prof !2
oob123:
  call void @tack.oob(i64* %status, i64 2, i64 %t214)
  br label %abort
inb122:
  %t220 = getelementptr inbounds float, float* %la3.base, i64 %t214
  store float %t218, float* %t220
  br label %it.latch113
it.latch113:
  %t221 = load i64, i64* %it4.93
  %t222 = add i64 %t221, 1
  store i64 %t222, i64* %it4.93
  br label %it.head111, !llvm.loop !3
blk.next95:
  store i64 %t174, i64* %blk4.93
  br label %blk.head93
range.exit92:
  store i64 1, i64* %blk6.125
  br label %blk.head125
blk.head125:
  %t223 = load i64, i64* %blk6.125
  %t224 = icmp slt i64 %t223, 5
  br i1 %t224, label %blk.body126, label %range.exit124
blk.body126:
  %t225 = add i64 %t223, 4096
  %t226 = icmp slt i64 %t225, 5
  %t227 = select i1 %t226, i64 %t225, i64 5
  %t228 = sub i64 %t227, %t223
  %t229 = load i64, i64* %budget
  %t230 = sub i64 %t229, %t228
  store i64 %t230, i64* %budget
  %t231 = icmp slt i64 %t230, 0
  br i1 %t231, label %poll128, label %poll.go129
poll128:
  store i64 65536, i64* %budget
  %t232 = call i1 @tack.poll(i64* %status)
  br i1 %t232, label %abort, label %poll.go129
poll.go129:
  %t233 = sub i64 %t227, 1
  %t234 = icmp ult i64 %t223, 5
  %t235 = icmp ult i64 %t233, 5
  %t236 = and i1 %t234, %t235
  br i1 %t236, label %fast130, label %slow131
fast130:
  store i64 %t223, i64* %it6.125
  br label %it.head132
it.head132:
  %t237 = load i64, i64* %it6.125
  %t238 = icmp slt i64 %t237, %t227
  br i1 %t238, label %it.body133, label %blk.next127
it.body133:
  store i64 %t237, i64* %v6
  %t239 = load i64, i64* %v6
  %t240 = getelementptr inbounds float, float* %la3.base, i64 %t239
  %t241 = load float, float* %t240
  store float %t241, float* %v7
  %t242 = load i64, i64* %v6
  %t243 = sub i64 %t242, 1
  store i64 %t243, i64* %v8
  br label %while.head135
while.head135:
  %t244 = load i64, i64* %v8
  %t245 = icmp sge i64 %t244, 0
  br i1 %t245, label %logic.rhs139, label %logic.end140
logic.rhs139:
  %t246 = load i64, i64* %v8
  %t247 = icmp ult i64 %t246, 5
  br i1 %t247, label %inb141, label %oob142, !prof !2
oob142:
  call void @tack.oob(i64* %status, i64 3, i64 %t246)
  br label %abort
inb141:
  %t248 = getelementptr inbounds float, float* %la3.base, i64 %t246
  %t249 = load float, float* %t248
  %t250 = load float, float* %v7
  %t251 = fcmp ogt float %t249, %t250
  br label %logic.end140
logic.end140:
  %t252 = phi i1 [false, %while.head135], [%t251, %inb141]
  br i1 %t252, label %while.body136, label %while.exit138
while.body136:
  %t253 = load i64, i64* %v8
  %t254 = add i64 %t253, 1
  %t255 = load i64, i64* %v8
  %t256 = icmp ult i64 %t255, 5
  br i1 %t256, label %inb143, label %oob144, !prof !2
oob144:
  call void @tack.oob(i64* %status, i64 4, i64 %t255)
  br label %abort
inb143:
  %t257 = getelementptr inbounds float, float* %la3.base, i64 %t255
  %t258 = load float, float* %t257
  %t259 = icmp ult i64 %t254, 5
  br i1 %t259, label %inb145, label %oob146, !prof !2
oob146:
  call void @tack.oob(i64* %status, i64 5, i64 %t254)
  br label %abort
inb145:
  %t260 = getelementptr inbounds float, float* %la3.base, i64 %t254
  store float %t258, float* %t260
  %t261 = load i64, i64* %v8
  %t262 = sub i64 %t261, 1
  store i64 %t262, i64* %v8
  br label %while.cont137
while.cont137:
  %t263 = load i64, i64* %budget
  %t264 = sub i64 %t263, 1
  store i64 %t264, i64* %budget
  %t265 = icmp slt i64 %t264, 0
  br i1 %t265, label %poll147, label %poll.go148
poll147:
  store i64 65536, i64* %budget
  %t266 = call i1 @tack.poll(i64* %status)
  br i1 %t266, label %abort, label %poll.go148
poll.go148:
  br label %while.head135
while.exit138:
  %t267 = load i64, i64* %v8
  %t268 = add i64 %t267, 1
  %t269 = load float, float* %v7
  %t270 = icmp ult i64 %t268, 5
  br i1 %t270, label %inb149, label %oob150, !prof !2
oob150:
  call void @tack.oob(i64* %status, i64 6, i64 %t268)
  br label %abort
inb149:
  %t271 = getelementptr inbounds float, float* %la3.base, i64 %t268
  store float %t269, float* %t271
  br label %it.latch134
it.latch134:
  %t272 = load i64, i64* %it6.125
  %t273 = add i64 %t272, 1
  store i64 %t273, i64* %it6.125
  br label %it.head132
slow131:
  store i64 %t223, i64* %it6.125
  br label %it.head151
it.head151:
  %t274 = load i64, i64* %it6.125
  %t275 = icmp slt i64 %t274, %t227
  br i1 %t275, label %it.body152, label %blk.next127
it.body152:
  store i64 %t274, i64* %v6
  %t276 = load i64, i64* %v6
  %t277 = icmp ult i64 %t276, 5
  br i1 %t277, label %inb154, label %oob155, !prof !2
oob155:
  call void @tack.oob(i64* %status, i64 7, i64 %t276)
  br label %abort
inb154:
  %t278 = getelementptr inbounds float, float* %la3.base, i64 %t276
  %t279 = load float, float* %t278
  store float %t279, float* %v7
  %t280 = load i64, i64* %v6
  %t281 = sub i64 %t280, 1
  store i64 %t281, i64* %v8
  br label %while.head156
while.head156:
  %t282 = load i64, i64* %v8
  %t283 = icmp sge i64 %t282, 0
  br i1 %t283, label %logic.rhs160, label %logic.end161
logic.rhs160:
  %t284 = load i64, i64* %v8
  %t285 = icmp ult i64 %t284, 5
  br i1 %t285, label %inb162, label %oob163, !prof !2
oob163:
  call void @tack.oob(i64* %status, i64 3, i64 %t284)
  br label %abort
inb162:
  %t286 = getelementptr inbounds float, float* %la3.base, i64 %t284
  %t287 = load float, float* %t286
  %t288 = load float, float* %v7
  %t289 = fcmp ogt float %t287, %t288
  br label %logic.end161
logic.end161:
  %t290 = phi i1 [false, %while.head156], [%t289, %inb162]
  br i1 %t290, label %while.body157, label %while.exit159
while.body157:
  %t291 = load i64, i64* %v8
  %t292 = add i64 %t291, 1
  %t293 = load i64, i64* %v8
  %t294 = icmp ult i64 %t293, 5
  br i1 %t294, label %inb164, label %oob165, !prof !2
oob165:
  call void @tack.oob(i64* %status, i64 4, i64 %t293)
  br label %abort
inb164:
  %t295 = getelementptr inbounds float, float* %la3.base, i64 %t293
  %t296 = load float, float* %t295
  %t297 = icmp ult i64 %t292, 5
  br i1 %t297, label %inb166, label %oob167, !prof !2
oob167:
  call void @tack.oob(i64* %status, i64 5, i64 %t292)
  br label %abort
inb166:
  %t298 = getelementptr inbounds float, float* %la3.base, i64 %t292
  store float %t296, float* %t298
  %t299 = load i64, i64* %v8
  %t300 = sub i64 %t299, 1
  store i64 %t300, i64* %v8
  br label %while.cont158
while.cont158:
  %t301 = load i64, i64* %budget
  %t302 = sub i64 %t301, 1
  store i64 %t302, i64* %budget
  %t303 = icmp slt i64 %t302, 0
  br i1 %t303, label %poll168, label %poll.go169
poll168:
  store i64 65536, i64* %budget
  %t304 = call i1 @tack.poll(i64* %status)
  br i1 %t304, label %abort, label %poll.go169
poll.go169:
  br label %while.head156
while.exit159:
  %t305 = load i64, i64* %v8
  %t306 = add i64 %t305, 1
  %t307 = load float, float* %v7
  %t308 = icmp ult i64 %t306, 5
  br i1 %t308, label %inb170, label %oob171, !prof !2
oob171:
  call void @tack.oob(i64* %status, i64 6, i64 %t306)
  br label %abort
inb170:
  %t309 = getelementptr inbounds float, float* %la3.base, i64 %t306
  store float %t307, float* %t309
  br label %it.latch153
it.latch153:
  %t310 = load i64, i64* %it6.125
  %t311 = add i64 %t310, 1
  store i64 %t311, i64* %it6.125
  br label %it.head151, !llvm.loop !3
blk.next127:
  store i64 %t227, i64* %blk6.125
  br label %blk.head125
range.exit124:
  %t312 = load i64, i64* %v2
  %t313 = icmp ult i64 2, 5
  br i1 %t313, label %inb172, label %oob173, !prof !2
oob173:
  call void @tack.oob(i64* %status, i64 8, i64 2)
  br label %abort
inb172:
  %t314 = getelementptr inbounds float, float* %la3.base, i64 2
  %t315 = load float, float* %t314
  %t316 = icmp ult i64 %t312, %p1.len
  br i1 %t316, label %inb174, label %oob175, !prof !2
oob175:
  call void @tack.oob(i64* %status, i64 9, i64 %t312)
  br label %abort
inb174:
  %t317 = getelementptr inbounds float, float* %p1, i64 %t312
  store float %t315, float* %t317
  br label %it.latch91
it.latch91:
  %t318 = load i64, i64* %it2.1
  %t319 = add i64 %t318, 1
  store i64 %t319, i64* %it2.1
  br label %it.head89, !llvm.loop !0
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
