; Tack kernel 'mandelbrot' (generated; do not edit)
source_filename = "tack"
target triple = "x86_64-unknown-linux-gnu"

define internal void @tack_kernel_mandelbrot(i32* %p0, i32 %p1, i32 %p2, i32 %p3, i64 %p0.len, i64* %status, i64 %start, i64 %end) #0 {
entry:
  %budget = alloca i64
  %v1 = alloca i32
  %v2 = alloca i32
  %v3 = alloca i32
  %v4 = alloca float
  %v5 = alloca float
  %row = alloca i64
  %v6 = alloca i64
  %it7.5 = alloca i64
  %v7 = alloca i64
  %v8 = alloca float
  %v9 = alloca float
  %v10 = alloca float
  %v11 = alloca float
  %v12 = alloca i64
  %v13 = alloca float
  %v14 = alloca float
  store i64 65536, i64* %budget
  store i32 %p1, i32* %v1
  store i32 %p2, i32* %v2
  store i32 %p3, i32* %v3
  %t0 = load i32, i32* %v1
  %t1 = sitofp i32 %t0 to float
  %t2 = fdiv float 0x4008000000000000, %t1
  store float %t2, float* %v4
  %t3 = load i32, i32* %v2
  %t4 = sitofp i32 %t3 to float
  %t5 = fdiv float 0x4003333340000000, %t4
  store float %t5, float* %v5
  %t6 = load i32, i32* %v2
  %t7 = sext i32 %t6 to i64
  %t8 = load i32, i32* %v1
  %t9 = sext i32 %t8 to i64
  %t10 = icmp slt i64 %start, %end
  br i1 %t10, label %grid.init1, label %loop.exit0
grid.init1:
  %t11 = sdiv i64 %start, %t9
  store i64 %t11, i64* %row
  br label %grid.row2
grid.row2:
  %t12 = load i64, i64* %row
  %t13 = mul i64 %t12, %t9
  %t14 = icmp slt i64 %t13, %end
  br i1 %t14, label %grid.rowbody3, label %loop.exit0
grid.rowbody3:
  %t15 = sub i64 %start, %t13
  %t16 = icmp sgt i64 %t15, 0
  %t17 = select i1 %t16, i64 %t15, i64 0
  %t18 = sub i64 %end, %t13
  %t19 = icmp slt i64 %t18, %t9
  %t20 = select i1 %t19, i64 %t18, i64 %t9
  store i64 %t12, i64* %v6
  %t21 = icmp sge i64 %t17, %t20
  br i1 %t21, label %grid.rowlatch4, label %chunk5
chunk5:
  %t22 = load atomic i64, i64* %status monotonic, align 8
  %t23 = icmp ne i64 %t22, 0
  br i1 %t23, label %abort, label %chunk.go6, !prof !6
chunk.go6:
  %t24 = sub i64 %t20, %t17
  %t25 = load i64, i64* %budget
  %t26 = sub i64 %t25, %t24
  store i64 %t26, i64* %budget
  %t27 = icmp slt i64 %t26, 0
  br i1 %t27, label %poll7, label %poll.go8
poll7:
  store i64 65536, i64* %budget
  %t28 = call i1 @tack.poll(i64* %status)
  br i1 %t28, label %abort, label %poll.go8
poll.go8:
  %t29 = sub i64 %t20, 1
  %t30 = load i64, i64* %v6
  %t31 = load i32, i32* %v1
  %t32 = sext i32 %t31 to i64
  %t33 = mul i64 %t30, %t32
  %t34 = add i64 %t33, %t17
  %t35 = load i64, i64* %v6
  %t36 = load i32, i32* %v1
  %t37 = sext i32 %t36 to i64
  %t38 = mul i64 %t35, %t37
  %t39 = add i64 %t38, %t29
  %t40 = icmp ult i64 %t34, %p0.len
  %t41 = icmp ult i64 %t39, %p0.len
  %t42 = and i1 %t40, %t41
  br i1 %t42, label %fast9, label %slow10
fast9:
  store i64 %t17, i64* %it7.5
  br label %it.head11
it.head11:
  %t43 = load i64, i64* %it7.5
  %t44 = icmp slt i64 %t43, %t20
  br i1 %t44, label %it.body12, label %grid.rowlatch4
it.body12:
  store i64 %t43, i64* %v7
  %t45 = load i64, i64* %v7
  %t46 = sitofp i64 %t45 to float
  %t47 = load float, float* %v4
  %t48 = call float @llvm.fmuladd.f32(float %t46, float %t47, float 0xC0019999A0000000)
  store float %t48, float* %v8
  %t49 = load i64, i64* %v6
  %t50 = sitofp i64 %t49 to float
  %t51 = load float, float* %v5
  %t52 = call float @llvm.fmuladd.f32(float %t50, float %t51, float 0xBFF3333340000000)
  store float %t52, float* %v9
  store float 0x0000000000000000, float* %v10
  store float 0x0000000000000000, float* %v11
  store i64 0, i64* %v12
  br label %while.head14
while.head14:
  %t53 = load i64, i64* %v12
  %t54 = load i32, i32* %v3
  %t55 = sext i32 %t54 to i64
  %t56 = icmp slt i64 %t53, %t55
  br i1 %t56, label %while.body15, label %while.exit17
while.body15:
  %t57 = load float, float* %v10
  %t58 = load float, float* %v10
  %t59 = fmul float %t57, %t58
  store float %t59, float* %v13
  %t60 = load float, float* %v11
  %t61 = load float, float* %v11
  %t62 = fmul float %t60, %t61
  store float %t62, float* %v14
  %t63 = load float, float* %v13
  %t64 = load float, float* %v14
  %t65 = fadd float %t63, %t64
  %t66 = fcmp ogt float %t65, 0x4010000000000000
  br i1 %t66, label %if.then18, label %if.else19
if.then18:
  br label %while.exit17
dead21:
  br label %if.end20
if.else19:
  br label %if.end20
if.end20:
  %t67 = load float, float* %v10
  %t68 = fmul float 0x4000000000000000, %t67
  %t69 = load float, float* %v11
  %t70 = load float, float* %v9
  %t71 = call float @llvm.fmuladd.f32(float %t68, float %t69, float %t70)
  store float %t71, float* %v11
  %t72 = load float, float* %v13
  %t73 = load float, float* %v14
  %t74 = fsub float %t72, %t73
  %t75 = load float, float* %v8
  %t76 = fadd float %t74, %t75
  store float %t76, float* %v10
  %t77 = load i64, i64* %v12
  %t78 = add i64 %t77, 1
  store i64 %t78, i64* %v12
  br label %while.cont16
while.cont16:
  %t79 = load i64, i64* %budget
  %t80 = sub i64 %t79, 1
  store i64 %t80, i64* %budget
  %t81 = icmp slt i64 %t80, 0
  br i1 %t81, label %poll22, label %poll.go23
poll22:
  store i64 65536, i64* %budget
  %t82 = call i1 @tack.poll(i64* %status)
  br i1 %t82, label %abort, label %poll.go23
poll.go23:
  br label %while.head14
while.exit17:
  %t83 = load i64, i64* %v6
  %t84 = load i32, i32* %v1
  %t85 = sext i32 %t84 to i64
  %t86 = mul i64 %t83, %t85
  %t87 = load i64, i64* %v7
  %t88 = add i64 %t86, %t87
  %t89 = load i64, i64* %v12
  %t90 = trunc i64 %t89 to i32
  %t91 = getelementptr inbounds i32, i32* %p0, i64 %t88
  store i32 %t90, i32* %t91
  br label %it.latch13
it.latch13:
  %t92 = load i64, i64* %it7.5
  %t93 = add i64 %t92, 1
  store i64 %t93, i64* %it7.5
  br label %it.head11, !llvm.loop !0
slow10:
  store i64 %t17, i64* %it7.5
  br label %it.head24
it.head24:
  %t94 = load i64, i64* %it7.5
  %t95 = icmp slt i64 %t94, %t20
  br i1 %t95, label %it.body25, label %grid.rowlatch4
it.body25:
  store i64 %t94, i64* %v7
  %t96 = load i64, i64* %v7
  %t97 = sitofp i64 %t96 to float
  %t98 = load float, float* %v4
  %t99 = call float @llvm.fmuladd.f32(float %t97, float %t98, float 0xC0019999A0000000)
  store float %t99, float* %v8
  %t100 = load i64, i64* %v6
  %t101 = sitofp i64 %t100 to float
  %t102 = load float, float* %v5
  %t103 = call float @llvm.fmuladd.f32(float %t101, float %t102, float 0xBFF3333340000000)
  store float %t103, float* %v9
  store float 0x0000000000000000, float* %v10
  store float 0x0000000000000000, float* %v11
  store i64 0, i64* %v12
  br label %while.head27
while.head27:
  %t104 = load i64, i64* %v12
  %t105 = load i32, i32* %v3
  %t106 = sext i32 %t105 to i64
  %t107 = icmp slt i64 %t104, %t106
  br i1 %t107, label %while.body28, label %while.exit30
while.body28:
  %t108 = load float, float* %v10
  %t109 = load float, float* %v10
  %t110 = fmul float %t108, %t109
  store float %t110, float* %v13
  %t111 = load float, float* %v11
  %t112 = load float, float* %v11
  %t113 = fmul float %t111, %t112
  store float %t113, float* %v14
  %t114 = load float, float* %v13
  %t115 = load float, float* %v14
  %t116 = fadd float %t114, %t115
  %t117 = fcmp ogt float %t116, 0x4010000000000000
  br i1 %t117, label %if.then31, label %if.else32
if.then31:
  br label %while.exit30
dead34:
  br label %if.end33
if.else32:
  br label %if.end33
if.end33:
  %t118 = load float, float* %v10
  %t119 = fmul float 0x4000000000000000, %t118
  %t120 = load float, float* %v11
  %t121 = load float, float* %v9
  %t122 = call float @llvm.fmuladd.f32(float %t119, float %t120, float %t121)
  store float %t122, float* %v11
  %t123 = load float, float* %v13
  %t124 = load float, float* %v14
  %t125 = fsub float %t123, %t124
  %t126 = load float, float* %v8
  %t127 = fadd float %t125, %t126
  store float %t127, float* %v10
  %t128 = load i64, i64* %v12
  %t129 = add i64 %t128, 1
  store i64 %t129, i64* %v12
  br label %while.cont29
while.cont29:
  %t130 = load i64, i64* %budget
  %t131 = sub i64 %t130, 1
  store i64 %t131, i64* %budget
  %t132 = icmp slt i64 %t131, 0
  br i1 %t132, label %poll35, label %poll.go36
poll35:
  store i64 65536, i64* %budget
  %t133 = call i1 @tack.poll(i64* %status)
  br i1 %t133, label %abort, label %poll.go36
poll.go36:
  br label %while.head27
while.exit30:
  %t134 = load i64, i64* %v6
  %t135 = load i32, i32* %v1
  %t136 = sext i32 %t135 to i64
  %t137 = mul i64 %t134, %t136
  %t138 = load i64, i64* %v7
  %t139 = add i64 %t137, %t138
  %t140 = load i64, i64* %v12
  %t141 = trunc i64 %t140 to i32
  %t142 = icmp ult i64 %t139, %p0.len
  br i1 %t142, label %inb37, label %oob38, !prof !2
oob38:
  call void @tack.oob(i64* %status, i64 1, i64 %t139, i64 %p0.len)
  br label %abort
inb37:
  %t143 = getelementptr inbounds i32, i32* %p0, i64 %t139
  store i32 %t141, i32* %t143
  br label %it.latch26
it.latch26:
  %t144 = load i64, i64* %it7.5
  %t145 = add i64 %t144, 1
  store i64 %t145, i64* %it7.5
  br label %it.head24, !llvm.loop !3
grid.rowlatch4:
  %t146 = load i64, i64* %row
  %t147 = add i64 %t146, 1
  store i64 %t147, i64* %row
  br label %grid.row2
loop.exit0:
  ret void
abort:
  ret void
}

define void @tack_chunk_mandelbrot(i64* %slots, i64 %start, i64 %end) #0 {
entry:
  %s0.p = getelementptr i64, i64* %slots, i64 0
  %s0 = load i64, i64* %s0.p
  %s0.a = inttoptr i64 %s0 to i32*
  %s1.p = getelementptr i64, i64* %slots, i64 1
  %s1 = load i64, i64* %s1.p
  %s1.v = trunc i64 %s1 to i32
  %s2.p = getelementptr i64, i64* %slots, i64 2
  %s2 = load i64, i64* %s2.p
  %s2.v = trunc i64 %s2 to i32
  %s3.p = getelementptr i64, i64* %slots, i64 3
  %s3 = load i64, i64* %s3.p
  %s3.v = trunc i64 %s3 to i32
  %h4.p = getelementptr i64, i64* %slots, i64 4
  %h4 = load i64, i64* %h4.p
  %st.p = getelementptr i64, i64* %slots, i64 5
  %st = load i64, i64* %st.p
  %st.a = inttoptr i64 %st to i64*
  call void @tack_kernel_mandelbrot(i32* %s0.a, i32 %s1.v, i32 %s2.v, i32 %s3.v, i64 %h4, i64* %st.a, i64 %start, i64 %end)
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
