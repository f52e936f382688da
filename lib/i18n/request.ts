import { getRequestConfig } from 'next-intl/server'
import messages from '@/messages/es.json'

// One locale, no i18n routing: pages stay static (docs/setup-notes.md, next-intl without routing).
export const LOCALE = 'es'

export default getRequestConfig(async () => ({
  locale: LOCALE,
  messages,
  timeZone: 'America/Asuncion',
}))
