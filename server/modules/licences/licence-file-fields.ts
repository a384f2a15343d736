// The signed fields of a licence file (domain/license-file.ts LicenseFields) from what the server knows at creation.
import type { LicenseFields, LicenseKind } from '../../../domain/license-file'
import type { CustomerRow } from '../customers/customer-data'
import type { ProductionRow } from './licence-data'
import { PERMANENT_FILE_END } from './licence-period'

export interface LicenceFileInput {
  licenceId: string
  customer: CustomerRow
  machineCode: string
  product: { id: string; name: string }
  /** The order line's or product's feature id; the production's when neither has one. */
  featureId: string | null | undefined
  production: ProductionRow | undefined
  caps: Record<string, number>
  start: Date
  /** null: permanent. */
  end: Date | null
  kind: LicenseKind
}

/** A production's modules text ('base,collect') as the file's list. */
export const modulesOf = (production: ProductionRow | undefined): string[] =>
  (production?.modules ?? '')
    .split(',')
    .map((module) => module.trim())
    .filter((module) => module !== '')

export function licenceFileFields(input: LicenceFileInput): LicenseFields {
  return {
    licenseId: input.licenceId,
    customer: { id: input.customer.id, name: input.customer.username ?? '' },
    company: input.customer.companyname ?? '',
    machineCode: input.machineCode,
    product: input.product,
    // The file needs a non-empty feature id: the product id stands in when the catalogue has none.
    featureId: input.featureId || input.production?.featureid || input.product.id,
    caps: input.caps,
    modules: modulesOf(input.production),
    start: input.start.toISOString(),
    end: input.end ? input.end.toISOString() : PERMANENT_FILE_END,
    issuedAt: input.start.toISOString(),
    kind: input.kind,
  }
}
