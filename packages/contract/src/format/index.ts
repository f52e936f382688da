// @loteria/contract/format: how the site and the backend write amounts, dates and times
// (America/Asuncion) and what a draw gave a player. Pure and safe in the browser.
export * from './format'
export * from './won-text'
