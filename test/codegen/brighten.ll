; Tack kernel 'brighten' (generated; do not edit)
source_filename = "tack"
target triple = "x86_64-unknown-linux-gnu"

define internal void @tack_kernel_brighten(i8* %p0, i8* %p1, float %p2, i32 %p3, i64 %p0.len, i64 %p1.len, i64* %status, i64 %start, i64 %end) #0 {
entry:
  %budget = alloca i64
  %v2 = alloca float
  %v3 = alloca i32
  %it4.1 = alloca i64
  %v4 = alloca i64
  %v5 = alloca float
  store i64 65536, i64* %budget
  store float %p2, float* %v2
  store i32 %p3, i32* %v3
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
  %t7 = icmp ult i64 %start, %p0.len
  %t8 = icmp ult i64 %t6, %p0.len
  %t9 = and i1 %t7, %t8
  %t10 = icmp ult i64 %start, %p1.len
  %t11 = icmp ult i64 %t6, %p1.len
  %t12 = and i1 %t10, %t11
  %t13 = and i1 %t9, %t12
  br i1 %t13, label %fast4, label %slow5
fast4:
  store i64 %start, i64* %it4.1
  br label %it.head6
it.head6:
  %t14 = load i64, i64* %it4.1
  %t15 = icmp slt i64 %t14, %end
  br i1 %t15, label %it.body7, label %loop.exit0
it.body7:
  store i64 %t14, i64* %v4
  %t16 = load i64, i64* %v4
  %t17 = getelementptr inbounds i8, i8* %p0, i64 %t16
  %t18 = load i8, i8* %t17
  %t19 = uitofp i8 %t18 to float
  %t20 = load float, float* %v2
  %t21 = fmul float %t19, %t20
  %t22 = call float @llvm.floor.f32(float %t21)
  %t23 = fsub float %t21, %t22
  %t24 = fcmp oge float %t23, 0x3FE0000000000000
  %t25 = fadd float %t22, 0x3FF0000000000000
  %t26 = select i1 %t24, float %t25, float %t22
  %t27 = call float @llvm.copysign.f32(float %t26, float %t21)
  %t28 = load i32, i32* %v3
  %t29 = sitofp i32 %t28 to float
  %t30 = fadd float %t27, %t29
  store float %t30, float* %v5
  %t31 = load i64, i64* %v4
  %t32 = load float, float* %v5
  %t33 = fcmp ogt float 0x0000000000000000, %t32
  %t34 = select i1 %t33, float 0x0000000000000000, float %t32
  %t35 = bitcast float 0x0000000000000000 to i32
  %t36 = bitcast float %t32 to i32
  %t37 = and i32 %t35, %t36
  %t38 = bitcast i32 %t37 to float
  %t39 = fcmp oeq float 0x0000000000000000, %t32
  %t40 = select i1 %t39, float %t38, float %t34
  %t41 = fcmp uno float 0x0000000000000000, %t32
  %t42 = fadd float 0x0000000000000000, %t32
  %t43 = select i1 %t41, float %t42, float %t40
  %t44 = fcmp olt float 0x406FE00000000000, %t43
  %t45 = select i1 %t44, float 0x406FE00000000000, float %t43
  %t46 = bitcast float 0x406FE00000000000 to i32
  %t47 = bitcast float %t43 to i32
  %t48 = or i32 %t46, %t47
  %t49 = bitcast i32 %t48 to float
  %t50 = fcmp oeq float 0x406FE00000000000, %t43
  %t51 = select i1 %t50, float %t49, float %t45
  %t52 = fcmp uno float 0x406FE00000000000, %t43
  %t53 = fadd float 0x406FE00000000000, %t43
  %t54 = select i1 %t52, float %t53, float %t51
  %t55 = call i64 @llvm.fptosi.sat.i64.f32(float %t54)
  %t56 = call float @llvm.fabs.f32(float %t54)
  %t57 = fcmp oeq float %t56, 0x7FF0000000000000
  %t58 = select i1 %t57, i64 0, i64 %t55
  %t59 = trunc i64 %t58 to i8
  %t60 = getelementptr inbounds i8, i8* %p1, i64 %t31
  store i8 %t59, i8* %t60
  br label %it.latch8
it.latch8:
  %t61 = load i64, i64* %it4.1
  %t62 = add i64 %t61, 1
  store i64 %t62, i64* %it4.1
  br label %it.head6, !llvm.loop !0
slow5:
  store i64 %start, i64* %it4.1
  br label %it.head9
it.head9:
  %t63 = load i64, i64* %it4.1
  %t64 = icmp slt i64 %t63, %end
  br i1 %t64, label %it.body10, label %loop.exit0
it.body10:
  store i64 %t63, i64* %v4
  %t65 = load i64, i64* %v4
  %t66 = icmp ult i64 %t65, %p0.len
  br i1 %t66, label %inb12, label %oob13, !prof !2
oob13:
  call void @tack.oob(i64* %status, i64 1, i64 %t65)
  br label %abort
inb12:
  %t67 = getelementptr inbounds i8, i8* %p0, i64 %t65
  %t68 = load i8, i8* %t67
  %t69 = uitofp i8 %t68 to float
  %t70 = load float, float* %v2
  %t71 = fmul float %t69, %t70
  %t72 = call float @llvm.floor.f32(float %t71)
  %t73 = fsub float %t71, %t72
  %t74 = fcmp oge float %t73, 0x3FE0000000000000
  %t75 = fadd float %t72, 0x3FF0000000000000
  %t76 = select i1 %t74, float %t75, float %t72
  %t77 = call float @llvm.copysign.f32(float %t76, float %t71)
  %t78 = load i32, i32* %v3
  %t79 = sitofp i32 %t78 to float
  %t80 = fadd float %t77, %t79
  store float %t80, float* %v5
  %t81 = load i64, i64* %v4
  %t82 = load float, float* %v5
  %t83 = fcmp ogt float 0x0000000000000000, %t82
  %t84 = select i1 %t83, float 0x0000000000000000, float %t82
  %t85 = bitcast float 0x0000000000000000 to i32
  %t86 = bitcast float %t82 to i32
  %t87 = and i32 %t85, %t86
  %t88 = bitcast i32 %t87 to float
  %t89 = fcmp oeq float 0x0000000000000000, %t82
  %t90 = select i1 %t89, float %t88, float %t84
  %t91 = fcmp uno float 0x0000000000000000, %t82
  %t92 = fadd float 0x0000000000000000, %t82
  %t93 = select i1 %t91, float %t92, float %t90
  %t94 = fcmp olt float 0x406FE00000000000, %t93
  %t95 = select i1 %t94, float 0x406FE00000000000, float %t93
  %t96 = bitcast float 0x406FE00000000000 to i32
  %t97 = bitcast float %t93 to i32
  %t98 = or i32 %t96, %t97
  %t99 = bitcast i32 %t98 to float
  %t100 = fcmp oeq float 0x406FE00000000000, %t93
  %t101 = select i1 %t100, float %t99, float %t95
  %t102 = fcmp uno float 0x406FE00000000000, %t93
  %t103 = fadd float 0x406FE00000000000, %t93
  %t104 = select i1 %t102, float %t103, float %t101
  %t105 = call i64 @llvm.fptosi.sat.i64.f32(float %t104)
  %t106 = call float @llvm.fabs.f32(float %t104)
  %t107 = fcmp oeq float %t106, 0x7FF0000000000000
  %t108 = select i1 %t107, i64 0, i64 %t105
  %t109 = trunc i64 %t108 to i8
  %t110 = icmp ult i64 %t81, %p1.len
  br i1 %t110, label %inb14, label %oob15, !prof !2
oob15:
  call void @tack.oob(i64* %status, i64 2, i64 %t81)
  br label %abort
inb14:
  %t111 = getelementptr inbounds i8, i8* %p1, i64 %t81
  store i8 %t109, i8* %t111
  br label %it.latch11
it.latch11:
  %t112 = load i64, i64* %it4.1
  %t113 = add i64 %t112, 1
  store i64 %t113, i64* %it4.1
  br label %it.head9, !llvm.loop !3
loop.exit0:
  ret void
abort:
  ret void
}

define void @tack_chunk_brighten(i64* %slots, i64 %start, i64 %end) #0 {
entry:
  %s0.p = getelementptr i64, i64* %slots, i64 0
  %s0 = load i64, i64* %s0.p
  %s0.a = inttoptr i64 %s0 to i8*
  %s1.p = getelementptr i64, i64* %slots, i64 1
  %s1 = load i64, i64* %s1.p
  %s1.a = inttoptr i64 %s1 to i8*
  %s2.p = getelementptr i64, i64* %slots, i64 2
  %s2 = load i64, i64* %s2.p
  %s2.w = trunc i64 %s2 to i32
  %s2.v = bitcast i32 %s2.w to float
  %s3.p = getelementptr i64, i64* %slots, i64 3
  %s3 = load i64, i64* %s3.p
  %s3.v = trunc i64 %s3 to i32
  %h4.p = getelementptr i64, i64* %slots, i64 4
  %h4 = load i64, i64* %h4.p
  %h5.p = getelementptr i64, i64* %slots, i64 5
  %h5 = load i64, i64* %h5.p
  %st.p = getelementptr i64, i64* %slots, i64 6
  %st = load i64, i64* %st.p
  %st.a = inttoptr i64 %st to i64*
  call void @tack_kernel_brighten(i8* %s0.a, i8* %s1.a, float %s2.v, i32 %s3.v, i64 %h4, i64 %h5, i64* %st.a, i64 %start, i64 %end)
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
declare float @llvm.floor.f32(float)
declare float @llvm.copysign.f32(float, float)
declare i64 @llvm.fptosi.sat.i64.f32(float)
declare float @llvm.fabs.f32(float)
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
