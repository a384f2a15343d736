// Licences (thin: rules in licence-service.ts, licence-creation-service.ts, trial-licence-service.ts); identity only
// from the token.
import { attachmentHeader } from '../../http/attachment-header'
import { RAW_REPLY, type HandlerMap } from '../../http/operation-types'
import { page } from '../../http/paging'
import { requestLanguage } from '../../http/content-language'
import { toOrderWithLines } from '../orders/order-view'
import { makeLicences } from './licence-creation-service'
import {
  licenceDownload,
  licenceFileByData,
  licencesOfOwnPhone,
  licencesPage,
  licensableOrders,
  permitCodesPage,
  productionsPage,
} from './licence-service'
import { toLicence, toPermitCode, toProduction } from './licence-view'
import { makeTrialLicence, TRIAL_MADE_MSG } from './trial-licence-service'
import { SUCCESS_MESSAGES } from '../../../domain/success-messages'

export const licenceHandlers: HandlerMap = {
  async listLicensableOrders({ db, identity, clock }) {
    const now = clock()
    const rows = await licensableOrders(db, identity)
    return { data: rows.map(({ order, lines }) => toOrderWithLines(order, lines, now)) }
  },

  async listLicenses({ db, identity, body, clock }) {
    const now = clock()
    const { rows, total, window } = await licencesPage(db, identity, body ?? {}, now)
    return {
      data: page(
        rows.map((row) => toLicence(row, now)),
        total,
        window,
      ),
    }
  },

  async listLicensesByPhone({ db, identity, params, clock }) {
    const now = clock()
    const { rows, total, window } = await licencesOfOwnPhone(db, identity, params.phone, now)
    return {
      data: page(
        rows.map((row) => toLicence(row, now)),
        total,
        window,
      ),
    }
  },

  async makeLicense({ db, identity, body, clock, licenseSigner }) {
    const now = clock()
    const [licence] = await makeLicences(db, licenseSigner, identity, [body], now)
    return { data: toLicence(licence, now), msg: SUCCESS_MESSAGES.licencesMade }
  },

  async batchMakeLicenses({ db, identity, body, clock, licenseSigner }) {
    const now = clock()
    const licences = await makeLicences(db, licenseSigner, identity, body, now)
    return { data: licences.map((licence) => toLicence(licence, now)), msg: SUCCESS_MESSAGES.licencesMade }
  },

  async applyTrialLicense({ db, identity, body, clock, licenseSigner }) {
    const now = clock()
    return { data: toLicence(await makeTrialLicence(db, licenseSigner, identity, 'software', body, now), now), msg: TRIAL_MADE_MSG }
  },

  async makeLabStartLicense({ db, identity, body, clock, licenseSigner }) {
    const now = clock()
    return { data: toLicence(await makeTrialLicence(db, licenseSigner, identity, 'lab', body, now), now), msg: TRIAL_MADE_MSG }
  },

  async listProductions({ db, identity, body, request }) {
    const language = requestLanguage(request)
    const { rows, total, window } = await productionsPage(db, identity, body ?? {})
    return {
      data: page(
        rows.map((row) => toProduction(row, language)),
        total,
        window,
      ),
    }
  },

  async listPermitCodes({ db, identity, body }) {
    const { rows, total, window } = await permitCodesPage(db, identity, body ?? {})
    return { data: page(rows.map(toPermitCode), total, window) }
  },

  async getLicenseDownloadToken({ db, identity, params, config, clock }) {
    return { data: await licenceDownload(db, identity, params.id, config.licenseUrlSecret, clock()) }
  },

  async downloadLicenseFile({ db, query, config, reply, clock }) {
    const file = await licenceFileByData(db, query.data, config.licenseUrlSecret, clock())
    const bytes = Buffer.from(file.text, 'utf8')
    reply
      .headers({
        'content-type': 'application/octet-stream',
        'content-disposition': attachmentHeader(file.filename),
        'content-length': String(bytes.length),
        'cache-control': 'private, no-store',
      })
      .send(bytes)
    return RAW_REPLY
  },
}
