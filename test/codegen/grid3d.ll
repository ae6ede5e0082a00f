; Tack kernel 'grid3d' (generated; do not edit)
source_filename = "tack"
target triple = "x86_64-unknown-linux-gnu"

define internal void @tack_kernel_grid3d(i32* %p0, i32 %p1, i32 %p2, i32 %p3, i64 %p0.len, i64* %status, i64 %start, i64 %end) #0 {
entry:
  %budget = alloca i64
  %v1 = alloca i32
  %v2 = alloca i32
  %v3 = alloca i32
  %row = alloca i64
  %v4 = alloca i64
  %v5 = alloca i64
  %it6.5 = alloca i64
  %v6 = alloca i64
  store i64 65536, i64* %budget
  store i32 %p1, i32* %v1
  store i32 %p2, i32* %v2
  store i32 %p3, i32* %v3
  %t0 = load i32, i32* %v1
  %t1 = sext i32 %t0 to i64
  %t2 = load i32, i32* %v2
  %t3 = sext i32 %t2 to i64
  %t4 = load i32, i32* %v3
  %t5 = sext i32 %t4 to i64
  %t6 = icmp slt i64 %start, %end
  br i1 %t6, label %grid.init1, label %loop.exit0
grid.init1:
  %t7 = sdiv i64 %start, %t5
  store i64 %t7, i64* %row
  br label %grid.row2
grid.row2:
  %t8 = load i64, i64* %row
  %t9 = mul i64 %t8, %t5
  %t10 = icmp slt i64 %t9, %end
  br i1 %t10, label %grid.rowbody3, label %loop.exit0
grid.rowbody3:
  %t11 = sub i64 %start, %t9
  %t12 = icmp sgt i64 %t11, 0
  %t13 = select i1 %t12, i64 %t11, i64 0
  %t14 = sub i64 %end, %t9
  %t15 = icmp slt i64 %t14, %t5
  %t16 = select i1 %t15, i64 %t14, i64 %t5
  %t17 = sdiv i64 %t8, %t3
  %t18 = mul i64 %t17, %t3
  %t19 = sub i64 %t8, %t18
  store i64 %t17, i64* %v4
  store i64 %t19, i64* %v5
  %t20 = icmp sge i64 %t13, %t16
  br i1 %t20, label %grid.rowlatch4, label %chunk5
chunk5:
  %t21 = sub i64 %t16, %t13
  %t22 = load i64, i64* %budget
  %t23 = sub i64 %t22, %t21
  store i64 %t23, i64* %budget
  %t24 = icmp slt i64 %t23, 0
  br i1 %t24, label %poll6, label %poll.go7
poll6:
  store i64 65536, i64* %budget
  %t25 = call i1 @tack.poll(i64* %status)
  br i1 %t25, label %abort, label %poll.go7
poll.go7:
  %t26 = sub i64 %t16, 1
  %t27 = load i64, i64* %v4
  %t28 = load i32, i32* %v2
  %t29 = sext i32 %t28 to i64
  %t30 = mul i64 %t27, %t29
  %t31 = load i64, i64* %v5
  %t32 = add i64 %t30, %t31
  %t33 = load i32, i32* %v3
  %t34 = sext i32 %t33 to i64
  %t35 = mul i64 %t32, %t34
  %t36 = add i64 %t35, %t13
  %t37 = load i64, i64* %v4
  %t38 = load i32, i32* %v2
  %t39 = sext i32 %t38 to i64
  %t40 = mul i64 %t37, %t39
  %t41 = load i64, i64* %v5
  %t42 = add i64 %t40, %t41
  %t43 = load i32, i32* %v3
  %t44 = sext i32 %t43 to i64
  %t45 = mul i64 %t42, %t44
  %t46 = add i64 %t45, %t26
  %t47 = icmp ult i64 %t36, %p0.len
  %t48 = icmp ult i64 %t46, %p0.len
  %t49 = and i1 %t47, %t48
  br i1 %t49, label %fast8, label %slow9
fast8:
  store i64 %t13, i64* %it6.5
  br label %it.head10
it.head10:
  %t50 = load i64, i64* %it6.5
  %t51 = icmp slt i64 %t50, %t16
  br i1 %t51, label %it.body11, label %grid.rowlatch4
it.body11:
  store i64 %t50, i64* %v6
  %t52 = load i64, i64* %v4
  %t53 = load i32, i32* %v2
  %t54 = sext i32 %t53 to i64
  %t55 = mul i64 %t52, %t54
  %t56 = load i64, i64* %v5
  %t57 = add i64 %t55, %t56
  %t58 = load i32, i32* %v3
  %t59 = sext i32 %t58 to i64
  %t60 = mul i64 %t57, %t59
  %t61 = load i64, i64* %v6
  %t62 = add i64 %t60, %t61
  %t63 = load i64, i64* %v4
  %t64 = mul i64 %t63, 10000
  %t65 = load i64, i64* %v5
  %t66 = mul i64 %t65, 100
  %t67 = add i64 %t64, %t66
  %t68 = load i64, i64* %v6
  %t69 = add i64 %t67, %t68
  %t70 = trunc i64 %t69 to i32
  %t71 = getelementptr inbounds i32, i32* %p0, i64 %t62
  store i32 %t70, i32* %t71
  br label %it.latch12
it.latch12:
  %t72 = load i64, i64* %it6.5
  %t73 = add i64 %t72, 1
  store i64 %t73, i64* %it6.5
  br label %it.head10, !llvm.loop !0
slow9:
  store i64 %t13, i64* %it6.5
  br label %it.head13
it.head13:
  %t74 = load i64, i64* %it6.5
  %t75 = icmp slt i64 %t74, %t16
  br i1 %t75, label %it.body14, label %grid.rowlatch4
it.body14:
  store i64 %t74, i64* %v6
  %t76 = load i64, i64* %v4
  %t77 = load i32, i32* %v2
  %t78 = sext i32 %t77 to i64
  %t79 = mul i64 %t76, %t78
  %t80 = load i64, i64* %v5
  %t81 = add i64 %t79, %t80
  %t82 = load i32, i32* %v3
  %t83 = sext i32 %t82 to i64
  %t84 = mul i64 %t81, %t83
  %t85 = load i64, i64* %v6
  %t86 = add i64 %t84, %t85
  %t87 = load i64, i64* %v4
  %t88 = mul i64 %t87, 10000
  %t89 = load i64, i64* %v5
  %t90 = mul i64 %t89, 100
  %t91 = add i64 %t88, %t90
  %t92 = load i64, i64* %v6
  %t93 = add i64 %t91, %t92
  %t94 = trunc i64 %t93 to i32
  %t95 = icmp ult i64 %t86, %p0.len
  br i1 %t95, label %inb16, label %oob17, !prof !2
oob17:
  call void @tack.oob(i64* %status, i64 1, i64 %t86)
  br label %abort
inb16:
  %t96 = getelementptr inbounds i32, i32* %p0, i64 %t86
  store i32 %t94, i32* %t96
  br label %it.latch15
it.latch15:
  %t97 = load i64, i64* %it6.5
  %t98 = add i64 %t97, 1
  store i64 %t98, i64* %it6.5
  br label %it.head13, !llvm.loop !3
grid.rowlatch4:
  %t99 = load i64, i64* %row
  %t100 = add i64 %t99, 1
  store i64 %t100, i64* %row
  br label %grid.row2
loop.exit0:
  ret void
abort:
  ret void
}

define void @tack_chunk_grid3d(i64* %slots, i64 %start, i64 %end) #0 {
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
  call void @tack_kernel_grid3d(i32* %s0.a, i32 %s1.v, i32 %s2.v, i32 %s3.v, i64 %h4, i64* %st.a, i64 %start, i64 %end)
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
