// Mutation scores measured with `npm run test:mutation` (StrykerJS over machines/*.ts), one row per machine measured,
// rendered into docs/machines/README.md by `npm run machines:docs`. Update a row after a run: the numbers are
// Stryker's (reports/mutation/mutation.json); equivalent mutants are excluded in the machine file with
// `// Stryker disable next-line <mutator>: <reason>` comments and do not count.

export interface MutationScore {
  /** File name in machines/ without .ts. */
  machine: string
  mutants: number
  killed: number
  survived: number
  /** Mutants disabled as equivalent (no behaviour changes), each with its reason in the machine file. */
  equivalent: number
  /** Stryker's mutation score: killed (and timed out) / (mutants - equivalent), in %. */
  score: number
  date: string
  command: string
}

export const MUTATION_SCORES: MutationScore[] = [
  {
    // On 2026-12-01 at 55b983e, forced, 7 min 38 s: 210 killed, 17 ignored, 0 survived. The five survivors of the
    // 2026-11-25 run (at 46d7e98) came back in a forced run at f2610ff: an answer without a body to makelicense and
    // the refusal cleared when a batch is sent again are now tested ("licence creation machine outside the UI"), and
    // isChosen's empty-code check, unreachable (no tick has an empty code), was removed.
    machine: 'license-creation',
    mutants: 227,
    killed: 210,
    survived: 0,
    equivalent: 17,
    score: 100,
    date: '2026-12-01',
    command: 'npm run test:mutation -- --force --mutate machines/license-creation.ts --concurrency 2',
  },
  {
    // Measured at 26c1d47 (22 min 34 s). A run the same day before the harness fix (tests/harness/collected-paths.ts)
    // gave 56 survivors: a mutant that crashed the machine while checkout.test.tsx replayed its paths made the file fail
    // to collect, which StrykerJS's Vitest runner reads as "no test failed". After the fix 14 survived: 4 were killed by
    // new tests (a wizard kept after it was paid; the order-holding branch's setRetailer; the reseller followed outside
    // the form) and 10 marked equivalent with their reasons (message clearings no screen can show, loginRequired's
    // final type). The 64 equivalent include the documentation strings and the placeholder actors.
    machine: 'checkout',
    mutants: 461,
    killed: 397,
    survived: 0,
    equivalent: 64,
    score: 100,
    date: '2026-11-30',
    command: 'npm run test:mutation -- --force --mutate machines/checkout.ts --concurrency 2',
  },
  {
    machine: 'agreement-gate',
    mutants: 58,
    killed: 52,
    survived: 0,
    equivalent: 6,
    score: 100,
    date: '2026-11-23',
    command: 'npm run test:mutation -- --mutate machines/agreement-gate.ts --concurrency 1',
  },
  {
    // Again after code.resume (seventeenth session, 6 + 6 min): 148 killed and `initial: ''` surviving, since the
    // loads test imported the checkout machine (which imports this one) at its top; imported inside the test, 149.
    machine: 'retailer-code',
    mutants: 160,
    killed: 149,
    survived: 0,
    equivalent: 11,
    score: 100,
    date: '2026-11-30',
    command: 'npm run test:mutation -- --force --mutate machines/retailer-code.ts --concurrency 2',
  },
  {
    // Again on 2026-11-29, after its suite read "takes no press" as disabled or aria-disabled: the same 107 killed.
    machine: 'sms-code',
    mutants: 121,
    killed: 107,
    survived: 0,
    equivalent: 14,
    score: 100,
    date: '2026-11-29',
    command: 'npm run test:mutation -- --mutate machines/sms-code.ts',
  },
  {
    // On 2026-12-01 at 73c87a8 (a message about the phone or code goes once the field is edited: phoneEdited and
    // codeEdited), forced, 9 min 23 s beside two other sessions: 159 mutants, 140 killed, 17 ignored, 2 survived: the
    // event-type checks of phoneEdited and codeEdited, used on their own event only, then marked equivalent. The first
    // full run (2026-11-24): 103 killed, 19 survived, 1 without coverage, all 20 then excluded as equivalent (19) or
    // killed by the stronger loads test.
    machine: 'phone-login',
    mutants: 159,
    killed: 140,
    survived: 0,
    equivalent: 19,
    score: 100,
    date: '2026-12-01',
    command: 'npm run test:mutation -- --force --mutate machines/phone-login.ts --concurrency 2',
  },
  {
    // Measured at b2ca02e (the profile retry: a failed profile load keeps the token; reconnecting, profileUnavailable,
    // the profileRetry delay, the refused and retriesLeft guards): full run, 209 killed, 0 survived, in 35 minutes
    // beside another mutation run. Again on 2026-11-29, forced (7 min 13 s, nothing else running): the same 209 killed.
    // On 2026-11-30 at b8dab98 (loggingOut ignores session.invalid), forced, 7 min 8 s: 210 killed, 12 ignored.
    // On 2026-12-01 at 720d6db (the session's kind stored beside the token and resumed with it), forced, 10 min 14 s
    // beside two other sessions: 237 mutants, 225 killed, 12 ignored, 0 survived.
    machine: 'session',
    mutants: 237,
    killed: 225,
    survived: 0,
    equivalent: 12,
    score: 100,
    date: '2026-12-01',
    command: 'npm run test:mutation -- --force --mutate machines/session.ts --concurrency 2',
  },
  {
    // On 2026-12-01 at 46acb6a, forced, 15 min 46 s: 442 killed, 34 ignored (equivalent, each marked in the machine with
    // its reason), 0 survived. The run before, at defff07 (the machine unchanged since 2026-11-24), gave 46 survivors:
    // four had failed to load the whole suite, the loads test with it (its samples imported the machine at the top;
    // fixed in dcb5bff); the others were the draft pause in the invalid and uploading states and after an image, the
    // final states of saved and left (the page would write the draft back on unmount), stale messages, an upload
    // error of undefined, the loaded question's id, and staying after refusals. Three cancels before a final state
    // and three error clears where none shows were removed (unreachable), not marked.
    machine: 'forum-post-composer',
    mutants: 476,
    killed: 442,
    survived: 0,
    equivalent: 34,
    score: 100,
    date: '2026-12-01',
    command: 'npm run test:mutation -- --force --mutate machines/forum-post-composer.ts --concurrency 2',
  },
  {
    // Again on 2026-11-29, after its suite read "takes no press" as disabled or aria-disabled: the same 13 killed.
    machine: 'prevent-double-click',
    mutants: 20,
    killed: 13,
    survived: 0,
    equivalent: 7,
    score: 100,
    date: '2026-11-29',
    command: 'npm run test:mutation -- --mutate machines/prevent-double-click.ts --concurrency 1',
  },
  {
    machine: 'cart-checkout',
    // 118 = 101 killed + 16 equivalent + 1 runtime error (a mutant that crashes the test runner; Stryker leaves it out).
    mutants: 118,
    killed: 101,
    survived: 0,
    equivalent: 16,
    score: 100,
    date: '2026-11-24',
    command: 'npm run test:mutation -- --mutate machines/cart-checkout.ts --concurrency 1',
  },
  {
    // Full run: 200 mutants, 168 killed, 14 survived, 18 equivalent. Then 6 survivors excluded as equivalent and 8
    // killed by the machine-level checks (no query at all; the output token; the final state), and the new `output`
    // added 2 mutants, both killed; confirmed with `--force --mutate machines/wechat-login.ts:63-69,...:83-89,
    // ...:112-115,...:133-133,...:194-194,...:204-206`.
    machine: 'wechat-login',
    mutants: 202,
    killed: 178,
    survived: 0,
    equivalent: 24,
    score: 100,
    date: '2026-11-24',
    command: 'npm run test:mutation -- --mutate machines/wechat-login.ts --concurrency 1',
  },
  {
    // Full run: 144 mutants, 132 killed, 4 survived, 8 equivalent. Three survivors then killed (nothing chosen fixes
    // nothing; the duration label's unit), and the fourth (unitOffered's product check, unreachable: only configuring
    // takes unit.change) removed with the check: its guard now has 6 mutants instead of 10, all killed; confirmed with
    // `--mutate machines/subscription-config.ts:37-38,...:93-93` (before the guard change) and `--force --mutate ...:75-80`.
    // 2026-11-29: priceUnknown (issue 20, added after that run) had 4 survivors, as no product of the suite could reach
    // a unit without a price; the suite now has one (SummitMap 专业版 without a season price) and a hand-written path
    // through it, and priceUnknown takes the chosen product, which drops its unreachable null check. Forced full run.
    // 2026-12-01 at 8d51bff (parallel: the choice and the subscribe pause; type.choose; the duration and count bounds),
    // forced, 10 min 30 s beside one other session: 204 mutants, 196 killed, 8 ignored, 0 survived.
    machine: 'subscription-config',
    mutants: 204,
    killed: 196,
    survived: 0,
    equivalent: 8,
    score: 100,
    date: '2026-12-01',
    command: 'npm run test:mutation -- --force --mutate machines/subscription-config.ts --concurrency 2',
  },
  {
    // First run: 138 mutants, 115 killed, 7 survived, 16 equivalent. The dialog then closes itself on the final state
    // and shows the machine's field errors as they are, the redundant error clearing on sending went (2 mutants fewer),
    // and the actions object is no longer excluded (it holds real actions). Then a forced full run: all killed.
    // Again on 2026-11-29, after its suite asserted the typed fields read-only (never disabled) while sending.
    // 2026-12-01 at 8d51bff (a re-issue needs a cause: withoutCause), forced, 3 min 35 s: 144 mutants, 127 killed,
    // 16 ignored, 1 survived: the new state's object emptied (it holds only its description), then marked equivalent.
    // Again after the invoice's title as a form moved to domain/ (invoiceFormOf, shared with the reInvoice service),
    // forced, 3 min 24 s: 138 mutants, 121 killed, 17 ignored, 0 survived.
    machine: 'invoice-reissue',
    mutants: 138,
    killed: 121,
    survived: 0,
    equivalent: 17,
    score: 100,
    date: '2026-12-01',
    command: 'npm run test:mutation -- --force --mutate machines/invoice-reissue.ts --concurrency 2',
  },
]

export const MUTATION_TARGET_PERCENT = 90
