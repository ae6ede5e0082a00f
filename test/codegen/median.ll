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
  %blk6.47 = alloca i64
  %it6.47 = alloca i64
  %v6 = alloca i64
  %v7 = alloca float
  %v8 = alloca i64
  %blk4.107 = alloca i64
  %it4.107 = alloca i64
  %blk6.142 = alloca i64
  %it6.142 = alloca i64
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
  br i1 %t50, label %inb28, label %oob29
oob29:
  call void @tack.oob(i64* %status, i64 1, i64 %t49)
  br label %chk30
inb28:
  %t51 = getelementptr inbounds float, float* %p0, i64 %t49
  %t52 = load float, float* %t51
  br label %chk30
chk30:
  %t53 = phi float [%t52, %inb28], [0x0000000000000000, %oob29]
  %t54 = getelementptr inbounds float, float* %la3.base, i64 %t48
  store float %t53, float* %t54
  br label %it.latch21
it.latch21:
  %t55 = load i64, i64* %it4.12
  %t56 = add i64 %t55, 1
  store i64 %t56, i64* %it4.12
  br label %it.head19
slow18:
  store i64 %t23, i64* %it4.12
  br label %it.head31
it.head31:
  %t57 = load i64, i64* %it4.12
  %t58 = icmp slt i64 %t57, %t27
  br i1 %t58, label %it.body32, label %blk.next14
it.body32:
  store i64 %t57, i64* %v4
  %t59 = load i64, i64* %v2
  %t60 = load i64, i64* %v4
  %t61 = add i64 %t59, %t60
  %t62 = sub i64 %t61, 2
  store i64 %t62, i64* %v5
  %t63 = load i64, i64* %v5
  %t64 = icmp slt i64 %t63, 0
  br i1 %t64, label %if.then34, label %if.else35
if.then34:
  store i64 0, i64* %v5
  br label %if.end36
if.else35:
  br label %if.end36
if.end36:
  %t65 = load i64, i64* %v5
  %t66 = icmp sge i64 %t65, %p0.len
  br i1 %t66, label %if.then37, label %if.else38
if.then37:
  %t67 = sub i64 %p0.len, 1
  store i64 %t67, i64* %v5
  br label %if.end39
if.else38:
  br label %if.end39
if.end39:
  %t68 = load i64, i64* %v4
  %t69 = load i64, i64* %v5
  %t70 = icmp ult i64 %t69, %p0.len
  br i1 %t70, label %inb40, label %oob41
oob41:
  call void @tack.oob(i64* %status, i64 1, i64 %t69)
  br label %chk42
inb40:
  %t71 = getelementptr inbounds float, float* %p0, i64 %t69
  %t72 = load float, float* %t71
  br label %chk42
chk42:
  %t73 = phi float [%t72, %inb40], [0x0000000000000000, %oob41]
  %t74 = icmp ult i64 %t68, 5
  br i1 %t74, label %inb43, label %oob44
oob44:
  call void @tack.oob(i64* %status, i64 2, i64 %t68)
  br label %chk45
inb43:
  %t75 = getelementptr inbounds float, float* %la3.base, i64 %t68
  store float %t73, float* %t75
  br label %chk45
chk45:
  br label %it.latch33
it.latch33:
  %t76 = load i64, i64* %it4.12
  %t77 = add i64 %t76, 1
  store i64 %t77, i64* %it4.12
  br label %it.head31
blk.next14:
  store i64 %t27, i64* %blk4.12
  br label %blk.head12
range.exit11:
  store i64 1, i64* %blk6.47
  br label %blk.head47
blk.head47:
  %t78 = load i64, i64* %blk6.47
  %t79 = icmp slt i64 %t78, 5
  br i1 %t79, label %blk.body48, label %range.exit46
blk.body48:
  %t80 = add i64 %t78, 4096
  %t81 = icmp slt i64 %t80, 5
  %t82 = select i1 %t81, i64 %t80, i64 5
  %t83 = sub i64 %t82, %t78
  %t84 = load i64, i64* %budget
  %t85 = sub i64 %t84, %t83
  store i64 %t85, i64* %budget
  %t86 = icmp slt i64 %t85, 0
  br i1 %t86, label %poll50, label %poll.go51
poll50:
  store i64 65536, i64* %budget
  %t87 = call i1 @tack.poll(i64* %status)
  br i1 %t87, label %abort, label %poll.go51
poll.go51:
  %t88 = sub i64 %t82, 1
  %t89 = icmp ult i64 %t78, 5
  %t90 = icmp ult i64 %t88, 5
  %t91 = and i1 %t89, %t90
  br i1 %t91, label %fast52, label %slow53
fast52:
  store i64 %t78, i64* %it6.47
  br label %it.head54
it.head54:
  %t92 = load i64, i64* %it6.47
  %t93 = icmp slt i64 %t92, %t82
  br i1 %t93, label %it.body55, label %blk.next49
it.body55:
  store i64 %t92, i64* %v6
  %t94 = load i64, i64* %v6
  %t95 = getelementptr inbounds float, float* %la3.base, i64 %t94
  %t96 = load float, float* %t95
  store float %t96, float* %v7
  %t97 = load i64, i64* %v6
  %t98 = sub i64 %t97, 1
  store i64 %t98, i64* %v8
  br label %while.head57
while.head57:
  %t99 = load i64, i64* %v8
  %t100 = icmp sge i64 %t99, 0
  br i1 %t100, label %logic.rhs61, label %logic.end62
logic.rhs61:
  %t101 = load i64, i64* %v8
  %t102 = icmp ult i64 %t101, 5
  br i1 %t102, label %inb63, label %oob64
oob64:
  call void @tack.oob(i64* %status, i64 3, i64 %t101)
  br label %chk65
inb63:
  %t103 = getelementptr inbounds float, float* %la3.base, i64 %t101
  %t104 = load float, float* %t103
  br label %chk65
chk65:
  %t105 = phi float [%t104, %inb63], [0x0000000000000000, %oob64]
  %t106 = load float, float* %v7
  %t107 = fcmp ogt float %t105, %t106
  br label %logic.end62
logic.end62:
  %t108 = phi i1 [false, %while.head57], [%t107, %chk65]
  br i1 %t108, label %while.body58, label %while.exit60
while.body58:
  %t109 = load i64, i64* %v8
  %t110 = add i64 %t109, 1
  %t111 = load i64, i64* %v8
  %t112 = icmp ult i64 %t111, 5
  br i1 %t112, label %inb66, label %oob67
oob67:
  call void @tack.oob(i64* %status, i64 4, i64 %t111)
  br label %chk68
inb66:
  %t113 = getelementptr inbounds float, float* %la3.base, i64 %t111
  %t114 = load float, float* %t113
  br label %chk68
chk68:
  %t115 = phi float [%t114, %inb66], [0x0000000000000000, %oob67]
  %t116 = icmp ult i64 %t110, 5
  br i1 %t116, label %inb69, label %oob70
oob70:
  call void @tack.oob(i64* %status, i64 5, i64 %t110)
  br label %chk71
inb69:
  %t117 = getelementptr inbounds float, float* %la3.base, i64 %t110
  store float %t115, float* %t117
  br label %chk71
chk71:
  %t118 = load i64, i64* %v8
  %t119 = sub i64 %t118, 1
  store i64 %t119, i64* %v8
  br label %while.cont59
while.cont59:
  %t120 = load i64, i64* %budget
  %t121 = sub i64 %t120, 1
  store i64 %t121, i64* %budget
  %t122 = icmp slt i64 %t121, 0
  br i1 %t122, label %poll72, label %poll.go73
poll72:
  store i64 65536, i64* %budget
  %t123 = call i1 @tack.poll(i64* %status)
  br i1 %t123, label %abort, label %poll.go73
poll.go73:
  br label %while.head57
while.exit60:
  %t124 = load i64, i64* %v8
  %t125 = add i64 %t124, 1
  %t126 = load float, float* %v7
  %t127 = icmp ult i64 %t125, 5
  br i1 %t127, label %inb74, label %oob75
oob75:
  call void @tack.oob(i64* %status, i64 6, i64 %t125)
  br label %chk76
inb74:
  %t128 = getelementptr inbounds float, float* %la3.base, i64 %t125
  store float %t126, float* %t128
  br label %chk76
chk76:
  br label %it.latch56
it.latch56:
  %t129 = load i64, i64* %it6.47
  %t130 = add i64 %t129, 1
  store i64 %t130, i64* %it6.47
  br label %it.head54
slow53:
  store i64 %t78, i64* %it6.47
  br label %it.head77
it.head77:
  %t131 = load i64, i64* %it6.47
  %t132 = icmp slt i64 %t131, %t82
  br i1 %t132, label %it.body78, label %blk.next49
it.body78:
  store i64 %t131, i64* %v6
  %t133 = load i64, i64* %v6
  %t134 = icmp ult i64 %t133, 5
  br i1 %t134, label %inb80, label %oob81
oob81:
  call void @tack.oob(i64* %status, i64 7, i64 %t133)
  br label %chk82
inb80:
  %t135 = getelementptr inbounds float, float* %la3.base, i64 %t133
  %t136 = load float, float* %t135
  br label %chk82
chk82:
  %t137 = phi float [%t136, %inb80], [0x0000000000000000, %oob81]
  store float %t137, float* %v7
  %t138 = load i64, i64* %v6
  %t139 = sub i64 %t138, 1
  store i64 %t139, i64* %v8
  br label %while.head83
while.head83:
  %t140 = load i64, i64* %v8
  %t141 = icmp sge i64 %t140, 0
  br i1 %t141, label %logic.rhs87, label %logic.end88
logic.rhs87:
  %t142 = load i64, i64* %v8
  %t143 = icmp ult i64 %t142, 5
  br i1 %t143, label %inb89, label %oob90
oob90:
  call void @tack.oob(i64* %status, i64 3, i64 %t142)
  br label %chk91
inb89:
  %t144 = getelementptr inbounds float, float* %la3.base, i64 %t142
  %t145 = load float, float* %t144
  br label %chk91
chk91:
  %t146 = phi float [%t145, %inb89], [0x0000000000000000, %oob90]
  %t147 = load float, float* %v7
  %t148 = fcmp ogt float %t146, %t147
  br label %logic.end88
logic.end88:
  %t149 = phi i1 [false, %while.head83], [%t148, %chk91]
  br i1 %t149, label %while.body84, label %while.exit86
while.body84:
  %t150 = load i64, i64* %v8
  %t151 = add i64 %t150, 1
  %t152 = load i64, i64* %v8
  %t153 = icmp ult i64 %t152, 5
  br i1 %t153, label %inb92, label %oob93
oob93:
  call void @tack.oob(i64* %status, i64 4, i64 %t152)
  br label %chk94
inb92:
  %t154 = getelementptr inbounds float, float* %la3.base, i64 %t152
  %t155 = load float, float* %t154
  br label %chk94
chk94:
  %t156 = phi float [%t155, %inb92], [0x0000000000000000, %oob93]
  %t157 = icmp ult i64 %t151, 5
  br i1 %t157, label %inb95, label %oob96
oob96:
  call void @tack.oob(i64* %status, i64 5, i64 %t151)
  br label %chk97
inb95:
  %t158 = getelementptr inbounds float, float* %la3.base, i64 %t151
  store float %t156, float* %t158
  br label %chk97
chk97:
  %t159 = load i64, i64* %v8
  %t160 = sub i64 %t159, 1
  store i64 %t160, i64* %v8
  br label %while.cont85
while.cont85:
  %t161 = load i64, i64* %budget
  %t162 = sub i64 %t161, 1
  store i64 %t162, i64* %budget
  %t163 = icmp slt i64 %t162, 0
  br i1 %t163, label %poll98, label %poll.go99
poll98:
  store i64 65536, i64* %budget
  %t164 = call i1 @tack.poll(i64* %status)
  br i1 %t164, label %abort, label %poll.go99
poll.go99:
  br label %while.head83
while.exit86:
  %t165 = load i64, i64* %v8
  %t166 = add i64 %t165, 1
  %t167 = load float, float* %v7
  %t168 = icmp ult i64 %t166, 5
  br i1 %t168, label %inb100, label %oob101
oob101:
  call void @tack.oob(i64* %status, i64 6, i64 %t166)
  br label %chk102
inb100:
  %t169 = getelementptr inbounds float, float* %la3.base, i64 %t166
  store float %t167, float* %t169
  br label %chk102
chk102:
  br label %it.latch79
it.latch79:
  %t170 = load i64, i64* %it6.47
  %t171 = add i64 %t170, 1
  store i64 %t171, i64* %it6.47
  br label %it.head77
blk.next49:
  store i64 %t82, i64* %blk6.47
  br label %blk.head47
range.exit46:
  %t172 = load i64, i64* %v2
  %t173 = getelementptr inbounds float, float* %la3.base, i64 2
  %t174 = load float, float* %t173
  %t175 = getelementptr inbounds float, float* %p1, i64 %t172
  store float %t174, float* %t175
  br label %it.latch10
it.latch10:
  %t176 = load i64, i64* %it2.1
  %t177 = add i64 %t176, 1
  store i64 %t177, i64* %it2.1
  br label %it.head8, !llvm.loop !0
slow7:
  store i64 %t0, i64* %it2.1
  br label %it.head103
it.head103:
  %t178 = load i64, i64* %it2.1
  %t179 = icmp slt i64 %t178, %t4
  br i1 %t179, label %it.body104, label %blk.next3
it.body104:
  store i64 %t178, i64* %v2
  %t180 = bitcast [5 x float]* %la3 to i8*
  call void @llvm.memset.p0i8.i64(i8* align 16 %t180, i8 0, i64 20, i1 false)
  store i64 0, i64* %blk4.107
  br label %blk.head107
blk.head107:
  %t181 = load i64, i64* %blk4.107
  %t182 = icmp slt i64 %t181, 5
  br i1 %t182, label %blk.body108, label %range.exit106
blk.body108:
  %t183 = add i64 %t181, 4096
  %t184 = icmp slt i64 %t183, 5
  %t185 = select i1 %t184, i64 %t183, i64 5
  %t186 = sub i64 %t185, %t181
  %t187 = load i64, i64* %budget
  %t188 = sub i64 %t187, %t186
  store i64 %t188, i64* %budget
  %t189 = icmp slt i64 %t188, 0
  br i1 %t189, label %poll110, label %poll.go111
poll110:
  store i64 65536, i64* %budget
  %t190 = call i1 @tack.poll(i64* %status)
  br i1 %t190, label %abort, label %poll.go111
poll.go111:
  %t191 = sub i64 %t185, 1
  %t192 = icmp ult i64 %t181, 5
  %t193 = icmp ult i64 %t191, 5
  %t194 = and i1 %t192, %t193
  br i1 %t194, label %fast112, label %slow113
fast112:
  store i64 %t181, i64* %it4.107
  br label %it.head114
it.head114:
  %t195 = load i64, i64* %it4.107
  %t196 = icmp slt i64 %t195, %t185
  br i1 %t196, label %it.body115, label %blk.next109
it.body115:
  store i64 %t195, i64* %v4
  %t197 = load i64, i64* %v2
  %t198 = load i64, i64* %v4
  %t199 = add i64 %t197, %t198
  %t200 = sub i64 %t199, 2
  store i64 %t200, i64* %v5
  %t201 = load i64, i64* %v5
  %t202 = icmp slt i64 %t201, 0
  br i1 %t202, label %if.then117, label %if.else118
if.then117:
  store i64 0, i64* %v5
  br label %if.end119
if.else118:
  br label %if.end119
if.end119:
  %t203 = load i64, i64* %v5
  %t204 = icmp sge i64 %t203, %p0.len
  br i1 %t204, label %if.then120, label %if.else121
if.then120:
  %t205 = sub i64 %p0.len, 1
  store i64 %t205, i64* %v5
  br label %if.end122
if.else121:
  br label %if.end122
if.end122:
  %t206 = load i64, i64* %v4
  %t207 = load i64, i64* %v5
  %t208 = icmp ult i64 %t207, %p0.len
  br i1 %t208, label %inb123, label %oob124
oob124:
  call void @tack.oob(i64* %status, i64 1, i64 %t207)
  br label %chk125
inb123:
  %t209 = getelementptr inbounds float, float* %p0, i64 %t207
  %t210 = load float, float* %t209
  br label %chk125
chk125:
  %t211 = phi float [%t210, %inb123], [0x0000000000000000, %oob124]
  %t212 = getelementptr inbounds float, float* %la3.base, i64 %t206
  store float %t211, float* %t212
  br label %it.latch116
it.latch116:
  %t213 = load i64, i64* %it4.107
  %t214 = add i64 %t213, 1
  store i64 %t214, i64* %it4.107
  br label %it.head114
slow113:
  store i64 %t181, i64* %it4.107
  br label %it.head126
it.head126:
  %t215 = load i64, i64* %it4.107
  %t216 = icmp slt i64 %t215, %t185
  br i1 %t216, label %it.body127, label %blk.next109
it.body127:
  store i64 %t215, i64* %v4
  %t217 = load i64, i64* %v2
  %t218 = load i64, i64* %v4
  %t219 = add i64 %t217, %t218
  %t220 = sub i64 %t219, 2
  store i64 %t220, i64* %v5
  %t221 = load i64, i64* %v5
  %t222 = icmp slt i64 %t221, 0
  br i1 %t222, label %if.then129, label %if.else130
if.then129:
  store i64 0, i64* %v5
  br label %if.end131
if.else130:
  br label %if.end131
if.end131:
  %t223 = load i64, i64* %v5
  %t224 = icmp sge i64 %t223, %p0.len
  br i1 %t224, label %if.then132, label %if.else133
if.then132:
  %t225 = sub i64 %p0.len, 1
  store i64 %t225, i64* %v5
  br label %if.end134
if.else133:
  br label %if.end134
if.end134:
  %t226 = load i64, i64* %v4
  %t227 = load i64, i64* %v5
  %t228 = icmp ult i64 %t227, %p0.len
  br i1 %t228, label %inb135, label %oob136
oob136:
  call void @tack.oob(i64* %status, i64 1, i64 %t227)
  br label %chk137
inb135:
  %t229 = getelementptr inbounds float, float* %p0, i64 %t227
  %t230 = load float, float* %t229
  br label %chk137
chk137:
  %t231 = phi float [%t230, %inb135], [0x0000000000000000, %oob136]
  %t232 = icmp ult i64 %t226, 5
  br i1 %t232, label %inb138, label %oob139
oob139:
  call void @tack.oob(i64* %status, i64 2, i64 %t226)
  br label %chk140
inb138:
  %t233 = getelementptr inbounds float, float* %la3.base, i64 %t226
  store float %t231, float* %t233
  br label %chk140
chk140:
  br label %it.latch128
it.latch128:
  %t234 = load i64, i64* %it4.107
  %t235 = add i64 %t234, 1
  store i64 %t235, i64* %it4.107
  br label %it.head126
blk.next109:
  store i64 %t185, i64* %blk4.107
  br label %blk.head107
range.exit106:
  store i64 1, i64* %blk6.142
  br label %blk.head142
blk.head142:
  %t236 = load i64, i64* %blk6.142
  %t237 = icmp slt i64 %t236, 5
  br i1 %t237, label %blk.body143, label %range.exit141
blk.body143:
  %t238 = add i64 %t236, 4096
  %t239 = icmp slt i64 %t238, 5
  %t240 = select i1 %t239, i64 %t238, i64 5
  %t241 = sub i64 %t240, %t236
  %t242 = load i64, i64* %budget
  %t243 = sub i64 %t242, %t241
  store i64 %t243, i64* %budget
  %t244 = icmp slt i64 %t243, 0
  br i1 %t244, label %poll145, label %poll.go146
poll145:
  store i64 65536, i64* %budget
  %t245 = call i1 @tack.poll(i64* %status)
  br i1 %t245, label %abort, label %poll.go146
poll.go146:
  %t246 = sub i64 %t240, 1
  %t247 = icmp ult i64 %t236, 5
  %t248 = icmp ult i64 %t246, 5
  %t249 = and i1 %t247, %t248
  br i1 %t249, label %fast147, label %slow148
fast147:
  store i64 %t236, i64* %it6.142
  br label %it.head149
it.head149:
  %t250 = load i64, i64* %it6.142
  %t251 = icmp slt i64 %t250, %t240
  br i1 %t251, label %it.body150, label %blk.next144
it.body150:
  store i64 %t250, i64* %v6
  %t252 = load i64, i64* %v6
  %t253 = getelementptr inbounds float, float* %la3.base, i64 %t252
  %t254 = load float, float* %t253
  store float %t254, float* %v7
  %t255 = load i64, i64* %v6
  %t256 = sub i64 %t255, 1
  store i64 %t256, i64* %v8
  br label %while.head152
while.head152:
  %t257 = load i64, i64* %v8
  %t258 = icmp sge i64 %t257, 0
  br i1 %t258, label %logic.rhs156, label %logic.end157
logic.rhs156:
  %t259 = load i64, i64* %v8
  %t260 = icmp ult i64 %t259, 5
  br i1 %t260, label %inb158, label %oob159
oob159:
  call void @tack.oob(i64* %status, i64 3, i64 %t259)
  br label %chk160
inb158:
  %t261 = getelementptr inbounds float, float* %la3.base, i64 %t259
  %t262 = load float, float* %t261
  br label %chk160
chk160:
  %t263 = phi float [%t262, %inb158], [0x0000000000000000, %oob159]
  %t264 = load float, float* %v7
  %t265 = fcmp ogt float %t263, %t264
  br label %logic.end157
logic.end157:
  %t266 = phi i1 [false, %while.head152], [%t265, %chk160]
  br i1 %t266, label %while.body153, label %while.exit155
while.body153:
  %t267 = load i64, i64* %v8
  %t268 = add i64 %t267, 1
  %t269 = load i64, i64* %v8
  %t270 = icmp ult i64 %t269, 5
  br i1 %t270, label %inb161, label %oob162
oob162:
  call void @tack.oob(i64* %status, i64 4, i64 %t269)
  br label %chk163
inb161:
  %t271 = getelementptr inbounds float, float* %la3.base, i64 %t269
  %t272 = load float, float* %t271
  br label %chk163
chk163:
  %t273 = phi float [%t272, %inb161], [0x0000000000000000, %oob162]
  %t274 = icmp ult i64 %t268, 5
  br i1 %t274, label %inb164, label %oob165
oob165:
  call void @tack.oob(i64* %status, i64 5, i64 %t268)
  br label %chk166
inb164:
  %t275 = getelementptr inbounds float, float* %la3.base, i64 %t268
  store float %t273, float* %t275
  br label %chk166
chk166:
  %t276 = load i64, i64* %v8
  %t277 = sub i64 %t276, 1
  store i64 %t277, i64* %v8
  br label %while.cont154
while.cont154:
  %t278 = load i64, i64* %budget
  %t279 = sub i64 %t278, 1
  store i64 %t279, i64* %budget
  %t280 = icmp slt i64 %t279, 0
  br i1 %t280, label %poll167, label %poll.go168
poll167:
  store i64 65536, i64* %budget
  %t281 = call i1 @tack.poll(i64* %status)
  br i1 %t281, label %abort, label %poll.go168
poll.go168:
  br label %while.head152
while.exit155:
  %t282 = load i64, i64* %v8
  %t283 = add i64 %t282, 1
  %t284 = load float, float* %v7
  %t285 = icmp ult i64 %t283, 5
  br i1 %t285, label %inb169, label %oob170
oob170:
  call void @tack.oob(i64* %status, i64 6, i64 %t283)
  br label %chk171
inb169:
  %t286 = getelementptr inbounds float, float* %la3.base, i64 %t283
  store float %t284, float* %t286
  br label %chk171
chk171:
  br label %it.latch151
it.latch151:
  %t287 = load i64, i64* %it6.142
  %t288 = add i64 %t287, 1
  store i64 %t288, i64* %it6.142
  br label %it.head149
slow148:
  store i64 %t236, i64* %it6.142
  br label %it.head172
it.head172:
  %t289 = load i64, i64* %it6.142
  %t290 = icmp slt i64 %t289, %t240
  br i1 %t290, label %it.body173, label %blk.next144
it.body173:
  store i64 %t289, i64* %v6
  %t291 = load i64, i64* %v6
  %t292 = icmp ult i64 %t291, 5
  br i1 %t292, label %inb175, label %oob176
oob176:
  call void @tack.oob(i64* %status, i64 7, i64 %t291)
  br label %chk177
inb175:
  %t293 = getelementptr inbounds float, float* %la3.base, i64 %t291
  %t294 = load float, float* %t293
  br label %chk177
chk177:
  %t295 = phi float [%t294, %inb175], [0x0000000000000000, %oob176]
  store float %t295, float* %v7
  %t296 = load i64, i64* %v6
  %t297 = sub i64 %t296, 1
  store i64 %t297, i64* %v8
  br label %while.head178
while.head178:
  %t298 = load i64, i64* %v8
  %t299 = icmp sge i64 %t298, 0
  br i1 %t299, label %logic.rhs182, label %logic.end183
logic.rhs182:
  %t300 = load i64, i64* %v8
  %t301 = icmp ult i64 %t300, 5
  br i1 %t301, label %inb184, label %oob185
oob185:
  call void @tack.oob(i64* %status, i64 3, i64 %t300)
  br label %chk186
inb184:
  %t302 = getelementptr inbounds float, float* %la3.base, i64 %t300
  %t303 = load float, float* %t302
  br label %chk186
chk186:
  %t304 = phi float [%t303, %inb184], [0x0000000000000000, %oob185]
  %t305 = load float, float* %v7
  %t306 = fcmp ogt float %t304, %t305
  br label %logic.end183
logic.end183:
  %t307 = phi i1 [false, %while.head178], [%t306, %chk186]
  br i1 %t307, label %while.body179, label %while.exit181
while.body179:
  %t308 = load i64, i64* %v8
  %t309 = add i64 %t308, 1
  %t310 = load i64, i64* %v8
  %t311 = icmp ult i64 %t310, 5
  br i1 %t311, label %inb187, label %oob188
oob188:
  call void @tack.oob(i64* %status, i64 4, i64 %t310)
  br label %chk189
inb187:
  %t312 = getelementptr inbounds float, float* %la3.base, i64 %t310
  %t313 = load float, float* %t312
  br label %chk189
chk189:
  %t314 = phi float [%t313, %inb187], [0x0000000000000000, %oob188]
  %t315 = icmp ult i64 %t309, 5
  br i1 %t315, label %inb190, label %oob191
oob191:
  call void @tack.oob(i64* %status, i64 5, i64 %t309)
  br label %chk192
inb190:
  %t316 = getelementptr inbounds float, float* %la3.base, i64 %t309
  store float %t314, float* %t316
  br label %chk192
chk192:
  %t317 = load i64, i64* %v8
  %t318 = sub i64 %t317, 1
  store i64 %t318, i64* %v8
  br label %while.cont180
while.cont180:
  %t319 = load i64, i64* %budget
  %t320 = sub i64 %t319, 1
  store i64 %t320, i64* %budget
  %t321 = icmp slt i64 %t320, 0
  br i1 %t321, label %poll193, label %poll.go194
poll193:
  store i64 65536, i64* %budget
  %t322 = call i1 @tack.poll(i64* %status)
  br i1 %t322, label %abort, label %poll.go194
poll.go194:
  br label %while.head178
while.exit181:
  %t323 = load i64, i64* %v8
  %t324 = add i64 %t323, 1
  %t325 = load float, float* %v7
  %t326 = icmp ult i64 %t324, 5
  br i1 %t326, label %inb195, label %oob196
oob196:
  call void @tack.oob(i64* %status, i64 6, i64 %t324)
  br label %chk197
inb195:
  %t327 = getelementptr inbounds float, float* %la3.base, i64 %t324
  store float %t325, float* %t327
  br label %chk197
chk197:
  br label %it.latch174
it.latch174:
  %t328 = load i64, i64* %it6.142
  %t329 = add i64 %t328, 1
  store i64 %t329, i64* %it6.142
  br label %it.head172
blk.next144:
  store i64 %t240, i64* %blk6.142
  br label %blk.head142
range.exit141:
  %t330 = load i64, i64* %v2
  %t331 = icmp ult i64 2, 5
  br i1 %t331, label %inb198, label %oob199
oob199:
  call void @tack.oob(i64* %status, i64 8, i64 2)
  br label %chk200
inb198:
  %t332 = getelementptr inbounds float, float* %la3.base, i64 2
  %t333 = load float, float* %t332
  br label %chk200
chk200:
  %t334 = phi float [%t333, %inb198], [0x0000000000000000, %oob199]
  %t335 = icmp ult i64 %t330, %p1.len
  br i1 %t335, label %inb201, label %oob202
oob202:
  call void @tack.oob(i64* %status, i64 9, i64 %t330)
  br label %chk203
inb201:
  %t336 = getelementptr inbounds float, float* %p1, i64 %t330
  store float %t334, float* %t336
  br label %chk203
chk203:
  br label %it.latch105
it.latch105:
  %t337 = load i64, i64* %it2.1
  %t338 = add i64 %t337, 1
  store i64 %t338, i64* %it2.1
  br label %it.head103, !llvm.loop !0
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
