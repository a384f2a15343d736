// The envelope's code values both sides act on (storefront.md §8): 200 success, 600 session invalid.

export const SUCCESS_CODE = 200
export const SESSION_INVALID_CODE = 600
