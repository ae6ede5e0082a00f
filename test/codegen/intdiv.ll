; Tack kernel 'intdiv' (generated; do not edit)
source_filename = "tack"
target triple = "x86_64-unknown-linux-gnu"

define internal void @tack_kernel_intdiv(i32* %p0, i32* %p1, i32* %p2, i32* %p3, i32* %p4, i32* %p5, float* %p6, i64 %p0.len, i64 %p1.len, i64 %p2.len, i64 %p3.len, i64 %p4.len, i64 %p5.len, i64 %p6.len, i64 %start, i64 %end) #0 {
entry:
  %flat = alloca i64
  %v7 = alloca i64
  store i64 %start, i64* %flat
  br label %loop.head1
loop.head1:
  %t0 = load i64, i64* %flat
  %t1 = icmp slt i64 %t0, %end
  br i1 %t1, label %loop.body2, label %loop.exit0
loop.body2:
  store i64 %t0, i64* %v7
  %t2 = load i64, i64* %v7
  %t3 = getelementptr inbounds i32, i32* %p2, i64 %t2
  %t4 = load i64, i64* %v7
  %t5 = getelementptr inbounds i32, i32* %p0, i64 %t4
  %t6 = load i32, i32* %t5
  %t7 = load i64, i64* %v7
  %t8 = getelementptr inbounds i32, i32* %p1, i64 %t7
  %t9 = load i32, i32* %t8
  %t10 = icmp eq i32 %t9, 0
  %t11 = icmp eq i32 %t9, -1
  %t12 = or i1 %t10, %t11
  %t13 = select i1 %t12, i32 1, i32 %t9
  %t14 = sdiv i32 %t6, %t13
  %t15 = sub i32 0, %t6
  %t16 = select i1 %t11, i32 %t15, i32 %t14
  %t17 = select i1 %t10, i32 0, i32 %t16
  store i32 %t17, i32* %t3
  %t18 = load i64, i64* %v7
  %t19 = getelementptr inbounds i32, i32* %p3, i64 %t18
  %t20 = load i64, i64* %v7
  %t21 = getelementptr inbounds i32, i32* %p0, i64 %t20
  %t22 = load i32, i32* %t21
  %t23 = load i64, i64* %v7
  %t24 = getelementptr inbounds i32, i32* %p1, i64 %t23
  %t25 = load i32, i32* %t24
  %t26 = icmp eq i32 %t25, 0
  %t27 = icmp eq i32 %t25, -1
  %t28 = or i1 %t26, %t27
  %t29 = select i1 %t28, i32 1, i32 %t25
  %t30 = sdiv i32 %t22, %t29
  %t31 = sub i32 0, %t22
  %t32 = select i1 %t27, i32 %t31, i32 %t30
  %t33 = select i1 %t26, i32 0, i32 %t32
  %t34 = mul i32 %t33, %t25
  %t35 = sub i32 %t22, %t34
  %t36 = icmp ne i32 %t35, 0
  %t37 = xor i32 %t35, %t25
  %t38 = icmp slt i32 %t37, 0
  %t39 = and i1 %t36, %t38
  %t40 = xor i1 %t26, true
  %t41 = and i1 %t39, %t40
  %t42 = zext i1 %t41 to i32
  %t43 = sub i32 %t33, %t42
  store i32 %t43, i32* %t19
  %t44 = load i64, i64* %v7
  %t45 = getelementptr inbounds i32, i32* %p4, i64 %t44
  %t46 = load i64, i64* %v7
  %t47 = getelementptr inbounds i32, i32* %p0, i64 %t46
  %t48 = load i32, i32* %t47
  %t49 = load i64, i64* %v7
  %t50 = getelementptr inbounds i32, i32* %p1, i64 %t49
  %t51 = load i32, i32* %t50
  %t52 = icmp eq i32 %t51, 0
  %t53 = icmp eq i32 %t51, -1
  %t54 = or i1 %t52, %t53
  %t55 = select i1 %t54, i32 1, i32 %t51
  %t56 = sdiv i32 %t48, %t55
  %t57 = sub i32 0, %t48
  %t58 = select i1 %t53, i32 %t57, i32 %t56
  %t59 = select i1 %t52, i32 0, i32 %t58
  %t60 = or i32 %t59, 0
  store i32 %t60, i32* %t45
  %t61 = load i64, i64* %v7
  %t62 = getelementptr inbounds i32, i32* %p5, i64 %t61
  %t63 = load i64, i64* %v7
  %t64 = getelementptr inbounds i32, i32* %p0, i64 %t63
  %t65 = load i32, i32* %t64
  %t66 = load i64, i64* %v7
  %t67 = getelementptr inbounds i32, i32* %p1, i64 %t66
  %t68 = load i32, i32* %t67
  %t69 = icmp eq i32 %t68, 0
  %t70 = icmp eq i32 %t68, -1
  %t71 = or i1 %t69, %t70
  %t72 = select i1 %t71, i32 1, i32 %t68
  %t73 = srem i32 %t65, %t72
  %t74 = select i1 %t71, i32 0, i32 %t73
  store i32 %t74, i32* %t62
  %t75 = load i64, i64* %v7
  %t76 = getelementptr inbounds float, float* %p6, i64 %t75
  %t77 = load i64, i64* %v7
  %t78 = getelementptr inbounds i32, i32* %p0, i64 %t77
  %t79 = load i32, i32* %t78
  %t80 = sitofp i32 %t79 to float
  %t81 = load i64, i64* %v7
  %t82 = getelementptr inbounds i32, i32* %p1, i64 %t81
  %t83 = load i32, i32* %t82
  %t84 = icmp eq i32 %t83, 0
  br i1 %t84, label %cond.then4, label %cond.else5
cond.then4:
  br label %cond.end6
cond.else5:
  %t85 = load i64, i64* %v7
  %t86 = getelementptr inbounds i32, i32* %p1, i64 %t85
  %t87 = load i32, i32* %t86
  br label %cond.end6
cond.end6:
  %t88 = phi i32 [1, %cond.then4], [%t87, %cond.else5]
  %t89 = sitofp i32 %t88 to float
  %t90 = fdiv float %t80, %t89
  store float %t90, float* %t76
  br label %loop.latch3
loop.latch3:
  %t91 = load i64, i64* %flat
  %t92 = add i64 %t91, 1
  store i64 %t92, i64* %flat
  br label %loop.head1, !llvm.loop !0
loop.exit0:
  ret void
}

define void @tack_chunk_intdiv(i64* %slots, i64 %start, i64 %end) #0 {
entry:
  %s0.p = getelementptr i64, i64* %slots, i64 0
  %s0 = load i64, i64* %s0.p
  %s0.a = inttoptr i64 %s0 to i32*
  %s1.p = getelementptr i64, i64* %slots, i64 1
  %s1 = load i64, i64* %s1.p
  %s1.a = inttoptr i64 %s1 to i32*
  %s2.p = getelementptr i64, i64* %slots, i64 2
  %s2 = load i64, i64* %s2.p
  %s2.a = inttoptr i64 %s2 to i32*
  %s3.p = getelementptr i64, i64* %slots, i64 3
  %s3 = load i64, i64* %s3.p
  %s3.a = inttoptr i64 %s3 to i32*
  %s4.p = getelementptr i64, i64* %slots, i64 4
  %s4 = load i64, i64* %s4.p
  %s4.a = inttoptr i64 %s4 to i32*
  %s5.p = getelementptr i64, i64* %slots, i64 5
  %s5 = load i64, i64* %s5.p
  %s5.a = inttoptr i64 %s5 to i32*
  %s6.p = getelementptr i64, i64* %slots, i64 6
  %s6 = load i64, i64* %s6.p
  %s6.a = inttoptr i64 %s6 to float*
  %h7.p = getelementptr i64, i64* %slots, i64 7
  %h7 = load i64, i64* %h7.p
  %h8.p = getelementptr i64, i64* %slots, i64 8
  %h8 = load i64, i64* %h8.p
  %h9.p = getelementptr i64, i64* %slots, i64 9
  %h9 = load i64, i64* %h9.p
  %h10.p = getelementptr i64, i64* %slots, i64 10
  %h10 = load i64, i64* %h10.p
  %h11.p = getelementptr i64, i64* %slots, i64 11
  %h11 = load i64, i64* %h11.p
  %h12.p = getelementptr i64, i64* %slots, i64 12
  %h12 = load i64, i64* %h12.p
  %h13.p = getelementptr i64, i64* %slots, i64 13
  %h13 = load i64, i64* %h13.p
  call void @tack_kernel_intdiv(i32* %s0.a, i32* %s1.a, i32* %s2.a, i32* %s3.a, i32* %s4.a, i32* %s5.a, float* %s6.a, i64 %h7, i64 %h8, i64 %h9, i64 %h10, i64 %h11, i64 %h12, i64 %h13, i64 %start, i64 %end)
  ret void
}


attributes #0 = { nounwind }
attributes #1 = { alwaysinline nounwind }

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.runtime.disable"}
