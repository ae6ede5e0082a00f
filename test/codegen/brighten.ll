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
  %t9 = icmp ult i64 %start, %p0.len
  %t10 = icmp ult i64 %t8, %p0.len
  %t11 = and i1 %t9, %t10
  %t12 = icmp ult i64 %start, %p1.len
  %t13 = icmp ult i64 %t8, %p1.len
  %t14 = and i1 %t12, %t13
  %t15 = and i1 %t11, %t14
  br i1 %t15, label %fast5, label %slow6
fast5:
  store i64 %start, i64* %it4.1
  br label %it.head7
it.head7:
  %t16 = load i64, i64* %it4.1
  %t17 = icmp slt i64 %t16, %end
  br i1 %t17, label %it.body8, label %loop.exit0
it.body8:
  store i64 %t16, i64* %v4
  %t18 = load i64, i64* %v4
  %t19 = getelementptr inbounds i8, i8* %p0, i64 %t18
  %t20 = load i8, i8* %t19
  %t21 = uitofp i8 %t20 to float
  %t22 = load float, float* %v2
  %t23 = fmul float %t21, %t22
  %t24 = call float @llvm.floor.f32(float %t23)
  %t25 = fsub float %t23, %t24
  %t26 = fcmp oge float %t25, 0x3FE0000000000000
  %t27 = fadd float %t24, 0x3FF0000000000000
  %t28 = select i1 %t26, float %t27, float %t24
  %t29 = call float @llvm.copysign.f32(float %t28, float %t23)
  %t30 = load i32, i32* %v3
  %t31 = sitofp i32 %t30 to float
  %t32 = fadd float %t29, %t31
  store float %t32, float* %v5
  %t33 = load i64, i64* %v4
  %t34 = load float, float* %v5
  %t35 = fcmp ogt float 0x0000000000000000, %t34
  %t36 = select i1 %t35, float 0x0000000000000000, float %t34
  %t37 = bitcast float 0x0000000000000000 to i32
  %t38 = bitcast float %t34 to i32
  %t39 = and i32 %t37, %t38
  %t40 = bitcast i32 %t39 to float
  %t41 = fcmp oeq float 0x0000000000000000, %t34
  %t42 = select i1 %t41, float %t40, float %t36
  %t43 = fcmp uno float 0x0000000000000000, %t34
  %t44 = fadd float 0x0000000000000000, %t34
  %t45 = select i1 %t43, float %t44, float %t42
  %t46 = fcmp olt float 0x406FE00000000000, %t45
  %t47 = select i1 %t46, float 0x406FE00000000000, float %t45
  %t48 = bitcast float 0x406FE00000000000 to i32
  %t49 = bitcast float %t45 to i32
  %t50 = or i32 %t48, %t49
  %t51 = bitcast i32 %t50 to float
  %t52 = fcmp oeq float 0x406FE00000000000, %t45
  %t53 = select i1 %t52, float %t51, float %t47
  %t54 = fcmp uno float 0x406FE00000000000, %t45
  %t55 = fadd float 0x406FE00000000000, %t45
  %t56 = select i1 %t54, float %t55, float %t53
  %t57 = call i64 @llvm.fptosi.sat.i64.f32(float %t56)
  %t58 = call float @llvm.fabs.f32(float %t56)
  %t59 = fcmp oeq float %t58, 0x7FF0000000000000
  %t60 = select i1 %t59, i64 0, i64 %t57
  %t61 = trunc i64 %t60 to i8
  %t62 = getelementptr inbounds i8, i8* %p1, i64 %t33
  store i8 %t61, i8* %t62
  br label %it.latch9
it.latch9:
  %t63 = load i64, i64* %it4.1
  %t64 = add i64 %t63, 1
  store i64 %t64, i64* %it4.1
  br label %it.head7, !llvm.loop !0
slow6:
  store i64 %start, i64* %it4.1
  br label %it.head10
it.head10:
  %t65 = load i64, i64* %it4.1
  %t66 = icmp slt i64 %t65, %end
  br i1 %t66, label %it.body11, label %loop.exit0
it.body11:
  store i64 %t65, i64* %v4
  %t67 = load i64, i64* %v4
  %t68 = icmp ult i64 %t67, %p0.len
  br i1 %t68, label %inb13, label %oob14, !prof !2
oob14:
  call void @tack.oob(i64* %status, i64 1, i64 %t67, i64 %p0.len)
  br label %abort
inb13:
  %t69 = getelementptr inbounds i8, i8* %p0, i64 %t67
  %t70 = load i8, i8* %t69
  %t71 = uitofp i8 %t70 to float
  %t72 = load float, float* %v2
  %t73 = fmul float %t71, %t72
  %t74 = call float @llvm.floor.f32(float %t73)
  %t75 = fsub float %t73, %t74
  %t76 = fcmp oge float %t75, 0x3FE0000000000000
  %t77 = fadd float %t74, 0x3FF0000000000000
  %t78 = select i1 %t76, float %t77, float %t74
  %t79 = call float @llvm.copysign.f32(float %t78, float %t73)
  %t80 = load i32, i32* %v3
  %t81 = sitofp i32 %t80 to float
  %t82 = fadd float %t79, %t81
  store float %t82, float* %v5
  %t83 = load i64, i64* %v4
  %t84 = load float, float* %v5
  %t85 = fcmp ogt float 0x0000000000000000, %t84
  %t86 = select i1 %t85, float 0x0000000000000000, float %t84
  %t87 = bitcast float 0x0000000000000000 to i32
  %t88 = bitcast float %t84 to i32
  %t89 = and i32 %t87, %t88
  %t90 = bitcast i32 %t89 to float
  %t91 = fcmp oeq float 0x0000000000000000, %t84
  %t92 = select i1 %t91, float %t90, float %t86
  %t93 = fcmp uno float 0x0000000000000000, %t84
  %t94 = fadd float 0x0000000000000000, %t84
  %t95 = select i1 %t93, float %t94, float %t92
  %t96 = fcmp olt float 0x406FE00000000000, %t95
  %t97 = select i1 %t96, float 0x406FE00000000000, float %t95
  %t98 = bitcast float 0x406FE00000000000 to i32
  %t99 = bitcast float %t95 to i32
  %t100 = or i32 %t98, %t99
  %t101 = bitcast i32 %t100 to float
  %t102 = fcmp oeq float 0x406FE00000000000, %t95
  %t103 = select i1 %t102, float %t101, float %t97
  %t104 = fcmp uno float 0x406FE00000000000, %t95
  %t105 = fadd float 0x406FE00000000000, %t95
  %t106 = select i1 %t104, float %t105, float %t103
  %t107 = call i64 @llvm.fptosi.sat.i64.f32(float %t106)
  %t108 = call float @llvm.fabs.f32(float %t106)
  %t109 = fcmp oeq float %t108, 0x7FF0000000000000
  %t110 = select i1 %t109, i64 0, i64 %t107
  %t111 = trunc i64 %t110 to i8
  %t112 = icmp ult i64 %t83, %p1.len
  br i1 %t112, label %inb15, label %oob16, !prof !2
oob16:
  call void @tack.oob(i64* %status, i64 2, i64 %t83, i64 %p1.len)
  br label %abort
inb15:
  %t113 = getelementptr inbounds i8, i8* %p1, i64 %t83
  store i8 %t111, i8* %t113
  br label %it.latch12
it.latch12:
  %t114 = load i64, i64* %it4.1
  %t115 = add i64 %t114, 1
  store i64 %t115, i64* %it4.1
  br label %it.head10, !llvm.loop !3
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
