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
  %blk7.5 = alloca i64
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
  store i64 %t17, i64* %blk7.5
  br label %blk.head5
blk.head5:
  %t21 = load i64, i64* %blk7.5
  %t22 = icmp slt i64 %t21, %t20
  br i1 %t22, label %blk.body6, label %grid.rowlatch4
blk.body6:
  %t23 = add i64 %t21, 4096
  %t24 = icmp slt i64 %t23, %t20
  %t25 = select i1 %t24, i64 %t23, i64 %t20
  %t26 = sub i64 %t25, %t21
  %t27 = load i64, i64* %budget
  %t28 = sub i64 %t27, %t26
  store i64 %t28, i64* %budget
  %t29 = icmp slt i64 %t28, 0
  br i1 %t29, label %poll8, label %poll.go9
poll8:
  store i64 65536, i64* %budget
  %t30 = call i1 @tack.poll(i64* %status)
  br i1 %t30, label %abort, label %poll.go9
poll.go9:
  %t31 = sub i64 %t25, 1
  %t32 = load i64, i64* %v6
  %t33 = load i32, i32* %v1
  %t34 = sext i32 %t33 to i64
  %t35 = mul i64 %t32, %t34
  %t36 = add i64 %t35, %t21
  %t37 = load i64, i64* %v6
  %t38 = load i32, i32* %v1
  %t39 = sext i32 %t38 to i64
  %t40 = mul i64 %t37, %t39
  %t41 = add i64 %t40, %t31
  %t42 = icmp ult i64 %t36, %p0.len
  %t43 = icmp ult i64 %t41, %p0.len
  %t44 = and i1 %t42, %t43
  br i1 %t44, label %fast10, label %slow11
fast10:
  store i64 %t21, i64* %it7.5
  br label %it.head12
it.head12:
  %t45 = load i64, i64* %it7.5
  %t46 = icmp slt i64 %t45, %t25
  br i1 %t46, label %it.body13, label %blk.next7
it.body13:
  store i64 %t45, i64* %v7
  %t47 = load i64, i64* %v7
  %t48 = sitofp i64 %t47 to float
  %t49 = load float, float* %v4
  %t50 = call float @llvm.fmuladd.f32(float %t48, float %t49, float 0xC0019999A0000000)
  store float %t50, float* %v8
  %t51 = load i64, i64* %v6
  %t52 = sitofp i64 %t51 to float
  %t53 = load float, float* %v5
  %t54 = call float @llvm.fmuladd.f32(float %t52, float %t53, float 0xBFF3333340000000)
  store float %t54, float* %v9
  store float 0x0000000000000000, float* %v10
  store float 0x0000000000000000, float* %v11
  store i32 0, i32* %v12
  br label %while.head15
while.head15:
  %t55 = load i32, i32* %v12
  %t56 = load i32, i32* %v3
  %t57 = icmp slt i32 %t55, %t56
  br i1 %t57, label %while.body16, label %while.exit18
while.body16:
  %t58 = load float, float* %v10
  %t59 = load float, float* %v10
  %t60 = fmul float %t58, %t59
  store float %t60, float* %v13
  %t61 = load float, float* %v11
  %t62 = load float, float* %v11
  %t63 = fmul float %t61, %t62
  store float %t63, float* %v14
  %t64 = load float, float* %v13
  %t65 = load float, float* %v14
  %t66 = fadd float %t64, %t65
  %t67 = fcmp ogt float %t66, 0x4010000000000000
  br i1 %t67, label %if.then19, label %if.else20
if.then19:
  br label %while.exit18
dead22:
  br label %if.end21
if.else20:
  br label %if.end21
if.end21:
  %t68 = load float, float* %v10
  %t69 = fmul float 0x4000000000000000, %t68
  %t70 = load float, float* %v11
  %t71 = load float, float* %v9
  %t72 = call float @llvm.fmuladd.f32(float %t69, float %t70, float %t71)
  store float %t72, float* %v11
  %t73 = load float, float* %v13
  %t74 = load float, float* %v14
  %t75 = fsub float %t73, %t74
  %t76 = load float, float* %v8
  %t77 = fadd float %t75, %t76
  store float %t77, float* %v10
  %t78 = load i32, i32* %v12
  %t79 = add i32 %t78, 1
  store i32 %t79, i32* %v12
  br label %while.cont17
while.cont17:
  %t80 = load i64, i64* %budget
  %t81 = sub i64 %t80, 1
  store i64 %t81, i64* %budget
  %t82 = icmp slt i64 %t81, 0
  br i1 %t82, label %poll23, label %poll.go24
poll23:
  store i64 65536, i64* %budget
  %t83 = call i1 @tack.poll(i64* %status)
  br i1 %t83, label %abort, label %poll.go24
poll.go24:
  br label %while.head15
while.exit18:
  %t84 = load i64, i64* %v6
  %t85 = load i32, i32* %v1
  %t86 = sext i32 %t85 to i64
  %t87 = mul i64 %t84, %t86
  %t88 = load i64, i64* %v7
  %t89 = add i64 %t87, %t88
  %t90 = load i32, i32* %v12
  %t91 = getelementptr inbounds i32, i32* %p0, i64 %t89
  store i32 %t90, i32* %t91
  br label %it.latch14
it.latch14:
  %t92 = load i64, i64* %it7.5
  %t93 = add i64 %t92, 1
  store i64 %t93, i64* %it7.5
  br label %it.head12, !llvm.loop !0
slow11:
  store i64 %t21, i64* %it7.5
  br label %it.head25
it.head25:
  %t94 = load i64, i64* %it7.5
  %t95 = icmp slt i64 %t94, %t25
  br i1 %t95, label %it.body26, label %blk.next7
it.body26:
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
  store i32 0, i32* %v12
  br label %while.head28
while.head28:
  %t104 = load i32, i32* %v12
  %t105 = load i32, i32* %v3
  %t106 = icmp slt i32 %t104, %t105
  br i1 %t106, label %while.body29, label %while.exit31
while.body29:
  %t107 = load float, float* %v10
  %t108 = load float, float* %v10
  %t109 = fmul float %t107, %t108
  store float %t109, float* %v13
  %t110 = load float, float* %v11
  %t111 = load float, float* %v11
  %t112 = fmul float %t110, %t111
  store float %t112, float* %v14
  %t113 = load float, float* %v13
  %t114 = load float, float* %v14
  %t115 = fadd float %t113, %t114
  %t116 = fcmp ogt float %t115, 0x4010000000000000
  br i1 %t116, label %if.then32, label %if.else33
if.then32:
  br label %while.exit31
dead35:
  br label %if.end34
if.else33:
  br label %if.end34
if.end34:
  %t117 = load float, float* %v10
  %t118 = fmul float 0x4000000000000000, %t117
  %t119 = load float, float* %v11
  %t120 = load float, float* %v9
  %t121 = call float @llvm.fmuladd.f32(float %t118, float %t119, float %t120)
  store float %t121, float* %v11
  %t122 = load float, float* %v13
  %t123 = load float, float* %v14
  %t124 = fsub float %t122, %t123
  %t125 = load float, float* %v8
  %t126 = fadd float %t124, %t125
  store float %t126, float* %v10
  %t127 = load i32, i32* %v12
  %t128 = add i32 %t127, 1
  store i32 %t128, i32* %v12
  br label %while.cont30
while.cont30:
  %t129 = load i64, i64* %budget
  %t130 = sub i64 %t129, 1
  store i64 %t130, i64* %budget
  %t131 = icmp slt i64 %t130, 0
  br i1 %t131, label %poll36, label %poll.go37
poll36:
  store i64 65536, i64* %budget
  %t132 = call i1 @tack.poll(i64* %status)
  br i1 %t132, label %abort, label %poll.go37
poll.go37:
  br label %while.head28
while.exit31:
  %t133 = load i64, i64* %v6
  %t134 = load i32, i32* %v1
  %t135 = sext i32 %t134 to i64
  %t136 = mul i64 %t133, %t135
  %t137 = load i64, i64* %v7
  %t138 = add i64 %t136, %t137
  %t139 = load i32, i32* %v12
  %t140 = icmp ult i64 %t138, %p0.len
  br i1 %t140, label %inb38, label %oob39, !prof !2
oob39:
  call void @tack.oob(i64* %status, i64 1, i64 %t138)
  br label %abort
inb38:
  %t141 = getelementptr inbounds i32, i32* %p0, i64 %t138
  store i32 %t139, i32* %t141
  br label %it.latch27
it.latch27:
  %t142 = load i64, i64* %it7.5
  %t143 = add i64 %t142, 1
  store i64 %t143, i64* %it7.5
  br label %it.head25, !llvm.loop !0
blk.next7:
  store i64 %t25, i64* %blk7.5
  br label %blk.head5
grid.rowlatch4:
  %t144 = load i64, i64* %row
  %t145 = add i64 %t144, 1
  store i64 %t145, i64* %row
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
