// The four product lines of the buy area, in tab order; the fourth (SummitTerra) is 'coming soon'.
export const BUY_TYPES = ['SummitMap', 'SummitSolid', 'SummitLab', 'SummitTerra'] as const
export type BuyType = (typeof BUY_TYPES)[number]

export const isBuyType = (value: unknown): value is BuyType => BUY_TYPES.includes(value as BuyType)
