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
  %t21 = load atomic i64, i64* %status monotonic, align 8
  %t22 = icmp ne i64 %t21, 0
  br i1 %t22, label %abort, label %chunk.go6, !prof !6
chunk.go6:
  %t23 = sub i64 %t16, %t13
  %t24 = load i64, i64* %budget
  %t25 = sub i64 %t24, %t23
  store i64 %t25, i64* %budget
  %t26 = icmp slt i64 %t25, 0
  br i1 %t26, label %poll7, label %poll.go8
poll7:
  store i64 65536, i64* %budget
  %t27 = call i1 @tack.poll(i64* %status)
  br i1 %t27, label %abort, label %poll.go8
poll.go8:
  %t28 = sub i64 %t16, 1
  %t29 = load i64, i64* %v4
  %t30 = load i32, i32* %v2
  %t31 = sext i32 %t30 to i64
  %t32 = mul i64 %t29, %t31
  %t33 = load i64, i64* %v5
  %t34 = add i64 %t32, %t33
  %t35 = load i32, i32* %v3
  %t36 = sext i32 %t35 to i64
  %t37 = mul i64 %t34, %t36
  %t38 = add i64 %t37, %t13
  %t39 = load i64, i64* %v4
  %t40 = load i32, i32* %v2
  %t41 = sext i32 %t40 to i64
  %t42 = mul i64 %t39, %t41
  %t43 = load i64, i64* %v5
  %t44 = add i64 %t42, %t43
  %t45 = load i32, i32* %v3
  %t46 = sext i32 %t45 to i64
  %t47 = mul i64 %t44, %t46
  %t48 = add i64 %t47, %t28
  %t49 = icmp ult i64 %t38, %p0.len
  %t50 = icmp ult i64 %t48, %p0.len
  %t51 = and i1 %t49, %t50
  br i1 %t51, label %fast9, label %slow10
fast9:
  store i64 %t13, i64* %it6.5
  br label %it.head11
it.head11:
  %t52 = load i64, i64* %it6.5
  %t53 = icmp slt i64 %t52, %t16
  br i1 %t53, label %it.body12, label %grid.rowlatch4
it.body12:
  store i64 %t52, i64* %v6
  %t54 = load i64, i64* %v4
  %t55 = load i32, i32* %v2
  %t56 = sext i32 %t55 to i64
  %t57 = mul i64 %t54, %t56
  %t58 = load i64, i64* %v5
  %t59 = add i64 %t57, %t58
  %t60 = load i32, i32* %v3
  %t61 = sext i32 %t60 to i64
  %t62 = mul i64 %t59, %t61
  %t63 = load i64, i64* %v6
  %t64 = add i64 %t62, %t63
  %t65 = load i64, i64* %v4
  %t66 = mul i64 %t65, 10000
  %t67 = load i64, i64* %v5
  %t68 = mul i64 %t67, 100
  %t69 = add i64 %t66, %t68
  %t70 = load i64, i64* %v6
  %t71 = add i64 %t69, %t70
  %t72 = trunc i64 %t71 to i32
  %t73 = getelementptr inbounds i32, i32* %p0, i64 %t64
  store i32 %t72, i32* %t73
  br label %it.latch13
it.latch13:
  %t74 = load i64, i64* %it6.5
  %t75 = add i64 %t74, 1
  store i64 %t75, i64* %it6.5
  br label %it.head11, !llvm.loop !0
slow10:
  store i64 %t13, i64* %it6.5
  br label %it.head14
it.head14:
  %t76 = load i64, i64* %it6.5
  %t77 = icmp slt i64 %t76, %t16
  br i1 %t77, label %it.body15, label %grid.rowlatch4
it.body15:
  store i64 %t76, i64* %v6
  %t78 = load i64, i64* %v4
  %t79 = load i32, i32* %v2
  %t80 = sext i32 %t79 to i64
  %t81 = mul i64 %t78, %t80
  %t82 = load i64, i64* %v5
  %t83 = add i64 %t81, %t82
  %t84 = load i32, i32* %v3
  %t85 = sext i32 %t84 to i64
  %t86 = mul i64 %t83, %t85
  %t87 = load i64, i64* %v6
  %t88 = add i64 %t86, %t87
  %t89 = load i64, i64* %v4
  %t90 = mul i64 %t89, 10000
  %t91 = load i64, i64* %v5
  %t92 = mul i64 %t91, 100
  %t93 = add i64 %t90, %t92
  %t94 = load i64, i64* %v6
  %t95 = add i64 %t93, %t94
  %t96 = trunc i64 %t95 to i32
  %t97 = icmp ult i64 %t88, %p0.len
  br i1 %t97, label %inb17, label %oob18, !prof !2
oob18:
  call void @tack.oob(i64* %status, i64 1, i64 %t88, i64 %p0.len)
  br label %abort
inb17:
  %t98 = getelementptr inbounds i32, i32* %p0, i64 %t88
  store i32 %t96, i32* %t98
  br label %it.latch16
it.latch16:
  %t99 = load i64, i64* %it6.5
  %t100 = add i64 %t99, 1
  store i64 %t100, i64* %it6.5
  br label %it.head14, !llvm.loop !3
grid.rowlatch4:
  %t101 = load i64, i64* %row
  %t102 = add i64 %t101, 1
  store i64 %t102, i64* %row
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
