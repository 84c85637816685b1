/**
 * The natural logarithm, the same to the last bit on every JavaScript engine: fdlibm's e_log.c
 * (Sun, 1993; the `Math.log` of V8 up to Node 20) in +, −, ×, ÷ alone, which IEEE 754 rounds
 * alike everywhere. `Math.log` may differ in the last bit between engines (Chromium 156 and Node
 * 20 do at 3, 48, 74…), and UCB1 ties that rounding breaks then send MCTS down another path.
 * For x a positive normal number, as a node's visits are.
 */
const bits = new DataView(new ArrayBuffer(8));
const LN2_HI = 6.9314718036912381649e-1;
const LN2_LO = 1.90821492927058770002e-10;
const [LG1, LG2, LG3, LG4, LG5, LG6, LG7] = [
	6.66666666666673513e-1, 3.999999999940941908e-1, 2.857142874366239149e-1, 2.222219843214978396e-1,
	1.818357216161805012e-1, 1.531383769920937332e-1, 1.479819860511658591e-1
];

export function naturalLog(x: number): number {
	bits.setFloat64(0, x);
	let high = bits.getUint32(0);
	let k = (high >> 20) - 1023;
	high &= 0x000fffff;
	// x = 2^k·(1 + f) with 1 + f in [√2/2, √2).
	const i = (high + 0x95f64) & 0x100000;
	bits.setUint32(0, high | (i ^ 0x3ff00000));
	k += i >> 20;
	const f = bits.getFloat64(0) - 1;
	if ((0x000fffff & (2 + high)) < 3) {
		// |f| < 2^-20
		if (f === 0) return k === 0 ? 0 : k * LN2_HI + k * LN2_LO;
		const r = f * f * (0.5 - 0.3333333333333333 * f);
		return k === 0 ? f - r : k * LN2_HI - (r - k * LN2_LO - f);
	}
	const s = f / (2 + f);
	const z = s * s;
	const w = z * z;
	const r = z * (LG1 + w * (LG3 + w * (LG5 + w * LG7))) + w * (LG2 + w * (LG4 + w * LG6));
	if (((high - 0x6147a) | (0x6b851 - high)) > 0) {
		const halfSquare = 0.5 * f * f;
		if (k === 0) return f - (halfSquare - s * (halfSquare + r));
		return k * LN2_HI - (halfSquare - (s * (halfSquare + r) + k * LN2_LO) - f);
	}
	if (k === 0) return f - s * (f - r);
	return k * LN2_HI - (s * (f - r) - k * LN2_LO - f);
}
