// Child process of tests/server/license-signing.test.ts: loads the licence signer on DATA_DIR and prints its public key.
import { loadLicenseSigner } from '../../../server/modules/licences/license-signing'

process.stdout.write(loadLicenseSigner({ dataDir: process.env.DATA_DIR as string }).publicKeyPem)
