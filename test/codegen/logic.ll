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
  %t22 = icmp ult i64 %t0, %p2.len
  %t23 = icmp ult i64 %t10, %p2.len
  %t24 = and i1 %t22, %t23
  %t25 = and i1 %t21, %t24
  br i1 %t25, label %fast6, label %slow7
fast6:
  store i64 %t0, i64* %it3.1
  br label %it.head8
it.head8:
  %t26 = load i64, i64* %it3.1
  %t27 = icmp slt i64 %t26, %t4
  br i1 %t27, label %it.body9, label %blk.next3
it.body9:
  store i64 %t26, i64* %v3
  %t28 = load i64, i64* %v3
  %t29 = getelementptr inbounds i32, i32* %p0, i64 %t28
  %t30 = load i32, i32* %t29
  store i32 %t30, i32* %v4
  %t31 = load i64, i64* %v3
  %t32 = getelementptr inbounds i32, i32* %p1, i64 %t31
  %t33 = load i32, i32* %t32
  store i32 %t33, i32* %v5
  %t34 = load i32, i32* %v4
  %t35 = icmp sgt i32 %t34, -100
  br i1 %t35, label %logic.rhs11, label %logic.end12
logic.rhs11:
  %t36 = load i32, i32* %v4
  %t37 = icmp slt i32 %t36, 100
  br label %logic.end12
logic.end12:
  %t38 = phi i1 [false, %it.body9], [%t37, %logic.rhs11]
  store i1 %t38, i1* %v6
  %t39 = load i32, i32* %v5
  %t40 = zext i32 %t39 to i64
  %t41 = icmp sgt i64 %t40, 1000
  br i1 %t41, label %logic.end14, label %logic.rhs13
logic.rhs13:
  %t42 = load i32, i32* %v4
  %t43 = sext i32 %t42 to i64
  %t44 = load i32, i32* %v5
  %t45 = zext i32 %t44 to i64
  %t46 = icmp slt i64 %t43, %t45
  br label %logic.end14
logic.end14:
  %t47 = phi i1 [true, %logic.end12], [%t46, %logic.rhs13]
  store i1 %t47, i1* %v7
  %t48 = load i64, i64* %v3
  %t49 = load i1, i1* %v6
  br i1 %t49, label %cond.then15, label %cond.else16
cond.then15:
  %t50 = load i1, i1* %v7
  br i1 %t50, label %cond.then18, label %cond.else19
cond.then18:
  br label %cond.end20
cond.else19:
  br label %cond.end20
cond.end20:
  %t51 = phi i32 [1, %cond.then18], [2, %cond.else19]
  br label %cond.end17
cond.else16:
  %t52 = load i1, i1* %v7
  %t53 = xor i1 %t52, true
  br i1 %t53, label %cond.then21, label %cond.else22
cond.then21:
  br label %cond.end23
cond.else22:
  br label %cond.end23
cond.end23:
  %t54 = phi i32 [3, %cond.then21], [4, %cond.else22]
  br label %cond.end17
cond.end17:
  %t55 = phi i32 [%t51, %cond.end20], [%t54, %cond.end23]
  %t56 = getelementptr inbounds i32, i32* %p2, i64 %t48
  store i32 %t55, i32* %t56
  %t57 = load i1, i1* %v6
  %t58 = xor i1 %t57, true
  br i1 %t58, label %logic.rhs24, label %logic.end25
logic.rhs24:
  %t59 = load i32, i32* %v4
  %t60 = icmp eq i32 %t59, -5
  br label %logic.end25
logic.end25:
  %t61 = phi i1 [false, %cond.end17], [%t60, %logic.rhs24]
  br i1 %t61, label %if.then26, label %if.else27
if.then26:
  %t62 = load i64, i64* %v3
  %t63 = getelementptr inbounds i32, i32* %p2, i64 %t62
  store i32 5, i32* %t63
  br label %if.end28
if.else27:
  br label %if.end28
if.end28:
  br label %it.latch10
it.latch10:
  %t64 = load i64, i64* %it3.1
  %t65 = add i64 %t64, 1
  store i64 %t65, i64* %it3.1
  br label %it.head8, !llvm.loop !0
slow7:
  store i64 %t0, i64* %it3.1
  br label %it.head29
it.head29:
  %t66 = load i64, i64* %it3.1
  %t67 = icmp slt i64 %t66, %t4
  br i1 %t67, label %it.body30, label %blk.next3
it.body30:
  store i64 %t66, i64* %v3
  %t68 = load i64, i64* %v3
  %t69 = icmp ult i64 %t68, %p0.len
  br i1 %t69, label %inb32, label %oob33
oob33:
  call void @tack.oob(i64* %status, i64 1, i64 %t68)
  br label %chk34
inb32:
  %t70 = getelementptr inbounds i32, i32* %p0, i64 %t68
  %t71 = load i32, i32* %t70
  br label %chk34
chk34:
  %t72 = phi i32 [%t71, %inb32], [0, %oob33]
  store i32 %t72, i32* %v4
  %t73 = load i64, i64* %v3
  %t74 = icmp ult i64 %t73, %p1.len
  br i1 %t74, label %inb35, label %oob36
oob36:
  call void @tack.oob(i64* %status, i64 2, i64 %t73)
  br label %chk37
inb35:
  %t75 = getelementptr inbounds i32, i32* %p1, i64 %t73
  %t76 = load i32, i32* %t75
  br label %chk37
chk37:
  %t77 = phi i32 [%t76, %inb35], [0, %oob36]
  store i32 %t77, i32* %v5
  %t78 = load i32, i32* %v4
  %t79 = icmp sgt i32 %t78, -100
  br i1 %t79, label %logic.rhs38, label %logic.end39
logic.rhs38:
  %t80 = load i32, i32* %v4
  %t81 = icmp slt i32 %t80, 100
  br label %logic.end39
logic.end39:
  %t82 = phi i1 [false, %chk37], [%t81, %logic.rhs38]
  store i1 %t82, i1* %v6
  %t83 = load i32, i32* %v5
  %t84 = zext i32 %t83 to i64
  %t85 = icmp sgt i64 %t84, 1000
  br i1 %t85, label %logic.end41, label %logic.rhs40
logic.rhs40:
  %t86 = load i32, i32* %v4
  %t87 = sext i32 %t86 to i64
  %t88 = load i32, i32* %v5
  %t89 = zext i32 %t88 to i64
  %t90 = icmp slt i64 %t87, %t89
  br label %logic.end41
logic.end41:
  %t91 = phi i1 [true, %logic.end39], [%t90, %logic.rhs40]
  store i1 %t91, i1* %v7
  %t92 = load i64, i64* %v3
  %t93 = load i1, i1* %v6
  br i1 %t93, label %cond.then42, label %cond.else43
cond.then42:
  %t94 = load i1, i1* %v7
  br i1 %t94, label %cond.then45, label %cond.else46
cond.then45:
  br label %cond.end47
cond.else46:
  br label %cond.end47
cond.end47:
  %t95 = phi i32 [1, %cond.then45], [2, %cond.else46]
  br label %cond.end44
cond.else43:
  %t96 = load i1, i1* %v7
  %t97 = xor i1 %t96, true
  br i1 %t97, label %cond.then48, label %cond.else49
cond.then48:
  br label %cond.end50
cond.else49:
  br label %cond.end50
cond.end50:
  %t98 = phi i32 [3, %cond.then48], [4, %cond.else49]
  br label %cond.end44
cond.end44:
  %t99 = phi i32 [%t95, %cond.end47], [%t98, %cond.end50]
  %t100 = icmp ult i64 %t92, %p2.len
  br i1 %t100, label %inb51, label %oob52
oob52:
  call void @tack.oob(i64* %status, i64 3, i64 %t92)
  br label %chk53
inb51:
  %t101 = getelementptr inbounds i32, i32* %p2, i64 %t92
  store i32 %t99, i32* %t101
  br label %chk53
chk53:
  %t102 = load i1, i1* %v6
  %t103 = xor i1 %t102, true
  br i1 %t103, label %logic.rhs54, label %logic.end55
logic.rhs54:
  %t104 = load i32, i32* %v4
  %t105 = icmp eq i32 %t104, -5
  br label %logic.end55
logic.end55:
  %t106 = phi i1 [false, %chk53], [%t105, %logic.rhs54]
  br i1 %t106, label %if.then56, label %if.else57
if.then56:
  %t107 = load i64, i64* %v3
  %t108 = icmp ult i64 %t107, %p2.len
  br i1 %t108, label %inb59, label %oob60
oob60:
  call void @tack.oob(i64* %status, i64 4, i64 %t107)
  br label %chk61
inb59:
  %t109 = getelementptr inbounds i32, i32* %p2, i64 %t107
  store i32 5, i32* %t109
  br label %chk61
chk61:
  br label %if.end58
if.else57:
  br label %if.end58
if.end58:
  br label %it.latch31
it.latch31:
  %t110 = load i64, i64* %it3.1
  %t111 = add i64 %t110, 1
  store i64 %t111, i64* %it3.1
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
