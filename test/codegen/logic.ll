; Tack kernel 'logic' (generated; do not edit)
source_filename = "tack"
target triple = "x86_64-unknown-linux-gnu"

define internal void @tack_kernel_logic(i32* %p0, i32* %p1, i32* %p2, i64 %p0.len, i64 %p1.len, i64 %p2.len, i64* %status, i64 %start, i64 %end) #0 {
entry:
  %budget = alloca i64
  %blk3.1 = alloca i64
  %it3.1 = alloca i64
  %v3 = alloca i64
  %v4 = alloca i32
  %v5 = alloca i32
  %v6 = alloca i1
  %v7 = alloca i1
  store i64 65536, i64* %budget
  store i64 %start, i64* %blk3.1
  br label %blk.head1
blk.head1:
  %t0 = load i64, i64* %blk3.1
  %t1 = icmp slt i64 %t0, %end
  br i1 %t1, label %blk.body2, label %loop.exit0
blk.body2:
  %t2 = add i64 %t0, 4096
  %t3 = icmp slt i64 %t2, %end
  %t4 = select i1 %t3, i64 %t2, i64 %end
  %t5 = sub i64 %t4, %t0
  %t6 = load i64, i64* %budget
  %t7 = sub i64 %t6, %t5
  store i64 %t7, i64* %budget
  %t8 = icmp slt i64 %t7, 0
  br i1 %t8, label %poll4, label %poll.go5
poll4:
  store i64 65536, i64* %budget
  %t9 = call i1 @tack.poll(i64* %status)
  br i1 %t9, label %abort, label %poll.go5
poll.go5:
  %t10 = sub i64 %t4, 1
  %t11 = icmp ult i64 %t0, %p0.len
  %t12 = icmp ult i64 %t10, %p0.len
  %t13 = and i1 %t11, %t12
  %t14 = icmp ult i64 %t0, %p1.len
  %t15 = icmp ult i64 %t10, %p1.len
  %t16 = and i1 %t14, %t15
  %t17 = and i1 %t13, %t16
  %t18 = icmp ult i64 %t0, %p2.len
  %t19 = icmp ult i64 %t10, %p2.len
  %t20 = and i1 %t18, %t19
  %t21 = and i1 %t17, %t20
  br i1 %t21, label %fast6, label %slow7
fast6:
  store i64 %t0, i64* %it3.1
  br label %it.head8
it.head8:
  %t22 = load i64, i64* %it3.1
  %t23 = icmp slt i64 %t22, %t4
  br i1 %t23, label %it.body9, label %blk.next3
it.body9:
  store i64 %t22, i64* %v3
  %t24 = load i64, i64* %v3
  %t25 = getelementptr inbounds i32, i32* %p0, i64 %t24
  %t26 = load i32, i32* %t25
  store i32 %t26, i32* %v4
  %t27 = load i64, i64* %v3
  %t28 = getelementptr inbounds i32, i32* %p1, i64 %t27
  %t29 = load i32, i32* %t28
  store i32 %t29, i32* %v5
  %t30 = load i32, i32* %v4
  %t31 = icmp sgt i32 %t30, -100
  br i1 %t31, label %logic.rhs11, label %logic.end12
logic.rhs11:
  %t32 = load i32, i32* %v4
  %t33 = icmp slt i32 %t32, 100
  br label %logic.end12
logic.end12:
  %t34 = phi i1 [false, %it.body9], [%t33, %logic.rhs11]
  store i1 %t34, i1* %v6
  %t35 = load i32, i32* %v5
  %t36 = zext i32 %t35 to i64
  %t37 = icmp sgt i64 %t36, 1000
  br i1 %t37, label %logic.end14, label %logic.rhs13
logic.rhs13:
  %t38 = load i32, i32* %v4
  %t39 = sext i32 %t38 to i64
  %t40 = load i32, i32* %v5
  %t41 = zext i32 %t40 to i64
  %t42 = icmp slt i64 %t39, %t41
  br label %logic.end14
logic.end14:
  %t43 = phi i1 [true, %logic.end12], [%t42, %logic.rhs13]
  store i1 %t43, i1* %v7
  %t44 = load i64, i64* %v3
  %t45 = load i1, i1* %v6
  br i1 %t45, label %cond.then15, label %cond.else16
cond.then15:
  %t46 = load i1, i1* %v7
  br i1 %t46, label %cond.then18, label %cond.else19
cond.then18:
  br label %cond.end20
cond.else19:
  br label %cond.end20
cond.end20:
  %t47 = phi i32 [1, %cond.then18], [2, %cond.else19]
  br label %cond.end17
cond.else16:
  %t48 = load i1, i1* %v7
  %t49 = xor i1 %t48, true
  br i1 %t49, label %cond.then21, label %cond.else22
cond.then21:
  br label %cond.end23
cond.else22:
  br label %cond.end23
cond.end23:
  %t50 = phi i32 [3, %cond.then21], [4, %cond.else22]
  br label %cond.end17
cond.end17:
  %t51 = phi i32 [%t47, %cond.end20], [%t50, %cond.end23]
  %t52 = getelementptr inbounds i32, i32* %p2, i64 %t44
  store i32 %t51, i32* %t52
  %t53 = load i1, i1* %v6
  %t54 = xor i1 %t53, true
  br i1 %t54, label %logic.rhs24, label %logic.end25
logic.rhs24:
  %t55 = load i32, i32* %v4
  %t56 = icmp eq i32 %t55, -5
  br label %logic.end25
logic.end25:
  %t57 = phi i1 [false, %cond.end17], [%t56, %logic.rhs24]
  br i1 %t57, label %if.then26, label %if.else27
if.then26:
  %t58 = load i64, i64* %v3
  %t59 = getelementptr inbounds i32, i32* %p2, i64 %t58
  store i32 5, i32* %t59
  br label %if.end28
if.else27:
  br label %if.end28
if.end28:
  br label %it.latch10
it.latch10:
  %t60 = load i64, i64* %it3.1
  %t61 = add i64 %t60, 1
  store i64 %t61, i64* %it3.1
  br label %it.head8, !llvm.loop !0
slow7:
  store i64 %t0, i64* %it3.1
  br label %it.head29
it.head29:
  %t62 = load i64, i64* %it3.1
  %t63 = icmp slt i64 %t62, %t4
  br i1 %t63, label %it.body30, label %blk.next3
it.body30:
  store i64 %t62, i64* %v3
  %t64 = load i64, i64* %v3
  %t65 = icmp ult i64 %t64, %p0.len
  br i1 %t65, label %inb32, label %oob33, !prof !2
oob33:
  call void @tack.oob(i64* %status, i64 1, i64 %t64)
  br label %abort
inb32:
  %t66 = getelementptr inbounds i32, i32* %p0, i64 %t64
  %t67 = load i32, i32* %t66
  store i32 %t67, i32* %v4
  %t68 = load i64, i64* %v3
  %t69 = icmp ult i64 %t68, %p1.len
  br i1 %t69, label %inb34, label %oob35, !prof !2
oob35:
  call void @tack.oob(i64* %status, i64 2, i64 %t68)
  br label %abort
inb34:
  %t70 = getelementptr inbounds i32, i32* %p1, i64 %t68
  %t71 = load i32, i32* %t70
  store i32 %t71, i32* %v5
  %t72 = load i32, i32* %v4
  %t73 = icmp sgt i32 %t72, -100
  br i1 %t73, label %logic.rhs36, label %logic.end37
logic.rhs36:
  %t74 = load i32, i32* %v4
  %t75 = icmp slt i32 %t74, 100
  br label %logic.end37
logic.end37:
  %t76 = phi i1 [false, %inb34], [%t75, %logic.rhs36]
  store i1 %t76, i1* %v6
  %t77 = load i32, i32* %v5
  %t78 = zext i32 %t77 to i64
  %t79 = icmp sgt i64 %t78, 1000
  br i1 %t79, label %logic.end39, label %logic.rhs38
logic.rhs38:
  %t80 = load i32, i32* %v4
  %t81 = sext i32 %t80 to i64
  %t82 = load i32, i32* %v5
  %t83 = zext i32 %t82 to i64
  %t84 = icmp slt i64 %t81, %t83
  br label %logic.end39
logic.end39:
  %t85 = phi i1 [true, %logic.end37], [%t84, %logic.rhs38]
  store i1 %t85, i1* %v7
  %t86 = load i64, i64* %v3
  %t87 = load i1, i1* %v6
  br i1 %t87, label %cond.then40, label %cond.else41
cond.then40:
  %t88 = load i1, i1* %v7
  br i1 %t88, label %cond.then43, label %cond.else44
cond.then43:
  br label %cond.end45
cond.else44:
  br label %cond.end45
cond.end45:
  %t89 = phi i32 [1, %cond.then43], [2, %cond.else44]
  br label %cond.end42
cond.else41:
  %t90 = load i1, i1* %v7
  %t91 = xor i1 %t90, true
  br i1 %t91, label %cond.then46, label %cond.else47
cond.then46:
  br label %cond.end48
cond.else47:
  br label %cond.end48
cond.end48:
  %t92 = phi i32 [3, %cond.then46], [4, %cond.else47]
  br label %cond.end42
cond.end42:
  %t93 = phi i32 [%t89, %cond.end45], [%t92, %cond.end48]
  %t94 = icmp ult i64 %t86, %p2.len
  br i1 %t94, label %inb49, label %oob50, !prof !2
oob50:
  call void @tack.oob(i64* %status, i64 3, i64 %t86)
  br label %abort
inb49:
  %t95 = getelementptr inbounds i32, i32* %p2, i64 %t86
  store i32 %t93, i32* %t95
  %t96 = load i1, i1* %v6
  %t97 = xor i1 %t96, true
  br i1 %t97, label %logic.rhs51, label %logic.end52
logic.rhs51:
  %t98 = load i32, i32* %v4
  %t99 = icmp eq i32 %t98, -5
  br label %logic.end52
logic.end52:
  %t100 = phi i1 [false, %inb49], [%t99, %logic.rhs51]
  br i1 %t100, label %if.then53, label %if.else54
if.then53:
  %t101 = load i64, i64* %v3
  %t102 = icmp ult i64 %t101, %p2.len
  br i1 %t102, label %inb56, label %oob57, !prof !2
oob57:
  call void @tack.oob(i64* %status, i64 4, i64 %t101)
  br label %abort
inb56:
  %t103 = getelementptr inbounds i32, i32* %p2, i64 %t101
  store i32 5, i32* %t103
  br label %if.end55
if.else54:
  br label %if.end55
if.end55:
  br label %it.latch31
it.latch31:
  %t104 = load i64, i64* %it3.1
  %t105 = add i64 %t104, 1
  store i64 %t105, i64* %it3.1
  br label %it.head29, !llvm.loop !0
blk.next3:
  store i64 %t4, i64* %blk3.1
  br label %blk.head1
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
