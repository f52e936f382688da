import { Fragment } from 'react'
import { emailBreaks } from '@/lib/text/email-breaks'

/** An e-mail address that wraps only after its @ and before a dot (lib/text/email-breaks.ts). */
export function EmailText({ email }: { email: string }) {
  return (
    <>
      {emailBreaks(email).map((part, i) => (
        <Fragment key={i}>
          {i > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </>
  )
}
