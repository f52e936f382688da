import { SESSION_HINT_COOKIE } from '@/lib/session/hint'

// Runs while the header's HTML is parsed, before the first paint: with the hint cookie it marks the
// page, and the header's CSS hides the logged-out buttons (keeping their room) until the session
// answers. Inline because a script file would arrive after the paint it must precede.
export const SESSION_HINT_SCRIPT = `document.cookie.split('; ').some(function(c){return c.indexOf(${JSON.stringify(
  `${SESSION_HINT_COOKIE}=`,
)})===0})&&document.documentElement.setAttribute('data-sesion','')`
