// Tax-included amounts (what the customer paid) split into the invoice's 金额 (net of tax) and 税额 at a rate.
// Rounding rule, per line as the tax platform applies it to a tax-included price: 金额 = gross / (1 + rate) rounded
// half away from zero to the fen, 税额 = gross − 金额. So each line adds up exactly, the 合计 lines are plain sums of
// the lines (合计金额 + 合计税额 = 价税合计 = the sum of the gross amounts, to the fen), and a negative amount splits as
// the exact mirror of its positive (the red-letter invoice cancels the blue one to the fen). The total tax may differ
// by a few fen from the tax of the total computed at once; the lines are what the invoice states, so they win.
// Arithmetic is on integers (the rate in basis points, BigInt for the products), never on floating yuan.

export interface TaxSplit {
  /** Tax included (价税合计 of the line). */
  grossFen: number
  /** 金额: net of tax. */
  netFen: number
  /** 税额. */
  taxFen: number
}

const BASIS = 10_000

/** The rate in basis points (0.06 → 600); refuses a rate outside [0, 1) or finer than 0.01 %. */
export function rateBasisPoints(rate: number): number {
  const bp = Math.round(rate * BASIS)
  if (!Number.isFinite(rate) || rate < 0 || rate >= 1 || Math.abs(bp - rate * BASIS) > 1e-6) {
    throw new RangeError(`税率无效: ${rate}`)
  }
  return bp
}

/** One tax-included amount split at the rate (see the rounding rule above). */
export function splitTaxIncluded(grossFen: number, rate: number): TaxSplit {
  if (!Number.isSafeInteger(grossFen)) throw new RangeError(`金额须为整数分: ${grossFen}`)
  const bp = rateBasisPoints(rate)
  if (grossFen === 0) return { grossFen: 0, netFen: 0, taxFen: 0 } // also for -0
  if (grossFen < 0) {
    const mirror = splitTaxIncluded(-grossFen, rate)
    return { grossFen, netFen: 0 - mirror.netFen, taxFen: 0 - mirror.taxFen }
  }
  const divisor = BigInt(BASIS + bp)
  // round(gross × 10000 / divisor) half up, for gross >= 0: floor((2 × gross × 10000 + divisor) / (2 × divisor)).
  const netFen = Number((2n * BigInt(grossFen) * BigInt(BASIS) + divisor) / (2n * divisor))
  return { grossFen, netFen, taxFen: grossFen - netFen }
}

/** Every line split at the rate, and the 合计: the sums of the lines. */
export function splitInvoiceLines(grossFens: readonly number[], rate: number): { lines: TaxSplit[]; total: TaxSplit } {
  const lines = grossFens.map((gross) => splitTaxIncluded(gross, rate))
  const total = lines.reduce(
    (sum, line) => ({
      grossFen: sum.grossFen + line.grossFen,
      netFen: sum.netFen + line.netFen,
      taxFen: sum.taxFen + line.taxFen,
    }),
    { grossFen: 0, netFen: 0, taxFen: 0 },
  )
  return { lines, total }
}

/** The rate as the invoice prints it: 0.06 → '6%', 0.015 → '1.5%'. */
export function formatTaxRate(rate: number): string {
  const bp = rateBasisPoints(rate)
  return `${(bp / 100).toFixed(2).replace(/\.?0+$/, '')}%`
}

/**
 * 单价 (net of tax) of a line: |金额| / |数量| with 2 to 8 decimals, as the tax platform prints a price that does not
 * divide evenly (94.33962264). Integer quantities are exact (rounded half up at the 8th decimal).
 */
export function unitPriceText(netFen: number, quantity: number): string {
  if (!Number.isFinite(quantity) || quantity === 0) throw new RangeError(`数量无效: ${quantity}`)
  const net = Math.abs(netFen)
  const q = Math.abs(quantity)
  let text: string
  if (Number.isSafeInteger(q)) {
    // Price in units of 10^-8 yuan = net fen × 10^6 / q, rounded half up.
    const scaled = (2n * BigInt(net) * 1_000_000n + BigInt(q)) / (2n * BigInt(q))
    const whole = scaled / 100_000_000n
    const fraction = (scaled % 100_000_000n).toString().padStart(8, '0')
    text = `${whole}.${fraction}`
  } else {
    text = (net / 100 / q).toFixed(8)
  }
  return text.replace(/(\.\d\d\d*?)0+$/, '$1')
}

/** 数量 as printed: an integer as is, a fraction with up to 8 decimals; negative on a red-letter invoice. */
export function quantityText(quantity: number): string {
  if (Number.isInteger(quantity)) return String(quantity)
  return quantity.toFixed(8).replace(/0+$/, '')
}
