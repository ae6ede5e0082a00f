# bench/cpu/inspect.ts (this branch, 17:53 UTC), then llc-14 -O3 -mcpu=icelake-client bench/cpu/out/asm/nbody.opt.ll: the cpu device n-body inner loop, 8 pairs per iteration
	xorl	%r12d, %r12d
	vpxor	%xmm2, %xmm2, %xmm2
	vpxor	%xmm4, %xmm4, %xmm4
	vmovdqa	288(%rsp), %ymm5                # 32-byte Reload
	.p2align	4, 0x90
.LBB0_45:                               # %vrange.body12.us.us.us.i
                                        #   Parent Loop BB0_11 Depth=1
                                        # =>  This Inner Loop Header: Depth=2
	leaq	-2(%rbx), %rdx
	cmpq	%r13, %rdx
	jae	.LBB0_213
# %bb.46:                               # %inb15.us.us.us.i
                                        #   in Loop: Header=BB0_45 Depth=2
	leaq	-1(%rbx), %rdx
	cmpq	%r13, %rdx
	jae	.LBB0_205
# %bb.47:                               # %inb19.us.us.us.i
                                        #   in Loop: Header=BB0_45 Depth=2
	vmovdqa	%ymm4, 352(%rsp)                # 32-byte Spill
	vmovdqa	%ymm2, 416(%rsp)                # 32-byte Spill
	cmpq	%r13, %rbx
	jae	.LBB0_210
# %bb.48:                               # %inb23.us.us.us.i
                                        #   in Loop: Header=BB0_45 Depth=2
	vbroadcastss	-8(%r14,%rbx,4), %ymm0
	vbroadcastss	-4(%r14,%rbx,4), %ymm1
	vbroadcastss	(%r14,%rbx,4), %ymm2
	decq	%r11
	js	.LBB0_50
.LBB0_49:                               # %poll.go28.us.us.us.i
                                        #   in Loop: Header=BB0_45 Depth=2
	vsubps	%ymm7, %ymm1, %ymm1
	vsubps	%ymm6, %ymm0, %ymm0
	vbroadcastss	.LCPI0_0(%rip), %ymm4   # ymm4 = [9.99999977E-3,9.99999977E-3,9.99999977E-3,9.99999977E-3,9.99999977E-3,9.99999977E-3,9.99999977E-3,9.99999977E-3]
	vsubps	%ymm9, %ymm2, %ymm2
	incq	%r12
	addq	$3, %rbx
	vmulps	%ymm1, %ymm1, %ymm3
	vfmadd231ps	%ymm0, %ymm0, %ymm3     # ymm3 = (ymm0 * ymm0) + ymm3
	vfmadd231ps	%ymm2, %ymm2, %ymm3     # ymm3 = (ymm2 * ymm2) + ymm3
	vaddps	%ymm4, %ymm3, %ymm3
	vbroadcastss	.LCPI0_1(%rip), %ymm4   # ymm4 = [1.0E+0,1.0E+0,1.0E+0,1.0E+0,1.0E+0,1.0E+0,1.0E+0,1.0E+0]
	vsqrtps	%ymm3, %ymm3
	vdivps	%ymm3, %ymm4, %ymm3
	vmulps	%ymm3, %ymm3, %ymm4
	vmulps	%ymm4, %ymm3, %ymm3
	vmovaps	128(%rsp), %ymm4                # 32-byte Reload
	vfmadd231ps	%ymm0, %ymm3, %ymm4     # ymm4 = (ymm3 * ymm0) + ymm4
	vmovaps	%ymm4, 128(%rsp)                # 32-byte Spill
	vmovaps	352(%rsp), %ymm4                # 32-byte Reload
	vmovaps	416(%rsp), %ymm0                # 32-byte Reload
	vfmadd231ps	%ymm3, %ymm2, %ymm0     # ymm0 = (ymm2 * ymm3) + ymm0
	vfmadd231ps	%ymm1, %ymm3, %ymm4     # ymm4 = (ymm3 * ymm1) + ymm4
	vmovaps	%ymm0, %ymm2
	cmpq	%rdi, %r12
	jl	.LBB0_45
	jmp	.LBB0_71
.LBB0_50:                               # %poll27.us.us.us.i
                                        #   in Loop: Header=BB0_45 Depth=2
	movq	24(%rsp), %rdi                  # 8-byte Reload
	vmovdqa	%ymm14, 864(%rsp)               # 32-byte Spill
