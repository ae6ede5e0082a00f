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
  %v12 = alloca i32
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
  %t22 = sub i64 %t20, %t17
  %t23 = load i64, i64* %budget
  %t24 = sub i64 %t23, %t22
  store i64 %t24, i64* %budget
  %t25 = icmp slt i64 %t24, 0
  br i1 %t25, label %poll6, label %poll.go7
poll6:
  store i64 65536, i64* %budget
  %t26 = call i1 @tack.poll(i64* %status)
  br i1 %t26, label %abort, label %poll.go7
poll.go7:
  %t27 = sub i64 %t20, 1
  %t28 = load i64, i64* %v6
  %t29 = load i32, i32* %v1
  %t30 = sext i32 %t29 to i64
  %t31 = mul i64 %t28, %t30
  %t32 = add i64 %t31, %t17
  %t33 = load i64, i64* %v6
  %t34 = load i32, i32* %v1
  %t35 = sext i32 %t34 to i64
  %t36 = mul i64 %t33, %t35
  %t37 = add i64 %t36, %t27
  %t38 = icmp ult i64 %t32, %p0.len
  %t39 = icmp ult i64 %t37, %p0.len
  %t40 = and i1 %t38, %t39
  br i1 %t40, label %fast8, label %slow9
fast8:
  store i64 %t17, i64* %it7.5
  br label %it.head10
it.head10:
  %t41 = load i64, i64* %it7.5
  %t42 = icmp slt i64 %t41, %t20
  br i1 %t42, label %it.body11, label %grid.rowlatch4
it.body11:
  store i64 %t41, i64* %v7
  %t43 = load i64, i64* %v7
  %t44 = sitofp i64 %t43 to float
  %t45 = load float, float* %v4
  %t46 = call float @llvm.fmuladd.f32(float %t44, float %t45, float 0xC0019999A0000000)
  store float %t46, float* %v8
  %t47 = load i64, i64* %v6
  %t48 = sitofp i64 %t47 to float
  %t49 = load float, float* %v5
  %t50 = call float @llvm.fmuladd.f32(float %t48, float %t49, float 0xBFF3333340000000)
  store float %t50, float* %v9
  store float 0x0000000000000000, float* %v10
  store float 0x0000000000000000, float* %v11
  store i32 0, i32* %v12
  br label %while.head13
while.head13:
  %t51 = load i32, i32* %v12
  %t52 = load i32, i32* %v3
  %t53 = icmp slt i32 %t51, %t52
  br i1 %t53, label %while.body14, label %while.exit16
while.body14:
  %t54 = load float, float* %v10
  %t55 = load float, float* %v10
  %t56 = fmul float %t54, %t55
  store float %t56, float* %v13
  %t57 = load float, float* %v11
  %t58 = load float, float* %v11
  %t59 = fmul float %t57, %t58
  store float %t59, float* %v14
  %t60 = load float, float* %v13
  %t61 = load float, float* %v14
  %t62 = fadd float %t60, %t61
  %t63 = fcmp ogt float %t62, 0x4010000000000000
  br i1 %t63, label %if.then17, label %if.else18
if.then17:
  br label %while.exit16
dead20:
  br label %if.end19
if.else18:
  br label %if.end19
if.end19:
  %t64 = load float, float* %v10
  %t65 = fmul float 0x4000000000000000, %t64
  %t66 = load float, float* %v11
  %t67 = load float, float* %v9
  %t68 = call float @llvm.fmuladd.f32(float %t65, float %t66, float %t67)
  store float %t68, float* %v11
  %t69 = load float, float* %v13
  %t70 = load float, float* %v14
  %t71 = fsub float %t69, %t70
  %t72 = load float, float* %v8
  %t73 = fadd float %t71, %t72
  store float %t73, float* %v10
  %t74 = load i32, i32* %v12
  %t75 = add i32 %t74, 1
  store i32 %t75, i32* %v12
  br label %while.cont15
while.cont15:
  %t76 = load i64, i64* %budget
  %t77 = sub i64 %t76, 1
  store i64 %t77, i64* %budget
  %t78 = icmp slt i64 %t77, 0
  br i1 %t78, label %poll21, label %poll.go22
poll21:
  store i64 65536, i64* %budget
  %t79 = call i1 @tack.poll(i64* %status)
  br i1 %t79, label %abort, label %poll.go22
poll.go22:
  br label %while.head13
while.exit16:
  %t80 = load i64, i64* %v6
  %t81 = load i32, i32* %v1
  %t82 = sext i32 %t81 to i64
  %t83 = mul i64 %t80, %t82
  %t84 = load i64, i64* %v7
  %t85 = add i64 %t83, %t84
  %t86 = load i32, i32* %v12
  %t87 = getelementptr inbounds i32, i32* %p0, i64 %t85
  store i32 %t86, i32* %t87
  br label %it.latch12
it.latch12:
  %t88 = load i64, i64* %it7.5
  %t89 = add i64 %t88, 1
  store i64 %t89, i64* %it7.5
  br label %it.head10, !llvm.loop !0
slow9:
  store i64 %t17, i64* %it7.5
  br label %it.head23
it.head23:
  %t90 = load i64, i64* %it7.5
  %t91 = icmp slt i64 %t90, %t20
  br i1 %t91, label %it.body24, label %grid.rowlatch4
it.body24:
  store i64 %t90, i64* %v7
  %t92 = load i64, i64* %v7
  %t93 = sitofp i64 %t92 to float
  %t94 = load float, float* %v4
  %t95 = call float @llvm.fmuladd.f32(float %t93, float %t94, float 0xC0019999A0000000)
  store float %t95, float* %v8
  %t96 = load i64, i64* %v6
  %t97 = sitofp i64 %t96 to float
  %t98 = load float, float* %v5
  %t99 = call float @llvm.fmuladd.f32(float %t97, float %t98, float 0xBFF3333340000000)
  store float %t99, float* %v9
  store float 0x0000000000000000, float* %v10
  store float 0x0000000000000000, float* %v11
  store i32 0, i32* %v12
  br label %while.head26
while.head26:
  %t100 = load i32, i32* %v12
  %t101 = load i32, i32* %v3
  %t102 = icmp slt i32 %t100, %t101
  br i1 %t102, label %while.body27, label %while.exit29
while.body27:
  %t103 = load float, float* %v10
  %t104 = load float, float* %v10
  %t105 = fmul float %t103, %t104
  store float %t105, float* %v13
  %t106 = load float, float* %v11
  %t107 = load float, float* %v11
  %t108 = fmul float %t106, %t107
  store float %t108, float* %v14
  %t109 = load float, float* %v13
  %t110 = load float, float* %v14
  %t111 = fadd float %t109, %t110
  %t112 = fcmp ogt float %t111, 0x4010000000000000
  br i1 %t112, label %if.then30, label %if.else31
if.then30:
  br label %while.exit29
dead33:
  br label %if.end32
if.else31:
  br label %if.end32
if.end32:
  %t113 = load float, float* %v10
  %t114 = fmul float 0x4000000000000000, %t113
  %t115 = load float, float* %v11
  %t116 = load float, float* %v9
  %t117 = call float @llvm.fmuladd.f32(float %t114, float %t115, float %t116)
  store float %t117, float* %v11
  %t118 = load float, float* %v13
  %t119 = load float, float* %v14
  %t120 = fsub float %t118, %t119
  %t121 = load float, float* %v8
  %t122 = fadd float %t120, %t121
  store float %t122, float* %v10
  %t123 = load i32, i32* %v12
  %t124 = add i32 %t123, 1
  store i32 %t124, i32* %v12
  br label %while.cont28
while.cont28:
  %t125 = load i64, i64* %budget
  %t126 = sub i64 %t125, 1
  store i64 %t126, i64* %budget
  %t127 = icmp slt i64 %t126, 0
  br i1 %t127, label %poll34, label %poll.go35
poll34:
  store i64 65536, i64* %budget
  %t128 = call i1 @tack.poll(i64* %status)
  br i1 %t128, label %abort, label %poll.go35
poll.go35:
  br label %while.head26
while.exit29:
  %t129 = load i64, i64* %v6
  %t130 = load i32, i32* %v1
  %t131 = sext i32 %t130 to i64
  %t132 = mul i64 %t129, %t131
  %t133 = load i64, i64* %v7
  %t134 = add i64 %t132, %t133
  %t135 = load i32, i32* %v12
  %t136 = icmp ult i64 %t134, %p0.len
  br i1 %t136, label %inb36, label %oob37, !prof !2
oob37:
  call void @tack.oob(i64* %status, i64 1, i64 %t134)
  br label %abort
inb36:
  %t137 = getelementptr inbounds i32, i32* %p0, i64 %t134
  store i32 %t135, i32* %t137
  br label %it.latch25
it.latch25:
  %t138 = load i64, i64* %it7.5
  %t139 = add i64 %t138, 1
  store i64 %t139, i64* %it7.5
  br label %it.head23, !llvm.loop !3
grid.rowlatch4:
  %t140 = load i64, i64* %row
  %t141 = add i64 %t140, 1
  store i64 %t141, i64* %row
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
