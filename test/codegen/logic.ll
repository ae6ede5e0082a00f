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
  %t16 = icmp ult i64 %start, %p2.len
  %t17 = icmp ult i64 %t8, %p2.len
  %t18 = and i1 %t16, %t17
  %t19 = and i1 %t15, %t18
  br i1 %t19, label %fast5, label %slow6
fast5:
  store i64 %start, i64* %it3.1
  br label %it.head7
it.head7:
  %t20 = load i64, i64* %it3.1
  %t21 = icmp slt i64 %t20, %end
  br i1 %t21, label %it.body8, label %loop.exit0
it.body8:
  store i64 %t20, i64* %v3
  %t22 = load i64, i64* %v3
  %t23 = getelementptr inbounds i32, i32* %p0, i64 %t22
  %t24 = load i32, i32* %t23
  store i32 %t24, i32* %v4
  %t25 = load i64, i64* %v3
  %t26 = getelementptr inbounds i32, i32* %p1, i64 %t25
  %t27 = load i32, i32* %t26
  store i32 %t27, i32* %v5
  %t28 = load i32, i32* %v4
  %t29 = icmp sgt i32 %t28, -100
  br i1 %t29, label %logic.rhs10, label %logic.end11
logic.rhs10:
  %t30 = load i32, i32* %v4
  %t31 = icmp slt i32 %t30, 100
  br label %logic.end11
logic.end11:
  %t32 = phi i1 [false, %it.body8], [%t31, %logic.rhs10]
  store i1 %t32, i1* %v6
  %t33 = load i32, i32* %v5
  %t34 = zext i32 %t33 to i64
  %t35 = icmp sgt i64 %t34, 1000
  br i1 %t35, label %logic.end13, label %logic.rhs12
logic.rhs12:
  %t36 = load i32, i32* %v4
  %t37 = sext i32 %t36 to i64
  %t38 = load i32, i32* %v5
  %t39 = zext i32 %t38 to i64
  %t40 = icmp slt i64 %t37, %t39
  br label %logic.end13
logic.end13:
  %t41 = phi i1 [true, %logic.end11], [%t40, %logic.rhs12]
  store i1 %t41, i1* %v7
  %t42 = load i64, i64* %v3
  %t43 = load i1, i1* %v6
  br i1 %t43, label %cond.then14, label %cond.else15
cond.then14:
  %t44 = load i1, i1* %v7
  br i1 %t44, label %cond.then17, label %cond.else18
cond.then17:
  br label %cond.end19
cond.else18:
  br label %cond.end19
cond.end19:
  %t45 = phi i32 [1, %cond.then17], [2, %cond.else18]
  br label %cond.end16
cond.else15:
  %t46 = load i1, i1* %v7
  %t47 = xor i1 %t46, true
  br i1 %t47, label %cond.then20, label %cond.else21
cond.then20:
  br label %cond.end22
cond.else21:
  br label %cond.end22
cond.end22:
  %t48 = phi i32 [3, %cond.then20], [4, %cond.else21]
  br label %cond.end16
cond.end16:
  %t49 = phi i32 [%t45, %cond.end19], [%t48, %cond.end22]
  %t50 = getelementptr inbounds i32, i32* %p2, i64 %t42
  store i32 %t49, i32* %t50
  %t51 = load i1, i1* %v6
  %t52 = xor i1 %t51, true
  br i1 %t52, label %logic.rhs23, label %logic.end24
logic.rhs23:
  %t53 = load i32, i32* %v4
  %t54 = icmp eq i32 %t53, -5
  br label %logic.end24
logic.end24:
  %t55 = phi i1 [false, %cond.end16], [%t54, %logic.rhs23]
  br i1 %t55, label %if.then25, label %if.else26
if.then25:
  %t56 = load i64, i64* %v3
  %t57 = getelementptr inbounds i32, i32* %p2, i64 %t56
  store i32 5, i32* %t57
  br label %if.end27
if.else26:
  br label %if.end27
if.end27:
  br label %it.latch9
it.latch9:
  %t58 = load i64, i64* %it3.1
  %t59 = add i64 %t58, 1
  store i64 %t59, i64* %it3.1
  br label %it.head7, !llvm.loop !0
slow6:
  store i64 %start, i64* %it3.1
  br label %it.head28
it.head28:
  %t60 = load i64, i64* %it3.1
  %t61 = icmp slt i64 %t60, %end
  br i1 %t61, label %it.body29, label %loop.exit0
it.body29:
  store i64 %t60, i64* %v3
  %t62 = load i64, i64* %v3
  %t63 = icmp ult i64 %t62, %p0.len
  br i1 %t63, label %inb31, label %oob32, !prof !2
oob32:
  call void @tack.oob(i64* %status, i64 1, i64 %t62, i64 %p0.len)
  br label %abort
inb31:
  %t64 = getelementptr inbounds i32, i32* %p0, i64 %t62
  %t65 = load i32, i32* %t64
  store i32 %t65, i32* %v4
  %t66 = load i64, i64* %v3
  %t67 = icmp ult i64 %t66, %p1.len
  br i1 %t67, label %inb33, label %oob34, !prof !2
oob34:
  call void @tack.oob(i64* %status, i64 2, i64 %t66, i64 %p1.len)
  br label %abort
inb33:
  %t68 = getelementptr inbounds i32, i32* %p1, i64 %t66
  %t69 = load i32, i32* %t68
  store i32 %t69, i32* %v5
  %t70 = load i32, i32* %v4
  %t71 = icmp sgt i32 %t70, -100
  br i1 %t71, label %logic.rhs35, label %logic.end36
logic.rhs35:
  %t72 = load i32, i32* %v4
  %t73 = icmp slt i32 %t72, 100
  br label %logic.end36
logic.end36:
  %t74 = phi i1 [false, %inb33], [%t73, %logic.rhs35]
  store i1 %t74, i1* %v6
  %t75 = load i32, i32* %v5
  %t76 = zext i32 %t75 to i64
  %t77 = icmp sgt i64 %t76, 1000
  br i1 %t77, label %logic.end38, label %logic.rhs37
logic.rhs37:
  %t78 = load i32, i32* %v4
  %t79 = sext i32 %t78 to i64
  %t80 = load i32, i32* %v5
  %t81 = zext i32 %t80 to i64
  %t82 = icmp slt i64 %t79, %t81
  br label %logic.end38
logic.end38:
  %t83 = phi i1 [true, %logic.end36], [%t82, %logic.rhs37]
  store i1 %t83, i1* %v7
  %t84 = load i64, i64* %v3
  %t85 = load i1, i1* %v6
  br i1 %t85, label %cond.then39, label %cond.else40
cond.then39:
  %t86 = load i1, i1* %v7
  br i1 %t86, label %cond.then42, label %cond.else43
cond.then42:
  br label %cond.end44
cond.else43:
  br label %cond.end44
cond.end44:
  %t87 = phi i32 [1, %cond.then42], [2, %cond.else43]
  br label %cond.end41
cond.else40:
  %t88 = load i1, i1* %v7
  %t89 = xor i1 %t88, true
  br i1 %t89, label %cond.then45, label %cond.else46
cond.then45:
  br label %cond.end47
cond.else46:
  br label %cond.end47
cond.end47:
  %t90 = phi i32 [3, %cond.then45], [4, %cond.else46]
  br label %cond.end41
cond.end41:
  %t91 = phi i32 [%t87, %cond.end44], [%t90, %cond.end47]
  %t92 = icmp ult i64 %t84, %p2.len
  br i1 %t92, label %inb48, label %oob49, !prof !2
oob49:
  call void @tack.oob(i64* %status, i64 3, i64 %t84, i64 %p2.len)
  br label %abort
inb48:
  %t93 = getelementptr inbounds i32, i32* %p2, i64 %t84
  store i32 %t91, i32* %t93
  %t94 = load i1, i1* %v6
  %t95 = xor i1 %t94, true
  br i1 %t95, label %logic.rhs50, label %logic.end51
logic.rhs50:
  %t96 = load i32, i32* %v4
  %t97 = icmp eq i32 %t96, -5
  br label %logic.end51
logic.end51:
  %t98 = phi i1 [false, %inb48], [%t97, %logic.rhs50]
  br i1 %t98, label %if.then52, label %if.else53
if.then52:
  %t99 = load i64, i64* %v3
  %t100 = icmp ult i64 %t99, %p2.len
  br i1 %t100, label %inb55, label %oob56, !prof !2
oob56:
  call void @tack.oob(i64* %status, i64 4, i64 %t99, i64 %p2.len)
  br label %abort
inb55:
  %t101 = getelementptr inbounds i32, i32* %p2, i64 %t99
  store i32 5, i32* %t101
  br label %if.end54
if.else53:
  br label %if.end54
if.end54:
  br label %it.latch30
it.latch30:
  %t102 = load i64, i64* %it3.1
  %t103 = add i64 %t102, 1
  store i64 %t103, i64* %it3.1
  br label %it.head28, !llvm.loop !3
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
