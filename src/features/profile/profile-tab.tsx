// The authentication tab (portal.md section 2, section 5 'Profile'): name, company name, e-mail and unified social
// credit code, checked by the domain rule on blur and on change; saved with PUT C_customers/{id}. A save reloads the
// ['user'] queries, so the shell's red dot follows; a refusal shows the server msg and keeps what was typed.
import { Box, Heading, Stack, Text } from '@chakra-ui/react'
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { normalizeProfileForm, validateProfileForm, type ProfileForm } from '../../../domain/profile-rules'
import { updateCustomer } from '../../api/queries/order-queries'
import { customerInfoOptions, userKeys, type CustomerInfo } from '../../api/queries/user-queries'
import { GuardedButton } from '../../components/guarded-button'
import { useShopMessage } from '../../components/shop-message'
import { useProfileChanged } from '../../session/session-context'
import { PROFILE_MAX_LENGTH } from '../../../domain/limits'
import { ProfileField } from './profile-field'
import { useSuccessText } from '../../i18n/success-text'

type Field = keyof ProfileForm
const FIELDS: readonly Field[] = ['username', 'companyname', 'email', 'companysocialcreditcode']

const formOf = (info: CustomerInfo): ProfileForm => ({
  username: info.username ?? '',
  companyname: info.companyname ?? '',
  email: info.email ?? '',
  companysocialcreditcode: info.companysocialcreditcode ?? '',
})

export function ProfileTab(): React.JSX.Element {
  const info = useSuspenseQuery(customerInfoOptions()).data
  // Keyed by customer: a refetch after a save keeps what is typed; another customer starts from their own record.
  return <ProfileFormPanel key={info.id} info={info} />
}

function ProfileFormPanel({ info }: { info: CustomerInfo }): React.JSX.Element {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const profileChanged = useProfileChanged()
  const showMessage = useShopMessage()
  const successText = useSuccessText()
  const [form, setForm] = useState<ProfileForm>(() => formOf(info))
  const [checked, setChecked] = useState<Partial<Record<Field, boolean>>>({})
  const [saving, setSaving] = useState(false)
  const [refusal, setRefusal] = useState<string | null>(null)
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({})

  const errors = validateProfileForm(form)
  const errorOf = (field: Field) => (checked[field] && errors[field] ? t(`profile.errors.${errors[field]}`) : undefined)
  const check = (field: Field) => setChecked((current) => (current[field] ? current : { ...current, [field]: true }))

  /** False (and every message shown, the first wrong box focused) when the form cannot be sent. */
  const readyToSave = (): boolean => {
    const first = FIELDS.find((field) => errors[field] !== undefined)
    if (!first) return true
    setChecked(Object.fromEntries(FIELDS.map((field) => [field, true])))
    inputs.current[first]?.focus()
    return false
  }

  const save = async () => {
    if (saving || !readyToSave()) return
    const f = normalizeProfileForm(form)
    setSaving(true)
    setRefusal(null)
    try {
      // The contract's e-mail is an address or absent: an empty box leaves the stored address as it is.
      const changes = {
        username: f.username,
        companyname: f.companyname,
        companysocialcreditcode: f.companysocialcreditcode,
        ...(f.email ? { email: f.email } : {}),
      }
      const msg = await updateCustomer(info.id, changes)
      profileChanged(changes)
      showMessage(successText(msg, 'profile.saved'))
      await queryClient.invalidateQueries({ queryKey: userKeys.all })
    } catch (error) {
      setRefusal(error instanceof Error && error.message ? error.message : t('profile.saveFailed'))
    } finally {
      setSaving(false)
    }
  }

  const field = (name: Field, extra: { type?: 'email'; autoComplete?: string; hint?: string } = {}) => (
    <ProfileField
      ref={(element) => {
        inputs.current[name] = element
      }}
      name={name}
      label={t(`profile.${name}`)}
      maxLength={PROFILE_MAX_LENGTH[name]}
      value={form[name]}
      error={errorOf(name)}
      onChange={(value) => {
        setForm((current) => ({ ...current, [name]: value }))
        check(name)
      }}
      onBlur={() => check(name)}
      {...extra}
    />
  )

  return (
    <Box maxWidth="560px" data-testid="profile-tab">
      <Heading as="h2" size="md" mb="2">
        {t('user.userAuth')}
      </Heading>
      <Text fontSize="sm" color="gray.700" mb="5">
        {t('profile.intro')}
      </Text>
      <form noValidate onSubmit={(event) => event.preventDefault()} data-testid="profile-form">
        <Stack gap="4">
          {field('username', { autoComplete: 'name' })}
          {field('companyname', { autoComplete: 'organization' })}
          {field('email', { type: 'email', autoComplete: 'email' })}
          {field('companysocialcreditcode', { hint: t('profile.creditCodeHint') })}
          {refusal && (
            <Text role="alert" color="red.600" fontSize="sm" data-testid="profile-refusal">
              {refusal}
            </Text>
          )}
          {/* Enter in a box clicks this submit button, so the keyboard goes through the same double-click guard. A click
              on a form with messages is stopped before the guard: it is not an accepted click and must not lock the
              button for the guard window while the customer corrects the form. */}
          <Box
            alignSelf="flex-start"
            onClickCapture={(event) => {
              if (!readyToSave()) event.stopPropagation()
            }}
          >
            <GuardedButton
              type="submit"
              colorPalette="blue"
              // Chakra's hover (the solid colour at 90 %) is 4.36:1 on white text; a darker blue keeps 4.5:1 under the pointer.
              _hover={{ bg: 'blue.700' }}
              loading={saving}
              data-testid="profile-save"
              onClick={() => void save()}
            >
              {t('profile.save')}
            </GuardedButton>
          </Box>
        </Stack>
      </form>
    </Box>
  )
}
