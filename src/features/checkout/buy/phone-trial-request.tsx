// The phone's /applyTrial (issue 20): the free-trial request of the Buy page for the scanned computer, as a page.
import { useSuspenseQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { productListOptions } from '../../../api/queries/product-queries'
import { TrialLicenceSection } from './trial-licence-dialog'
import { trialProductsOf } from './trial-products'

export function PhoneTrialRequest({ machine, licencesLink }: { machine: string; licencesLink: ReactNode }): React.JSX.Element {
  const trials = trialProductsOf(useSuspenseQuery(productListOptions()).data.list)
  return (
    <TrialLicenceSection
      trials={trials}
      initial={{ machinecode: machine }}
      // The page shows it to a logged-in customer only (the route's login gate).
      account="customer"
      onLoginRequired={() => {}}
      licencesLink={licencesLink}
    />
  )
}
