// Contracts (thin: rules in contract-service.ts); identity only from the token.
import type { HandlerMap } from '../../http/operation-types'
import { page } from '../../http/paging'
import { contractsPage, ownContract } from './contract-service'
import { toContract } from './contract-view'

export const contractHandlers: HandlerMap = {
  async listContracts({ db, identity, body }) {
    const { rows, total, window } = await contractsPage(db, identity, body)
    return { data: page(rows.map(toContract), total, window) }
  },

  async getContract({ db, identity, params }) {
    return { data: toContract(await ownContract(db, identity, params.id)) }
  },
}
