; Tack kernel 'logic' (generated; do not edit)
source_filename = "tack"
target triple = "x86_64-unknown-linux-gnu"

define internal void @tack_kernel_logic(i32* %p0, i32* %p1, i32* %p2, i64 %p0.len, i64 %p1.len, i64 %p2.len, i64* %status, i64 %start, i64 %end) #0 {
entry:
  %budget = alloca i64
  %it3.1 = alloca i64
  %v3 = alloca i64
  %v4 = alloca i32
  %v5 = alloca i32
  %v6 = alloca i1
  %v7 = alloca i1
  store i64 65536, i64* %budget
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
  %t14 = icmp ult i64 %start, %p2.len
  %t15 = icmp ult i64 %t6, %p2.len
  %t16 = and i1 %t14, %t15
  %t17 = and i1 %t13, %t16
  br i1 %t17, label %fast4, label %slow5
fast4:
  store i64 %start, i64* %it3.1
  br label %it.head6
it.head6:
  %t18 = load i64, i64* %it3.1
  %t19 = icmp slt i64 %t18, %end
  br i1 %t19, label %it.body7, label %loop.exit0
it.body7:
  store i64 %t18, i64* %v3
  %t20 = load i64, i64* %v3
  %t21 = getelementptr inbounds i32, i32* %p0, i64 %t20
  %t22 = load i32, i32* %t21
  store i32 %t22, i32* %v4
  %t23 = load i64, i64* %v3
  %t24 = getelementptr inbounds i32, i32* %p1, i64 %t23
  %t25 = load i32, i32* %t24
  store i32 %t25, i32* %v5
  %t26 = load i32, i32* %v4
  %t27 = icmp sgt i32 %t26, -100
  br i1 %t27, label %logic.rhs9, label %logic.end10
logic.rhs9:
  %t28 = load i32, i32* %v4
  %t29 = icmp slt i32 %t28, 100
  br label %logic.end10
logic.end10:
  %t30 = phi i1 [false, %it.body7], [%t29, %logic.rhs9]
  store i1 %t30, i1* %v6
  %t31 = load i32, i32* %v5
  %t32 = zext i32 %t31 to i64
  %t33 = icmp sgt i64 %t32, 1000
  br i1 %t33, label %logic.end12, label %logic.rhs11
logic.rhs11:
  %t34 = load i32, i32* %v4
  %t35 = sext i32 %t34 to i64
  %t36 = load i32, i32* %v5
  %t37 = zext i32 %t36 to i64
  %t38 = icmp slt i64 %t35, %t37
  br label %logic.end12
logic.end12:
  %t39 = phi i1 [true, %logic.end10], [%t38, %logic.rhs11]
  store i1 %t39, i1* %v7
  %t40 = load i64, i64* %v3
  %t41 = load i1, i1* %v6
  br i1 %t41, label %cond.then13, label %cond.else14
cond.then13:
  %t42 = load i1, i1* %v7
  br i1 %t42, label %cond.then16, label %cond.else17
cond.then16:
  br label %cond.end18
cond.else17:
  br label %cond.end18
cond.end18:
  %t43 = phi i32 [1, %cond.then16], [2, %cond.else17]
  br label %cond.end15
cond.else14:
  %t44 = load i1, i1* %v7
  %t45 = xor i1 %t44, true
  br i1 %t45, label %cond.then19, label %cond.else20
cond.then19:
  br label %cond.end21
cond.else20:
  br label %cond.end21
cond.end21:
  %t46 = phi i32 [3, %cond.then19], [4, %cond.else20]
  br label %cond.end15
cond.end15:
  %t47 = phi i32 [%t43, %cond.end18], [%t46, %cond.end21]
  %t48 = getelementptr inbounds i32, i32* %p2, i64 %t40
  store i32 %t47, i32* %t48
  %t49 = load i1, i1* %v6
  %t50 = xor i1 %t49, true
  br i1 %t50, label %logic.rhs22, label %logic.end23
logic.rhs22:
  %t51 = load i32, i32* %v4
  %t52 = icmp eq i32 %t51, -5
  br label %logic.end23
logic.end23:
  %t53 = phi i1 [false, %cond.end15], [%t52, %logic.rhs22]
  br i1 %t53, label %if.then24, label %if.else25
if.then24:
  %t54 = load i64, i64* %v3
  %t55 = getelementptr inbounds i32, i32* %p2, i64 %t54
  store i32 5, i32* %t55
  br label %if.end26
if.else25:
  br label %if.end26
if.end26:
  br label %it.latch8
it.latch8:
  %t56 = load i64, i64* %it3.1
  %t57 = add i64 %t56, 1
  store i64 %t57, i64* %it3.1
  br label %it.head6, !llvm.loop !0
slow5:
  store i64 %start, i64* %it3.1
  br label %it.head27
it.head27:
  %t58 = load i64, i64* %it3.1
  %t59 = icmp slt i64 %t58, %end
  br i1 %t59, label %it.body28, label %loop.exit0
it.body28:
  store i64 %t58, i64* %v3
  %t60 = load i64, i64* %v3
  %t61 = icmp ult i64 %t60, %p0.len
  br i1 %t61, label %inb30, label %oob31, !prof !2
oob31:
  call void @tack.oob(i64* %status, i64 1, i64 %t60)
  br label %abort
inb30:
  %t62 = getelementptr inbounds i32, i32* %p0, i64 %t60
  %t63 = load i32, i32* %t62
  store i32 %t63, i32* %v4
  %t64 = load i64, i64* %v3
  %t65 = icmp ult i64 %t64, %p1.len
  br i1 %t65, label %inb32, label %oob33, !prof !2
oob33:
  call void @tack.oob(i64* %status, i64 2, i64 %t64)
  br label %abort
inb32:
  %t66 = getelementptr inbounds i32, i32* %p1, i64 %t64
  %t67 = load i32, i32* %t66
  store i32 %t67, i32* %v5
  %t68 = load i32, i32* %v4
  %t69 = icmp sgt i32 %t68, -100
  br i1 %t69, label %logic.rhs34, label %logic.end35
logic.rhs34:
  %t70 = load i32, i32* %v4
  %t71 = icmp slt i32 %t70, 100
  br label %logic.end35
logic.end35:
  %t72 = phi i1 [false, %inb32], [%t71, %logic.rhs34]
  store i1 %t72, i1* %v6
  %t73 = load i32, i32* %v5
  %t74 = zext i32 %t73 to i64
  %t75 = icmp sgt i64 %t74, 1000
  br i1 %t75, label %logic.end37, label %logic.rhs36
logic.rhs36:
  %t76 = load i32, i32* %v4
  %t77 = sext i32 %t76 to i64
  %t78 = load i32, i32* %v5
  %t79 = zext i32 %t78 to i64
  %t80 = icmp slt i64 %t77, %t79
  br label %logic.end37
logic.end37:
  %t81 = phi i1 [true, %logic.end35], [%t80, %logic.rhs36]
  store i1 %t81, i1* %v7
  %t82 = load i64, i64* %v3
  %t83 = load i1, i1* %v6
  br i1 %t83, label %cond.then38, label %cond.else39
cond.then38:
  %t84 = load i1, i1* %v7
  br i1 %t84, label %cond.then41, label %cond.else42
cond.then41:
  br label %cond.end43
cond.else42:
  br label %cond.end43
cond.end43:
  %t85 = phi i32 [1, %cond.then41], [2, %cond.else42]
  br label %cond.end40
cond.else39:
  %t86 = load i1, i1* %v7
  %t87 = xor i1 %t86, true
  br i1 %t87, label %cond.then44, label %cond.else45
cond.then44:
  br label %cond.end46
cond.else45:
  br label %cond.end46
cond.end46:
  %t88 = phi i32 [3, %cond.then44], [4, %cond.else45]
  br label %cond.end40
cond.end40:
  %t89 = phi i32 [%t85, %cond.end43], [%t88, %cond.end46]
  %t90 = icmp ult i64 %t82, %p2.len
  br i1 %t90, label %inb47, label %oob48, !prof !2
oob48:
  call void @tack.oob(i64* %status, i64 3, i64 %t82)
  br label %abort
inb47:
  %t91 = getelementptr inbounds i32, i32* %p2, i64 %t82
  store i32 %t89, i32* %t91
  %t92 = load i1, i1* %v6
  %t93 = xor i1 %t92, true
  br i1 %t93, label %logic.rhs49, label %logic.end50
logic.rhs49:
  %t94 = load i32, i32* %v4
  %t95 = icmp eq i32 %t94, -5
  br label %logic.end50
logic.end50:
  %t96 = phi i1 [false, %inb47], [%t95, %logic.rhs49]
  br i1 %t96, label %if.then51, label %if.else52
if.then51:
  %t97 = load i64, i64* %v3
  %t98 = icmp ult i64 %t97, %p2.len
  br i1 %t98, label %inb54, label %oob55, !prof !2
oob55:
  call void @tack.oob(i64* %status, i64 4, i64 %t97)
  br label %abort
inb54:
  %t99 = getelementptr inbounds i32, i32* %p2, i64 %t97
  store i32 5, i32* %t99
  br label %if.end53
if.else52:
  br label %if.end53
if.end53:
  br label %it.latch29
it.latch29:
  %t100 = load i64, i64* %it3.1
  %t101 = add i64 %t100, 1
  store i64 %t101, i64* %it3.1
  br label %it.head27, !llvm.loop !3
loop.exit0:
  ret void
abort:
  ret void
}

define void @tack_chunk_logic(i64* %slots, i64 %start, i64 %end) #0 {
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
  %h3.p = getelementptr i64, i64* %slots, i64 3
  %h3 = load i64, i64* %h3.p
  %h4.p = getelementptr i64, i64* %slots, i64 4
  %h4 = load i64, i64* %h4.p
  %h5.p = getelementptr i64, i64* %slots, i64 5
  %h5 = load i64, i64* %h5.p
  %st.p = getelementptr i64, i64* %slots, i64 6
  %st = load i64, i64* %st.p
  %st.a = inttoptr i64 %st to i64*
  call void @tack_kernel_logic(i32* %s0.a, i32* %s1.a, i32* %s2.a, i64 %h3, i64 %h4, i64 %h5, i64* %st.a, i64 %start, i64 %end)
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
