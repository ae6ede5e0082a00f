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
  %blk6.5 = alloca i64
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
  store i64 %t13, i64* %blk6.5
  br label %blk.head5
blk.head5:
  %t20 = load i64, i64* %blk6.5
  %t21 = icmp slt i64 %t20, %t16
  br i1 %t21, label %blk.body6, label %grid.rowlatch4
blk.body6:
  %t22 = add i64 %t20, 4096
  %t23 = icmp slt i64 %t22, %t16
  %t24 = select i1 %t23, i64 %t22, i64 %t16
  %t25 = sub i64 %t24, %t20
  %t26 = load i64, i64* %budget
  %t27 = sub i64 %t26, %t25
  store i64 %t27, i64* %budget
  %t28 = icmp slt i64 %t27, 0
  br i1 %t28, label %poll8, label %poll.go9
poll8:
  store i64 65536, i64* %budget
  %t29 = call i1 @tack.poll(i64* %status)
  br i1 %t29, label %abort, label %poll.go9
poll.go9:
  %t30 = sub i64 %t24, 1
  %t31 = load i64, i64* %v4
  %t32 = load i32, i32* %v2
  %t33 = sext i32 %t32 to i64
  %t34 = mul i64 %t31, %t33
  %t35 = load i64, i64* %v5
  %t36 = add i64 %t34, %t35
  %t37 = load i32, i32* %v3
  %t38 = sext i32 %t37 to i64
  %t39 = mul i64 %t36, %t38
  %t40 = add i64 %t39, %t20
  %t41 = load i64, i64* %v4
  %t42 = load i32, i32* %v2
  %t43 = sext i32 %t42 to i64
  %t44 = mul i64 %t41, %t43
  %t45 = load i64, i64* %v5
  %t46 = add i64 %t44, %t45
  %t47 = load i32, i32* %v3
  %t48 = sext i32 %t47 to i64
  %t49 = mul i64 %t46, %t48
  %t50 = add i64 %t49, %t30
  %t51 = icmp ult i64 %t40, %p0.len
  %t52 = icmp ult i64 %t50, %p0.len
  %t53 = and i1 %t51, %t52
  br i1 %t53, label %fast10, label %slow11
fast10:
  store i64 %t20, i64* %it6.5
  br label %it.head12
it.head12:
  %t54 = load i64, i64* %it6.5
  %t55 = icmp slt i64 %t54, %t24
  br i1 %t55, label %it.body13, label %blk.next7
it.body13:
  store i64 %t54, i64* %v6
  %t56 = load i64, i64* %v4
  %t57 = load i32, i32* %v2
  %t58 = sext i32 %t57 to i64
  %t59 = mul i64 %t56, %t58
  %t60 = load i64, i64* %v5
  %t61 = add i64 %t59, %t60
  %t62 = load i32, i32* %v3
  %t63 = sext i32 %t62 to i64
  %t64 = mul i64 %t61, %t63
  %t65 = load i64, i64* %v6
  %t66 = add i64 %t64, %t65
  %t67 = load i64, i64* %v4
  %t68 = mul i64 %t67, 10000
  %t69 = load i64, i64* %v5
  %t70 = mul i64 %t69, 100
  %t71 = add i64 %t68, %t70
  %t72 = load i64, i64* %v6
  %t73 = add i64 %t71, %t72
  %t74 = trunc i64 %t73 to i32
  %t75 = getelementptr inbounds i32, i32* %p0, i64 %t66
  store i32 %t74, i32* %t75
  br label %it.latch14
it.latch14:
  %t76 = load i64, i64* %it6.5
  %t77 = add i64 %t76, 1
  store i64 %t77, i64* %it6.5
  br label %it.head12, !llvm.loop !0
slow11:
  store i64 %t20, i64* %it6.5
  br label %it.head15
it.head15:
  %t78 = load i64, i64* %it6.5
  %t79 = icmp slt i64 %t78, %t24
  br i1 %t79, label %it.body16, label %blk.next7
it.body16:
  store i64 %t78, i64* %v6
  %t80 = load i64, i64* %v4
  %t81 = load i32, i32* %v2
  %t82 = sext i32 %t81 to i64
  %t83 = mul i64 %t80, %t82
  %t84 = load i64, i64* %v5
  %t85 = add i64 %t83, %t84
  %t86 = load i32, i32* %v3
  %t87 = sext i32 %t86 to i64
  %t88 = mul i64 %t85, %t87
  %t89 = load i64, i64* %v6
  %t90 = add i64 %t88, %t89
  %t91 = load i64, i64* %v4
  %t92 = mul i64 %t91, 10000
  %t93 = load i64, i64* %v5
  %t94 = mul i64 %t93, 100
  %t95 = add i64 %t92, %t94
  %t96 = load i64, i64* %v6
  %t97 = add i64 %t95, %t96
  %t98 = trunc i64 %t97 to i32
  %t99 = icmp ult i64 %t90, %p0.len
  br i1 %t99, label %inb18, label %oob19, !prof !2
oob19:
  call void @tack.oob(i64* %status, i64 1, i64 %t90)
  br label %abort
inb18:
  %t100 = getelementptr inbounds i32, i32* %p0, i64 %t90
  store i32 %t98, i32* %t100
  br label %it.latch17
it.latch17:
  %t101 = load i64, i64* %it6.5
  %t102 = add i64 %t101, 1
  store i64 %t102, i64* %it6.5
  br label %it.head15, !llvm.loop !0
blk.next7:
  store i64 %t24, i64* %blk6.5
  br label %blk.head5
grid.rowlatch4:
  %t103 = load i64, i64* %row
  %t104 = add i64 %t103, 1
  store i64 %t104, i64* %row
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

attributes #0 = { nounwind }
attributes #1 = { alwaysinline nounwind }
attributes #2 = { cold noinline nounwind }

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.runtime.disable"}
!2 = !{!"branch_weights", i32 1048576, i32 1}
